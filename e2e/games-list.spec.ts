// The games list #/games (games 2.5, 4.8, 9) and the game actions of 4.1: each tab, the author and
// layout filters, the date-range picker by mouse and keyboard, clone, labels (A4 from position 3 and
// DL), the report, and a viewer browsing without edit actions. Demo data is only read; the clone
// makes its own draft.
import { labelFormatsFor } from '../schemas/label-rules';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoEnglish, signIn } from './helpers';

interface GameRow {
  id: number;
  gameName: string;
  variantNameExtended?: string;
  status: string;
  hasAddressLabels?: boolean;
  hasReplyLabels?: boolean;
  parcelType?: string;
}

const TABS = [
  ['active', 'Aktívne'],
  ['finished', 'Odohrané'],
  ['ongoing', 'Prebiehajúce'],
] as const;

async function games(request: APIRequestContext, query: string): Promise<GameRow[]> {
  const reply = await request.get(`/api/webapp/games?po=0&pl=100&${query}`);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { games: GameRow[] }).games;
}

async function allGames(request: APIRequestContext): Promise<GameRow[]> {
  const lists = await Promise.all(TABS.map(([tab]) => games(request, `t=${tab}`)));
  return lists.flat();
}

const gamesList = (page: Page) => page.getByRole('list', { name: 'Zoznam hier' });
const dateField = (page: Page) => page.getByRole('textbox', { name: 'Dátum' });
const picker = (page: Page) => page.getByRole('dialog', { name: 'Dátum' });

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const key = (d: Date) => iso(d).replace(/-/g, '');
const shown = (d: Date) => `${d.getDate()}.${d.getMonth() + 1}.${d.getFullYear()}`;

/** Follows the file-download dialog to the file: 'processing', then the button; returns the PDF bytes. */
async function downloadThrough(page: Page, dialog: Locator, hrefPattern: RegExp): Promise<Buffer> {
  await expect(dialog.getByText('Pripravujem súbor…')).toBeVisible();
  const button = dialog.getByRole('button', { name: 'Stiahnuť' });
  await expect(button).toBeVisible();
  const requested = page.waitForRequest((r) =>
    hrefPattern.test(new URL(r.url()).pathname + new URL(r.url()).search),
  );
  const downloading = page.waitForEvent('download');
  await button.click();
  const href = new URL((await requested).url());
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const reply = await page.request.get(href.pathname + href.search);
  expect(reply.status()).toBe(200);
  expect(reply.headers()['content-type']).toContain('application/pdf');
  const body = await reply.body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return body;
}

test('každá záložka ukazuje svoje hry, filtre autora a šablóny sú v adrese', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'editor');
  await page.goto('/#/games');
  // from the last tab back to the default one, so every click changes the tab
  for (const [tab, label] of [...TABS].reverse()) {
    await page.getByRole('tab', { name: label }).click();
    await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(new RegExp(`#/games\\?t=${tab}$`));
    const expected = await games(page.request, `t=${tab}`);
    if (expected.length === 0) {
      await expect(page.getByRole('status')).toBeVisible();
      continue;
    }
    const first = expected[0]!;
    await expect(gamesList(page).getByRole('listitem').first()).toContainText(first.gameName);
    await expect(gamesList(page).getByRole('listitem')).toHaveCount(Math.min(expected.length, 100));
  }
  await expectNoEnglish(page);

  // the author filter: 'Všetci autori' and the administrators; a pick narrows the list
  await page.getByRole('tab', { name: 'Aktívne' }).click();
  await page.getByRole('combobox', { name: 'Autor' }).click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toHaveText('Všetci autori');
  await expect(options.nth(1)).toBeVisible();
  await options.nth(1).click();
  await expect(page).toHaveURL(/#\/games\?t=active&a=\d+$/);
  const author = new URL(page.url().replace('#/', '')).searchParams.get('a');
  const byAuthor = await games(page.request, `t=active&a=${author}`);
  if (byAuthor.length) {
    await expect(gamesList(page).getByRole('listitem')).toHaveCount(byAuthor.length);
  } else {
    await expect(page.getByRole('status')).toBeVisible();
  }
  await page.getByRole('combobox', { name: 'Autor' }).click();
  await page.getByRole('option', { name: 'Všetci autori' }).click();
  await expect(page).toHaveURL(/#\/games\?t=active$/);

  // the layout filter turns the list into level items
  await page.getByRole('combobox', { name: 'Šablóna úloh' }).click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(12);
  await page.getByRole('option', { name: 'Textová odpoveď' }).click();
  await expect(page).toHaveURL(/#\/games\?t=active&l=ANSWER_REQUIRED$/);
  const levels = page.getByRole('list', { name: 'Zoznam úloh' });
  await expect(levels).toBeAttached();
  const levelItems = levels.getByRole('listitem');
  // the same levels as the API's parcels of received sheets with that layout
  const parcels = await page.request.get('/api/webapp/parcels?po=0&pl=100&f=received&t=ANSWER_REQUIRED');
  const expectedLevels = ((await parcels.json()) as { parcels: unknown[] }).parcels;
  expect(expectedLevels.length, 'demo data: received levels with a text answer').toBeGreaterThan(0);
  await expect(levelItems).toHaveCount(expectedLevels.length);
  await expect(levelItems.first().getByTestId('level-item-layout')).toHaveText('Textová odpoveď');
  // a level item opens the level detail
  await levelItems.first().getByRole('button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expectNoEnglish(page);
});

test('dátumový rozsah myšou a klávesnicou', async ({ page }) => {
  await signIn(page, 'editor');
  await page.goto('/#/games?t=active');
  // today as the browser sees it (Europe/Bratislava, playwright.config.ts), not as this process does:
  // between 23:00 and 24:00 UTC they are different days
  const today = await page
    .evaluate(() => {
      const now = new Date();
      return [now.getFullYear(), now.getMonth(), now.getDate()] as const;
    })
    .then(([y, m, d]) => new Date(y, m, d));
  const firstShown = new Date(today.getFullYear(), today.getMonth() - 2, 1);

  // mouse: today is selected by default; two clicks make the range, Použiť applies it
  await dateField(page).click();
  await expect(picker(page).getByTestId('date-range-calendar')).toHaveCount(3);
  await expect(picker(page).getByTestId('date-range-selection')).toHaveText(shown(today));
  await expect(picker(page).locator(`[data-day="${iso(today)}"]`)).toHaveAttribute('aria-selected', 'true');
  await picker(page)
    .locator(`[data-day="${iso(today)}"]`)
    .click();
  await picker(page)
    .locator(`[data-day="${iso(firstShown)}"]`)
    .click();
  await expect(picker(page).getByTestId('date-range-selection')).toHaveText(
    `${shown(firstShown)} – ${shown(today)}`,
  );
  await picker(page).getByRole('button', { name: 'Použiť' }).click();
  await expect(dateField(page)).toHaveValue(`${shown(firstShown)} – ${shown(today)}`);
  await expect(page).toHaveURL(new RegExp(`d=${key(firstShown)}-${key(today)}$`));
  await expectNoEnglish(page);

  // Zrušiť resets the filter
  await dateField(page).click();
  await picker(page).getByRole('button', { name: 'Zrušiť' }).click();
  await expect(dateField(page)).toHaveValue('');
  await expect(page).toHaveURL(/#\/games\?t=active$/);

  // keyboard: Enter opens on today, arrows move, Enter picks, Tab reaches Použiť
  await dateField(page).focus();
  await page.keyboard.press('Enter');
  await expect(picker(page).locator(`[data-day="${iso(today)}"]`)).toBeFocused();
  const weekAgo = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 7);
  const picked = weekAgo.getMonth() === today.getMonth() ? weekAgo : today;
  if (picked !== today) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(picker(page).getByTestId('date-range-selection')).toHaveText(shown(picked));
  const apply = picker(page).getByRole('button', { name: 'Použiť' });
  for (let i = 0; i < 6 && !(await apply.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(apply).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dateField(page)).toHaveValue(shown(picked));
  await expect(page).toHaveURL(new RegExp(`d=${key(picked)}-${key(picked)}$`));
  // the clear button resets it
  await page.getByRole('button', { name: 'Vymazať dátum' }).click();
  await expect(dateField(page)).toHaveValue('');
});

/** A demo game as games/{id} replies it (the list items are lean: issue 26). */
async function demoGame(page: Page, which: (g: GameRow) => boolean, what: string): Promise<GameRow> {
  let game: GameRow | undefined;
  for (const item of await allGames(page.request)) {
    const reply = await page.request.get(`/api/webapp/games/${item.id}`);
    const full = ((await reply.json()) as { game: GameRow }).game;
    if (which(full)) {
      game = full;
      break;
    }
  }
  expect(game, `demo data: ${what}`).toBeTruthy();
  return game!;
}

test('klonovanie vytvorí nový koncept', async ({ page }) => {
  await signIn(page, 'editor');
  const received = await demoGame(page, (g) => g.status === 'received', 'a received game');
  await page.goto(`/#/games/${received.id}`);
  await page.getByRole('toolbar').getByRole('button', { name: 'Klonovať' }).click();
  await expect(page).toHaveURL(/#\/drafts\/\d+$/);
  const draftId = Number(/#\/drafts\/(\d+)$/.exec(page.url())![1]);
  expect(draftId).not.toBe(received.id);
  await expect(page.getByTestId('game-edit-view')).toBeVisible();
  await expect(page.getByTestId('game-edit-view')).toHaveAttribute('data-saved', 'false');
  if (received.variantNameExtended) {
    await expect(page.getByTestId('game-subtitle')).toHaveText(received.variantNameExtended);
  }
  // a draft offers no clone, labels or report
  await expect(page.getByRole('toolbar').getByRole('button', { name: 'Klonovať' })).toHaveCount(0);
  await expect(page.getByRole('toolbar').getByRole('button', { name: 'Správa o hre' })).toHaveCount(0);
});

test('štítky A4 od pozície 3 a DL', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'editor');
  const registered = await demoGame(
    page,
    // envelopes print only for r, dsz, ek, zb (games 2.13, 9); this test prints a DL envelope too
    (g) =>
      g.status === 'registered' &&
      !!(g.hasAddressLabels || g.hasReplyLabels) &&
      labelFormatsFor(g.parcelType).includes('dl'),
    'a registered game with labels in every format',
  );
  const type = registered.hasAddressLabels ? 'address' : 'reply';
  await page.goto(`/#/games/${registered.id}`);
  for (const [format, position, query] of [
    ['A4', '3', `t=${type}&f=a4&o=2`],
    ['DL', null, `t=${type}&f=dl&o=0`],
  ] as const) {
    await page.getByRole('toolbar').getByRole('button', { name: 'Štítky' }).click();
    const labels = page.getByRole('dialog', { name: 'Tlač štítkov' });
    await labels.getByRole('radio', { name: new RegExp(`^${format}`) }).check();
    if (position) await labels.getByRole('radio', { name: position, exact: true }).check();
    else await expect(labels.getByTestId('labels-envelope')).toBeVisible();
    await expect(labels.getByTestId('labels-leftover')).toContainText(/Vytlač(í|ia) sa \d+ štít/);
    await expectNoEnglish(page);
    // one flow in this modal (issue 22): prepare, then download (or print) from the same dialog
    const pattern = new RegExp(`^/api/webapp/games/${registered.id}/labels\\?${query}$`);
    const requested = page.waitForResponse((r) =>
      pattern.test(new URL(r.url()).pathname + new URL(r.url()).search),
    );
    await labels.getByRole('button', { name: 'Pripraviť štítky' }).click();
    const reply = await requested;
    expect(reply.status()).toBe(200);
    expect(reply.headers()['content-type']).toContain('application/pdf');
    await expect(labels.getByTestId('labels-ready')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(labels.getByRole('button', { name: 'Tlačiť' })).toBeEnabled();
    const downloading = page.waitForEvent('download');
    await labels.getByRole('button', { name: 'Stiahnuť' }).click();
    expect((await downloading).suggestedFilename()).toMatch(/\.pdf$/);
    await labels.getByRole('button', { name: 'Zavrieť' }).click();
    await expect(labels).toBeHidden();
  }
});

test('report hry sa stiahne ako PDF', async ({ page }) => {
  await signIn(page, 'editor');
  const received = await demoGame(
    page,
    (g) => g.status === 'received' || g.status === 'confirmed',
    'a received game',
  );
  await page.goto(`/#/games/${received.id}`);
  await page.getByRole('toolbar').getByRole('button', { name: 'Správa o hre' }).click();
  const reportDialog = page.getByRole('dialog', { name: 'Správa o hre' });
  await downloadThrough(page, reportDialog, new RegExp(`^/api/webapp/games/${received.id}/report$`));
  await expect(reportDialog).toBeHidden();
});

test('hráč prezerá hry bez akcií úprav', async ({ page }) => {
  await signIn(page, 'viewer');
  await expect(page).toHaveURL(/#\/games$/);
  for (const [, label] of TABS) {
    await page.getByRole('tab', { name: label }).click();
    await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
  }
  await page.getByRole('tab', { name: 'Aktívne' }).click();
  const first = gamesList(page).getByRole('listitem').first();
  await expect(first).toBeVisible();
  await first.getByRole('button').click();
  await expect(page).toHaveURL(/#\/games\/\d+$/);
  await expect(page.getByTestId('game-edit-view')).toHaveAttribute('data-readonly', 'true');
  for (const name of ['Klonovať', 'Štítky', 'Správa o hre']) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  await expectNoEnglish(page);
});
