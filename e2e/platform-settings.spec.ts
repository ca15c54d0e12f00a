import { test, expect } from './fixtures';
import { createAccount, expectNoEnglish, signInForm, submitSignIn } from './helpers';

// Spec platform 2.5, 5.4, 8.5: changing the password in the settings view.

test('zmena hesla v nastaveniach: chyby pri druhom hesle, oznam o zmene, prihlásenie novým heslom', async ({
  page,
  request,
}) => {
  // An editor of its own ('edit' opens settings): this test changes the password.
  const account = await createAccount(request, 'editor', 'nastavenia');
  const newPassword = 'Zmenene-heslo-5';

  await page.goto('/#/signin');
  await submitSignIn(page, account);
  await expect(page).toHaveURL(/#\/dashboard$/);

  await page.getByRole('button', { name: /používateľské menu/i }).click();
  await page.getByRole('menuitem', { name: 'Nastavenia' }).click();
  await expect(page).toHaveURL(/#\/settings$/);
  await expect(page.getByRole('heading', { name: 'Nastavenia', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Zmena hesla' })).toBeVisible();
  await expectNoEnglish(page);

  const password = page.getByLabel('Nové heslo', { exact: true });
  const password2 = page.getByLabel('Nové heslo znova', { exact: true });
  const submit = page.getByRole('button', { name: 'Zmeniť heslo' });
  const notice = page.getByRole('status').filter({ hasText: 'Heslo bolo zmenené' });

  await submit.click();
  await expect(password).toHaveAccessibleDescription('Povinný údaj');
  await expect(password2).toHaveAccessibleDescription('Povinný údaj');

  await password.fill(newPassword);
  await password2.fill('Ine-heslo-5');
  await submit.click();
  await expect(password2).toHaveAccessibleDescription('Heslá sa nezhodujú');
  await expect(password2).toHaveAttribute('aria-invalid', 'true');

  // password_weak comes from the server and is shown on password2 (spec 8.5).
  await password.fill('slabeheslo');
  await password2.fill('slabeheslo');
  await submit.click();
  await expect(password2).toHaveAccessibleDescription('Heslo je príliš jednoduché');
  await expect(password2).toHaveAttribute('aria-invalid', 'true');
  await expect(notice).toHaveCount(0);
  await expectNoEnglish(page);

  await password.fill(newPassword);
  await password2.fill(newPassword);
  await submit.click();
  await expect(notice).toBeVisible();
  await expect(password).toHaveValue('');
  await expect(password2).toHaveValue('');
  await expect(password2).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoEnglish(page);
  // The notice hides on its own (after 2500 ms).
  await expect(notice).toHaveCount(0);

  // The session that changed the password stays signed in.
  await page.reload();
  await expect(page).toHaveURL(/#\/settings$/);
  await expect(page.getByTestId('user-email')).toHaveText(account.email);

  await page.getByRole('button', { name: /používateľské menu/i }).click();
  await page.getByRole('menuitem', { name: 'Odhlásiť' }).click();
  await expect(page).toHaveURL(/#\/signin$/);

  await submitSignIn(page, account);
  await expect(page.getByLabel('Heslo', { exact: true })).toHaveAccessibleDescription(
    'E-mail alebo heslo je nesprávne',
  );
  await signInForm(page).password.fill(newPassword);
  await signInForm(page).submit.click();
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(page.getByTestId('user-email')).toHaveText(account.email);
});
