// The level edit modal (games 2.8, 4.4, 5.2) against an in-memory levels API (./levelsMockApi) that
// computes attrs with the real field engine: navigation, keys, commit-before-move, remove semantics,
// fieldsets by layout, the 'Vygenerovať' menu, read-only.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInAdmin } from '../forms/test-utils';
import { VALIDATE_DEBOUNCE_MS } from '../forms';
import { LevelDialog } from './LevelDialog';
import { answerLevel, startLevelsMock } from './levelsMockApi';
import type { LevelDialogProps, LevelTarget } from './types';

const SHEET = 7;
let api: ReturnType<typeof startLevelsMock>;

// Each test walks through several levels; on a busy machine that takes longer than the defaults.
vi.setConfig({ testTimeout: 90_000 });

beforeAll(() => {
  configure({ asyncUtilTimeout: 8000 });
  api = startLevelsMock(SHEET);
});
afterEach(() => {
  api.reset();
  vi.restoreAllMocks();
});
afterAll(() => api.close());

/** Three valid levels (ids 11, 12, 13 in this order). */
function threeLevels() {
  api.setLevels([answerLevel(11, 1), answerLevel(12, 2), answerLevel(13, 3)]);
}

/** The dialog bound to a "route": onNavigate moves it like the game view does. */
function open(levelId: LevelTarget, props: Partial<LevelDialogProps> = {}, remountPerLevel = false) {
  const onNavigate = vi.fn();
  const onClose = vi.fn();
  const onAnswers = vi.fn();
  function Route() {
    const [current, setCurrent] = useState<LevelTarget>(levelId);
    const [shown, setShown] = useState(true);
    if (!shown) return null;
    return (
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
        onClose={(report) => {
          onClose(report);
          setShown(false);
        }}
      />
    );
  }
  renderInAdmin(<Route />);
  return { onNavigate, onClose, onAnswers };
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
const calls = (prefix: string) => api.calls().filter((c) => c.startsWith(prefix));

describe('opening (games 2.8, 4.4)', () => {
  it('loads the level, shows its title, the sidebar fields and the fieldsets of its layout', async () => {
    threeLevels();
    open(12);
    await shown(12);
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
    const seq = api.requests.find((r) => r.path === `drafts/${SHEET}/levels/seq/2`);
    expect(seq?.query.get('f')).toBe('all');
    expect(seq?.query.get('p')).toBe('1');
    expect(seq?.query.get('n')).toBe('1');
    expect(calls('GET')).toContain(`GET drafts/${SHEET}/levels/12`);
  });

  it('shows and hides the fieldsets as the layout changes', async () => {
    const user = userEvent.setup();
    threeLevels();
    open(11);
    await shown(11);
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
    threeLevels();
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
    threeLevels();
    const { onClose } = open(99);
    await waitFor(() => expect(onClose).toHaveBeenCalledWith({ listChanged: false, sheetChanged: false }));
    expect(await screen.findByText('Úlohu sa nepodarilo načítať, skúste to znova.')).toBeInTheDocument();
  });

  it('the Odpovede button opens the answers of the current level', async () => {
    const user = userEvent.setup();
    threeLevels();
    const { onAnswers } = open(13);
    await shown(13);
    await user.click(screen.getByRole('button', { name: 'Odpovede' }));
    expect(onAnswers).toHaveBeenCalledWith(13);
  });
});

describe('navigation (games 2.8, 4.4)', () => {
  it('moves with the left and right controls; the right control is + after the last level', async () => {
    const user = userEvent.setup();
    threeLevels();
    const { onNavigate } = open(12);
    await shown(12);
    await user.click(screen.getByRole('button', { name: 'Nasledujúca úloha' }));
    expect(onNavigate).toHaveBeenLastCalledWith(13);
    await shown(13);
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
    expect(onNavigate).toHaveBeenLastCalledWith(13);
    await shown(13);
    // nothing was changed: nothing was written
    expect(calls('PUT')).toEqual([]);
    expect(calls('POST').filter((c) => !c.endsWith('validate'))).toEqual([]);
  });

  it('keys: Left = previous, Right = next or new, Esc = close; not while typing in a field', async () => {
    threeLevels();
    const { onNavigate, onClose } = open(12);
    await shown(12);
    press('ArrowLeft');
    await waitFor(() => expect(onNavigate).toHaveBeenLastCalledWith(11));
    await shown(11);
    // no previous level: Left does nothing
    press('ArrowLeft');
    press('ArrowRight', question());
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    press('ArrowRight');
    await waitFor(() => expect(onNavigate).toHaveBeenLastCalledWith(12));
    await shown(12);
    press('ArrowRight');
    await waitFor(() => expect(onNavigate).toHaveBeenLastCalledWith(13));
    await shown(13);
    press('ArrowRight');
    await waitFor(() => expect(onNavigate).toHaveBeenLastCalledWith('new'));
    await shown('new');
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalledWith({ listChanged: false, sheetChanged: false }));
  });

  it('commits a changed level before moving, and reports the change on close', async () => {
    const user = userEvent.setup();
    threeLevels();
    const { onNavigate, onClose } = open(11);
    await shown(11);
    await fill(user, question(), 'Kto postavil Trenčiansky hrad?');
    press('ArrowRight');
    await waitFor(() => expect(onNavigate).toHaveBeenLastCalledWith(12));
    const update = api.requests.find((r) => r.method === 'POST' && r.path === `drafts/${SHEET}/levels/11`);
    expect(update?.body).toMatchObject({
      question: 'Kto postavil Trenčiansky hrad?',
      layout: 'ANSWER_REQUIRED',
    });
    expect(api.levels().find((l) => l.id === 11)?.info.question).toBe('Kto postavil Trenčiansky hrad?');
    await shown(12);
    await user.click(screen.getByRole('button', { name: 'Zrušiť' }));
    expect(onClose).toHaveBeenCalledWith({ listChanged: true, sheetChanged: true });
  });

  it('reports the whole session on close even when the view remounts the dialog for every level', async () => {
    const user = userEvent.setup();
    threeLevels();
    const { onNavigate, onClose } = open(11, {}, true);
    await shown(11);
    await fill(user, screen.getByRole('textbox', { name: /Nápoveda/ }), 'Hľadaj pri bráne.');
    press('ArrowRight');
    await waitFor(() => expect(onNavigate).toHaveBeenLastCalledWith(12));
    await shown(12);
    await user.click(screen.getByRole('button', { name: 'Zrušiť' }));
    expect(onClose).toHaveBeenCalledWith({ listChanged: true, sheetChanged: true });
  });

  it('a rejected commit shakes, shows the error and stays', async () => {
    const user = userEvent.setup();
    threeLevels();
    const { onNavigate } = open(12);
    await shown(12);
    await user.clear(question());
    await user.click(screen.getByRole('button', { name: 'Nasledujúca úloha' }));
    expect(await screen.findByText('Povinný údaj')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[data-shake="1"]')).not.toBeNull());
    expect(onNavigate).not.toHaveBeenCalled();
    expect(api.levels().find((l) => l.id === 12)?.info.question).toBe('Koľko veží má hrad číslo 2?');
    // done is refused the same way
    await user.click(screen.getByRole('button', { name: 'Hotovo' }));
    await waitFor(() => expect(document.querySelector('[data-shake="2"]')).not.toBeNull());
    expect(dialog()).toBeInTheDocument();
  });

  it('a new level is created by moving on, and the next new form starts blank after it', async () => {
    const user = userEvent.setup();
    threeLevels();
    const { onNavigate, onClose } = open('new');
    await shown('new');
    await fill(user, question(), 'Aká je najvyššia hora Slovenska?');
    await fill(user, screen.getByRole('textbox', { name: /^Odpoveď 1(?!\d)/ }), 'Gerlachovský štít');
    press('ArrowRight');
    await waitFor(() => expect(calls('PUT')).toEqual([`PUT drafts/${SHEET}/levels`]));
    expect(api.levels()).toHaveLength(4);
    // the route stays 'new': the form is reloaded blank, its previous level is the one just created
    await waitFor(() => expect(calls('GET').filter((c) => c.endsWith('seq/last'))).toHaveLength(2));
    await shown('new');
    await waitFor(() => expect(question()).toHaveValue(''));
    expect(onNavigate).not.toHaveBeenCalled();
    press('ArrowLeft');
    await waitFor(() => expect(onNavigate).toHaveBeenLastCalledWith(api.levels()[3].id));
    await shown(api.levels()[3].id);
    expect(question()).toHaveValue('Aká je najvyššia hora Slovenska?');
    await user.click(screen.getByRole('button', { name: 'Hotovo' }));
    expect(onClose).toHaveBeenCalledWith({ listChanged: true, sheetChanged: true });
  });

  it('a commit that fails for another reason closes the dialog with a notice', async () => {
    const user = userEvent.setup();
    threeLevels();
    const { onClose, onNavigate } = open(11);
    await shown(11);
    await fill(user, screen.getByRole('textbox', { name: /Nápoveda/ }), 'Pri bráne.');
    api.failNext(/^POST drafts\/7\/levels\/11$/);
    press('ArrowRight');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onNavigate).not.toHaveBeenCalled();
    expect(await screen.findByText('Zmeny sa nepodarilo uložiť, skúste to znova.')).toBeInTheDocument();
  });

  it('asks before closing with unsaved changes', async () => {
    const user = userEvent.setup();
    threeLevels();
    const { onClose } = open(11);
    await shown(11);
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
    expect(onClose).toHaveBeenCalledWith({ listChanged: false, sheetChanged: false });
    expect(api.levels()[0].info.help).toBeUndefined();
  });
});

describe('remove (games 4.4)', () => {
  it('an empty new form slides back to the previous level without asking (Down key)', async () => {
    threeLevels();
    const { onNavigate } = open('new');
    await shown('new');
    press('ArrowDown');
    await waitFor(() => expect(onNavigate).toHaveBeenLastCalledWith(13));
    expect(screen.queryByRole('dialog', { name: /Zahodiť/ })).not.toBeInTheDocument();
    expect(calls('DELETE')).toEqual([]);
  });

  it('a filled new form asks first, then goes back without writing anything', async () => {
    const user = userEvent.setup();
    threeLevels();
    const { onNavigate } = open('new');
    await shown('new');
    await fill(user, question(), 'Rozpracovaná otázka');
    await user.click(screen.getByRole('button', { name: 'Odstrániť' }));
    const confirm = await screen.findByRole('dialog', { name: 'Zahodiť novú úlohu' });
    await user.click(within(confirm).getByRole('button', { name: 'Áno' }));
    await waitFor(() => expect(onNavigate).toHaveBeenLastCalledWith(13));
    expect(calls('PUT')).toEqual([]);
    expect(api.levels()).toHaveLength(3);
  });

  it('an existing level is destroyed after confirming, then the next one opens, else the previous, else it closes', async () => {
    const user = userEvent.setup();
    api.setLevels([answerLevel(11, 1), answerLevel(12, 2)]);
    const { onNavigate, onClose } = open(11);
    await shown(11);

    // 'Nie' keeps it
    press('ArrowDown');
    let confirm = await screen.findByRole('dialog', { name: 'Odstrániť úlohu' });
    await user.click(within(confirm).getByRole('button', { name: 'Nie' }));
    expect(calls('DELETE')).toEqual([]);

    press('ArrowDown');
    confirm = await screen.findByRole('dialog', { name: 'Odstrániť úlohu' });
    expect(within(confirm).getByText('Naozaj chcete túto úlohu odstrániť?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Áno' }));
    await waitFor(() => expect(onNavigate).toHaveBeenLastCalledWith(12));
    expect(calls('DELETE')).toEqual([`DELETE drafts/${SHEET}/levels/11`]);
    await shown(12);

    // the last one left: removed, nothing before or after it → the dialog closes
    await user.click(screen.getByRole('button', { name: 'Odstrániť' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Odstrániť úlohu' })).getByRole('button', {
        name: 'Áno',
      }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalledWith({ listChanged: true, sheetChanged: true }));
    expect(api.levels()).toEqual([]);
  });

  it('removing the last level moves to the previous one', async () => {
    const user = userEvent.setup();
    threeLevels();
    const { onNavigate } = open(13);
    await shown(13);
    await user.click(screen.getByRole('button', { name: 'Odstrániť' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Odstrániť úlohu' })).getByRole('button', {
        name: 'Áno',
      }),
    );
    await waitFor(() => expect(onNavigate).toHaveBeenLastCalledWith(12));
  });
});

describe("the order field's 'Vygenerovať' menu (games 2.8)", () => {
  it("'Nasledujúce' fetches the next free number into the order field", async () => {
    const user = userEvent.setup();
    threeLevels();
    api.setNumber('4');
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
    threeLevels();
    const { onClose } = open(11, { sheet: { game: { info: { labeler: { val: true } } } } });
    await shown(11);
    const order = screen.getByRole('textbox', { name: /Číslo úlohy/ });
    await fill(user, order, '20');
    await user.click(screen.getByRole('button', { name: 'Vygenerovať' }));
    await user.click(screen.getByRole('menuitem', { name: 'Všetky nasledujúce' }));
    const confirm = await screen.findByRole('dialog', { name: 'Prečíslovať úlohy' });
    expect(within(confirm).getByText('Prepísať čísla nasledujúcich úloh?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Áno' }));
    expect(await screen.findByText('Čísla úloh boli prepísané.')).toBeInTheDocument();
    const assign = api.requests.find((r) => r.path === `drafts/${SHEET}/levels/11/assign`);
    expect(assign?.method).toBe('POST');
    expect(assign?.body).toEqual({ number: '20' });
    expect(api.levels().map((l) => l.info.order)).toEqual(['20', '21', '22']);
    await user.click(await screen.findByRole('button', { name: 'Hotovo' }));
    expect(onClose).toHaveBeenCalledWith({ listChanged: true, sheetChanged: true });
  });

  it('closing is blocked while the renumbering runs', async () => {
    const user = userEvent.setup();
    threeLevels();
    const { onClose } = open(12, { sheet: { info: { labeler: true } } });
    await shown(12);
    const release = api.holdNext(/^POST .*\/assign$/);
    await user.click(screen.getByRole('button', { name: 'Vygenerovať' }));
    await user.click(screen.getByRole('menuitem', { name: 'Všetky nasledujúce' }));
    const confirm = await screen.findByRole('dialog', { name: 'Prečíslovať úlohy' });
    await user.click(within(confirm).getByRole('button', { name: 'Áno' }));
    await waitFor(() => expect(calls('POST')).toContain(`POST drafts/${SHEET}/levels/12/assign`));
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
    expect(onClose).toHaveBeenCalledWith({ listChanged: true, sheetChanged: false });
  });

  it("a new level of a labeler game is not offered 'Všetky nasledujúce'", async () => {
    const user = userEvent.setup();
    threeLevels();
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
    threeLevels();
    const { onNavigate, onClose } = open(12, { readOnly: true });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Otázka/ })).toBeDisabled());
    expect(screen.getByRole('textbox', { name: /Nápoveda/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Odstrániť' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hotovo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vygenerovať' })).not.toBeInTheDocument();
    // the reads go to games/{id}/levels (sign-in only), the form is filled without a validate call
    expect(calls('GET')).toEqual([`GET games/${SHEET}/levels/12`, `GET games/${SHEET}/levels/seq/2`]);
    expect(calls('POST')).toEqual([]);
    press('ArrowDown');
    press('ArrowRight');
    await waitFor(() => expect(onNavigate).toHaveBeenLastCalledWith(13));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Otázka/ })).toHaveValue('Koľko veží má hrad číslo 3?'),
    );
    // no '+' after the last level
    expect(screen.queryByRole('button', { name: 'Nová úloha' })).toBeDisabled();
    expect(screen.queryByRole('dialog', { name: /Odstrániť/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zavrieť' }));
    expect(onClose).toHaveBeenCalledWith({ listChanged: false, sheetChanged: false });
    expect(calls('POST')).toEqual([]);
    expect(calls('DELETE')).toEqual([]);
  });
});

describe("a level corrected while the filter is 'invalid' (games 4.4)", () => {
  it('leaves the list: the next invalid level opens and the view is told to refresh', async () => {
    const user = userEvent.setup();
    api.setLevels([
      { ...answerLevel(11, 1, { question: '' }), valid: false },
      answerLevel(12, 2),
      { ...answerLevel(13, 3, { question: '' }), valid: false },
    ]);
    const { onNavigate, onClose } = open(11, { filter: 'invalid' });
    await shown(11);
    // an invalid level opens with its errors
    expect(await screen.findByText('Povinný údaj')).toBeInTheDocument();
    await fill(user, question(), 'Opravená otázka');
    await new Promise((r) => setTimeout(r, VALIDATE_DEBOUNCE_MS));
    await user.click(screen.getByRole('button', { name: 'Nasledujúca úloha' }));
    await waitFor(() => expect(onNavigate).toHaveBeenLastCalledWith(13));
    expect(
      await screen.findByText('Úloha je opravená a z prehľadu neplatných úloh odchádza.'),
    ).toBeInTheDocument();
    await shown(13);
    // level 13 is the only invalid one left: no previous
    expect(screen.getByRole('button', { name: 'Predchádzajúca úloha' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Zrušiť' }));
    expect(onClose).toHaveBeenCalledWith({ listChanged: true, sheetChanged: true });
  });
});
