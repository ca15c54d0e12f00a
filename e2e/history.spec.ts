// The change log in the browser (issue 24): an editor edits a level twice in its dialog and reads both
// edits, newest first, in the level's 'História zmien'; an administrator finds them on #/changes.
import { expect, test } from './fixtures';
import { draftWithAnswerLevel, expectNoEnglish, signIn } from './helpers';

test('edit a level twice, both edits in its history', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'editor');
  const { sheetId, levelId } = await draftWithAnswerLevel(page.request, {
    name: 'História',
    question: 'Prvá verzia otázky',
  });
  const levelDialog = page.getByRole('dialog').filter({ has: page.locator('[data-level-form]') });
  const question = levelDialog.getByRole('textbox', { name: /Otázka/ });

  await page.goto(`/#/drafts/${sheetId}`);
  for (const text of ['Druhá verzia otázky', 'Tretia verzia otázky']) {
    await page.getByTestId('level-tile').first().click();
    await expect(page).toHaveURL(new RegExp(`#/drafts/${sheetId}/levels/${levelId}`));
    await expect(question).not.toHaveValue('');
    await question.fill(text);
    await levelDialog.getByRole('button', { name: 'Hotovo' }).click();
    await expect(levelDialog).toHaveCount(0);
  }

  await page.getByTestId('level-tile').first().click();
  await expect(question).toHaveValue('Tretia verzia otázky');
  await levelDialog.getByRole('button', { name: 'Zobraziť históriu zmien' }).click();
  const entries = levelDialog.locator('[data-history-entry]');
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText('Otázka: Druhá verzia otázky → Tretia verzia otázky');
  await expect(entries.nth(1)).toContainText('Otázka: Prvá verzia otázky → Druhá verzia otázky');
  await expect(entries.nth(2)).toContainText('Vytvorenie');
  await expectNoEnglish(page);
});

test('an administrator reads every change on #/changes; an editor is sent away', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');
  await page.goto('/#/changes');
  await expect(page.getByRole('heading', { name: 'Zmeny' })).toBeVisible();
  await expect(page.locator('[data-history-entry]').first()).toBeVisible();
  await expectNoEnglish(page);

  const editor = await browser.newPage();
  await signIn(editor, 'editor');
  await editor.goto('/#/changes');
  await expect(editor).not.toHaveURL(/#\/changes/);
  await editor.close();
});
