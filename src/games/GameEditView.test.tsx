// The game authoring screens against the real server in memory (setupRealApi): the dashboard (2.2),
// the drafts list (2.3), the game edit view (2.4, 4.2, 8) and its variant dialog (2.7). Each test
// seeds its sheet (a draft created through PUT drafts, its levels through PUT drafts/{id}/levels).
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiCall } from '../providers/api';
import { openApp, setupRealApi } from '../test/realApi';
import { failNext } from '../test/realApi';

const api = setupRealApi();
const openAt = openApp;

/** Every API request of the current test: "METHOD path?query", and the last body per "METHOD area". */
const calls = { requests: [] as string[], bodies: {} as Record<string, unknown> };

beforeAll(async () => {
  // the author of the seeded sheets and a contact the sender picker finds
  await api.ctx.db.query(
    `INSERT INTO users (email, type, info, search) VALUES
       ('autorka@hry.sk', 'editor', '{"name":"Autorka"}', 'autorka autorka@hry.sk'),
       ('maria@hry.sk', 'administrator',
        '{"name":"Mária Kováčová","org":"Hry Žilina s.r.o.","email":"maria@hry.sk","phone":"","zip":"01008"}',
        'maria kovacova hry zilina s.r.o. maria@hry.sk')`,
  );
  api.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^.*?\/api\/webapp\//, '');
    calls.requests.push(`${request.method} ${path}${url.search}`);
    if (request.method === 'PUT' || request.method === 'POST') {
      const key = `${request.method} ${path.split('/')[0]}`;
      void request
        .clone()
        .text()
        .then((text) => {
          if (text && !path.endsWith('/validate')) calls.bodies[key] = JSON.parse(text) as unknown;
        });
    }
  });
});

beforeEach(async () => {
  localStorage.clear();
  await api.signInAs('admin');
  calls.requests.length = 0;
  calls.bodies = {};
});

const CREATED_AT = Date.UTC(2026, 2, 5, 10) / 1000;
const SENDER = { name: 'Jana Nováková', org: 'Hry s.r.o.', email: 'jana@hry.sk', phone: '', zip: '01001' };

interface SheetSeed {
  variantName?: string;
  saved?: boolean;
  production?: boolean;
  valid?: boolean;
  sender?: Record<string, string>;
  /** false: no levels; else the two levels 'Brána' (production) and 'Básnička' (testing). */
  levels?: boolean;
  /** The second level is stored invalid. */
  invalidLevel?: boolean;
}

/** A draft sheet shaped like games.md 3.1's example; returns its id (the variant id). */
async function seedSheet(seed: SheetSeed = {}): Promise<number> {
  const reply = await apiCall<{ sheet: { id: number; gameId: number } }>('PUT', 'drafts', { category: 1 });
  if (!reply.ok) throw new Error(`PUT drafts: ${JSON.stringify(reply)}`);
  const id = Number(reply.sheet.id);
  const gameId = Number(reply.sheet.gameId);
  if (seed.levels !== false) {
    const levels = [
      { name: 'Brána', layout: 'ANSWER_REQUIRED', order: '1', active: true },
      { name: 'Básnička', layout: 'ANSWER_REQUIRED', order: '2', active: false },
    ];
    for (const level of levels) {
      const put = await apiCall('PUT', `drafts/${id}/levels`, {
        ...level,
        question: `Otázka ${level.order}`,
        'answer.answers-min': 1,
        'answer.answers-1': 'štyri',
      });
      if (!put.ok) throw new Error(`PUT drafts/${id}/levels: ${JSON.stringify(put)}`);
    }
    // the second level is a poem (stored so, as the games.md example)
    await api.ctx.db.query(
      `UPDATE levels SET layout = 'MAKE_POEM', info = info || '{"layout": "MAKE_POEM"}'::jsonb
       WHERE variant_id = $1 AND seq = (SELECT max(seq) FROM levels WHERE variant_id = $1)`,
      [id],
    );
  }
  const db = api.ctx.db;
  await db.query(`UPDATE games SET name = $2, info = info || $3::jsonb WHERE id = $1`, [
    gameId,
    'Záhada Budatínskeho hradu',
    JSON.stringify({ name: 'Záhada Budatínskeho hradu', location: 'Žilina' }),
  ]);
  const variantName = seed.variantName ?? 'Rodinná';
  await db.query(
    `UPDATE variants SET name = $2, saved = $3, active = $4, created_at = to_timestamp($5),
       author_id = (SELECT id FROM users WHERE email = 'autorka@hry.sk'), info = info || $6::jsonb
     WHERE id = $1`,
    [
      id,
      variantName,
      seed.saved ?? false,
      seed.production ?? false,
      CREATED_AT,
      JSON.stringify({
        name: variantName,
        variantNameExtended: variantName ? `${variantName} – 2 hodiny` : '',
        minDuration: 90,
        avgDuration: 100,
        maxDuration: 120,
        price: 12.5,
        sender: seed.sender ?? SENDER,
      }),
    ],
  );
  if (seed.invalidLevel) {
    await db.query(
      `UPDATE levels SET valid = false WHERE variant_id = $1 AND seq = (SELECT max(seq) FROM levels WHERE variant_id = $1)`,
      [id],
    );
    await db.query(`UPDATE variants SET counts = counts || '{"invalid": 1}'::jsonb WHERE id = $1`, [id]);
  }
  if (seed.valid !== undefined)
    await db.query(`UPDATE variants SET valid = $2 WHERE id = $1`, [id, seed.valid]);
  calls.requests.length = 0;
  calls.bodies = {};
  return id;
}

/** The first level's id of a sheet. */
async function firstLevel(sheet: number): Promise<number> {
  const row = await api.ctx.db.one<{ id: string }>(
    'SELECT id FROM levels WHERE variant_id = $1 ORDER BY seq LIMIT 1',
    [sheet],
  );
  return Number(row!.id);
}

const hash = () => window.location.hash;

describe('dashboard (games 2.2)', () => {
  /** The newest sheet (variant) id: the draft the dashboard just created. */
  const newestSheet = async () =>
    Number((await api.ctx.db.one<{ id: string }>('SELECT max(id) AS id FROM variants'))!.id);

  /**
   * A new draft gets an empty sender (as for an author without contact data; a signed-in account
   * always has an e-mail, so a trigger clears what createDraft copies) while `run` runs.
   */
  async function withEmptyContact(run: () => Promise<void>) {
    await api.ctx.db.query(`
      CREATE FUNCTION test_no_sender() RETURNS trigger AS $$
      BEGIN
        NEW.info := NEW.info - 'sender';
        NEW.sender_id := NULL;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await api.ctx.db.query(
      `CREATE TRIGGER test_no_sender BEFORE INSERT ON variants FOR EACH ROW EXECUTE FUNCTION test_no_sender()`,
    );
    try {
      await run();
    } finally {
      await api.ctx.db.query('DROP TRIGGER test_no_sender ON variants');
      await api.ctx.db.query('DROP FUNCTION test_no_sender()');
    }
  }

  it('creates a draft in the category and goes straight to it when the sender is filled', async () => {
    openAt('#/dashboard');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Hľadať' }), 'hrad');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Vytvoriť hru v kategórii Teambuilding' }),
    );
    await waitFor(() => expect(hash()).toMatch(/^#\/drafts\/\d+$/));
    expect(hash()).toBe(`#/drafts/${await newestSheet()}`);
    // the global search is cleared on the way to the new draft
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Hľadať' })).toHaveValue(''));
    expect(calls.bodies['PUT drafts']).toEqual({ category: 3 });
    // the new draft's view, its sender the signed-in user's contact
    const props = await screen.findByTestId('sheet-properties');
    await waitFor(() => expect(within(props).getAllByText('admin@test.sk').length).toBeGreaterThan(0));
    expect(screen.getByTestId('game-edit-view')).toHaveAttribute('data-saved', 'false');
  });

  it('opens the variant dialog first, without errors, when the sender is empty; done goes to the draft', async () => {
    await withEmptyContact(async () => {
      const user = userEvent.setup();
      openAt('#/dashboard');
      await user.click(await screen.findByRole('button', { name: 'Vytvoriť hru v kategórii Žilina' }));
      const dialog = await screen.findByRole('dialog', { name: 'Úprava variantu' });
      expect(calls.bodies['PUT drafts']).toEqual({ category: 1 });
      expect(hash()).toBe('#/dashboard');
      expect(await within(dialog).findByLabelText(/Názov variantu/)).toBeInTheDocument();
      expect(within(dialog).queryByText('Povinný údaj')).toBeNull();
      expect(within(dialog).getByLabelText('Odosielateľ z kontaktov')).toBeInTheDocument();
      await user.clear(within(dialog).getByLabelText(/Názov variantu/));
      await user.type(within(dialog).getByLabelText(/Názov variantu/), 'Večerná');
      await user.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
      const id = await newestSheet();
      await waitFor(() => expect(hash()).toBe(`#/drafts/${id}`));
      expect(calls.bodies['POST drafts']).toMatchObject({ name: 'Večerná' });
    });
  });

  it('stays on the dashboard when the variant dialog is cancelled', async () => {
    await withEmptyContact(async () => {
      const user = userEvent.setup();
      openAt('#/dashboard');
      await user.click(await screen.findByRole('button', { name: 'Vytvoriť hru v kategórii Kdekoľvek' }));
      const dialog = await screen.findByRole('dialog', { name: 'Úprava variantu' });
      await user.click(within(dialog).getByRole('button', { name: 'Zrušiť' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Úprava variantu' })).toBeNull());
      expect(hash()).toBe('#/dashboard');
    });
  });
});

describe('drafts list (games 2.3)', () => {
  it('shows name, extended variant name, 0 tasks when missing and validity; selecting opens the draft', async () => {
    const id = await seedSheet({ valid: false, levels: false });
    openAt('#/drafts');
    const row = (await screen.findByText('Záhada Budatínskeho hradu')).closest(
      '[role="listitem"]',
    ) as HTMLElement;
    expect(within(row).getByText('Rodinná – 2 hodiny')).toBeInTheDocument();
    expect(within(row).getByText('0 úloh')).toBeInTheDocument();
    expect(within(row).getByText('Obsahuje chyby')).toBeInTheDocument();
    expect(calls.requests.some((r) => r.startsWith('GET drafts?po=0&pl=100'))).toBe(true);
    await userEvent.click(within(row).getAllByRole('button')[0]);
    await waitFor(() => expect(hash()).toBe(`#/drafts/${id}`));
  });

  it('shows a draft whose game is valid but whose tasks are not as containing errors', async () => {
    const id = await seedSheet();
    // a level loses its question under it (as after a schema edit); the sheet is re-evaluated on read
    await api.ctx.db.query(
      `UPDATE levels SET info = info || '{"question": ""}'::jsonb
       WHERE variant_id = $1 AND seq = (SELECT min(seq) FROM levels WHERE variant_id = $1)`,
      [id],
    );
    await api.ctx.db.query(`UPDATE variants SET levels_rev = '' WHERE id = $1`, [id]);
    await apiCall('GET', `drafts/${id}`); // re-evaluates the levels
    // the seeded game's own forms count as valid (as in the demo draft whose numbering went missing)
    await api.ctx.db.query(`UPDATE variants SET valid = true WHERE id = $1`, [id]);
    const { game } = (await apiCall('GET', `drafts/${id}`)) as {
      game: { valid: boolean; counts: { invalid: number } };
    };
    expect([game.valid, game.counts.invalid]).toEqual([true, 1]);
    openAt('#/drafts');
    const row = await waitFor(() => {
      const item = document.querySelector(`[role="listitem"][data-id="${id}"]`);
      expect(item).not.toBeNull();
      return item as HTMLElement;
    });
    expect(within(row).getByText('2 úlohy')).toBeInTheDocument();
    expect(within(row).getByText('Obsahuje chyby')).toBeInTheDocument();
  });
});

describe('game edit view (games 2.4)', () => {
  it('shows title, subtitle, the properties panel, filters with counts and the level tiles with a + tile', async () => {
    const id = await seedSheet();
    openAt(`#/drafts/${id}`);
    expect(await screen.findByRole('heading', { name: 'Záhada Budatínskeho hradu' })).toBeInTheDocument();
    expect(screen.getByTestId('game-subtitle')).toHaveTextContent('Rodinná – 2 hodiny');
    const props = screen.getByTestId('sheet-properties');
    expect(within(props).getByText('Jana Nováková')).toBeInTheDocument();
    expect(within(props).getByText('010 01')).toBeInTheDocument();
    expect(within(props).getByText('jana@hry.sk')).toBeInTheDocument();
    expect(within(props).queryByTestId('sender-empty')).toBeNull();
    expect(screen.getByTestId('prop-status')).toHaveTextContent('Koncept');
    expect(screen.getByTestId('prop-duration')).toHaveTextContent('90 min.');
    expect(screen.getByTestId('prop-maxDuration')).toHaveTextContent('120 min.');
    expect(screen.getByTestId('prop-location')).toHaveTextContent('Žilina');
    expect(screen.getByTestId('prop-price')).toHaveTextContent('12,50 €');
    expect(screen.getByTestId('prop-createdAt')).toHaveTextContent('5. marca 2026');
    expect(screen.getByTestId('prop-author')).toHaveTextContent('autorka@hry.sk');

    const tabs = screen.getByRole('tablist', { name: 'Filter úloh' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Všetky (2)', 'V produkcii (1)', 'V testovaní (1)']);
    expect(await screen.findAllByTestId('level-tile')).toHaveLength(2);
    expect(screen.getByTestId('levels-title')).toHaveTextContent('Všetky (2)');
    expect(screen.getByText('Textová odpoveď')).toBeInTheDocument();
    expect(screen.getByTestId('level-tile-new')).toBeInTheDocument();
  });

  it("shows the 'empty' and 'error' sender lines and the invalid filter when it has items", async () => {
    const id = await seedSheet({ valid: false, invalidLevel: true, sender: {} });
    openAt(`#/drafts/${id}`);
    expect(await screen.findByTestId('sender-empty')).toHaveTextContent('Odosielateľ nie je vyplnený.');
    expect(screen.getByTestId('sender-error')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Neplatné (1)' })).toBeInTheDocument();
  });

  it('a new blank game says which fields of which form make it invalid (issue 31)', async () => {
    const reply = await apiCall<{ sheet: { id: number } }>('PUT', 'drafts', { category: 1 });
    if (!reply.ok) throw new Error(`PUT drafts: ${JSON.stringify(reply)}`);
    openAt(`#/drafts/${reply.sheet.id}`);
    const alert = await screen.findByTestId('sender-error');
    expect(alert).toHaveTextContent('Hra obsahuje chyby v týchto poliach:');
    expect(within(alert).getByTestId('sheet-problem-game')).toHaveTextContent(
      'Údaje hry (Upraviť hru): Názov',
    );
    expect(within(alert).getByTestId('sheet-problem-variant')).toHaveTextContent(
      'Variant (Upraviť variant): Názov variantu',
    );
  });

  it('filters the levels: the filter goes to the list call and the title shows the filter and its count', async () => {
    const user = userEvent.setup();
    const id = await seedSheet();
    openAt(`#/drafts/${id}`);
    await user.click(await screen.findByRole('tab', { name: 'V testovaní (1)' }));
    await waitFor(() => expect(screen.getAllByTestId('level-tile')).toHaveLength(1));
    expect(screen.getByTestId('levels-title')).toHaveTextContent('V testovaní (1)');
    expect(calls.requests).toContain(`GET drafts/${id}/levels?po=0&pl=100&f=testing`);
    expect(hash()).toBe(`#/drafts/${id}?f=testing`);
  });

  it('under a search the filter counts count what it finds: Všetky (0) above the empty message', async () => {
    const user = userEvent.setup();
    const id = await seedSheet();
    openAt(`#/drafts/${id}`);
    const tabs = await screen.findByRole('tablist', { name: 'Filter úloh' });
    const labels = () =>
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent);
    await waitFor(() => expect(labels()).toEqual(['Všetky (2)', 'V produkcii (1)', 'V testovaní (1)']));
    await user.type(screen.getByRole('searchbox', { name: 'Hľadať' }), 'ziadna');
    await waitFor(() =>
      expect(screen.getByTestId('levels-empty')).toHaveTextContent(
        'Hľadanému výrazu nezodpovedá žiadna úloha.',
      ),
    );
    await waitFor(() => expect(labels()).toEqual(['Všetky (0)', 'V produkcii (0)', 'V testovaní (0)']));
    expect(screen.getByTestId('levels-title')).toHaveTextContent('Všetky');
    expect(screen.getByTestId('levels-title')).not.toHaveTextContent('(');
    expect(calls.requests).toContain(`GET drafts/${id}/levels/count?s=ziadna`);
    // a search that finds one level: its tab counts it, the other none
    await user.clear(screen.getByRole('searchbox', { name: 'Hľadať' }));
    await user.type(screen.getByRole('searchbox', { name: 'Hľadať' }), 'brana');
    await waitFor(() => expect(labels()).toEqual(['Všetky (1)', 'V produkcii (1)', 'V testovaní (0)']));
    await waitFor(() => expect(screen.getAllByTestId('level-tile')).toHaveLength(1));
    expect(screen.getByTestId('levels-title')).toHaveTextContent('Všetky (1)');
  });

  it('opens the level dialog route from a tile and from the + tile, keeping the filter', async () => {
    const user = userEvent.setup();
    const id = await seedSheet();
    openAt(`#/drafts/${id}?f=production`);
    const first = await firstLevel(id);
    await user.click((await screen.findAllByTestId('level-tile'))[0].querySelector('button')!);
    await waitFor(() => expect(hash()).toBe(`#/drafts/${id}/levels/${first}?f=production`));
    // the level dialog shows the level (the real one), then Escape closes it
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Otázka/ })).toHaveValue('Otázka 1'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(hash()).toBe(`#/drafts/${id}?f=production`));
    await user.click(screen.getByTestId('level-tile-new'));
    await waitFor(() => expect(hash()).toBe(`#/drafts/${id}/levels/new?f=production`));
  });

  it('shows save only when not saved, remove only when saved, submit only when not in production', async () => {
    const id = await seedSheet({ saved: false });
    const { unmount } = openAt(`#/drafts/${id}`);
    const bar = await screen.findByRole('toolbar', { name: 'Akcie hry' });
    expect(within(bar).getByRole('button', { name: 'Uložiť' })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Odstrániť' })).toBeNull();
    expect(within(bar).getByRole('button', { name: 'Odoslať do produkcie' })).toBeInTheDocument();
    unmount();

    const published = await seedSheet({ saved: true, production: true });
    openAt(`#/games/${published}`);
    const bar2 = await screen.findByRole('toolbar', { name: 'Akcie hry' });
    expect(within(bar2).queryByRole('button', { name: 'Uložiť' })).toBeNull();
    expect(within(bar2).getByRole('button', { name: 'Odstrániť' })).toBeInTheDocument();
    expect(within(bar2).queryByRole('button', { name: 'Odoslať do produkcie' })).toBeNull();
  });

  it('the submit button starts send to production: a sheet without levels is stopped by noLevelsDlg', async () => {
    const user = userEvent.setup();
    const id = await seedSheet({ levels: false, valid: true });
    openAt(`#/drafts/${id}`);
    await user.click(await screen.findByRole('button', { name: 'Odoslať do produkcie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hra nemá žiadne úlohy' });
    expect(dialog).toHaveTextContent('Hra musí obsahovať aspoň jednu úlohu.');
    await user.click(within(dialog).getByRole('button', { name: 'Rozumiem' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hra nemá žiadne úlohy' })).toBeNull());
  });

  it('saves after the confirmation; then remove replaces save', async () => {
    const user = userEvent.setup();
    const id = await seedSheet();
    openAt(`#/drafts/${id}`);
    await user.click(await screen.findByRole('button', { name: 'Uložiť' }));
    const confirm = await screen.findByRole('dialog', { name: 'Uložiť hru?' });
    await user.click(within(confirm).getByRole('button', { name: 'Áno' }));
    await screen.findByRole('button', { name: 'Odstrániť' });
    expect(calls.requests).toContain(`POST drafts/${id}/save`);
    expect(screen.getByTestId('game-edit-view')).toHaveAttribute('data-saved', 'true');
  });

  it('removes a saved draft after the confirmation and goes to the drafts (issue 31)', async () => {
    const user = userEvent.setup();
    const id = await seedSheet({ saved: true });
    openAt(`#/drafts/${id}`);
    await user.click(await screen.findByRole('button', { name: 'Odstrániť' }));
    const confirm = await screen.findByRole('dialog', { name: 'Odstrániť hru?' });
    // issue 31: no warning icon on 'Nie', a delete icon (not a check) on 'Áno'
    const icons = (name: string) =>
      [...within(confirm).getByRole('button', { name }).querySelectorAll('svg')].map((svg) =>
        svg.getAttribute('data-testid'),
      );
    expect(icons('Nie')).toEqual(['CloseIcon']);
    expect(icons('Áno')).toEqual(['DeleteOutlineIcon']);
    await user.click(within(confirm).getByRole('button', { name: 'Nie' }));
    expect(calls.requests).not.toContain(`DELETE drafts/${id}`);
    await user.click(await screen.findByRole('button', { name: 'Odstrániť' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Odstrániť hru?' })).getByRole('button', {
        name: 'Áno',
      }),
    );
    await waitFor(() => expect(hash()).toBe('#/drafts'));
    expect(calls.requests).toContain(`DELETE drafts/${id}`);
  });

  it('removes a registered game opened from the games list and goes to the games', async () => {
    const user = userEvent.setup();
    const id = await seedSheet({ saved: true, production: true });
    await api.ctx.db.query(`UPDATE variants SET status = 'registered' WHERE id = $1`, [id]);
    openAt(`#/games/${id}`);
    const bar = await screen.findByRole('toolbar', { name: 'Akcie hry' });
    await user.click(within(bar).getByRole('button', { name: 'Odstrániť' }));
    const confirm = await screen.findByRole('dialog', { name: 'Odstrániť hru?' });
    await user.click(within(confirm).getByRole('button', { name: 'Áno' }));
    await waitFor(() => expect(hash()).toBe('#/games'));
    expect(calls.requests).toContain(`DELETE drafts/${id}`);
  });

  it('offers remove only for a saved draft or registered sheet, not for received, confirmed, expired (games 4.1)', async () => {
    for (const status of ['registered', 'received', 'confirmed', 'expired']) {
      const id = await seedSheet({ saved: true, production: true });
      await api.ctx.db.query('UPDATE variants SET status = $2 WHERE id = $1', [id, status]);
      const { unmount } = openAt(`#/games/${id}`);
      const bar = await screen.findByRole('toolbar', { name: 'Akcie hry' });
      const remove = within(bar).queryByRole('button', { name: 'Odstrániť' });
      if (status === 'registered') expect(remove, status).toBeInTheDocument();
      else expect(remove, status).toBeNull();
      unmount();
    }
  });

  it('asks "Odstrániť variant?" when the game keeps other variants, and removes only the variant', async () => {
    const user = userEvent.setup();
    const id = await seedSheet({ saved: true, variantName: 'Firemná' });
    const other = await seedSheet({ saved: true });
    await api.ctx.db.query(
      'UPDATE variants SET game_id = (SELECT game_id FROM variants WHERE id = $1) WHERE id = $2',
      [id, other],
    );
    openAt(`#/drafts/${id}`);
    await user.click(await screen.findByRole('button', { name: 'Odstrániť' }));
    const confirm = await screen.findByRole('dialog', { name: 'Odstrániť variant?' });
    expect(confirm).toHaveTextContent('Variant „Firemná – 2 hodiny“ hry „Záhada Budatínskeho hradu“');
    expect(screen.queryByRole('dialog', { name: 'Odstrániť hru?' })).toBeNull();
    await user.click(within(confirm).getByRole('button', { name: 'Áno' }));
    await waitFor(() => expect(hash()).toBe('#/drafts'));
    expect(calls.requests).toContain(`DELETE drafts/${id}`);
    const left = await api.ctx.db.one<{ n: string }>(
      'SELECT count(*) AS n FROM variants WHERE id = $1 OR id = $2',
      [id, other],
    );
    expect(Number(left!.n)).toBe(1);
  });

  it("'Upraviť hru' opens the game dialog with the stored values; done saves, closes and reloads the view", async () => {
    const user = userEvent.setup();
    const id = await seedSheet();
    openAt(`#/drafts/${id}`);
    await user.click(await screen.findByRole('button', { name: 'Upraviť hru' }));
    const dialog = await screen.findByRole('dialog', { name: 'Úprava hry' });
    const name = await within(dialog).findByRole('textbox', { name: /^Názov[^a-z(]*$/ });
    await waitFor(() => expect(name).toHaveValue('Záhada Budatínskeho hradu'));
    expect(within(dialog).getByText('Galéria 4')).toBeInTheDocument();
    await user.type(name, ' 2');
    const loadsBefore = calls.requests.filter((r) => r === `GET drafts/${id}`).length;
    await user.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Úprava hry' })).toBeNull());
    expect(calls.bodies['POST games']).toMatchObject({ name: 'Záhada Budatínskeho hradu 2' });
    await waitFor(() =>
      expect(calls.requests.filter((r) => r === `GET drafts/${id}`).length).toBeGreaterThan(loadsBefore),
    );
  });

  it.each([
    ['Upraviť hru', 'Úprava hry', /Zadajte celé číslo/],
    ['Upraviť variant', 'Úprava variantu', /Zadajte desatinné číslo/],
  ])(
    "'Skupina' of '%s' says a number is expected for 'Rodiny', and clearing the field clears the error (issue 31)",
    async (button, title, expected) => {
      const user = userEvent.setup();
      const id = await seedSheet();
      openAt(`#/drafts/${id}`);
      await user.click(await screen.findByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog', { name: title });
      const group = await within(dialog).findByRole('textbox', { name: 'Skupina' });
      // the field says what it takes before anything is typed
      expect(group).toHaveAccessibleDescription(/Číslo skupiny \(0 – 9999\), nie jej názov/);
      await user.type(group, 'Rodiny');
      await waitFor(() => expect(group).toHaveAccessibleDescription(expected));
      expect(group).toHaveAttribute('aria-invalid', 'true');
      await user.clear(group);
      await waitFor(() => expect(group).toHaveAttribute('aria-invalid', 'false'));
      expect(group).not.toHaveAccessibleDescription(expected);
      expect(group).toHaveAccessibleDescription(/Číslo skupiny/);
    },
  );

  it('picks the sender from contacts in the variant dialog (users offset 0, limit 10, the typed text)', async () => {
    const user = userEvent.setup();
    const id = await seedSheet();
    // Mária is a contact of the real users list (seeded in beforeAll)
    const maria = (await api.ctx.db.one<{ id: string }>(`SELECT id FROM users WHERE email = 'maria@hry.sk'`))!
      .id;
    openAt(`#/drafts/${id}`);
    await user.click(await screen.findByRole('button', { name: 'Upraviť variant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Úprava variantu' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Odosielateľ z kontaktov' }), 'Mári');
    await waitFor(() => expect(calls.requests).toContain('GET users?po=0&pl=10&s=M%C3%A1ri'));
    await user.click(await screen.findByRole('option', { name: 'Mária Kováčová <maria@hry.sk>' }));
    await waitFor(() => expect(calls.requests).toContain(`POST drafts/${id}/sender/${maria}`));
    await waitFor(() => expect(screen.getByTestId('sheet-sender')).toHaveTextContent('Mária Kováčová'));
    expect(screen.getByTestId('sheet-sender')).toHaveTextContent('010 08');
  });

  it("'Upraviť variant' opens without required errors (no showErrors flag, games 2.7)", async () => {
    const user = userEvent.setup();
    const id = await seedSheet({ variantName: '' });
    openAt(`#/drafts/${id}`);
    await user.click(await screen.findByRole('button', { name: 'Upraviť variant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Úprava variantu' });
    const name = await within(dialog).findByRole('textbox', { name: /^Názov variantu/ });
    expect(name).toHaveValue('');
    expect(within(dialog).queryByText('Povinný údaj')).toBeNull();
  });

  it('a failed load goes to the default view (games 8)', async () => {
    openAt('#/drafts/999999');
    await waitFor(() => expect(hash()).toBe('#/dashboard'));
  });

  it("highlights 'Vytvoriť hru' for an unsaved game and 'Hry' for a saved one", async () => {
    const id = await seedSheet({ saved: false });
    const { unmount } = openAt(`#/drafts/${id}`);
    await screen.findByRole('heading', { name: 'Záhada Budatínskeho hradu' });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Vytvoriť hru/ })).toHaveAttribute('aria-current', 'page'),
    );
    unmount();
    const saved = await seedSheet({ saved: true });
    openAt(`#/drafts/${saved}`);
    await screen.findByRole('heading', { name: 'Záhada Budatínskeho hradu' });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /^Hry(?! verzia)/ })).toHaveAttribute('aria-current', 'page'),
    );
  });
});

describe('leaving an unsaved draft (games 4.2)', () => {
  async function leaveToDrafts() {
    const user = userEvent.setup();
    const id = await seedSheet();
    openAt(`#/drafts/${id}`);
    await screen.findAllByTestId('level-tile');
    await user.click(screen.getByRole('link', { name: /Koncepty/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Uložiť rozpracovanú hru?' });
    return { user, id, dialog };
  }

  it('cancel stays: routes back to the draft', async () => {
    const { user, id, dialog } = await leaveToDrafts();
    await user.click(within(dialog).getByRole('button', { name: 'Zrušiť' }));
    await waitFor(() => expect(hash()).toBe(`#/drafts/${id}`));
    expect(calls.requests.filter((r) => r.startsWith('DELETE') || r.endsWith('/save'))).toEqual([]);
  });

  it('yes saves the game and leaves', async () => {
    const { user, id, dialog } = await leaveToDrafts();
    await user.click(within(dialog).getByRole('button', { name: 'Áno' }));
    await waitFor(() => expect(calls.requests).toContain(`POST drafts/${id}/save`));
    expect(hash()).toBe('#/drafts');
  });

  it('no destroys the draft and leaves', async () => {
    const { user, id, dialog } = await leaveToDrafts();
    await user.click(within(dialog).getByRole('button', { name: 'Nie' }));
    await waitFor(() => expect(calls.requests).toContain(`DELETE drafts/${id}`));
    expect(hash()).toBe('#/drafts');
  });

  it('a failed destroy goes to the default view (games 8)', async () => {
    const { user, dialog } = await leaveToDrafts();
    failNext('DELETE drafts/*');
    await user.click(within(dialog).getByRole('button', { name: 'Nie' }));
    await waitFor(() => expect(hash()).toBe('#/dashboard'));
  });

  it('does not ask for a saved game or one without levels', async () => {
    const user = userEvent.setup();
    const id = await seedSheet({ levels: false });
    openAt(`#/drafts/${id}`);
    await screen.findByTestId('levels-empty');
    await user.click(screen.getByRole('link', { name: /Koncepty/ }));
    await waitFor(() => expect(hash()).toBe('#/drafts'));
    expect(screen.queryByRole('dialog', { name: 'Uložiť rozpracovanú hru?' })).toBeNull();
  });

  it("'Zavrieť' on an unsaved draft asks Uložiť / Neukladať / Zrušiť", async () => {
    const user = userEvent.setup();
    const id = await seedSheet();
    openAt(`#/drafts/${id}`);
    await user.click(await screen.findByRole('button', { name: 'Zavrieť' }));
    let dialog = await screen.findByRole('dialog', { name: 'Uložiť zmeny ako koncept?' });
    await user.click(within(dialog).getByRole('button', { name: 'Zrušiť' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Uložiť zmeny ako koncept?' })).toBeNull(),
    );
    expect(hash()).toBe(`#/drafts/${id}`);
    await user.click(screen.getByRole('button', { name: 'Zavrieť' }));
    dialog = await screen.findByRole('dialog', { name: 'Uložiť zmeny ako koncept?' });
    await user.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
    await waitFor(() => expect(hash()).toBe('#/drafts'));
    expect(calls.requests).toContain(`POST drafts/${id}/save`);
    expect(screen.queryByRole('dialog', { name: 'Uložiť rozpracovanú hru?' })).toBeNull();
  });
});

describe('the level list after the level dialog (games 2.4)', () => {
  /** The tiles on screen: their elements (kept = not re-rendered from scratch) and their titles. */
  const tiles = () => screen.queryAllByTestId('level-tile');
  const titles = () => tiles().map((tile) => within(tile).getByTestId('level-title').textContent);
  /** GET {drafts|games}/{id}/levels?… since the last reset: the list read from the server. */
  const listReads = (id: number) => calls.requests.filter((r) => r.startsWith(`GET drafts/${id}/levels?`));
  const sheetReads = (id: number) => calls.requests.filter((r) => r === `GET drafts/${id}`);
  const dialogGone = () =>
    waitFor(() => expect(document.querySelector('[data-level-form]')).toBeNull(), { timeout: 15_000 });
  /** Replaces a field's text in one change (typing char by char is slow with the whole dialog). */
  const fill = async (user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) => {
    await user.clear(input);
    await user.click(input);
    await user.paste(text);
  };

  it('a saved level replaces its tile in place: the same elements, the list not read again, the sheet read again', async () => {
    const user = userEvent.setup();
    const id = await seedSheet();
    openAt(`#/drafts/${id}`);
    await waitFor(() => expect(tiles()).toHaveLength(2));
    const before = tiles();
    calls.requests.length = 0;
    await user.click(within(before[0]).getByRole('button'));
    const name = await screen.findByRole('textbox', { name: /Názov \(interný\)/ });
    await waitFor(() => expect(name).toHaveValue('Brána'));
    await fill(user, name, 'Hradná brána');
    await user.click(screen.getByRole('button', { name: 'Hotovo' }));
    await dialogGone();
    await waitFor(() => expect(titles()).toEqual(['Hradná brána', 'Básnička']));
    expect(tiles()[0]).toBe(before[0]);
    expect(tiles()[1]).toBe(before[1]);
    expect(listReads(id)).toEqual([]);
    await waitFor(() => expect(sheetReads(id).length).toBeGreaterThan(0));
    expect(hash()).toBe(`#/drafts/${id}`);
  }, 90_000);

  it('a level that no longer matches the filter leaves the list; the filter count follows', async () => {
    const user = userEvent.setup();
    const id = await seedSheet();
    openAt(`#/drafts/${id}?f=testing`);
    await waitFor(() => expect(titles()).toEqual(['Básnička']));
    expect(screen.getByTestId('levels-title')).toHaveTextContent('V testovaní (1)');
    calls.requests.length = 0;
    await user.click(within(tiles()[0]).getByRole('button'));
    const active = await screen.findByRole('checkbox', { name: /Aktívna/ });
    await waitFor(() => expect(active).not.toBeChecked());
    await user.click(active);
    await user.click(screen.getByRole('button', { name: 'Hotovo' }));
    await dialogGone();
    await waitFor(() => expect(tiles()).toHaveLength(0));
    expect(listReads(id)).toEqual([]);
    await waitFor(() => expect(screen.getByTestId('levels-title')).toHaveTextContent(/^V testovaní$/));
  }, 90_000);

  it("a new level is appended after the others, but not to the 'invalid' list", async () => {
    const user = userEvent.setup();
    const id = await seedSheet({ invalidLevel: true });
    openAt(`#/drafts/${id}`);
    await waitFor(() => expect(tiles()).toHaveLength(2));
    const before = tiles();
    await user.click(screen.getByTestId('level-tile-new'));
    await fill(user, await screen.findByRole('textbox', { name: /Otázka/ }), 'Koľko schodov má veža?');
    await fill(user, screen.getByRole('textbox', { name: /^Odpoveď 1(?!\d)/ }), '120');
    await user.click(screen.getByRole('button', { name: 'Hotovo' }));
    await dialogGone();
    await waitFor(() => expect(titles()).toEqual(['Brána', 'Básnička', 'Koľko schodov má veža?']));
    expect(tiles()[0]).toBe(before[0]);
    expect(tiles()[1]).toBe(before[1]);

    // under 'invalid' a new level (valid, as the server accepted it) does not appear
    await user.click(screen.getByRole('tab', { name: /Neplatné/ }));
    await waitFor(() => expect(titles()).toEqual(['Básnička']));
    const invalid = tiles()[0];
    await user.click(screen.getByTestId('level-tile-new'));
    await fill(user, await screen.findByRole('textbox', { name: /Otázka/ }), 'Kde je studňa?');
    await fill(user, screen.getByRole('textbox', { name: /^Odpoveď 1(?!\d)/ }), 'na nádvorí');
    await user.click(screen.getByRole('button', { name: 'Hotovo' }));
    await dialogGone();
    await waitFor(() => expect(hash()).toBe(`#/drafts/${id}?f=invalid`));
    await waitFor(async () =>
      expect((await api.ctx.db.query('SELECT id FROM levels WHERE variant_id = $1', [id])).length).toBe(4),
    );
    expect(titles()).toEqual(['Básnička']);
    expect(tiles()[0]).toBe(invalid);
  }, 90_000);

  it("removing a level in the dialog (react-admin's useDelete) takes its tile out; the others stay", async () => {
    const user = userEvent.setup();
    const id = await seedSheet();
    openAt(`#/drafts/${id}`);
    await waitFor(() => expect(tiles()).toHaveLength(2));
    const before = tiles();
    const removed = await firstLevel(id);
    calls.requests.length = 0;
    await user.click(within(before[0]).getByRole('button'));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Názov \(interný\)/ })).toHaveValue('Brána'),
    );
    await user.click(screen.getByRole('button', { name: 'Odstrániť' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Odstrániť úlohu' })).getByRole('button', {
        name: 'Áno',
      }),
    );
    await waitFor(() => expect(titles()).toEqual(['Básnička']));
    expect(tiles()[0]).toBe(before[1]);
    expect(calls.requests.filter((r) => r.startsWith('DELETE'))).toEqual([
      `DELETE drafts/${id}/levels/${removed}`,
    ]);
    // the dialog moves on to the next level; then it is closed
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Odstrániť úlohu' })).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Názov \(interný\)/ })).toHaveValue('Básnička'),
    );
    await user.click(screen.getByRole('button', { name: 'Zrušiť' }));
    await dialogGone();
    expect(titles()).toEqual(['Básnička']);
    expect(tiles()[0]).toBe(before[1]);
    await waitFor(() => expect(screen.getByTestId('levels-title')).toHaveTextContent('Všetky (1)'));
  }, 90_000);
});

describe('viewer (no edit)', () => {
  it('opens #/games/{id} read-only: no edit buttons, no + tile', async () => {
    const id = await seedSheet({ saved: true });
    await api.signInAs('viewer');
    openAt(`#/games/${id}`);
    expect(await screen.findByRole('heading', { name: 'Záhada Budatínskeho hradu' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('level-tile')).toHaveLength(2);
    expect(screen.queryByRole('toolbar', { name: 'Akcie hry' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upraviť hru' })).toBeNull();
    expect(screen.queryByTestId('level-tile-new')).toBeNull();
    expect(screen.getByTestId('game-edit-view')).toHaveAttribute('data-readonly', 'true');
    // issue 22: the viewer is told the game is read-only for them, in the view and in a level
    expect(screen.getByTestId('read-only-note')).toHaveTextContent(
      'Len na čítanieHru si môžete prezrieť; meniť ju môže len používateľ s oprávnením upravovať.',
    );
    await userEvent.setup().click(screen.getAllByTestId('level-tile')[0].querySelector('button')!);
    const level = await screen.findByRole('dialog');
    expect(await within(level).findByTestId('read-only-note')).toHaveTextContent(
      'Len na čítanieÚlohu si môžete prezrieť',
    );
  });

  it('an editor sees no read-only note', async () => {
    const id = await seedSheet({ saved: true });
    openAt(`#/games/${id}`);
    expect(await screen.findAllByTestId('level-tile')).toHaveLength(2);
    expect(screen.queryByTestId('read-only-note')).toBeNull();
  });

  it('a link to a screen that needs edit (#/invoices) says so in Slovak and shows the games', async () => {
    await api.signInAs('viewer');
    openAt('#/invoices');
    expect(
      await screen.findByText('Na túto obrazovku nemáte prístup. Zobrazujú sa hry.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(hash()).toMatch(/^#\/games/));
  });

  // platform 2.3 (issue 21): drafts are in everyone's menu, read-only without 'edit'
  it('opens #/drafts/{id} read-only: no edit buttons, no + tile', async () => {
    const id = await seedSheet({ saved: true });
    await api.signInAs('viewer');
    openAt(`#/drafts/${id}`);
    expect(await screen.findByRole('heading', { name: 'Záhada Budatínskeho hradu' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('level-tile')).toHaveLength(2);
    expect(hash()).toBe(`#/drafts/${id}`);
    expect(screen.queryByRole('button', { name: 'Upraviť hru' })).toBeNull();
    expect(screen.queryByTestId('level-tile-new')).toBeNull();
    expect(screen.getByTestId('game-edit-view')).toHaveAttribute('data-readonly', 'true');
  });
});
