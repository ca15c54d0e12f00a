// Accessibility (issue 36): axe-core's WCAG 2.1 A and AA rules on every screen, every generated form's
// dialog (the forms of the schemas in force, read at run time, so a form changed in the studio is checked
// as published) and the game's other dialogs; no serious or critical violation (e2e/a11y.ts).
import type { Page } from '@playwright/test';
import { FORM_NAMES } from '../schemas/engine';
import { expectNoAxeViolations } from './a11y';
import { test, expect } from './fixtures';
import { DIALOGS, signInAdmin } from './form-dialogs';
import { apiCall, draftWithAnswerLevel, signIn } from './helpers';
import { invoicesScreen, usersScreen, vouchersScreen } from './pages';

// axe reads the whole page: a long list on a loaded machine takes its time.
test.describe.configure({ timeout: 120_000 });

test('prihlásenie a obnova hesla bez porušení prístupnosti', async ({ page }) => {
  await page.goto('/#/signin');
  await expect(page.getByRole('button', { name: 'Prihlásiť' })).toBeVisible();
  await expectNoAxeViolations(page, 'prihlásení');
  await page.goto('/#/reset');
  await expect(page.locator('input[type="email"], input[name="email"]').first()).toBeVisible();
  await expectNoAxeViolations(page, 'obnove hesla');
});

/** The screens of the frame, each with a text that shows it has loaded. */
const SCREENS: { hash: string; name: string; loaded: (page: Page) => ReturnType<Page['getByRole']> }[] = [
  { hash: 'dashboard', name: 'nástenke', loaded: (p) => p.getByRole('button', { name: 'Importovať hru' }) },
  { hash: 'drafts', name: 'konceptoch', loaded: (p) => p.getByRole('list', { name: /Koncepty|koncept/i }) },
  { hash: 'games', name: 'hrách', loaded: (p) => p.getByRole('tab').first() },
  {
    hash: 'users',
    name: 'používateľoch',
    loaded: (p) => p.getByRole('list', { name: 'Zoznam používateľov' }),
  },
  { hash: 'invoices', name: 'faktúrach', loaded: (p) => p.getByRole('list', { name: 'Faktúry' }) },
  { hash: 'vouchers', name: 'poukážkach', loaded: (p) => p.getByRole('list', { name: 'Poukážky' }) },
  { hash: 'trash', name: 'koši', loaded: (p) => p.getByRole('heading', { name: /Kôš/ }) },
  { hash: 'changes', name: 'zmenách', loaded: (p) => p.getByRole('heading', { name: /Zmeny/ }) },
  { hash: 'schemas', name: 'štúdiu schém', loaded: (p) => p.getByRole('heading').first() },
  { hash: 'settings', name: 'nastaveniach', loaded: (p) => p.getByRole('heading').first() },
];

for (const screen of SCREENS) {
  test(`obrazovka #/${screen.hash} bez porušení prístupnosti`, async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto(`/#/${screen.hash}`);
    await expect(screen.loaded(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, `obrazovke ${screen.name}`);
  });
}

test.describe('dialógy generované zo schém v platnosti', () => {
  for (const name of FORM_NAMES) {
    test(`formulár ${name} bez porušení prístupnosti`, async ({ page }) => {
      await signInAdmin(page);
      const { dialog } = await DIALOGS[name](page);
      await expect(dialog).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page, `dialógu formulára ${name}`);
    });
  }
});

test('úprava hry, prehľad odpovedí a odoslanie do produkcie bez porušení prístupnosti', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'editor');
  const { sheetId, levelId } = await draftWithAnswerLevel(page.request, {
    name: 'Prístupnosť',
    question: 'Koľko veží má hrad?',
  });
  await page.goto(`/#/drafts/${sheetId}`);
  await expect(page.getByTestId('game-edit-view')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, 'úprave hry');

  await page.goto(`/#/drafts/${sheetId}/levels/${levelId}`);
  const levelDialog = page.getByRole('dialog').filter({ has: page.locator('[data-level-form]') });
  await levelDialog.getByRole('button', { name: 'Odpovede' }).click();
  await expect(page.getByRole('dialog', { name: /Prehľad odpovedí/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, 'prehľade odpovedí');

  await page.goto(`/#/drafts/${sheetId}`);
  await page
    .getByRole('toolbar', { name: 'Akcie hry' })
    .getByRole('button', { name: 'Odoslať do produkcie' })
    .click();
  // this draft has no game name: the blocker that says so is the dialog checked
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, 'odoslaní do produkcie');
});

test('import hry a tlač štítkov bez porušení prístupnosti', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('button', { name: 'Importovať hru' }).click();
  await expect(page.getByRole('dialog', { name: 'Import hry' })).toBeVisible();
  await expectNoAxeViolations(page, 'importe hry');
  await page.keyboard.press('Escape');

  // a sent game (registered) has labels to print; the tab lists drafts too
  const { games } = (await apiCall(page.request, 'GET', 'games?t=ongoing&pl=100')) as {
    games: { id: number }[];
  };
  let sent: number | undefined;
  for (const { id } of games) {
    const { game } = (await apiCall(page.request, 'GET', `games/${id}`)) as { game: { status: string } };
    if (game.status === 'registered') {
      sent = id;
      break;
    }
  }
  expect(sent, 'demo dáta: odoslaná hra').toBeDefined();
  await page.goto(`/#/games/${sent}`);
  await page.getByRole('toolbar').getByRole('button', { name: 'Štítky' }).click();
  await expect(page.getByRole('dialog', { name: 'Tlač štítkov' })).toBeVisible();
  await expectNoAxeViolations(page, 'tlači štítkov');
});

test('uložená faktúra, poukážka a používateľ bez porušení prístupnosti', async ({ page }) => {
  await signIn(page, 'admin');
  for (const screen of [invoicesScreen(page), vouchersScreen(page), usersScreen(page)]) {
    await screen.open();
    await screen.items.first().getByRole('button').first().click();
    await expect(page).toHaveURL(screen.dialogUrl());
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, `uloženom zázname #/${screen.resource}`);
    await page.keyboard.press('Escape');
    await screen.expectDialogRouteLeft();
  }
});
