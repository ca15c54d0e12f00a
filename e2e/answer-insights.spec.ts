// Answer insights in the browser (games 2.8, 2.9; issue 10 item 5): the game app's plays of an own
// draft arrive through POST plays/events (bearer token), the editor opens 'Odpovede' in the level
// dialog, reads the figures, tables and chart, and accepts a suggested answer with one click.
import { expect, test } from './fixtures';
import { apiCall as call, draftWithAnswerLevel, expectNoEnglish, postPlayEvents, signIn } from './helpers';
import { AnswerInsightsPage } from './pages';

/** Three teams' plays of the level: two near misses of 'Kriváň', one team right at once. */
function plays(sheetId: number, levelId: number) {
  const run = `e2e-${sheetId}`;
  let n = 0;
  const ev = (play: string, type: string, at: number, extra: object = {}) => ({
    id: `${run}-${++n}`,
    type,
    playId: `${run}-${play}`,
    sheetId,
    at,
    ...extra,
  });
  const answer = (play: string, at: number, text: string, correct: boolean) =>
    ev(play, 'answer', at, { levelId, text, correct });
  return [
    ev('a', 'start', 1_700_000_000, { team: 'Kamzíky' }),
    answer('a', 1_700_000_100, 'Krivan', false),
    ev('a', 'hint', 1_700_000_120, { levelId }),
    answer('a', 1_700_000_200, 'Kriváň', true),
    ev('a', 'end', 1_700_001_800),
    ev('b', 'start', 1_700_010_000, { team: 'Svišti' }),
    answer('b', 1_700_010_100, 'Kriváň', true),
    ev('b', 'end', 1_700_012_400),
    ev('c', 'start', 1_700_020_000, { team: 'Orly' }),
    answer('c', 1_700_020_100, 'Krivan', false),
    answer('c', 1_700_020_150, 'Gerlach', false),
  ];
}

test('editor opens the answer insights of a level and accepts a suggested answer', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'editor');
  const { sheetId, levelId } = await draftWithAnswerLevel(page.request, {
    name: 'Žiadosť',
    question: 'Na ktorom vrchu zaznela žiadosť o ruku?',
  });
  const sheet = { id: sheetId };
  const level = { id: levelId };
  expect(await postPlayEvents(page.request, plays(sheet.id, level.id))).toEqual({
    ok: true,
    stored: 11,
    duplicates: 0,
  });

  await page.goto(`/#/drafts/${sheet.id}/levels/${level.id}`);
  const levelDialog = page.getByRole('dialog').filter({ has: page.locator('[data-level-form]') });
  await levelDialog.getByRole('button', { name: 'Odpovede' }).click();

  const insights = new AnswerInsightsPage(page);
  await expect(insights.dialog.getByText('Žiadosť', { exact: true })).toBeVisible();
  await expect(insights.figure('Odohrané hry')).toHaveText('3');
  await expect(insights.figure('Všetky odpovede')).toHaveText('5');
  await expect(insights.figure('Kliknutia na nápovedu')).toHaveText('1 (33,3 %)');
  await expect(insights.figure('Správne na prvý pokus')).toHaveText('1 (33,3 %)');
  await expect(insights.figure('Priemerná dĺžka hry')).toHaveText('35 min 0 s');
  await expect(insights.table('Nesprávne odpovede').getByRole('row', { name: 'Krivan 2' })).toBeVisible();
  await expect(insights.table('Správne odpovede').getByRole('row', { name: 'Kriváň 2' })).toBeVisible();
  // the lazily loaded chart draws one bar per answer
  await expect(
    insights.dialog.locator('svg .MuiBarElement-root, svg [class*="MuiBarElement"]').first(),
  ).toBeVisible();
  await expect(insights.suggestions.getByText('líši sa od „Kriváň“ len diakritikou · tímy: 2')).toBeVisible();
  await expect(insights.suggestions.getByText('Gerlach')).toHaveCount(0);
  await expectNoEnglish(page);

  await insights.accept('Krivan').click();
  await expect(page.getByText('Odpoveď „Krivan“ je uznaná ako správna.')).toBeVisible();
  await expect(insights.accept('Krivan')).toHaveCount(0);
  await insights.close();

  // the level dialog is reloaded with the accepted answer in its next free slot
  await expect(levelDialog.getByRole('textbox', { name: /^Odpoveď 2(?!\d)/ })).toHaveValue('Krivan');
  const stored = (await call(page.request, 'GET', `drafts/${sheet.id}/levels/${level.id}`)).level as {
    info: Record<string, { val?: unknown }>;
  };
  expect(stored.info['answer.answers-2'].val).toBe('Krivan');
});
