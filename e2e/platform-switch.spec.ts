import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { demoAccount, expectNoEnglish, menuLink, signIn } from './helpers';

// Spec platform 2.3, 2.6, 4.1, 6, 8.5: acting as another user and returning by signing out.

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /používateľské menu/i }).click();
  return page.getByRole('menu');
}

test('administrátor sa prepne na prehliadača a odhlásením sa vráti k sebe', async ({ page }) => {
  const viewer = demoAccount('viewer').email;
  await signIn(page, 'admin');

  let dropdown = await openUserMenu(page);
  await dropdown.getByRole('menuitem', { name: 'Prepnúť používateľa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Prepnúť používateľa' });
  await expect(dialog).toBeVisible();
  const email = dialog.getByLabel('Email', { exact: true });
  await expect(email).toBeFocused();
  await expectNoEnglish(page);

  await dialog.getByRole('button', { name: 'Prepnúť' }).click();
  await expect(email).toHaveAccessibleDescription('Povinný údaj');

  await email.fill('nikto-taky-nie-je@hry.sk');
  await dialog.getByRole('button', { name: 'Prepnúť' }).click();
  await expect(email).toHaveAccessibleDescription('Používateľ sa nenašiel');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expectNoEnglish(page);

  // Success reloads the page (spec 4.1 'switch').
  await email.fill(viewer);
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Prepnúť' }).click();
  await reloaded;
  await expect(dialog).toBeHidden();

  const userButton = page.getByRole('button', { name: /používateľské menu/i });
  await expect(userButton.getByTestId('user-email')).toHaveText('admin@hry.sk');
  await expect(userButton.getByTestId('euser-email')).toHaveText(`(${viewer})`);
  // No 'edit' while acting as another user: the edit-only menu items and routes are gone.
  await expect(menuLink(page, 'Hry')).toBeVisible();
  await expect(menuLink(page, 'Používatelia')).toBeVisible();
  await expect(menuLink(page, 'Vytvoriť hru')).toHaveCount(0);
  await expect(menuLink(page, 'Faktúry')).toHaveCount(0);
  await expect(page).toHaveURL(/#\/games$/);
  await expectNoEnglish(page);

  dropdown = await openUserMenu(page);
  await expect(dropdown.getByRole('menuitem', { name: 'Odhlásiť' })).toBeVisible();
  await expect(dropdown.getByRole('menuitem', { name: 'Prepnúť používateľa' })).toHaveCount(0);
  await expect(dropdown.getByRole('menuitem', { name: 'Nastavenia' })).toHaveCount(0);
  await expectNoEnglish(page);

  const back = page.waitForEvent('load');
  await dropdown.getByRole('menuitem', { name: 'Odhlásiť' }).click();
  await back;
  await expect(page).not.toHaveURL(/#\/signin$/);
  await expect(userButton.getByTestId('user-email')).toHaveText('admin@hry.sk');
  await expect(userButton.getByTestId('euser-email')).toHaveCount(0);
  await expect(menuLink(page, 'Vytvoriť hru')).toBeVisible();
  await expect(menuLink(page, 'Faktúry')).toBeVisible();

  dropdown = await openUserMenu(page);
  await expect(dropdown.getByRole('menuitem', { name: 'Prepnúť používateľa' })).toBeVisible();
  await expect(dropdown.getByRole('menuitem', { name: 'Nastavenia' })).toBeVisible();
  await page.keyboard.press('Escape');

  // 'edit' is back for the routes too.
  await page.goto('/#/settings');
  await expect(page).toHaveURL(/#\/settings$/);
  await expect(page.getByRole('heading', { name: 'Zmena hesla' })).toBeVisible();
  await expect(userButton.getByTestId('user-email')).toHaveText('admin@hry.sk');
});
