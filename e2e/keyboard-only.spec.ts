// A keyboard-only story (issue 36): sign in, create a game from the dashboard, fill the game and the
// variant, add a level, save, send to production and open the games list — with no mouse event, and the
// focused element visibly focused (:focus-visible) at every step.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoAccount } from './helpers';

/** The focused element's role-ish description, for the failure message. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '(nič)';
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 60) ?? '';
    return `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} „${name}“`;
  });
}

/** The focused element matches :focus-visible (the browser shows its focus ring or the app's). */
async function expectFocusVisible(page: Page, step: string): Promise<void> {
  const visible = await page.evaluate(() => {
    const el = document.activeElement;
    return !!el && el !== document.body && el.matches(':focus-visible');
  });
  expect(visible, `${step}: zameraný prvok ${await describeFocus(page)} má viditeľné zameranie`).toBe(true);
}

/** The accessible name of the focused element, roughly: its label, labelling element, text or placeholder. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '';
    const labelledBy = el.getAttribute('aria-labelledby');
    const labelled = labelledBy
      ? labelledBy
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      : '';
    const label = (el as HTMLInputElement).labels?.[0]?.textContent ?? '';
    return [el.getAttribute('aria-label'), labelled, label, el.textContent, el.getAttribute('placeholder')]
      .filter(Boolean)
      .join(' | ');
  });
}

/**
 * Presses Tab (Shift+Tab backwards) until the focused element's name matches; every element the focus
 * stops at on the way must show it. Leaving the page (the focus on the browser's own controls) is allowed.
 */
async function tabTo(page: Page, step: string, name: RegExp, backwards = false): Promise<void> {
  if (name.test(await focusedName(page))) return expectFocusVisible(page, step);
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focused = await focusedName(page);
    if (!focused) continue;
    await expectFocusVisible(page, step);
    if (name.test(focused)) return;
  }
  throw new Error(`${step}: klávesom Tab sa nedá dostať na ${name}`);
}

test('celý príbeh hry len klávesnicou, zameranie viditeľné na každom kroku', async ({ page }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const { email, password } = demoAccount('editor');
  // every pointer press in the page is counted: the story must need none
  await page.addInitScript(() => {
    const w = window as unknown as { pointerPresses: number };
    w.pointerPresses = 0;
    for (const type of ['pointerdown', 'mousedown']) {
      window.addEventListener(type, () => w.pointerPresses++, { capture: true });
    }
  });
  await page.goto('/#/signin');
  await expect(page.getByRole('button', { name: 'Prihlásiť' })).toBeVisible();
  await tabTo(page, 'prihlásenie', /e-mail/i);
  await page.keyboard.type(email);
  await tabTo(page, 'prihlásenie', /heslo/i);
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/dashboard$/);

  await tabTo(page, 'nástenka', /Vytvoriť hru v kategórii/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/drafts\/\d+$/);
  await expect(page.getByTestId('game-edit-view')).toBeVisible();

  await tabTo(page, 'úprava hry', /^Upraviť hru$/);
  await page.keyboard.press('Enter');
  const gameDialog = page.getByRole('dialog', { name: 'Úprava hry' });
  await expect(gameDialog).toBeVisible();
  await tabTo(page, 'dialóg hry', /^Názov/);
  await page.keyboard.type(`Klávesnicová hra ${stamp}`);
  await tabTo(page, 'dialóg hry', /^Uložiť$/);
  await page.keyboard.press('Enter');
  await expect(gameDialog).toBeHidden();

  await tabTo(page, 'úprava hry', /^Upraviť variant$/);
  await page.keyboard.press('Enter');
  const variantDialog = page.getByRole('dialog', { name: 'Úprava variantu' });
  await expect(variantDialog).toBeVisible();
  await tabTo(page, 'dialóg variantu', /^Názov/);
  await page.keyboard.type('Rodinná');
  await tabTo(page, 'dialóg variantu', /^Uložiť$/);
  await page.keyboard.press('Enter');
  await expect(variantDialog).toBeHidden();

  await tabTo(page, 'úprava hry', /Nová úloha/i);
  await page.keyboard.press('Enter');
  const levelDialog = page.getByRole('dialog').filter({ has: page.locator('[data-level-form]') });
  await expect(levelDialog).toBeVisible();
  await tabTo(page, 'dialóg úlohy', /^Názov \(interný\)/);
  await page.keyboard.type('Veža');
  await tabTo(page, 'dialóg úlohy', /^Otázka/);
  await page.keyboard.type('Koľko veží má hrad?');
  await tabTo(page, 'dialóg úlohy', /^Aktívna \(v produkcii\)/);
  await page.keyboard.press('Space');
  await expect(levelDialog.getByRole('checkbox', { name: 'Aktívna (v produkcii)' })).toBeChecked();
  await tabTo(page, 'dialóg úlohy', /^Odpoveď 1/);
  await page.keyboard.type('štyri');
  await tabTo(page, 'dialóg úlohy', /^Hotovo$/);
  await page.keyboard.press('Enter');
  await expect(levelDialog).toBeHidden();
  await expect(page.getByTestId('game-edit-view')).toContainText('Veža');

  await tabTo(page, 'úprava hry', /^Uložiť$/);
  await page.keyboard.press('Enter');
  const saveDialog = page.getByRole('dialog', { name: 'Uložiť hru?' });
  await expect(saveDialog).toBeVisible();
  await tabTo(page, 'uloženie', /^(Uložiť|Áno)$/);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('game-edit-view')).toHaveAttribute('data-saved', 'true');

  await tabTo(page, 'úprava hry', /^Odoslať do produkcie$/);
  await page.keyboard.press('Enter');
  const overview = page.getByRole('dialog', { name: 'Odoslať do produkcie' });
  await expect(overview).toBeVisible();
  await tabTo(page, 'odoslanie', /^Odoslať$/);
  await page.keyboard.press('Enter');
  await expect(overview).toBeHidden();
  const result = page.getByRole('dialog').last();
  await expect(result).toContainText(/odoslan/i);
  await tabTo(page, 'výsledok odoslania', /^Otvoriť hru$/);
  await page.keyboard.press('Enter');
  await expect(result).toBeHidden();
  await expect(page).toHaveURL(/#\/games\/\d+$/);

  await tabTo(page, 'hlavné menu', /^Hry(?!.*verzia)/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/games/);
  // a sent game waits for its reception as 'Nepodaná', in the tab 'Prebiehajúce' (games 2.5)
  const ongoing = page.getByRole('tab', { name: /Prebiehajúce/ });
  await tabTo(page, 'zoznam hier', /^(Aktívne|Prebiehajúce|Odohrané)/);
  // the tabs are one stop of Tab; the arrows move between them
  for (let i = 0; i < 6 && !(await ongoing.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('ArrowRight');
    await expectFocusVisible(page, 'záložky hier');
  }
  await page.keyboard.press('Enter');
  await expect(ongoing).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('listitem').filter({ hasText: `Klávesnicová hra ${stamp}` })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { pointerPresses: number }).pointerPresses)).toBe(0);
});
