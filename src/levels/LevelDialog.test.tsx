// The level edit modal (games 2.8, 4.4, 5.2) against the real server in memory (setupRealApi): a
// fresh draft per test with its levels created through the real calls; navigation, keys,
// commit-before-move, remove semantics, fieldsets by layout, the 'Vygenerovať' menu, read-only.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRef, useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useGetOne, useInfiniteGetList } from 'react-admin';
import { renderInAdmin } from '../test/render';
import { VALIDATE_DEBOUNCE_MS } from '../forms';
import { apiCall } from '../providers/api';
import { setupRealApi } from '../test/realApi';
import { failNext } from '../test/realApi';
import { LevelDialog } from './LevelDialog';
import type { LevelDialogProps, LevelFilter, LevelTarget } from './types';

const api = setupRealApi({ role: 'editor' });

// Each test walks through several levels; on a busy machine that takes longer than the defaults.
vi.setConfig({ testTimeout: 90_000 });

interface LoggedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
/** Every API request of the current test (after its seeding), as the app sent it. */
const requests: LoggedRequest[] = [];
/** The sheet (a fresh draft) of the current test and the ids of its seeded levels in seq order. */
let SHEET: number;
let lv: number[] = [];

beforeAll(() => {
  api.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const entry: LoggedRequest = {
      method: request.method,
      path: url.pathname.replace(/^.*?\/api\/webapp\//, ''),
      query: url.searchParams,
      body: undefined,
    };
    requests.push(entry);
    if (request.method !== 'GET' && request.method !== 'DELETE') {
      void request
        .clone()
        .text()
        .then((text) => (entry.body = text ? (JSON.parse(text) as unknown) : undefined));
    }
  });
});

beforeEach(async () => {
  vi.restoreAllMocks();
  const reply = await apiCall<{ sheet: { id: number } }>('PUT', 'drafts', { category: 1 });
  if (!reply.ok) throw new Error(`PUT drafts: ${JSON.stringify(reply)}`);
  SHEET = Number(reply.sheet.id);
  lv = [];
  requests.length = 0;
});

/** The attrs of a valid level of the 'ANSWER_REQUIRED' layout. */
function answerLevel(seq: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: `Úloha ${seq}`,
    question: `Koľko veží má hrad číslo ${seq}?`,
    layout: 'ANSWER_REQUIRED',
    order: String(seq),
    'answer.answers-min': 1,
    'answer.answers-1': 'štyri',
    ...extra,
  };
}

/** Creates the levels through PUT drafts/{id}/levels (in this order); `invalid` ones lose their question. */
async function seedLevels(levels: { attrs: Record<string, unknown>; invalid?: boolean }[]) {
  for (const { attrs, invalid } of levels) {
    const reply = await apiCall<{ level: { id: number } }>('PUT', `drafts/${SHEET}/levels`, attrs);
    if (!reply.ok) throw new Error(`PUT drafts/${SHEET}/levels: ${JSON.stringify(reply)}`);
    const id = Number(reply.level.id);
    lv.push(id);
    if (invalid) {
      // a level stored invalid (as after a rule change): its question is empty
      await api.ctx.db.query(
        `UPDATE levels SET valid = false, info = info || '{"question": ""}'::jsonb WHERE id = $1`,
        [id],
      );
    }
  }
  requests.length = 0;
}

/** Three valid levels (lv[0], lv[1], lv[2] in this order). */
async function threeLevels() {
  await seedLevels([1, 2, 3].map((seq) => ({ attrs: answerLevel(seq) })));
}

/** The sheet's levels as stored (seq order). */
async function levels(): Promise<{ id: number; info: Record<string, unknown> }[]> {
  const rows = await api.ctx.db.query<{ id: string; info: Record<string, unknown> }>(
    'SELECT id, info FROM levels WHERE variant_id = $1 ORDER BY seq',
    [SHEET],
  );
  return rows.map((r) => ({ id: Number(r.id), info: r.info }));
}

/** The next matching request waits until the returned function is called, then reaches the server. */
function holdNext(method: 'post', path: string): () => void {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  api.server.use(
    http[method](
      `*/api/webapp/${path}`,
      async () => {
        await released;
      },
      { once: true },
    ),
  );
  return release;
}

/**
 * The game view's side of react-admin's cache, as GameEditView reads it: the sheet (useGetOne) and
 * the level list of the filter (useInfiniteGetList on drafts/{id}/levels). Each level is a listitem
 * whose text is the level as the cache holds it.
 */
function ViewCache({ filter }: { filter: LevelFilter }) {
  useGetOne('drafts', { id: SHEET });
  const loaded = useRef(false);
  const cleared = useRef(false);
  const { data } = useInfiniteGetList(`drafts/${SHEET}/levels`, {
    pagination: { page: 1, perPage: 100 },
    filter: { f: filter === 'all' ? undefined : filter },
  });
  // the list was emptied after it had loaded (a reload from scratch, which loses the scroll position)
  if (data) loaded.current = true;
  else if (loaded.current) cleared.current = true;
  return (
    <ul data-testid="view-list" data-loaded={String(!!data)} data-cleared={String(cleared.current)}>
      {data?.pages
        .flatMap((page) => page.data)
        .map((level) => (
          <li key={level.id} data-id={level.id}>
            {JSON.stringify(level)}
          </li>
        ))}
    </ul>
  );
}
// (by test id: the open modal hides the rest of the page from the accessibility tree)
const viewList = () => screen.getByTestId('view-list');
/** The level ids the view's list shows, in order. */
const viewIds = () => [...viewList().querySelectorAll('li')].map((item) => Number(item.dataset.id));
const viewItem = (id: number) => viewList().querySelector(`[data-id="${id}"]`);
/** How often the view's sheet and its level list were read from the server. */
const sheetReads = () => requests.filter((r) => r.method === 'GET' && r.path === `drafts/${SHEET}`).length;
const listReads = () =>
  requests.filter((r) => r.method === 'GET' && r.path === `drafts/${SHEET}/levels`).length;

/** The dialog bound to a "route": onNavigate moves it like the game view does. */
function open(
  levelId: LevelTarget,
  props: Partial<LevelDialogProps> = {},
  remountPerLevel = false,
  view = false,
) {
  const onNavigate = vi.fn();
  const onClose = vi.fn();
  const onAnswers = vi.fn();
  function Route() {
    const [current, setCurrent] = useState<LevelTarget>(levelId);
    const [shown, setShown] = useState(true);
    return (
      <>
        {view && <ViewCache filter={props.filter ?? 'all'} />}
        {shown && (
          <LevelDialog
            key={remountPerLevel ? String(current) : undefined}
            sheetId={SHEET}
            levelId={current}
            sheet={{ game: { labeler: false } }}
            filter="all"
            search=""
            readOnly={false}
            onAnswers={onAnswers}
            {...props}
            onNavigate={(to) => {
              onNavigate(to);
              setCurrent(to);
            }}
            onClose={() => {
              onClose();
              setShown(false);
            }}
          />
        )}
      </>
    );
  }
  renderInAdmin(<Route />);
  return { onNavigate, onClose, onAnswers };
}

/** open() with the view's cache beside the dialog; resolves when the view has its sheet and levels. */
async function openWithView(levelId: LevelTarget, props: Partial<LevelDialogProps> = {}, remount = false) {
  const opened = open(levelId, props, remount, true);
  await waitFor(() => expect(viewList()).toHaveAttribute('data-loaded', 'true'));
  await waitFor(() => expect(sheetReads()).toBe(1));
  return opened;
}

const dialog = () => screen.getByRole('dialog');
/** The level form of the given level is shown (loaded and filled). */
async function shown(level: LevelTarget) {
  await waitFor(() =>
    expect(
      document.querySelector(`[data-level-form="${level}"] textarea, [data-level-form="${level}"] input`),
    ).not.toBeNull(),
  );
  await screen.findByRole('textbox', { name: /Otázka/ });
}
const question = () => screen.getByRole('textbox', { name: /Otázka/ });
const press = (key: string, target: Element = document.body) => fireEvent.keyDown(target, { key });
/** Replaces a field's text in one change (typing char by char is slow with the whole dialog). */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}
const calls = (prefix: string) =>
  requests.map((r) => `${r.method} ${r.path}`).filter((c) => c.startsWith(prefix));

describe('opening (games 2.8, 4.4)', () => {
  it('loads the level, shows its title, the sidebar fields and the fieldsets of its layout', async () => {
    await threeLevels();
    open(lv[1]);
    await shown(lv[1]);
    expect(screen.getByText('Úloha č. 2: Úloha 2')).toBeInTheDocument();
    expect(question()).toHaveValue('Koľko veží má hrad číslo 2?');
    for (const label of [
      /Názov \(interný\)/,
      /Poznámka \(interná\)/,
      /Nápoveda/,
      /Správa po správnej odpovedi/,
    ]) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('checkbox', { name: /Aktívna/ })).toBeInTheDocument();
    expect(screen.getByText('Nastavenia odpovedí')).toBeInTheDocument();
    expect(screen.queryByText('Nastavenia básničky')).not.toBeInTheDocument();
    expect(screen.queryByText('Nastavenia výzvy')).not.toBeInTheDocument();
    // the seq call honours the list's filter and search and asks for prev, next and current
    const seq = requests.find((r) => r.path === `drafts/${SHEET}/levels/seq/2`);
    expect(seq?.query.get('f')).toBe('all');
    expect(seq?.query.get('p')).toBe('1');
    expect(seq?.query.get('n')).toBe('1');
    expect(calls('GET')).toContain(`GET drafts/${SHEET}/levels/${lv[1]}`);
  });

  it('shows and hides the fieldsets as the layout changes', async () => {
    const user = userEvent.setup();
    await threeLevels();
    open(lv[0]);
    await shown(lv[0]);
    await user.click(screen.getByRole('combobox', { name: /Rozloženie/ }));
    await user.click(await screen.findByRole('option', { name: 'Básnička' }));
    expect(await screen.findByText('Nastavenia básničky')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Nastavenia odpovedí')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /Povinné slová/ })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /Rozloženie/ }));
    await user.click(await screen.findByRole('option', { name: 'Výzva (áno / nie)' }));
    expect(await screen.findByText('Nastavenia výzvy')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Nastavenia básničky')).not.toBeInTheDocument());

    await user.click(screen.getByRole('combobox', { name: /Rozloženie/ }));
    await user.click(await screen.findByRole('option', { name: 'Výber obrázka' }));
    expect(await screen.findByText('Nastavenia obrázkových odpovedí')).toBeInTheDocument();
    // the background fieldset is there for every layout, collapsed, and opens on a click
    const background = screen.getByText('Nastavenia pozadia');
    expect(screen.queryByText('Obrázok pozadia')).not.toBeVisible();
    await user.click(background);
    await waitFor(() => expect(screen.getByText('Obrázok pozadia')).toBeVisible());
  });

  it('a new level follows the last one: seq last, a blank form without required errors', async () => {
    await threeLevels();
    open('new');
    await shown('new');
    expect(screen.getByText('Nová úloha', { selector: 'span' })).toBeInTheDocument();
    expect(calls('GET')).toContain(`GET drafts/${SHEET}/levels/seq/last`);
    expect(calls('POST')).toContain(`POST drafts/${SHEET}/levels/validate`);
    expect(question()).toHaveValue('');
    expect(screen.queryByText('Povinný údaj')).not.toBeInTheDocument();
    // the 'answers' button belongs to existing levels only
    expect(screen.queryByRole('button', { name: 'Odpovede' })).not.toBeInTheDocument();
    // no next level: the right control is '+'
    expect(screen.getByRole('button', { name: 'Nová úloha' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Predchádzajúca úloha' })).toBeEnabled();
  });

  it('closes with a notice when the level cannot be loaded', async () => {
    await threeLevels();
    const { onClose } = open(999_999);
    await waitFor(() => expect(onClose).toHaveBeenCalledWith());
    expect(await screen.findByText('Úlohu sa nepodarilo načítať, skúste to znova.')).toBeInTheDocument();
  });

  it('the Odpovede button opens the answers of the current level', async () => {
    const user = userEvent.setup();
    await threeLevels();
    const { onAnswers } = open(lv[2]);
    await shown(lv[2]);
    await user.click(screen.getByRole('button', { name: 'Odpovede' }));
    expect(onAnswers).toHaveBeenCalledWith(lv[2]);
  });
});

describe('navigation (games 2.8, 4.4)', () => {
  it('moves with the left and right controls; the right control is + after the last level', async () => {
    const user = userEvent.setup();
    await threeLevels();
    const { onNavigate } = open(lv[1]);
    await shown(lv[1]);
    await user.click(screen.getByRole('button', { name: 'Nasledujúca úloha' }));
    expect(onNavigate).toHaveBeenLastCalledWith(lv[2]);
    await shown(lv[2]);
    expect(screen.queryByRole('button', { name: 'Nasledujúca úloha' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nová úloha' }));
    expect(onNavigate).toHaveBeenLastCalledWith('new');
    await shown('new');
    // a blank new level: '+' again does nothing (no reload, nothing written)
    const seqCalls = calls('GET').length;
    await user.click(screen.getByRole('button', { name: 'Nová úloha' }));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(calls('GET')).toHaveLength(seqCalls);
    await user.click(screen.getByRole('button', { name: 'Predchádzajúca úloha' }));
    expect(onNavigate).toHaveBeenLastCalledWith(lv[2]);
    await shown(lv[2]);
    // nothing was changed: nothing was written
    expect(calls('PUT')).toEqual([]);
    expect(calls('POST').filter((c) => !c.endsWith('validate'))).toEqual([]);
  });

  it('keys: Left = previous, Right = next or new, Esc = close; not while typing in a field', async () => {
    await threeLevels();
    const { onNavigate, onClose } = await openWithView(lv[1]);
    await shown(lv[1]);
    press('ArrowLeft');
    await waitFor(() => expect(onNavigate).toHaveBeenLastCalledWith(lv[0]));
    await shown(lv[0]);
    // no previous level: Left does nothing
    press('ArrowLeft');
    press('ArrowRight', question());
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    press('ArrowRight');
    await waitFor(() => expect(onNavigate).toHaveBeenLastCalledWith(lv[1]));
    await shown(lv[1]);
    press('ArrowRight');
    await waitFor(() => expect(onNavigate).toHaveBeenLastCalledWith(lv[2]));
    await shown(lv[2]);
    press('ArrowRight');
    await waitFor(() => expect(onNavigate).toHaveBeenLastCalledWith('new'));
    await shown('new');
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalledWith());
    // nothing changed: the view's sheet and list were not read again, its list is as it was
    expect(sheetReads()).toBe(1);
    expect(listReads()).toBe(1);
    expect(viewIds()).toEqual(lv);
  });

  it("commits a changed level before moving; the view's list shows it in place and its sheet is read again", async () => {
    const user = userEvent.setup();
    await threeLevels();
    const { onNavigate, onClose } = await openWithView(lv[0]);
    await shown(lv[0]);
    await fill(user, question(), 'Kto postavil Trenčiansky hrad?');
    press('ArrowRight');
    await waitFor(() => expect(onNavigate).toHaveBeenLastCalledWith(lv[1]));
    const update = requests.find((r) => r.method === 'POST' && r.path === `drafts/${SHEET}/levels/${lv[0]}`);
    expect(update?.body).toMatchObject({
      question: 'Kto postavil Trenčiansky hrad?',
      layout: 'ANSWER_REQUIRED',
    });
    expect((await levels()).find((l) => l.id === lv[0])?.info.question).toBe(
      'Kto postavil Trenčiansky hrad?',
    );
    // the level is replaced in the view's list where it was, without reading the list again
    await waitFor(() => expect(viewItem(lv[0])).toHaveTextContent('Kto postavil Trenčiansky hrad?'));
    expect(viewIds()).toEqual(lv);
    expect(listReads()).toBe(1);
    await waitFor(() => expect(sheetReads()).toBe(2));
    await shown(lv[1]);
    await user.click(screen.getByRole('button', { name: 'Zrušiť' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith());
  });

  it("keeps the view's list current even when the view remounts the dialog for every level", async () => {
    const user = userEvent.setup();
    await threeLevels();
    const { onNavigate, onClose } = await openWithView(lv[0], {}, true);
    await shown(lv[0]);
    await fill(user, screen.getByRole('textbox', { name: /Nápoveda/ }), 'Hľadaj pri bráne.');
    press('ArrowRight');
    await waitFor(() => expect(onNavigate).toHaveBeenLastCalledWith(lv[1]));
    await shown(lv[1]);
    await waitFor(() => expect(viewItem(lv[0])).toHaveTextContent('Hľadaj pri bráne.'));
    await user.click(screen.getByRole('button', { name: 'Zrušiť' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith());
    expect(viewItem(lv[0])).toHaveTextContent('Hľadaj pri bráne.');
    expect(viewIds()).toEqual(lv);
    expect(listReads()).toBe(1);
  });

  it('a rejected commit shakes, shows the error and stays', async () => {
    const user = userEvent.setup();
    await threeLevels();
    const { onNavigate } = open(lv[1]);
    await shown(lv[1]);
    await user.clear(question());
    await user.click(screen.getByRole('button', { name: 'Nasledujúca úloha' }));
    expect(await screen.findByText('Povinný údaj')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[data-shake="1"]')).not.toBeNull());
    expect(onNavigate).not.toHaveBeenCalled();
    expect((await levels()).find((l) => l.id === lv[1])?.info.question).toBe('Koľko veží má hrad číslo 2?');
    // done is refused the same way
    await user.click(screen.getByRole('button', { name: 'Hotovo' }));
    await waitFor(() => expect(document.querySelector('[data-shake="2"]')).not.toBeNull());
    expect(dialog()).toBeInTheDocument();
  });

  it('a new level is created by moving on, and the next new form starts blank after it', async () => {
    const user = userEvent.setup();
    await threeLevels();
    const { onNavigate, onClose } = await openWithView('new');
    const first = viewItem(lv[0]);
    await shown('new');
    await fill(user, question(), 'Aká je najvyššia hora Slovenska?');
    await fill(user, screen.getByRole('textbox', { name: /^Odpoveď 1(?!\d)/ }), 'Gerlachovský štít');
    press('ArrowRight');
    await waitFor(() => expect(calls('PUT')).toEqual([`PUT drafts/${SHEET}/levels`]));
    // The request is recorded when it starts: the level is there once the server has answered it.
    await waitFor(async () => expect(await levels()).toHaveLength(4));
    // the route stays 'new': the form is reloaded blank, its previous level is the one just created
    await waitFor(() => expect(calls('GET').filter((c) => c.endsWith('seq/last'))).toHaveLength(2));
    await shown('new');
    await waitFor(() => expect(question()).toHaveValue(''));
    expect(onNavigate).not.toHaveBeenCalled();
    press('ArrowLeft');
    const created = (await levels())[3].id;
    // appended to the view's list, whose items stayed where they were (never cleared, same elements)
    await waitFor(() => expect(viewIds()).toEqual([...lv, created]));
    expect(viewItem(created)).toHaveTextContent('Aká je najvyššia hora Slovenska?');
    expect(viewItem(lv[0])).toBe(first);
    expect(viewList()).toHaveAttribute('data-cleared', 'false');
    await waitFor(() => expect(sheetReads()).toBe(2));
    await waitFor(() => expect(onNavigate).toHaveBeenLastCalledWith(created));
    await shown(created);
    expect(question()).toHaveValue('Aká je najvyššia hora Slovenska?');
    await user.click(screen.getByRole('button', { name: 'Hotovo' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith());
    expect(viewIds()).toEqual([...lv, created]);
  });

  it('a commit that fails for another reason closes the dialog with a notice', async () => {
    const user = userEvent.setup();
    await threeLevels();
    const { onClose, onNavigate } = open(lv[0]);
    await shown(lv[0]);
    await fill(user, screen.getByRole('textbox', { name: /Nápoveda/ }), 'Pri bráne.');
    failNext(`POST drafts/${SHEET}/levels/${lv[0]}`);
    press('ArrowRight');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onNavigate).not.toHaveBeenCalled();
    expect(await screen.findByText('Zmeny sa nepodarilo uložiť, skúste to znova.')).toBeInTheDocument();
  });

  it('asks before closing with unsaved changes', async () => {
    const user = userEvent.setup();
    await threeLevels();
    const stored = (await levels())[0].info;
    const { onClose } = open(lv[0]);
    await shown(lv[0]);
    await fill(user, screen.getByRole('textbox', { name: /Nápoveda/ }), 'Pozri sa na vežu.');
    await user.click(screen.getByRole('button', { name: 'Zrušiť' }));
    const confirm = await screen.findByRole('dialog', { name: 'Neuložené zmeny' });
    await user.click(within(confirm).getByRole('button', { name: 'Nie' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Zrušiť' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Neuložené zmeny' })).getByRole('button', {
        name: 'Áno',
      }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalledWith());
    // nothing was written: the level is stored as before, without the typed hint
    expect(calls('POST').filter((c) => !c.endsWith('validate'))).toEqual([]);
    expect((await levels())[0].info).toEqual(stored);
    expect(JSON.stringify(stored)).not.toContain('Pozri sa na vežu.');
  });
});

describe('remove (games 4.4)', () => {
  it('an empty new form slides back to the previous level without asking (Down key)', async () => {
    await threeLevels();
    const { onNavigate } = open('new');
    await shown('new');
    press('ArrowDown');
    await waitFor(() => expect(onNavigate).toHaveBeenLastCalledWith(lv[2]));
    expect(screen.queryByRole('dialog', { name: /Zahodiť/ })).not.toBeInTheDocument();
    expect(calls('DELETE')).toEqual([]);
  });

  it('a filled new form asks first, then goes back without writing anything', async () => {
    const user = userEvent.setup();
    await threeLevels();
    const { onNavigate } = open('new');
    await shown('new');
    await fill(user, question(), 'Rozpracovaná otázka');
    await user.click(screen.getByRole('button', { name: 'Odstrániť' }));
    const confirm = await screen.findByRole('dialog', { name: 'Zahodiť novú úlohu' });
    await user.click(within(confirm).getByRole('button', { name: 'Áno' }));
    await waitFor(() => expect(onNavigate).toHaveBeenLastCalledWith(lv[2]));
    expect(calls('PUT')).toEqual([]);
    expect(await levels()).toHaveLength(3);
  });

  it('an existing level is destroyed after confirming, then the next one opens, else the previous, else it closes', async () => {
    const user = userEvent.setup();
    await seedLevels([{ attrs: answerLevel(1) }, { attrs: answerLevel(2) }]);
    const { onNavigate, onClose } = await openWithView(lv[0]);
    const second = viewItem(lv[1]);
    await shown(lv[0]);

    // 'Nie' keeps it
    press('ArrowDown');
    let confirm = await screen.findByRole('dialog', { name: 'Odstrániť úlohu' });
    await user.click(within(confirm).getByRole('button', { name: 'Nie' }));
    expect(calls('DELETE')).toEqual([]);

    press('ArrowDown');
    confirm = await screen.findByRole('dialog', { name: 'Odstrániť úlohu' });
    expect(within(confirm).getByText('Naozaj chcete túto úlohu odstrániť?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Áno' }));
    await waitFor(() => expect(onNavigate).toHaveBeenLastCalledWith(lv[1]));
    expect(calls('DELETE')).toEqual([`DELETE drafts/${SHEET}/levels/${lv[0]}`]);
    // react-admin's useDelete took it out of the view's list; the rest stayed (never cleared, same element)
    await waitFor(() => expect(viewIds()).toEqual([lv[1]]));
    expect(viewItem(lv[1])).toBe(second);
    expect(viewList()).toHaveAttribute('data-cleared', 'false');
    await waitFor(() => expect(sheetReads()).toBe(2));
    await shown(lv[1]);

    // the last one left: removed, nothing before or after it → the dialog closes
    await user.click(screen.getByRole('button', { name: 'Odstrániť' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Odstrániť úlohu' })).getByRole('button', {
        name: 'Áno',
      }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalledWith());
    expect(await levels()).toEqual([]);
    await waitFor(() => expect(viewIds()).toEqual([]));
  });

  it('removing the last level moves to the previous one', async () => {
    const user = userEvent.setup();
    await threeLevels();
    const { onNavigate } = open(lv[2]);
    await shown(lv[2]);
    await user.click(screen.getByRole('button', { name: 'Odstrániť' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Odstrániť úlohu' })).getByRole('button', {
        name: 'Áno',
      }),
    );
    await waitFor(() => expect(onNavigate).toHaveBeenLastCalledWith(lv[1]));
  });
});

describe("the order field's 'Vygenerovať' menu (games 2.8)", () => {
  it("'Nasledujúce' fetches the next free number into the order field", async () => {
    const user = userEvent.setup();
    await threeLevels();
    open('new');
    await shown('new');
    await user.click(screen.getByRole('button', { name: 'Vygenerovať' }));
    // without the game's 'labeler' flag only 'Nasledujúce' is offered
    expect(screen.queryByRole('menuitem', { name: 'Všetky nasledujúce' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Nasledujúce' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Číslo úlohy/ })).toHaveValue('4'));
    expect(calls('GET')).toContain(`GET drafts/${SHEET}/levels/number`);
  });

  it("'Všetky nasledujúce' (labeler game, existing level) confirms, renumbers and says so", async () => {
    const user = userEvent.setup();
    await threeLevels();
    const { onClose } = await openWithView(lv[0], { sheet: { game: { info: { labeler: { val: true } } } } });
    await shown(lv[0]);
    const order = screen.getByRole('textbox', { name: /Číslo úlohy/ });
    await fill(user, order, '20');
    await user.click(screen.getByRole('button', { name: 'Vygenerovať' }));
    await user.click(screen.getByRole('menuitem', { name: 'Všetky nasledujúce' }));
    const confirm = await screen.findByRole('dialog', { name: 'Prečíslovať úlohy' });
    expect(within(confirm).getByText('Prepísať čísla nasledujúcich úloh?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Áno' }));
    expect(await screen.findByText('Čísla úloh boli prepísané.')).toBeInTheDocument();
    const assign = requests.find((r) => r.path === `drafts/${SHEET}/levels/${lv[0]}/assign`);
    expect(assign?.method).toBe('POST');
    expect(assign?.body).toEqual({ number: '20' });
    expect((await levels()).map((l) => l.info.order)).toEqual(['20', '21', '22']);
    // the renumbered levels: the view's list is read again in place (its items stay meanwhile)
    await waitFor(() => expect(listReads()).toBe(2));
    await waitFor(() => expect(viewItem(lv[2])).toHaveTextContent('"number":"22"'));
    expect(viewIds()).toEqual(lv);
    await user.click(await screen.findByRole('button', { name: 'Hotovo' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith());
    // done saved the changed order field: the sheet is read again
    await waitFor(() => expect(sheetReads()).toBe(2));
  });

  it('closing is blocked while the renumbering runs', async () => {
    const user = userEvent.setup();
    await threeLevels();
    const { onClose } = open(lv[1], { sheet: { info: { labeler: true } } });
    await shown(lv[1]);
    const release = holdNext('post', `drafts/${SHEET}/levels/${lv[1]}/assign`);
    await user.click(screen.getByRole('button', { name: 'Vygenerovať' }));
    await user.click(screen.getByRole('menuitem', { name: 'Všetky nasledujúce' }));
    const confirm = await screen.findByRole('dialog', { name: 'Prečíslovať úlohy' });
    await user.click(within(confirm).getByRole('button', { name: 'Áno' }));
    await waitFor(() => expect(calls('POST')).toContain(`POST drafts/${SHEET}/levels/${lv[1]}/assign`));
    fireEvent.keyDown(confirm, { key: 'Escape' });
    fireEvent.keyDown(document.querySelector('[data-level-form]')!, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Zrušiť', hidden: true })).toBeDisabled();
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(onClose).not.toHaveBeenCalled();
    // the confirmation stays (with its buttons disabled) until the renumbering is done
    expect(screen.getByRole('dialog', { name: 'Prečíslovať úlohy' })).toBeInTheDocument();
    release();
    expect(await screen.findByText('Čísla úloh boli prepísané.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Zrušiť' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith());
  });

  it("a new level of a labeler game is not offered 'Všetky nasledujúce'", async () => {
    const user = userEvent.setup();
    await threeLevels();
    open('new', { sheet: { game: { labeler: true } } });
    await shown('new');
    await user.click(screen.getByRole('button', { name: 'Vygenerovať' }));
    expect(screen.getByRole('menuitem', { name: 'Nasledujúce' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Všetky nasledujúce' })).not.toBeInTheDocument();
  });
});

describe('read-only (a viewer, games 2.4)', () => {
  it('shows the level with every input disabled, no remove, done or Vygenerovať, and moves without writing', async () => {
    const user = userEvent.setup();
    await threeLevels();
    const { onNavigate, onClose } = open(lv[1], { readOnly: true });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Otázka/ })).toBeDisabled());
    expect(screen.getByRole('textbox', { name: /Nápoveda/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Odstrániť' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hotovo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vygenerovať' })).not.toBeInTheDocument();
    // the reads go to games/{id}/levels (sign-in only), the form is filled without a validate call
    expect(calls('GET')).toEqual([`GET games/${SHEET}/levels/${lv[1]}`, `GET games/${SHEET}/levels/seq/2`]);
    expect(calls('POST')).toEqual([]);
    press('ArrowDown');
    press('ArrowRight');
    await waitFor(() => expect(onNavigate).toHaveBeenLastCalledWith(lv[2]));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Otázka/ })).toHaveValue('Koľko veží má hrad číslo 3?'),
    );
    // no '+' after the last level
    expect(screen.queryByRole('button', { name: 'Nová úloha' })).toBeDisabled();
    expect(screen.queryByRole('dialog', { name: /Odstrániť/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zavrieť' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith());
    expect(calls('POST')).toEqual([]);
    expect(calls('DELETE')).toEqual([]);
  });
});

describe("a level corrected while the filter is 'invalid' (games 4.4)", () => {
  it("leaves the list: the next invalid level opens and the view's 'invalid' list drops it", async () => {
    const user = userEvent.setup();
    await seedLevels([
      { attrs: answerLevel(1), invalid: true },
      { attrs: answerLevel(2) },
      { attrs: answerLevel(3), invalid: true },
    ]);
    const { onNavigate, onClose } = await openWithView(lv[0], { filter: 'invalid' });
    expect(viewIds()).toEqual([lv[0], lv[2]]);
    await shown(lv[0]);
    // an invalid level opens with its errors
    expect(await screen.findByText('Povinný údaj')).toBeInTheDocument();
    await fill(user, question(), 'Opravená otázka');
    await new Promise((r) => setTimeout(r, VALIDATE_DEBOUNCE_MS));
    await user.click(screen.getByRole('button', { name: 'Nasledujúca úloha' }));
    await waitFor(() => expect(onNavigate).toHaveBeenLastCalledWith(lv[2]));
    expect(
      await screen.findByText('Úloha je opravená a z prehľadu neplatných úloh odchádza.'),
    ).toBeInTheDocument();
    await shown(lv[2]);
    // the third level is the only invalid one left: no previous
    expect(screen.getByRole('button', { name: 'Predchádzajúca úloha' })).toBeDisabled();
    await waitFor(() => expect(viewIds()).toEqual([lv[2]]));
    expect(listReads()).toBe(1);
    await waitFor(() => expect(sheetReads()).toBe(2));
    await user.click(screen.getByRole('button', { name: 'Zrušiť' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith());
  });
});
