// Small screens and outdated browsers (issue 14, platform 1): at 1024×700 and at 768×1024 every main screen
// and one dialog of each kind is usable: every visible action passes Playwright's actionability checks
// (`click({ trial: true })`: visible, enabled, stable, not covered by another element) and the page does not
// scroll sideways. Playwright keeps a screenshot of a failing test (playwright.config.ts).
//
// Adding a screen is one row in SCREENS (or DIALOGS): where it is, who signs in, what shows it is ready.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, type DemoRole } from './helpers';
import { LevelItemsScreen } from './pages';

const VIEWPORTS = [
  { width: 1024, height: 700 },
  { width: 768, height: 1024 },
];

/** A demo draft with levels (server/seed/content.ts) for the game edit view; it is only looked at. */
const DEMO_DRAFT_ID = 8;

interface ScreenCase {
  name: string;
  /** Who signs in first; null: signed out. */
  role: DemoRole | null;
  path: string;
  /** Something that is shown once the screen has loaded. */
  ready: (page: Page) => Locator;
}

interface DialogCase {
  name: string;
  role: DemoRole;
  path: string;
  /** Opens the dialog and returns it. */
  open: (page: Page) => Promise<Locator>;
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first();

const SCREENS: ScreenCase[] = [
  {
    name: 'prihlásenie',
    role: null,
    path: '/#/signin',
    ready: (page) => page.getByRole('button', { name: 'Prihlásiť sa' }),
  },
  { name: 'obnovenie hesla', role: null, path: '/#/reset', ready: heading('Obnovenie hesla') },
  { name: 'nástenka', role: 'editor', path: '/#/dashboard', ready: heading('Vytvoriť hru') },
  { name: 'zmeny', role: 'admin', path: '/#/changes', ready: heading('Zmeny') },
  { name: 'hry', role: 'editor', path: '/#/games', ready: heading(/Hry/) },
  {
    name: 'koncepty',
    role: 'editor',
    path: '/#/drafts',
    ready: (page) => page.locator('[data-menu="drafts"][aria-current="page"]'),
  },
  {
    name: 'úprava hry',
    role: 'editor',
    path: `/#/drafts/${DEMO_DRAFT_ID}`,
    ready: (page) => page.getByRole('toolbar', { name: 'Akcie hry' }),
  },
  {
    name: 'mapa hry',
    role: 'editor',
    path: `/#/drafts/${DEMO_DRAFT_ID}?v=map`,
    ready: (page) => page.getByRole('region', { name: 'Mapa hry' }),
  },
  {
    name: 'používatelia',
    role: 'admin',
    path: '/#/users',
    ready: (page) => page.getByRole('list', { name: 'Zoznam používateľov' }).getByRole('listitem').first(),
  },
  {
    name: 'faktúry',
    role: 'admin',
    path: '/#/invoices',
    ready: (page) => page.getByRole('list', { name: 'Faktúry' }).getByRole('listitem').first(),
  },
  {
    name: 'poukážky',
    role: 'admin',
    path: '/#/vouchers',
    ready: (page) => page.getByRole('list', { name: 'Poukážky' }).getByRole('listitem').first(),
  },
  { name: 'nastavenia', role: 'editor', path: '/#/settings', ready: heading('Nastavenia') },
  {
    name: 'úprava formulára',
    role: 'admin',
    path: '/#/schemas/forms/variant',
    ready: heading('Sekcie a polia'),
  },
];

const DIALOGS: DialogCase[] = [
  {
    name: 'formulár (nový používateľ)',
    role: 'admin',
    path: '/#/users',
    open: async (page) => {
      await page.getByRole('button', { name: 'Nový používateľ' }).click();
      return page.getByRole('dialog', { name: /Používateľ – nový záznam/ });
    },
  },
  {
    name: 'formulár so sekciami (nová faktúra)',
    role: 'admin',
    path: '/#/invoices',
    open: async (page) => {
      await page.getByRole('button', { name: 'Nová faktúra' }).click();
      return page.getByRole('dialog', { name: /Faktúra – nový záznam/ });
    },
  },
  {
    name: 'úloha hry',
    role: 'editor',
    path: `/#/drafts/${DEMO_DRAFT_ID}`,
    open: async (page) => {
      await page.getByTestId('level-tile-new').click();
      return page.getByRole('dialog').filter({ has: page.locator('[data-level-form]') });
    },
  },
  {
    name: 'úloha hry s náhľadom pre hráča',
    role: 'editor',
    path: `/#/drafts/${DEMO_DRAFT_ID}`,
    open: async (page) => {
      await page.getByTestId('level-tile').first().click();
      const dialog = page.getByRole('dialog').filter({ has: page.locator('[data-level-form]') });
      await dialog.getByRole('button', { name: 'Náhľad pre hráča' }).click();
      await expect(dialog.getByTestId('player-preview')).toBeVisible();
      return dialog;
    },
  },
  {
    name: 'skúšobná hra',
    role: 'editor',
    path: `/#/drafts/${DEMO_DRAFT_ID}`,
    open: async (page) => {
      await page.getByRole('button', { name: 'Vyskúšať hru' }).click();
      const dialog = page.getByRole('dialog', { name: /Skúšobná hra/ });
      await expect(
        dialog.getByTestId('player-preview').or(dialog.getByTestId('test-play-empty')),
      ).toBeVisible();
      return dialog;
    },
  },
  {
    name: 'import hry',
    role: 'editor',
    path: '/#/dashboard',
    open: async (page) => {
      await page.getByRole('button', { name: 'Importovať hru' }).click();
      return page.getByRole('dialog', { name: 'Import hry' });
    },
  },
  {
    name: 'detail zásielky s mapou',
    role: 'viewer',
    path: '/#/games?t=active',
    open: async (page) => {
      const levelItems = new LevelItemsScreen(page);
      await levelItems.chooseLayout('Textová odpoveď');
      return levelItems.openFirst();
    },
  },
  {
    name: 'prepnutie používateľa',
    role: 'admin',
    path: '/#/users',
    open: async (page) => {
      await page.getByRole('button', { name: /používateľské menu/i }).click();
      await page.getByRole('menuitem', { name: 'Prepnúť používateľa' }).click();
      return page.getByRole('dialog', { name: 'Prepnúť používateľa' });
    },
  },
];

// What a user can act on. Hidden native inputs of MUI's selects (aria-hidden) are not actions.
const ACTIONS =
  'button, a[href], input:not([type="hidden"]):not([aria-hidden="true"]), textarea, [role="tab"], [role="combobox"]';
/** Enough for every header item and a screenful of list items, without checking hundreds of rows. */
const MAX_ACTIONS = 80;

/** Every visible action in `scope` is clickable where it is and nothing covers it. */
async function expectActionsUsable(scope: Locator): Promise<void> {
  const actions = scope.locator(ACTIONS);
  const count = Math.min(await actions.count(), MAX_ACTIONS);
  let checked = 0;
  for (let i = 0; i < count; i++) {
    const action = actions.nth(i);
    if (!(await action.isVisible()) || !(await action.isEnabled())) continue;
    // Off-screen on purpose until focused (react-admin's 'skip to content' link).
    const box = await action.boundingBox();
    if (!box || box.x + box.width <= 0 || box.y + box.height <= 0) continue;
    const label =
      (await action.getAttribute('aria-label')) ?? (await action.innerText()).trim().slice(0, 40) ?? '';
    await action.click({ trial: true, timeout: 3_000 }).catch((error: Error) => {
      throw new Error(
        `ovládací prvok „${label}“ (${i + 1}.) sa nedá stlačiť: ${error.message.split('\n').slice(0, 1).concat(error.message.split('\n').slice(-4)).join(' | ')}`,
      );
    });
    checked++;
  }
  expect(checked, 'počet skontrolovaných ovládacích prvkov').toBeGreaterThan(0);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'šírka stránky (bez vodorovného posúvania)').toBeLessThanOrEqual(innerWidth);
}

async function openAs(page: Page, role: DemoRole | null, path: string): Promise<void> {
  if (role) await signIn(page, role);
  await page.goto(path);
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    for (const screen of SCREENS) {
      test(`obrazovka ${screen.name}: všetko sa dá stlačiť, stránka sa neposúva do strany`, async ({
        page,
      }) => {
        await openAs(page, screen.role, screen.path);
        await expect(screen.ready(page)).toBeVisible();
        await expectNoSidewaysScroll(page);
        await expectActionsUsable(page.locator('body'));
        await expectNoSidewaysScroll(page);
      });
    }

    for (const dialog of DIALOGS) {
      test(`dialóg ${dialog.name}: vojde do okna a všetko v ňom sa dá stlačiť`, async ({ page }) => {
        await openAs(page, dialog.role, dialog.path);
        const shown = await dialog.open(page);
        await expect(shown).toBeVisible();
        const box = (await shown.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
        await expectActionsUsable(shown);
        await expectNoSidewaysScroll(page);
      });
    }

    test('panely noviniek a návodu sú prekrytie, ktoré zavrie Esc aj klik mimo', async ({ page }) => {
      await signIn(page, 'editor');
      const panels = page.getByTestId('side-panels');
      const newsButton = page.getByRole('button', { name: 'Zobraziť novinky' });
      await newsButton.click();
      await expect(panels).toBeVisible();
      await expectActionsUsable(panels);
      await page.keyboard.press('Escape');
      await expect(panels).toBeHidden();
      // Hidden is remembered like with the panel's own close button.
      await page.reload();
      await expect(page.getByRole('button', { name: 'Zobraziť novinky' })).toBeVisible();
      await expect(panels).toBeHidden();

      await page.getByRole('button', { name: 'Zobraziť novinky' }).click();
      await expect(panels).toBeVisible();
      // A click on the page left of the overlay (the backdrop).
      await page.mouse.click(10, viewport.height - 10);
      await expect(panels).toBeHidden();
      await expectNoSidewaysScroll(page);
    });
  });
}

test.describe('zastaraný prehliadač', () => {
  test('prehliadač bez modulov JavaScriptu dostane správu namiesto prázdnej stránky', async ({ page }) => {
    await page.addInitScript(() => {
      delete (HTMLScriptElement.prototype as { noModule?: boolean }).noModule;
    });
    await page.goto('/#/signin');
    const message = page.getByRole('alert');
    await expect(message).toContainText('Váš prehliadač je zastaraný');
    await expect(message).toContainText('Chrome 111');
    await expect(message).toContainText('Ako aktualizovať');
    await expect(page.locator('#root')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Prihlásiť sa' })).toHaveCount(0);
  });

  test('prehliadač bez funkcií, pre ktoré je aplikácia zostavená, dostane tú istú správu', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      delete (Object as { hasOwn?: unknown }).hasOwn;
    });
    await page.goto('/#/signin');
    await expect(page.getByRole('alert')).toContainText('Váš prehliadač je zastaraný');
  });

  test('aktuálny prehliadač správu nedostane', async ({ page }) => {
    await page.goto('/#/signin');
    await expect(page.getByRole('button', { name: 'Prihlásiť sa' })).toBeVisible();
    await expect(page.getByTestId('outdated-browser')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { hryCanRunApp?: () => boolean }).hryCanRunApp?.())).toBe(
      true,
    );
  });
});
