// The schema studio's preview panes in a real browser, beside the form editor (#/schemas/forms/{form}, the
// draft unchanged): the form validated by the server through POST schemas/preview, the impact check, and a
// version's detail from the history.
import { test, expect } from './fixtures';
import { expectNoEnglish, signIn } from './helpers';

test.use({ viewport: { width: 1366, height: 900 } });

test('náhľad formulára hry overuje cez server podľa návrhu a dopad sa dá skontrolovať', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/#/schemas/forms/game');
  const preview = page.locator('[data-preview="game"]');
  const name = preview.getByRole('textbox', { name: /Názov/ }).first();
  await expect(name).toBeVisible();
  const validated = page.waitForRequest((r) => r.url().endsWith('/schemas/preview') && r.method() === 'POST');
  await name.fill('Skúšobná hra');
  await validated;
  await page.getByRole('button', { name: 'Skontrolovať dopad' }).click();
  await expect(page.getByText('Používatelia', { exact: true })).toBeVisible();
  await expectNoEnglish(page);
  await page.screenshot({ path: 'test-results/schemas-preview-game.png', fullPage: true });

  await page.goto('/#/schemas/forms/level');
  const level = page.locator('[data-preview="level"]');
  await expect(level.getByRole('combobox', { name: /Rozloženie/ })).toBeVisible();
  await expect(level.getByRole('textbox', { name: /Názov \(interný\)/ })).toHaveValue('');
  await page.screenshot({ path: 'test-results/schemas-preview-level.png', fullPage: true });
});

test('verzia z histórie ukáže autora, poznámku a zmeny', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/#/schemas');
  const history = page.getByRole('table', { name: 'História verzií' });
  await history.getByRole('row').nth(1).click();
  const dialog = page.getByRole('dialog', { name: /^Verzia \d+$/ });
  await expect(dialog.getByText('Zdroj')).toBeVisible();
  await page.screenshot({ path: 'test-results/schemas-version.png' });
  await dialog.getByRole('button', { name: 'Zavrieť' }).click();
  await expect(dialog).toBeHidden();
});
