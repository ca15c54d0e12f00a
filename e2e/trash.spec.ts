// The recycle bin in the browser (issue 24 items 3 and 6): an editor removes a saved draft with two
// levels from its view, finds it in 'Kôš' (user menu), restores it after a confirmation and opens it
// from the notification: the same sheet with both levels.
import { expect, test } from './fixtures';
import { apiCall, expectNoEnglish, signIn } from './helpers';

test('remove a draft with levels and restore it from Kôš', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'editor');
  const name = `Kôš E2E ${Date.now()}`;
  const sheet = (await apiCall(page.request, 'PUT', 'drafts', { category: 1 })).sheet as { id: number };
  for (const question of ['Kde stojí radnica?', 'Ako sa volá rieka?']) {
    await apiCall(page.request, 'PUT', `drafts/${sheet.id}/levels`, {
      name: question,
      question,
      layout: 'ANSWER_REQUIRED',
      'answer.answers-1': 'áno',
    });
  }
  await apiCall(page.request, 'POST', `games/${sheet.id}`, { name, category: 'ZILINA' });
  await apiCall(page.request, 'POST', `drafts/${sheet.id}/save`);

  await page.goto(`/#/drafts/${sheet.id}`);
  await expect(page.getByTestId('level-tile')).toHaveCount(2);
  await page.getByRole('toolbar', { name: 'Akcie hry' }).getByRole('button', { name: 'Odstrániť' }).click();
  await page.getByRole('dialog', { name: 'Odstrániť hru?' }).getByRole('button', { name: 'Áno' }).click();
  await expect(page).toHaveURL(/#\/drafts$/);
  expect((await page.request.get(`/api/webapp/drafts/${sheet.id}`)).status()).toBe(404);

  // 'Kôš' from the user menu
  await page.goto('/#/drafts');
  await page.getByRole('button', { name: /používateľské menu/i }).click();
  await page.getByRole('menuitem', { name: 'Kôš' }).click();
  await expect(page).toHaveURL(/#\/trash$/);
  await expect(page.getByRole('heading', { name: 'Kôš' })).toBeVisible();
  const item = page.locator('[data-trash-item]').filter({ hasText: name });
  await expect(item).toContainText('Hra');
  await expect(item).toContainText('Odstránil(a)');
  await expectNoEnglish(page);

  await item.getByRole('button', { name: 'Obnoviť' }).click();
  const dialog = page.getByRole('dialog', { name: 'Obnoviť záznam?' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Obnoviť' }).click();
  await expect(item).toHaveCount(0);
  await page.getByRole('link', { name: 'Otvoriť' }).click();
  await expect(page).toHaveURL(new RegExp(`#/drafts/${sheet.id}$`));
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('level-tile')).toHaveCount(2);
});
