// The level/parcel detail's panels against the real server in memory (games 2.12, 8, 9): the tracking
// timeline's text substitution and local times, the branch hours ('Zatvorené', today selected), the
// map and its unavailable path, and the modal closing when its index cannot be loaded.
import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { authProvider } from '../providers/authProvider';
import { dataProvider } from '../providers/dataProvider';
import { i18nProvider } from '../providers/i18nProvider';
import { apiCall } from '../providers/api';
import { setupRealApi } from '../test/realApi';
import { BranchPanel, ParcelDetailDialog, TrackingTimeline } from '.';
import type { MapConfig, PostBranch, TrackingEvent } from './types';

const api = setupRealApi({ role: 'viewer' });

const renderInAdmin = (ui: ReactNode) =>
  render(
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider}>
      {ui}
    </AdminContext>,
  );

const post = async (stamp: string) => {
  const reply = await apiCall('GET', `posts/detail/${stamp}`);
  return { post: reply.post as PostBranch, map: reply.map as MapConfig };
};

const DAY_LABELS = ['Ne', 'Po', 'Ut', 'St', 'Št', 'Pi', 'So'];
const pad = (n: number) => String(n).padStart(2, '0');

describe('tracking timeline', () => {
  it('puts each value into its slot, shows the local date and time HH:MM and the branch name', async () => {
    await api.ctx.db.query(
      `INSERT INTO tracking_events (number, detail, subst, date, stamp) VALUES
         ('RR000000001SK', 'Zásielka bola podaná na pošte %s.', 'Žilina 1', '2026-03-01T07:05:00Z', '01001'),
         ('RR000000001SK', 'Zásielka bola doručená adresátovi %s.', 'Jana Nová', '2026-03-02T13:45:00Z', '97404')`,
    );
    const reply = await apiCall('GET', 'tnt/events/RR000000001SK');
    renderInAdmin(<TrackingTimeline events={reply.events as TrackingEvent[]} />);
    const items = await screen.findAllByTestId('tracking-event');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Zásielka bola podaná na pošte Žilina 1.');
    expect(items[1]).toHaveTextContent('Zásielka bola doručená adresátovi Jana Nová.');
    const local = new Date(Date.UTC(2026, 2, 2, 13, 45));
    const expected = `${local.getDate()}.${local.getMonth() + 1}.${local.getFullYear()} ${pad(local.getHours())}:${pad(local.getMinutes())}`;
    expect(items[1]).toHaveTextContent(`${expected} · Banská Bystrica 4`);
    expect(items[1].textContent).not.toContain('%s');
  });

  it('says so when there are no events', async () => {
    const reply = await apiCall('GET', 'tnt/events/RR999999999SK');
    renderInAdmin(<TrackingTimeline events={reply.events as TrackingEvent[]} />);
    expect(await screen.findByText('Zatiaľ žiadne udalosti.')).toBeInTheDocument();
  });
});

describe('branch panel', () => {
  it("shows the address and phone, selects today's day and shows 'Zatvorené' for a day without hours", async () => {
    const { post: branch } = await post('97404');
    renderInAdmin(<BranchPanel post={branch} map={null} />);
    const panel = await screen.findByTestId('branch-panel');
    expect(panel).toHaveTextContent('Banská Bystrica 4');
    expect(panel).toHaveTextContent(branch.street);
    expect(panel).toHaveTextContent('974 04 Banská Bystrica');
    expect(panel).toHaveTextContent(branch.contact);
    const days = within(panel).getAllByRole('button');
    expect(days.map((d) => d.textContent)).toEqual(['Po', 'Ut', 'St', 'Št', 'Pi', 'So', 'Ne']);
    const today = DAY_LABELS[new Date().getDay()];
    for (const d of days) expect(d).toHaveAttribute('aria-pressed', String(d.textContent === today));

    await userEvent.click(within(panel).getByRole('button', { name: 'So' }));
    expect(screen.getByTestId('branch-hours')).toHaveTextContent('Zatvorené');
    await userEvent.click(within(panel).getByRole('button', { name: 'St' }));
    expect(screen.getByTestId('branch-hours')).toHaveTextContent('8:00 – 12:00, 13:00 – 18:00');
    await userEvent.click(within(panel).getByRole('button', { name: 'Ne' }));
    expect(screen.getByTestId('branch-hours')).toHaveTextContent('Zatvorené');
  });

  it('a day with a single value counts as closed', async () => {
    const { post: branch } = await post('01001');
    renderInAdmin(
      <BranchPanel
        post={{ ...branch, hours: { ...branch.hours, tu: ['08:00'] } }}
        map={null}
        initialDay="tu"
      />,
    );
    expect(await screen.findByTestId('branch-hours')).toHaveTextContent('Zatvorené');
    await userEvent.click(screen.getByRole('button', { name: 'Po' }));
    expect(screen.getByTestId('branch-hours')).toHaveTextContent('7:30 – 18:00');
  });

  it("without a position the map is 'not available'", async () => {
    const { post: branch, map } = await post('01001');
    renderInAdmin(<BranchPanel post={{ ...branch, position: null }} map={map} />);
    expect(await screen.findByTestId('map-unavailable')).toHaveTextContent(
      'Zobrazenie polohy zásielky nie je dostupné',
    );
    expect(document.querySelector('.leaflet-container')).toBeNull();
  });

  it('draws the branch on a lazily loaded map with a marker', async () => {
    const { post: branch, map } = await post('01001');
    renderInAdmin(
      <BranchPanel post={branch} map={{ ...map, tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png' }} />,
    );
    await waitFor(() => expect(document.querySelector('.leaflet-marker-icon')).not.toBeNull());
    expect(screen.queryByTestId('map-unavailable')).toBeNull();
  });
});

describe('detail dialog', () => {
  it('closes when its index cannot be loaded (games 8)', async () => {
    const onClose = vi.fn();
    renderInAdmin(<ParcelDetailDialog index={99999} status="received" onClose={onClose} />);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
