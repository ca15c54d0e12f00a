import { test, expect } from './fixtures';
import { emailInput, expectNoEnglish, signIn, signInForm } from './helpers';

test('aplikácia sa načíta po slovensky a neprihlásenému ukáže prihlásenie', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
  await expect(page).toHaveTitle(/Hry/);
  await expect(page).toHaveURL(/#\/signin$/);

  const form = signInForm(page);
  await expect(form.email).toBeVisible();
  await expect(form.email).toBeFocused();
  await expect(form.password).toBeVisible();
  await expect(form.password).toHaveAttribute('type', 'password');
  await expect(form.submit).toBeVisible();
  await expect(form.resetLink).toBeVisible();
  await expectNoEnglish(page);
});

test('neznáma cesta vedie na prihlásenie', async ({ page }) => {
  await page.goto('/#/takato-cesta-neexistuje');
  await expect(page).toHaveURL(/#\/signin$/);
  await expect(signInForm(page).email).toBeVisible();
});

test('odkaz z prihlásenia otvorí obnovu hesla po slovensky', async ({ page }) => {
  await page.goto('/#/signin');
  await signInForm(page).resetLink.click();
  await expect(page).toHaveURL(/#\/reset$/);
  await expect(emailInput(page)).toBeVisible();
  await expectNoEnglish(page);
});

test('demo administrátor sa prihlási a skončí na nástenke', async ({ page }) => {
  await signIn(page, 'admin');
  await expectNoEnglish(page);
});

test('demo prehliadač bez práva úprav skončí na hrách', async ({ page }) => {
  await signIn(page, 'viewer');
});
