// The games list (games 2.5) against the real server in memory: the tabs and the author, layout and
// date filters build the spec's queries (GET games?po&pl&t&a&l&d, GET parcels?po&pl&f&e&t&d) and keep
// them in the route; the author filter loads the administrators with po=0, pl=50, r=administrator.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openApp, setupRealApi } from '../../test/realApi';
import { insertSheet } from '../../test/realApi';

const api = setupRealApi();
const requests: string[] = [];
let adminId = '';
let receivedId = 0;

beforeAll(async () => {
  const admin = await api.ctx.db.one<{ id: string }>(`SELECT id FROM users WHERE email = 'admin@test.sk'`);
  adminId = String(admin!.id);
  const day = new Date().toISOString().slice(0, 10);
  const sheet = (
    gameName: string,
    status: 'received' | 'expired' | 'registered',
    layout: string,
    name: string,
  ) =>
    insertSheet(api.ctx.db, {
      gameName,
      status,
      date: day,
      authorId: Number(adminId),
      levels: [{ name, layout }],
    });
  receivedId = (await sheet('Hradná výprava', 'received', 'ANSWER_REQUIRED', 'Brána pri hradbách')).id;
  await sheet('Stará povesť', 'expired', 'TAKE_PHOTO', 'Fotka pri soche');
  await sheet('Nočná túra', 'registered', 'ANSWER_REQUIRED', 'Lampáš na moste');
  api.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET')
      requests.push(`${url.pathname.replace(/^.*?\/api\/webapp\//, '')}${url.search}`);
  });
});

beforeEach(async () => {
  await api.signInAs('admin');
  requests.length = 0;
});

/** Waits for a GET of `path` whose query has exactly these keys and values. */
async function expectRequest(path: string, query: Record<string, string>) {
  await waitFor(() => {
    const found = requests.some((r) => {
      const [p, qs = ''] = r.split('?');
      if (p !== path) return false;
      const params = Object.fromEntries(new URLSearchParams(qs));
      return JSON.stringify(Object.entries(params).sort()) === JSON.stringify(Object.entries(query).sort());
    });
    expect(found, `${path} ${JSON.stringify(query)} in\n${requests.join('\n')}`).toBe(true);
  });
}

const pad = (n: number) => String(n).padStart(2, '0');
const today = new Date();
const todayKey = `${today.getFullYear()}${pad(today.getMonth() + 1)}${pad(today.getDate())}`;
const todayRange = `${todayKey}-${todayKey}`;
const todayText = `${today.getDate()}.${today.getMonth() + 1}.${today.getFullYear()}`;

/** The list's first page (the query every list call starts with). */
const FIRST_PAGE = { po: '0', pl: '100' };

describe('games list', () => {
  it('tabs and filters build the queries and stay in the route', async () => {
    const user = userEvent.setup();
    openApp('#/games');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Aktívne', 'Odohrané', 'Prebiehajúce']);
    expect(screen.getByRole('tab', { name: 'Aktívne' })).toHaveAttribute('aria-selected', 'true');
    await expectRequest('games', { ...FIRST_PAGE, t: 'active' });
    await expectRequest('users', { po: '0', pl: '50', r: 'administrator' });

    await user.click(screen.getByRole('tab', { name: 'Odohrané' }));
    await expectRequest('games', { ...FIRST_PAGE, t: 'finished' });
    expect(window.location.hash).toBe('#/games?t=finished');

    // author: 'Všetci autori' and the administrators
    await user.click(screen.getByRole('combobox', { name: 'Autor' }));
    const authors = within(await screen.findByRole('listbox'));
    await waitFor(() => expect(authors.getAllByRole('option').length).toBeGreaterThan(1));
    expect(authors.getAllByRole('option')[0]).toHaveTextContent('Všetci autori');
    await user.click(authors.getByRole('option', { name: 'admin@test.sk' }));
    await expectRequest('games', { ...FIRST_PAGE, t: 'finished', a: adminId });

    // the date range: today, applied
    await user.click(screen.getByRole('textbox', { name: 'Dátum' }));
    const picker = await screen.findByRole('dialog', { name: 'Dátum' });
    await user.click(await within(picker).findByRole('button', { name: 'Použiť' }));
    expect(screen.getByRole('textbox', { name: 'Dátum' })).toHaveValue(todayText);
    await expectRequest('games', { ...FIRST_PAGE, t: 'finished', a: adminId, d: todayRange });

    // a layout: level items from the parcels of the tab's status, the author as the sender
    const answerParcels = (status: string) => ({
      ...FIRST_PAGE,
      f: status,
      e: adminId,
      t: 'ANSWER_REQUIRED',
      d: todayRange,
    });
    await user.click(screen.getByRole('combobox', { name: 'Šablóna úloh' }));
    const layouts = within(await screen.findByRole('listbox'));
    expect(layouts.getAllByRole('option')).toHaveLength(12);
    expect(layouts.getAllByRole('option')[0]).toHaveTextContent('Všetky šablóny');
    await user.click(layouts.getByRole('option', { name: 'Textová odpoveď' }));
    await expectRequest('parcels', answerParcels('expired'));
    expect(new URLSearchParams(window.location.hash.split('?')[1]).get('l')).toBe('ANSWER_REQUIRED');

    await user.click(screen.getByRole('tab', { name: 'Prebiehajúce' }));
    await expectRequest('parcels', answerParcels('registered'));
  });

  it('shows the games of each tab, level items for a layout, and opens either kind', async () => {
    const user = userEvent.setup();
    openApp('#/games');
    const games = () => screen.getByRole('list', { name: 'Zoznam hier' });
    await waitFor(() => expect(within(games()).getByText('Hradná výprava')).toBeInTheDocument());
    expect(within(games()).queryByText('Stará povesť')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Odohrané' }));
    await waitFor(() => expect(within(games()).getByText('Stará povesť')).toBeInTheDocument());
    expect(within(games()).getByTestId('game-status')).toHaveTextContent('Exspirovaná');
    await user.click(screen.getByRole('tab', { name: 'Prebiehajúce' }));
    await waitFor(() => expect(within(games()).getByText('Nočná túra')).toBeInTheDocument());

    // a layout: the levels of registered sheets with that layout
    await user.click(screen.getByRole('combobox', { name: 'Šablóna úloh' }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Textová odpoveď' }),
    );
    const levels = () => screen.getByRole('list', { name: 'Zoznam úloh' });
    await waitFor(() => expect(within(levels()).getByText('Lampáš na moste')).toBeInTheDocument());
    expect(within(levels()).queryByText('Brána pri hradbách')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Aktívne' }));
    await waitFor(() => expect(within(levels()).getByText('Brána pri hradbách')).toBeInTheDocument());
    expect(within(levels()).getByTestId('level-item-layout')).toHaveTextContent('Textová odpoveď');

    // the level item opens the level/parcel detail (src/parcels)
    await user.click(within(levels()).getByText('Brána pri hradbách'));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await waitFor(() =>
      expect(within(dialog).getByTestId('parcel-info')).toHaveTextContent('Brána pri hradbách'),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // without the layout a game item goes to #/games/{id}
    await user.click(screen.getByRole('combobox', { name: 'Šablóna úloh' }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Všetky šablóny' }),
    );
    await waitFor(() => expect(within(games()).getByText('Hradná výprava')).toBeInTheDocument());
    await user.click(within(games()).getByText('Hradná výprava'));
    await waitFor(() => expect(window.location.hash).toBe(`#/games/${receivedId}`));
  });

  it('a search matching only levels (games/exists) lists level items; one matching a game lists games', async () => {
    const user = userEvent.setup();
    openApp('#/games?t=ongoing');
    const games = () => screen.getByRole('list', { name: 'Zoznam hier' });
    await waitFor(() => expect(within(games()).getByText('Nočná túra')).toBeInTheDocument());
    // a level's name, without diacritics: no game matches, its level does
    await user.type(screen.getByRole('searchbox', { name: 'Hľadať' }), 'lampas');
    await expectRequest('games/exists', { s: 'lampas' });
    const levels = () => screen.getByRole('list', { name: 'Zoznam úloh' });
    await waitFor(() => expect(within(levels()).getByText('Lampáš na moste')).toBeInTheDocument());
    expect(within(levels()).getAllByRole('listitem')).toHaveLength(1);
    await expectRequest('parcels', { ...FIRST_PAGE, f: 'registered', s: 'lampas' });

    // a game's name: game items again, reloaded with the search limit
    await user.clear(screen.getByRole('searchbox', { name: 'Hľadať' }));
    await user.type(screen.getByRole('searchbox', { name: 'Hľadať' }), 'nocna');
    await expectRequest('games', { po: '0', pl: '100', t: 'ongoing', s: 'nocna' });
    // the cleared search's whole list shows first: wait for the searched one
    await waitFor(() => {
      const items = within(games()).getAllByRole('listitem');
      expect(items).toHaveLength(1);
      expect(items[0]).toHaveTextContent('Nočná túra');
    });
    await user.type(screen.getByRole('searchbox', { name: 'Hľadať' }), ' tura');
    await expectRequest('games', { po: '0', pl: '50', t: 'ongoing', s: 'nocna tura' });
    await user.type(screen.getByRole('searchbox', { name: 'Hľadať' }), ' ziadna');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Hľadaniu nezodpovedá žiadna prebiehajúca hra.'),
    );
  });

  it('a search that finds games only in another tab says so and offers that tab', async () => {
    const user = userEvent.setup();
    openApp('#/games?t=active');
    const games = () => screen.getByRole('list', { name: 'Zoznam hier' });
    await waitFor(() => expect(within(games()).getByText('Hradná výprava')).toBeInTheDocument());
    // 'Nočná túra' is ongoing: 'Aktívne' shows nothing, and says where it is
    await user.type(screen.getByRole('searchbox', { name: 'Hľadať' }), 'nocna');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Hľadaniu nezodpovedá žiadna aktívna hra. Hľadaný výraz sa našiel v inej záložke:',
      ),
    );
    const offer = await screen.findByRole('button', { name: '1 hra v Prebiehajúce' });
    expect(screen.queryByRole('button', { name: /v Odohrané/ })).toBeNull();
    await user.click(offer);
    expect(screen.getByRole('tab', { name: 'Prebiehajúce' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(within(games()).getByText('Nočná túra')).toBeInTheDocument());
    expect(new URLSearchParams(window.location.hash.split('?')[1]).get('t')).toBe('ongoing');

    // level items (a layout): the levels found in another tab
    await user.click(screen.getByRole('combobox', { name: 'Šablóna úloh' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Odfotiť' }));
    await user.clear(screen.getByRole('searchbox', { name: 'Hľadať' }));
    await user.type(screen.getByRole('searchbox', { name: 'Hľadať' }), 'soche');
    await user.click(await screen.findByRole('button', { name: '1 úloha v Odohrané' }));
    const levels = () => screen.getByRole('list', { name: 'Zoznam úloh' });
    await waitFor(() => expect(within(levels()).getByText('Fotka pri soche')).toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Odohrané' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens with the filters of the route', async () => {
    openApp(`#/games?t=ongoing&a=${adminId}&d=20261001-20261015`);
    await expectRequest('games', { ...FIRST_PAGE, t: 'ongoing', a: adminId, d: '20261001-20261015' });
    expect(await screen.findByRole('textbox', { name: 'Dátum' })).toHaveValue('1.10.2026 – 15.10.2026');
    expect(screen.getByRole('tab', { name: 'Prebiehajúce' })).toHaveAttribute('aria-selected', 'true');
  });
});
