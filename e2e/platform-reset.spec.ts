import { test, expect } from './fixtures';
import {
  createAccount,
  e2eDataDir,
  emailInput,
  expectNoEnglish,
  readOutboxLink,
  signInForm,
  submitSignIn,
} from './helpers';

// Spec platform 2.2, 4.2, 5.4, 8.4: the password reset through the link in the mail.

test('obnovenie hesla cez odkaz z e-mailu, nové heslo platí a odkaz sa nedá použiť znova', async ({
  page,
  request,
}) => {
  // A player of its own: this test changes the password, parallel tests sign in with the demo accounts.
  const account = await createAccount(request, 'player', 'reset');
  const newPassword = 'Obnovene-heslo-9';

  await page.goto('/#/signin');
  await signInForm(page).resetLink.click();
  await expect(page).toHaveURL(/#\/reset$/);
  await expect(page.getByRole('heading', { name: 'Obnovenie hesla' })).toBeVisible();
  await expect(page.getByText('Zadajte e-mail, ktorým ste sa registrovali.', { exact: false })).toBeVisible();
  await expect(emailInput(page)).toBeFocused();
  await expectNoEnglish(page);
  // The view links back to sign-in.
  await page.getByRole('link', { name: 'Späť na prihlásenie' }).click();
  await expect(page).toHaveURL(/#\/signin$/);
  await signInForm(page).resetLink.click();
  await expect(page).toHaveURL(/#\/reset$/);

  // The e-mail is required; an unknown one is refused on the field.
  await page.getByRole('button', { name: 'Odoslať' }).click();
  await expect(emailInput(page)).toHaveAccessibleDescription('Povinný údaj');
  await emailInput(page).fill('nikto-taky-nie-je@hry.sk');
  await page.getByRole('button', { name: 'Odoslať' }).click();
  await expect(emailInput(page)).toHaveAccessibleDescription('Neznámy e-mail');

  const since = Date.now() - 1000;
  await emailInput(page).fill(account.email);
  await page.getByRole('button', { name: 'Odoslať' }).click();
  await expect(page.getByRole('heading', { name: 'Pokyny boli odoslané' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    'Na zadaný e-mail sme poslali pokyny na obnovenie hesla.',
  );
  await expect(page.getByRole('link', { name: 'Prihlásiť sa' })).toBeVisible();
  await expectNoEnglish(page);

  const link = await readOutboxLink(e2eDataDir(), account.email, { since });
  const linkUrl = new URL(link);
  expect(linkUrl.hash).toMatch(/^#\/reset\/[^/]+$/);
  // The mail points at the server under test.
  expect(linkUrl.origin).toBe(new URL(page.url()).origin);

  await page.goto(link);
  const password = page.getByLabel('Nové heslo', { exact: true });
  const password2 = page.getByLabel('Nové heslo znova', { exact: true });
  await expect(password).toBeVisible();
  await expect(page.getByText('Zadajte nové heslo dvakrát.')).toBeVisible();
  await expectNoEnglish(page);
  const submit = page.getByRole('button', { name: 'Zmeniť heslo' });

  await submit.click();
  await expect(password).toHaveAccessibleDescription('Povinný údaj');
  await expect(password2).toHaveAccessibleDescription('Povinný údaj');

  await password.fill(newPassword);
  await password2.fill('Ine-heslo-9');
  await submit.click();
  await expect(password2).toHaveAccessibleDescription('Heslá sa nezhodujú, zadajte ich znova');
  await expect(password2).toHaveAttribute('aria-invalid', 'true');

  await password.fill('jednoduche');
  await password2.fill('jednoduche');
  await submit.click();
  await expect(password).toHaveAccessibleDescription('Heslo je príliš jednoduché');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expectNoEnglish(page);

  await password.fill(newPassword);
  await password2.fill(newPassword);
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Heslo bolo zmenené' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Heslo bolo zmenené, môžete sa prihlásiť.');
  await expectNoEnglish(page);

  await page.getByRole('link', { name: 'Prihlásiť sa' }).click();
  await expect(page).toHaveURL(/#\/signin$/);
  // The old password no longer works, the new one does.
  await submitSignIn(page, account);
  await expect(page.getByLabel('Heslo', { exact: true })).toHaveAccessibleDescription(
    'E-mail alebo heslo je nesprávne',
  );
  await submitSignIn(page, { email: account.email, password: newPassword });
  await expect(page).toHaveURL(/#\/games$/);
  await expect(page.getByTestId('user-email')).toHaveText(account.email);

  // The link is used up: opening it again explains so, with an action to sign in.
  await page.getByRole('button', { name: /používateľské menu/i }).click();
  await page.getByRole('menuitem', { name: 'Odhlásiť' }).click();
  await expect(page).toHaveURL(/#\/signin$/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Obnovenie hesla' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Odkaz na obnovenie hesla je neplatný.');
  await expect(page.getByLabel('Nové heslo', { exact: true })).toHaveCount(0);
  await expectNoEnglish(page);
  await page.getByRole('link', { name: 'Prihlásiť sa' }).click();
  await expect(page).toHaveURL(/#\/signin$/);
  await expect(signInForm(page).email).toBeVisible();
});

test('neznámy odkaz na obnovenie hesla ukáže správu s prihlásením', async ({ page }) => {
  await page.goto('/#/reset/toto-nie-je-platny-odkaz');
  await expect(page.getByRole('heading', { name: 'Obnovenie hesla' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Odkaz na obnovenie hesla je neplatný.');
  await expectNoEnglish(page);
  await page.getByRole('link', { name: 'Prihlásiť sa' }).click();
  await expect(page).toHaveURL(/#\/signin$/);
});
