import { test, expect } from './fixtures';
import { demoAccount, expectNoEnglish, menuLink, signIn, signInForm, submitSignIn } from './helpers';

// Spec platform 2.1, 6: route guards and the default view.

const EDIT_ROUTES = ['invoices', 'dashboard', 'settings'];
// platform 2.3 (issue 21): drafts and vouchers are in everyone's menu, read-only without 'edit'
const READ_ONLY_ROUTES = ['drafts', 'vouchers'];

test('prehliadač bez práva úprav skončí z každej chránenej cesty na hrách', async ({ page }) => {
  await signIn(page, 'viewer');
  await expectNoEnglish(page);
  await expect(menuLink(page, 'Hry')).toBeVisible();
  await expect(menuLink(page, 'Vytvoriť hru')).toHaveCount(0);
  await expect(menuLink(page, 'Faktúry')).toHaveCount(0);
  await expect(menuLink(page, 'Koncepty')).toBeVisible();
  await expect(menuLink(page, 'Poukážky')).toBeVisible();
  // Without 'edit' and 'switch_user' the drop-down has neither settings nor switch user.
  await page.getByRole('button', { name: /používateľské menu/i }).click();
  const dropdown = page.getByRole('menu');
  await expect(dropdown.getByRole('menuitem', { name: 'Odhlásiť' })).toBeVisible();
  await expect(dropdown.getByRole('menuitem', { name: 'Nastavenia' })).toHaveCount(0);
  await expect(dropdown.getByRole('menuitem', { name: 'Prepnúť používateľa' })).toHaveCount(0);
  await expectNoEnglish(page);
  await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();

  for (const route of EDIT_ROUTES) {
    await page.goto(`/#/${route}`);
    await expect(page, `#/${route}`).toHaveURL(/#\/games$/);
  }
  // Also when the page is loaded afresh on such a route.
  for (const route of EDIT_ROUTES) {
    await page.goto('/');
    await page.goto(`/#/${route}`);
    await page.reload();
    await expect(page, `#/${route} po načítaní`).toHaveURL(/#\/games$/);
  }

  for (const route of READ_ONLY_ROUTES) {
    await page.goto(`/#/${route}`);
    await expect(page, `#/${route}`).toHaveURL(new RegExp(`#/${route}`));
    await expect(
      page.getByRole('heading', { name: route === 'drafts' ? 'Koncepty' : 'Poukážky' }),
    ).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Nová poukážka' })).toBeDisabled();

  // Users may be listed without 'edit'.
  await page.goto('/#/users');
  await expect(page).toHaveURL(/#\/users$/);
  await expectNoEnglish(page);

  // A signed-in viewer opening signin goes to the default view.
  await page.goto('/#/signin');
  await expect(page).toHaveURL(/#\/games$/);
  await page.goto('/#/nieco');
  await expect(page).toHaveURL(/#\/games$/);
});

test('neprihlásený návštevník skončí na prihlásení', async ({ page }) => {
  for (const route of ['users', 'games', 'dashboard', 'settings', 'invoices', 'nieco']) {
    await page.goto('/');
    await page.goto(`/#/${route}`);
    await page.reload();
    await expect(page, `#/${route}`).toHaveURL(/#\/signin$/);
    await expect(signInForm(page).email).toBeVisible();
  }
  await expectNoEnglish(page);

  // From an unknown path through sign-in to the default view; signed in, unknown paths lead there too.
  await page.goto('/#/nieco');
  await expect(page).toHaveURL(/#\/signin$/);
  await submitSignIn(page, demoAccount('admin'));
  await expect(page).toHaveURL(/#\/dashboard$/);
  await page.goto('/#/nieco/dalej');
  await expect(page).toHaveURL(/#\/dashboard$/);
});

test('prihlásený administrátor sa z prihlásenia dostane na nástenku a vidí hry a používateľov', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/#/signin');
  await expect(page).toHaveURL(/#\/dashboard$/);
  await page.reload();
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Vytvoriť hru', level: 1 })).toBeVisible();
  await expectNoEnglish(page);

  // The logo goes to the default view.
  await page.goto('/#/games');
  await expect(page).toHaveURL(/#\/games$/);
  await expectNoEnglish(page);
  await page.getByRole('link', { name: /na úvodnú stránku/i }).click();
  await expect(page).toHaveURL(/#\/dashboard$/);

  await page.goto('/#/users');
  await expect(page).toHaveURL(/#\/users$/);
  await expectNoEnglish(page);
  await page.goto('/#/settings');
  await expect(page).toHaveURL(/#\/settings$/);
  await expectNoEnglish(page);
});

test.describe('keď relácia na serveri skončí', () => {
  // The calls made after the session is gone answer 401 on purpose.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('ďalšie kliknutie vedie na prihlásenie', async ({ page, context }) => {
    await signIn(page, 'admin');
    await expect(page.getByRole('heading', { name: 'Vytvoriť hru', level: 1 })).toBeVisible();
    await context.clearCookies();
    await menuLink(page, 'Používatelia').click();
    await expect(page).toHaveURL(/#\/signin$/);
    await expect(signInForm(page).email).toBeVisible();
  });
});
