// Issue 31: one truth about a sent game. The table "Where a game's state is shown" of
// docs/game-authoring.md is read here and every screen is checked against it: the game page's 'Stav',
// the games list tab that lists the sheet (and the ones that do not), the change log's 'Stav'; a real
// send (register job) walks the registered row with the submission number, the games list's empty
// message and tab tooltips, the game's 'Aktívna (v produkcii)' and the variant's history.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiCall } from '../providers/api';
import { insertSheet, openApp, setupRealApi } from '../test/realApi';
import { STATUS_LABELS } from '../../schemas/api/history-kinds';
import { gamesListMessages } from '../../i18n/sk/gamesList';

interface StateRow {
  status: string;
  stav: string;
  tab: string;
  log: string;
}

/** The rows of the table under '### Where a game's state is shown'. */
function stateTable(): StateRow[] {
  const doc = readFileSync(path.resolve('docs/game-authoring.md'), 'utf8');
  const section = doc.split("### Where a game's state is shown")[1] ?? '';
  // the first table after the heading: from its header to the first line that is not a row
  const lines = section.split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex((line, i) => i > first && !line.startsWith('|'));
  return lines
    .slice(first, end)
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [status, stav, tab, log] = line
        .split('|')
        .slice(1, 5)
        .map((cell) => cell.trim().replace(/`/g, ''));
      return { status: status!, stav: stav!, tab: tab!, log: log! };
    });
}

const ROWS = stateTable();
const TAB_VALUES = Object.fromEntries(
  Object.entries(gamesListMessages.gamesList.tabs).map(([value, label]) => [label, value]),
);

const api = setupRealApi();

beforeEach(async () => {
  localStorage.clear();
  await api.signInAs('admin');
  api.ctx.app.jobs.start();
});

async function ok(method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown) {
  const reply = await apiCall(method, path, body ?? {});
  if (!reply.ok) throw new Error(`${method} ${path}: ${JSON.stringify(reply)}`);
  return reply;
}

/** The games list's item of sheet `id`, or null. */
const itemOf = (id: number) =>
  screen.queryByRole('list', { name: 'Zoznam hier' })?.querySelector(`[data-id="${id}"]`) ?? null;

type User = ReturnType<typeof userEvent.setup>;

/**
 * In the games list, searched for the game's unique name, each tab in turn: the sheet is listed in
 * `tab`, and every other tab says that nothing matches (its own empty-search message, so a list still
 * showing the previous tab cannot pass).
 */
async function expectOnlyInTab(user: User, id: number, gameName: string, tab: string) {
  window.location.hash = '#/games';
  const search = await screen.findByRole('searchbox', { name: 'Hľadať' });
  await user.clear(search);
  await user.type(search, gameName);
  for (const [label, value] of Object.entries(TAB_VALUES)) {
    await user.click(await screen.findByRole('tab', { name: label }));
    if (label === tab) {
      await waitFor(() => expect(itemOf(id), `${gameName} in ${label}`).not.toBeNull());
    } else {
      const none = gamesListMessages.gamesList.emptySearch[value as GameTab];
      // the empty message, and (issue 31) a pointer to the tab that has the game
      const status = await screen.findByText(
        (_text, el) => el?.getAttribute('role') === 'status' && !!el.textContent?.startsWith(none),
      );
      expect(status, `${gameName} not in ${label}`).toHaveTextContent(
        'Hľadaný výraz sa našiel v inej záložke:',
      );
      expect(await screen.findByRole('button', { name: new RegExp(`v (záložke )?${tab}$`) })).toBeVisible();
      expect(itemOf(id)).toBeNull();
    }
  }
  await user.clear(search);
}

type GameTab = keyof typeof gamesListMessages.gamesList.emptySearch;

it('the table lists every status of the specification, and the change log says its column', () => {
  expect(ROWS.map((r) => r.status)).toEqual(['draft', 'registered', 'received', 'confirmed', 'expired']);
  for (const row of ROWS) {
    expect(STATUS_LABELS.variant?.[row.status], row.status).toBe(row.log);
    expect(Object.keys(TAB_VALUES), row.status).toContain(row.tab);
  }
});

describe('every state on the game page and in the games list (docs/game-authoring.md)', () => {
  it('a real send: Nepodaná with its number, in Prebiehajúce only, the game active, the history', async () => {
    const user = userEvent.setup();
    const row = ROWS.find((r) => r.status === 'registered')!;
    const id = Number(((await ok('PUT', 'drafts', { category: 1 })).sheet as { id: number }).id);
    await ok('POST', `games/${id}`, { name: 'Odoslaná pravda', category: 'ZILINA' });
    await ok('POST', `drafts/${id}`, { name: 'Rodinná' });
    await ok('PUT', `drafts/${id}/levels`, {
      question: 'Otázka',
      layout: 'ANSWER_REQUIRED',
      'answer.answers-1': 'áno',
      active: true,
    });
    const transId = String((await ok('POST', `drafts/${id}/register`)).transId);
    await waitFor(async () => expect((await ok('GET', `drafts/${id}/register/${transId}`)).done).toBe(true));
    const number = (await api.ctx.db.one<{ number: string }>('SELECT number FROM variants WHERE id = $1', [
      id,
    ]))!.number;

    // the game page: Stav and the submission number
    openApp(`#/games/${id}`);
    expect(await screen.findByTestId('prop-status', {}, { timeout: 20_000 })).toHaveTextContent(
      `Stav${row.stav}`,
    );
    expect(screen.getByTestId('prop-number')).toHaveTextContent(`Číslo podania${number}`);

    // the game is in production: 'Aktívna (v produkcii)' ticked, its hint says what it means for players
    await user.click(await screen.findByRole('button', { name: 'Upraviť hru' }));
    const dialog = await screen.findByRole('dialog', { name: 'Úprava hry' });
    const active = await within(dialog).findByRole('checkbox', { name: /Aktívna \(v produkcii\)/ });
    await waitFor(() => expect(active).toBeChecked());
    expect(dialog).toHaveTextContent('hráči hrajú jej aktívne varianty a v nich aktívne úlohy');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // the variant's history: the change log's Stav of the table
    await user.click(await screen.findByRole('button', { name: 'Upraviť variant' }));
    const variant = await screen.findByRole('dialog', { name: 'Úprava variantu' });
    await user.click(await within(variant).findByRole('button', { name: 'Zobraziť históriu zmien' }));
    const history = await within(variant).findByRole('region', { name: 'História zmien' });
    await waitFor(() => expect(history).toHaveTextContent(`Stav: Koncept → ${row.log}`));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // the games list: in its tab only; 'Aktívne' is empty and says where a sent game is
    await expectOnlyInTab(user, id, 'Odoslaná pravda', row.tab);
    await user.click(screen.getByRole('tab', { name: 'Aktívne' }));
    expect(
      await screen.findByText(
        'Žiadne podané hry. Odoslaná hra má stav Nepodaná a je na záložke Prebiehajúce; sem sa presunie po prijatí (stav Podaná).',
      ),
    ).toBeInTheDocument();
    // each tab's tooltip says which states it lists
    expect(screen.getByRole('tab', { name: 'Aktívne' })).toHaveAttribute(
      'title',
      'Podané hry (stav Podaná): odoslané do produkcie a prijaté.',
    );
    expect(screen.getByRole('tab', { name: 'Prebiehajúce' })).toHaveAttribute(
      'title',
      'Odoslané hry, ktoré čakajú na prijatie (stav Nepodaná), a uložené koncepty (stav Koncept).',
    );
    expect(screen.getByRole('tab', { name: 'Odohrané' })).toHaveAttribute(
      'title',
      'Odohrané hry (stav Exspirovaná).',
    );
  }, 120_000);

  it.each(ROWS.filter((r) => r.status !== 'registered'))(
    '$status: Stav $stav on the game page, listed in $tab only',
    async (row) => {
      const user = userEvent.setup();
      const draft = row.status === 'draft';
      const gameName = `Stav ${row.status}`;
      const { id } = await insertSheet(api.ctx.db, {
        gameName,
        status: row.status as 'draft' | 'received' | 'confirmed' | 'expired',
        saved: draft || undefined,
        date: new Date().toISOString().slice(0, 10),
        number: draft ? null : `H-2026-${row.status}`,
        levels: [{ name: 'Úloha' }],
      });
      openApp(draft ? `#/drafts/${id}` : `#/games/${id}`);
      expect(await screen.findByTestId('prop-status')).toHaveTextContent(`Stav${row.stav}`);
      if (draft) expect(screen.queryByTestId('prop-number')).toBeNull();
      else expect(screen.getByTestId('prop-number')).toHaveTextContent(`Číslo podaniaH-2026-${row.status}`);
      await expectOnlyInTab(user, id, gameName, row.tab);
    },
    90_000,
  );
});
