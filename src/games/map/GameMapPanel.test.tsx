// The 'Mapa' view of the game edit view against the real server in memory: the markers of the start and
// of the levels with a position (numbers, hover titles), the route's total and legs' lengths, 'Bez
// polohy (N)', a marker opening its level's dialog, and 'Exportovať trasu' offering both formats.
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiCall } from '../../providers/api';
import { openApp, setupRealApi } from '../../test/realApi';
import { distanceMeters } from '../../../schemas/game-route';
import { formatDistance } from '../../../schemas/format';

const api = setupRealApi();

beforeEach(async () => {
  localStorage.clear();
  await api.signInAs('admin');
});

const START = { lat: 49.2231, lng: 18.7394, radius: 30 };
const GATE = { lat: 49.2237, lng: 18.7401, radius: 25 };
const TOWER = { lat: 49.2285, lng: 18.7211, radius: 40 };

/** A draft with three numbered levels; positions stored as the geo fields store them. */
async function seed(
  opts: { start?: boolean; positions?: boolean } = {},
): Promise<{ id: number; levels: number[] }> {
  const reply = await apiCall<{ sheet: { id: number } }>('PUT', 'drafts', { category: 1 });
  const id = Number(reply.sheet.id);
  const levels: number[] = [];
  for (const [order, name] of [
    ['1', 'Brána'],
    ['2', 'Fontána'],
    ['3', 'Hradná veža'],
  ]) {
    const put = await apiCall<{ level: { id: number } }>('PUT', `drafts/${id}/levels`, {
      name,
      order,
      question: `Otázka ${order}`,
      layout: 'ANSWER_REQUIRED',
      'answer.answers-1': 'štyri',
      active: true,
    });
    levels.push(Number(put.level.id));
  }
  const db = api.ctx.db;
  if (opts.start !== false)
    await db.query(
      `UPDATE variants SET info = info || jsonb_build_object('start', $2::jsonb) WHERE id = $1`,
      [id, JSON.stringify(START)],
    );
  if (opts.positions !== false) {
    await db.query(
      `UPDATE levels SET info = info || jsonb_build_object('position', $2::jsonb) WHERE id = $1`,
      [levels[0], JSON.stringify(GATE)],
    );
    await db.query(
      `UPDATE levels SET info = info || jsonb_build_object('position', $2::jsonb) WHERE id = $1`,
      [levels[2], JSON.stringify(TOWER)],
    );
  }
  return { id, levels };
}

const markers = () => [...document.querySelectorAll<HTMLElement>('.leaflet-marker-icon')];

describe('the game map (Mapa)', () => {
  it('shows a marker per placed level and the start, the route length, the legs and Bez polohy (N)', async () => {
    const user = userEvent.setup();
    const { id } = await seed();
    openApp(`#/drafts/${id}`);
    await user.click(await screen.findByRole('button', { name: 'Mapa' }));
    await waitFor(() => expect(window.location.hash).toBe(`#/drafts/${id}?v=map`));

    await waitFor(() => expect(markers()).toHaveLength(3));
    expect(markers().map((m) => m.textContent)).toEqual(['Štart', '1', '3']);
    expect(markers().map((m) => m.getAttribute('title'))).toEqual([
      'Štart hry',
      'Úloha 1: Brána',
      'Úloha 3: Hradná veža',
    ]);
    // the route: a line through the three points
    expect(document.querySelectorAll('path.leaflet-interactive')).toHaveLength(1);

    const startGate = distanceMeters(START, GATE);
    const gateTower = distanceMeters(GATE, TOWER);
    expect(screen.getByTestId('route-total')).toHaveTextContent(
      `Dĺžka trasy: ${formatDistance(startGate + gateTower)}`,
    );
    expect(screen.getByTestId('route-total').textContent).toMatch(/^Dĺžka trasy: \d+,\d km$/);
    expect(
      within(screen.getByTestId('route-legs'))
        .getAllByTestId('route-leg')
        .map((li) => li.textContent),
    ).toEqual([
      `Štart → Úloha 1: ${formatDistance(startGate)}`,
      `Úloha 1 → Úloha 3: ${formatDistance(gateTower)}`,
    ]);
    const unplaced = screen.getByTestId('route-unplaced');
    expect(within(unplaced).getByRole('heading', { name: 'Bez polohy (1)' })).toBeInTheDocument();
    expect(within(unplaced).getByRole('button', { name: 'Úloha 2: Fontána' })).toBeInTheDocument();
    // the grid is not shown meanwhile
    expect(screen.queryByTestId('level-tile')).toBeNull();
  });

  it('a marker opens its level dialog; closing it returns to the map', async () => {
    const user = userEvent.setup();
    const { id, levels } = await seed();
    openApp(`#/drafts/${id}?v=map`);
    await waitFor(() => expect(markers()).toHaveLength(3));
    fireEvent.click(markers()[2]!);
    await waitFor(() => expect(window.location.hash).toBe(`#/drafts/${id}/levels/${levels[2]}?v=map`));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByDisplayValue('Hradná veža')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(window.location.hash).toBe(`#/drafts/${id}?v=map`));
    expect(await screen.findByTestId('route-total')).toBeInTheDocument();
  });

  it('without positions: no map, a Slovak hint and every level under Bez polohy', async () => {
    const { id } = await seed({ start: false, positions: false });
    openApp(`#/drafts/${id}?v=map`);
    expect(await screen.findByTestId('game-map-empty')).toHaveTextContent('Na mape zatiaľ nie je nič');
    expect(screen.queryByTestId('route-total')).toBeNull();
    expect(markers()).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Bez polohy (3)' })).toBeInTheDocument();
  });

  it("'Exportovať trasu' offers GPX and GeoJSON", async () => {
    const user = userEvent.setup();
    const { id } = await seed();
    openApp(`#/drafts/${id}`);
    await user.click(await screen.findByRole('button', { name: 'Exportovať trasu' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['GPX 1.1 (navigácia, turistické aplikácie)', 'GeoJSON (mapové a GIS nástroje)']);
    await user.click(within(menu).getByRole('menuitem', { name: /GeoJSON/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportovať trasu' });
    expect(dialog).toHaveTextContent('vo formáte GeoJSON');
  });
});
