// The answer insights modal (games 2.9) against the real server in memory (setupRealApi): a fresh
// draft with one level and a few plays sent through the real ingestion call; the figures, the answer
// tables, a suggestion accepted into the next free answer slot and the read-only view.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInAdmin } from '../test/render';
import { apiCall } from '../providers/api';
import { setupRealApi } from '../test/realApi';
import { AnswerInsightsDialog, type AnswerInsightsDialogProps } from './AnswerInsightsDialog';

const api = setupRealApi({ role: 'editor' });
vi.setConfig({ testTimeout: 60_000 });

let SHEET: number;
let LEVEL: number;

/** Four plays on the level (seconds): p1 and p2 finished (300 s and 600 s), p4 only took a hint. */
function events(sheetId: number, levelId: number) {
  let n = 0;
  const ev = (play: string, type: string, at: number, extra: Record<string, unknown> = {}) => ({
    id: `c${sheetId}-${++n}`,
    type,
    playId: `c${sheetId}-${play}`,
    sheetId,
    at,
    ...extra,
  });
  const ans = (play: string, at: number, text: string, correct: boolean) =>
    ev(play, 'answer', at, { levelId, text, correct });
  return [
    ev('p1', 'start', 1000, { team: 'Líšky' }),
    ans('p1', 1010, 'maria', false),
    ev('p1', 'hint', 1015, { levelId }),
    ans('p1', 1020, 'Mária', true),
    ev('p1', 'end', 1300),
    ev('p2', 'start', 2000, { team: 'Vlci' }),
    ans('p2', 2010, 'Mária', true),
    ev('p2', 'end', 2600),
    ev('p3', 'start', 3000, { team: 'Sovy' }),
    ans('p3', 3010, 'Maria', false),
    ev('p3', 'support', 3012, { levelId }),
    ev('p4', 'hint', 4000, { levelId }),
  ];
}

beforeAll(async () => {
  const draft = await apiCall<{ sheet: { id: number } }>('PUT', 'drafts', { category: 1 });
  if (!draft.ok) throw new Error(JSON.stringify(draft));
  SHEET = Number(draft.sheet.id);
  const level = await apiCall<{ level: { id: number } }>('PUT', `drafts/${SHEET}/levels`, {
    name: 'Námestie',
    question: 'Ktorá svätica stojí na stĺpe?',
    layout: 'ANSWER_REQUIRED',
    'answer.answers-1': 'Mária',
  });
  if (!level.ok) throw new Error(JSON.stringify(level));
  LEVEL = Number(level.level.id);
  api.ctx.config.playEventsToken = 'komponentovy-test';
  const res = await api.ctx.app.inject({
    method: 'POST',
    url: '/api/webapp/plays/events',
    headers: { authorization: 'Bearer komponentovy-test' },
    payload: { events: events(SHEET, LEVEL) },
  });
  expect(res.json()).toEqual({ ok: true, stored: 12, duplicates: 0 });
});

/** Opens the modal on the test level (closing does nothing unless `onClose` is given); resolves with it once shown. */
async function openInsights(
  props: Pick<AnswerInsightsDialogProps, 'area' | 'readOnly'> & { onClose?(): void },
) {
  renderInAdmin(<AnswerInsightsDialog sheetId={SHEET} levelId={LEVEL} onClose={vi.fn()} {...props} />);
  return screen.findByRole('dialog', { name: /Prehľad odpovedí/ });
}

const figure = (name: string) => {
  const term = within(screen.getByRole('dialog')).getByText(name, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe('AnswerInsightsDialog', () => {
  it('shows the level name, every figure and both answer tables', async () => {
    const dialog = await openInsights({ area: 'drafts', readOnly: false });
    expect(await within(dialog).findByText('Námestie')).toBeInTheDocument();
    expect(figure('Odohrané hry')).toBe('4');
    expect(figure('Všetky odpovede')).toBe('4');
    expect(figure('Rôzne odpovede')).toBe('1');
    expect(figure('Priemerný počet odpovedí')).toBe('1');
    expect(figure('Priemerná dĺžka hry')).toBe('7 min 30 s');
    expect(figure('Kliknutia na nápovedu')).toBe('2 (50,0 %)');
    expect(figure('Kliknutia na podporu')).toBe('1 (25,0 %)');
    expect(figure('Správne na prvý pokus')).toBe('1 (25,0 %)');
    const rowsOf = (name: string) =>
      within(within(dialog).getByRole('table', { name }))
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        );
    expect(rowsOf('Správne odpovede')).toEqual([['Mária', '2']]);
    expect(rowsOf('Nesprávne odpovede').sort()).toEqual([
      ['Maria', '1'],
      ['maria', '1'],
    ]);
    expect(within(dialog).getByText('Rozdelenie odpovedí')).toBeInTheDocument();
  });

  it('accepts a suggestion into the next free answer slot and reloads', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    const dialog = await openInsights({ area: 'drafts', readOnly: false, onClose });
    const suggestions = await within(dialog).findByRole('list', { name: 'Návrhy na uznanie' });
    expect(within(suggestions).getByText('maria')).toBeInTheDocument();
    expect(within(suggestions).getAllByText(/líši sa od „Mária“ len diakritikou/)).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Uznať odpoveď „maria“' }));
    expect(await screen.findByText('Odpoveď „maria“ je uznaná ako správna.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Uznať odpoveď „maria“' })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByRole('button', { name: 'Uznať odpoveď „Maria“' })).toBeEnabled();
    const row = await api.ctx.db.one<{ info: Record<string, unknown> }>(
      'SELECT info FROM levels WHERE id = $1',
      [LEVEL],
    );
    expect(row!.info['answer.answers-2']).toBe('maria');
    expect(row!.info.question).toBe('Ktorá svätica stojí na stĺpe?');
    await user.click(within(dialog).getByRole('button', { name: 'Zavrieť' }));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it("'Uznať' moves the answer to the valid table at once; 'Vrátiť späť' takes it back (issue 22)", async () => {
    const user = userEvent.setup();
    renderInAdmin(
      <AnswerInsightsDialog
        area="drafts"
        sheetId={SHEET}
        levelId={LEVEL}
        readOnly={false}
        onClose={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: /Prehľad odpovedí/ });
    const table = (name: string) =>
      within(within(dialog).getByRole('table', { name }))
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.firstElementChild?.textContent);
    await within(dialog).findByRole('button', { name: 'Uznať odpoveď „Maria“' });
    expect(table('Nesprávne odpovede')).toContain('Maria');
    await user.click(within(dialog).getByRole('button', { name: 'Uznať odpoveď „Maria“' }));
    const accepted = await within(dialog).findByTestId('insights-accepted');
    expect(accepted).toHaveTextContent('Odpoveď „Maria“ je uznaná ako správna.');
    await waitFor(() => expect(table('Správne odpovede')).toContain('Maria'));
    expect(table('Nesprávne odpovede')).not.toContain('Maria');

    const undo = within(accepted).getByRole('button', { name: 'Vrátiť späť' });
    await waitFor(() => expect(undo).toBeEnabled());
    await user.click(undo);
    await waitFor(() => expect(table('Nesprávne odpovede')).toContain('Maria'));
    expect(table('Správne odpovede')).not.toContain('Maria');
    expect(await screen.findByText('Uznanie odpovede „Maria“ je vrátené späť.')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('insights-accepted')).toBeNull();
    expect(await within(dialog).findByRole('button', { name: 'Uznať odpoveď „Maria“' })).toBeEnabled();
    const row = await api.ctx.db.one<{ info: Record<string, unknown> }>(
      'SELECT info FROM levels WHERE id = $1',
      [LEVEL],
    );
    expect(Object.values(row!.info)).not.toContain('Maria');
  });

  it('read-only (games/{id}) shows the suggestions without the accept buttons', async () => {
    const dialog = await openInsights({ area: 'games', readOnly: true });
    const suggestions = await within(dialog).findByRole('list', { name: 'Návrhy na uznanie' });
    expect(within(suggestions).getByText('Maria')).toBeInTheDocument();
    expect(within(dialog).getByText(/len používateľ s oprávnením upravovať/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Uznať/ })).not.toBeInTheDocument();
  });
});
