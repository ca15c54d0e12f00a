// Global search, menu indicators, the users list following the search, and the tutorial panel
// (platform 2.3, 2.4, 2.10, 7.4).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoEnglish, signIn } from './helpers';

const searchField = (page: Page) => page.getByRole('searchbox', { name: 'Hľadať' });
const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Hlavné menu' }).getByRole('link', { name: new RegExp(`^${name}`) });
const indicator = (page: Page, name: string) => menuLink(page, name).getByLabel(/^Nájden/);
const users = (page: Page) => page.getByRole('list', { name: 'Zoznam používateľov' }).getByRole('listitem');

test('globálne hľadanie ukáže počty v menu a vyfiltruje zoznam používateľov', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/#/users');
  await expect(users(page).first()).toBeVisible();
  await expect(users(page).filter({ hasNotText: /Žilin/ }).first()).toBeVisible();

  const filtered = page.waitForResponse(
    (res) => /\/api\/webapp\/users\?/.test(res.url()) && res.url().includes('s=zilina'),
  );
  await searchField(page).fill('zilina');
  const reload = new URL((await filtered).url());
  expect(reload.searchParams.get('pl')).toBe('50');

  for (const name of ['Hry', 'Používatelia', 'Koncepty', 'Faktúry']) {
    await expect(indicator(page, name)).toBeVisible();
  }
  await expect(indicator(page, 'Hry')).toHaveText(/^[1-9]\d*$/);
  await expect(indicator(page, 'Používatelia')).toHaveText(/^[1-9]\d*$/);
  await expect(users(page).first()).toContainText(/Žilin/);
  await expect(users(page).filter({ hasNotText: /Žilin/ })).toHaveCount(0);
  await expectNoEnglish(page);

  await searchField(page).press('Escape');
  await expect(searchField(page)).toHaveValue('');
  await expect(page.getByRole('navigation', { name: 'Hlavné menu' }).getByLabel(/^Nájden/)).toHaveCount(0);
  await expect(users(page).filter({ hasNotText: /Žilin/ }).first()).toBeVisible();
});

test('panel s návodom sa prepína z používateľského menu a pamätá si to aj po obnovení', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/#/games');
  const tutorial = page.getByRole('complementary', { name: 'Návod' });
  const userMenu = page.getByRole('button', { name: /používateľské menu/i });
  await expect(page.getByTestId('user-email')).not.toBeEmpty();

  const wasVisible = await tutorial.isVisible();
  await userMenu.click();
  await page.getByRole('menuitem', { name: wasVisible ? 'Skryť návod' : 'Zobraziť návod' }).click();
  await expect(tutorial).toBeVisible({ visible: !wasVisible });

  await page.reload();
  await expect(page.getByTestId('user-email')).not.toBeEmpty();
  await expect(tutorial).toBeVisible({ visible: !wasVisible });

  if (wasVisible) {
    await userMenu.click();
    await page.getByRole('menuitem', { name: 'Zobraziť návod' }).click();
  }
  await expect(tutorial.getByRole('heading', { name: 'Hry a odoslané úlohy' })).toBeVisible();
  await expect(tutorial.getByRole('link', { name: 'Pomocník: šablóny na stiahnutie' })).toHaveAttribute(
    'href',
    '/pomoc/index.html#sablony-na-stiahnutie',
  );
  await expectNoEnglish(page);

  await tutorial.getByRole('button', { name: 'Zavrieť návod' }).click();
  await expect(tutorial).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('user-email')).not.toBeEmpty();
  await expect(tutorial).toBeHidden();
});

test('pomocník je po slovensky a odkazuje na šablónu kontaktov', async ({ page }) => {
  await page.goto('/pomoc/index.html#sablony-na-stiahnutie');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
  const section = page.locator('#sablony-na-stiahnutie');
  await expect(section).toHaveText('Šablóny na stiahnutie');
  const template = page.getByRole('link', { name: /Šablóna kontaktov/ });
  await expect(template).toHaveAttribute('href', '/public/templates/kontatky_sablona.xls');
  const res = await page.request.get('/public/templates/kontatky_sablona.xls');
  expect(res.status()).toBe(200);
  await expectNoEnglish(page);
});
