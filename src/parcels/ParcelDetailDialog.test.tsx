// The level/parcel detail modal browsing a games list query by index against the real server in
// memory (games 2.12, 4.6): the info panel, the timeline and branch of a received parcel, stepping
// with the arrow keys and controls, and 'Nepodaná' for a registered one.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { authProvider } from '../providers/authProvider';
import { dataProvider } from '../providers/dataProvider';
import { i18nProvider } from '../providers/i18nProvider';
import { apiCall } from '../providers/api';
import { setupRealApi } from '../test/realApi';
import { ParcelDetailDialog } from '.';

const api = setupRealApi({ role: 'admin' });

async function sentSheet(status: string, questions: string[]): Promise<number[]> {
  const draft = await apiCall('PUT', 'drafts', { category: 1 });
  const id = (draft.sheet as { id: number }).id;
  const ids: number[] = [];
  for (const question of questions) {
    const reply = await apiCall('PUT', `drafts/${id}/levels`, {
      question,
      'answer.answers-1': 'áno',
      'recipient.name': `Adresát ${question}`,
      'recipient.zip': '97404',
      'recipient.city': 'Banská Bystrica',
      weight: '2,5',
    });
    ids.push((reply.level as { id: number }).id);
  }
  await api.ctx.db.query(
    `UPDATE variants SET status = $2, saved = true, info = info || '{"parcelType": "ek"}' WHERE id = $1`,
    [id, status],
  );
  for (const levelId of ids) {
    await api.ctx.db.query(
      `UPDATE levels SET tracking = 'RR' || lpad(id::text, 9, '0') || 'SK' WHERE id = $1`,
      [levelId],
    );
  }
  return ids;
}

const renderDialog = (props: Parameters<typeof ParcelDetailDialog>[0]) =>
  render(
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider}>
      <ParcelDetailDialog {...props} />
    </AdminContext>,
  );

describe('level/parcel detail dialog', () => {
  let received: number[];
  beforeAll(async () => {
    received = await sentSheet('received', ['Kvapka prvá', 'Kvapka druhá']);
    // the newest level (index 0 of the list) has a tracking history ending at Banská Bystrica 4
    await api.ctx.db.query(
      `INSERT INTO tracking_events (number, detail, subst, date, stamp) VALUES
         ('RR' || lpad($1::text, 9, '0') || 'SK', 'Zásielka bola podaná na pošte %s.', 'Žilina 1', now() - interval '2 days', '01001'),
         ('RR' || lpad($1::text, 9, '0') || 'SK', 'Zásielka bola doručená adresátovi %s.', 'Adresát Kvapka druhá', now() - interval '1 day', '97404')`,
      [received[1]],
    );
    await sentSheet('registered', ['Kvapka nepodaná']);
  });

  it('shows a received parcel with its timeline and branch, and steps with the keys and controls', async () => {
    const onClose = vi.fn();
    renderDialog({ index: 0, status: 'received', search: 'kvapka', onClose });
    const info = await screen.findByTestId('parcel-info');
    await waitFor(() => expect(info).toHaveTextContent('Kvapka druhá'));
    expect(info).toHaveTextContent(`RR${String(received[1]).padStart(9, '0')}SK`);
    expect(info).toHaveTextContent('Expres kuriér');
    expect(info).toHaveTextContent('974 04 Banská Bystrica');
    expect(info).toHaveTextContent('2,5 kg');
    expect(
      await screen.findByText('Zásielka bola doručená adresátovi Adresát Kvapka druhá.'),
    ).toBeInTheDocument();
    const branch = await screen.findByTestId('branch-panel');
    expect(branch).toHaveTextContent('Banská Bystrica 4');
    await waitFor(() => expect(document.querySelector('.leaflet-marker-icon')).not.toBeNull());
    expect(screen.queryByTestId('not-submitted')).toBeNull();
    expect(screen.getByRole('button', { name: 'Predchádzajúca zásielka' })).toBeDisabled();

    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByTestId('parcel-info')).toHaveTextContent('Kvapka prvá'));
    expect(screen.getByTestId('parcel-position')).toHaveTextContent('2. položka');
    expect(await screen.findByText('Zatiaľ žiadne udalosti.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nasledujúca zásielka' })).toBeDisabled();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByTestId('parcel-position')).toHaveTextContent('2. položka');

    await userEvent.click(screen.getByRole('button', { name: 'Predchádzajúca zásielka' }));
    await waitFor(() => expect(screen.getByTestId('parcel-info')).toHaveTextContent('Kvapka druhá'));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it("shows 'Nepodaná' for a registered parcel, without a timeline", async () => {
    renderDialog({ index: 0, status: 'registered', search: 'kvapka', onClose: () => undefined });
    // the status word of games 4.1, the same as in the games list and the properties panel
    expect(await screen.findByTestId('not-submitted')).toHaveTextContent('Nepodaná');
    expect(screen.getByTestId('parcel-status')).toHaveTextContent('Nepodaná');
    expect(screen.getByTestId('parcel-info')).toHaveTextContent('Kvapka nepodaná');
    expect(screen.queryByTestId('tracking-timeline')).toBeNull();
    expect(screen.queryByTestId('branch-panel')).toBeNull();
  });
});
