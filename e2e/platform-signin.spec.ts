import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import {
  demoAccount,
  expectNoEnglish,
  menuLink,
  signIn,
  signInForm,
  submitSignIn,
  uniqueEmail,
} from './helpers';

// Spec platform 2.2, 2.3, 5.4, 8.1: the sign-in view, the frame after sign-in and signing out.

const EDIT_MENU = ['Vytvoriť hru', 'Hry', 'Používatelia', 'Koncepty', 'Faktúry', 'Poukážky'];

function userMenuButton(page: Page) {
  return page.getByRole('button', { name: /používateľské menu/i });
}

test('administrátor sa prihlási do slovenského rámca a odhlási sa', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/#\/dashboard$/);

  for (const item of EDIT_MENU) {
    await expect(menuLink(page, item)).toBeVisible();
  }
  await expect(page.getByTestId('version')).toHaveText(/^verzia \d+\.\d+\.\d+/);
  await expect(page.getByRole('heading', { name: 'Vytvoriť hru', level: 1 })).toBeVisible();
  await expect(userMenuButton(page).getByTestId('user-email')).toHaveText('admin@hry.sk');
  await expect(userMenuButton(page).getByTestId('euser-email')).toHaveCount(0);
  await expectNoEnglish(page);

  await userMenuButton(page).click();
  const dropdown = page.getByRole('menu');
  // The tutorial toggle reads 'Zobraziť návod' or 'Skryť návod' (shown on a first sign-in).
  for (const item of ['Nastavenia', 'Prepnúť používateľa', /^(Zobraziť|Skryť) návod$/, 'Pomoc', 'Odhlásiť']) {
    await expect(dropdown.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await expectNoEnglish(page);

  await dropdown.getByRole('menuitem', { name: 'Odhlásiť' }).click();
  await expect(page).toHaveURL(/#\/signin$/);
  await expect(signInForm(page).email).toBeVisible();

  // The session is gone on the server too: a session route sends the visitor back to sign-in.
  await page.goto('/#/dashboard');
  await expect(page).toHaveURL(/#\/signin$/);
  await expect(signInForm(page).email).toBeVisible();
});

test('nesprávne heslo ukáže chybu pri hesle a označí e-mail', async ({ page }) => {
  await page.goto('/#/signin');
  const form = signInForm(page);
  await submitSignIn(page, { email: demoAccount('editor').email, password: 'Nespravne-heslo-1' });

  const password = page.getByLabel('Heslo', { exact: true });
  const email = page.getByLabel('E-mail', { exact: true });
  await expect(password).toHaveAccessibleDescription('E-mail alebo heslo je nesprávne');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/#\/signin$/);
  await expectNoEnglish(page);

  // The same message for an e-mail nobody has (no hint which accounts exist).
  await form.email.fill('nikto-taky-nie-je@hry.sk');
  await form.password.fill('Nejake-heslo-1');
  await form.submit.click();
  await expect(password).toHaveAccessibleDescription('E-mail alebo heslo je nesprávne');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
});

test('prázdne polia prihlásenia sú povinné', async ({ page }) => {
  let sessionPuts = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/api/webapp/session')) sessionPuts++;
  });
  await page.goto('/#/signin');
  await signInForm(page).submit.click();

  const email = page.getByLabel('E-mail', { exact: true });
  const password = page.getByLabel('Heslo', { exact: true });
  await expect(email).toHaveAccessibleDescription('Povinný údaj');
  await expect(password).toHaveAccessibleDescription('Povinný údaj');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expectNoEnglish(page);

  // Only the password missing: only it is marked.
  await email.fill(demoAccount('editor').email);
  await signInForm(page).submit.click();
  await expect(password).toHaveAccessibleDescription('Povinný údaj');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  expect(sessionPuts).toBe(0);
});

test('neaktivovaný účet sa neprihlási a dozvie sa prečo', async ({ page, request }) => {
  // A sign-up (spec 7.2 PUT accounts) leaves the account inactive until the link in the mail is opened.
  const account = { email: uniqueEmail('neaktivny'), password: 'Registracia-heslo-3' };
  const signup = await request.put('/api/webapp/accounts', {
    data: { ...account, password2: account.password, name: 'E2E neaktívny' },
  });
  expect(await signup.json()).toEqual({ ok: true });

  await page.goto('/#/signin');
  await expect(page.getByText('Zapamätať si ma')).toBeVisible();
  await submitSignIn(page, account);
  const password = page.getByLabel('Heslo', { exact: true });
  await expect(password).toHaveAccessibleDescription('Váš účet ešte nebol aktivovaný');
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/#\/signin$/);
  await expectNoEnglish(page);
});
