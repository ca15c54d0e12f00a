// Game authoring screens (games 2.2–2.4, 2.6, 2.7, 4.2): create a game from each path of the
// dashboard, edit the game, save it and find it again, leave an unsaved draft both ways, remove a
// saved game; a viewer opens #/games/{id} read-only and is sent from #/drafts to #/games.
// Levels are created through the API here; the level dialog itself is covered by level-editor.spec.ts.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoAccount, expectNoEnglish, signIn } from './helpers';

const API = '/api/webapp';

/** Creates a draft from the dashboard column and returns its id (the sender is filled: straight there). */
async function createFromDashboard(page: Page, category = 'Žilina'): Promise<number> {
  await page.goto('/#/dashboard');
  await page.getByRole('button', { name: `Vytvoriť hru v kategórii ${category}` }).click();
  await expect(page).toHaveURL(/#\/drafts\/\d+$/);
  return Number(/#\/drafts\/(\d+)/.exec(page.url())![1]);
}

/** Names the game through the game dialog of the view. */
async function nameGame(page: Page, name: string) {
  await page.getByRole('button', { name: 'Upraviť hru' }).click();
  const dialog = page.getByRole('dialog', { name: 'Úprava hry' });
  const field = dialog.getByRole('textbox', { name: /^Názov[^a-z(]*$/ });
  await field.fill(name);
  await dialog.getByRole('button', { name: 'Uložiť' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

async function addLevel(request: APIRequestContext, id: number, question: string) {
  const reply = await request.put(`${API}/drafts/${id}/levels`, {
    data: { name: question, question, layout: 'ANSWER_REQUIRED', 'answer.answers-1': 'áno' },
  });
  expect(await reply.json(), 'nová úloha cez API').toMatchObject({ ok: true });
}

async function sheetStatus(request: APIRequestContext, id: number) {
  const reply = await request.get(`${API}/drafts/${id}`);
  if (reply.status() === 404) return 'gone';
  const body = (await reply.json()) as { sheet?: { saved?: boolean }; game?: { saved?: boolean } };
  return (body.game ?? body.sheet)?.saved ? 'saved' : 'unsaved';
}

test('editor vytvorí hru z nástenky, pomenuje ju, uloží ju a nájde ju medzi konceptmi', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `E2E hra ${Date.now()}`;
  await signIn(page, 'editor');
  const id = await createFromDashboard(page, 'Teambuilding');
  const view = page.getByTestId('game-edit-view');
  await expect(view).toBeVisible();
  await expect(page.getByTestId('sheet-properties')).toContainText('Peter Horváth');
  await expect(page.getByRole('tab', { name: 'Všetky (0)' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Vytvoriť hru/ })).toHaveAttribute('aria-current', 'page');
  await nameGame(page, name);
  await expectNoEnglish(page);

  const toolbar = page.getByRole('toolbar', { name: 'Akcie hry' });
  await expect(toolbar.getByRole('button', { name: 'Odstrániť' })).toHaveCount(0);
  await toolbar.getByRole('button', { name: 'Uložiť' }).click();
  await page.getByRole('dialog', { name: 'Uložiť hru?' }).getByRole('button', { name: 'Áno' }).click();
  await expect(toolbar.getByRole('button', { name: 'Odstrániť' })).toBeVisible();
  await expect(toolbar.getByRole('button', { name: 'Uložiť' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Hry(?! verzia)/ })).toHaveAttribute('aria-current', 'page');
  expect(await sheetStatus(page.request, id)).toBe('saved');

  await page.goto('/#/drafts');
  const item = page.getByRole('listitem').filter({ hasText: name });
  await expect(item).toBeVisible();
  await item.getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`#/drafts/${id}$`));
  await expect(page.getByRole('heading', { name })).toBeVisible();
});

test('s prázdnym odosielateľom sa najprv otvorí variant bez chýb a po uložení sa ide na koncept', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'editor');
  // the real server creates the draft; its reply is shown to the app with an empty sender
  await page.route('**/api/webapp/drafts', async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { sheet: Record<string, unknown> };
    body.sheet = { ...body.sheet, senderEmpty: true, info: { ...(body.sheet.info as object), sender: {} } };
    await route.fulfill({ response, json: body });
  });
  await page.goto('/#/dashboard');
  await page.getByRole('button', { name: 'Vytvoriť hru v kategórii Kdekoľvek' }).click();
  const dialog = page.getByRole('dialog', { name: 'Úprava variantu' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(dialog.getByText('Povinný údaj')).toHaveCount(0);
  await expect(dialog.getByLabel('Odosielateľ z kontaktov')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Názov variantu/ }).fill('Večerná prechádzka');
  await dialog.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page).toHaveURL(/#\/drafts\/\d+$/);
  await expect(page.getByTestId('game-subtitle')).toContainText('Večerná prechádzka');
});

test('odchod z neuloženého konceptu s úlohami: Zrušiť zostane, Áno uloží, Nie zahodí', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'editor');

  const first = await createFromDashboard(page);
  await addLevel(page.request, first, 'Koľko veží má Budatínsky hrad?');
  await page.reload();
  await expect(page.getByTestId('level-tile')).toHaveCount(1);
  await page.getByRole('link', { name: /Koncepty/ }).click();
  let leave = page.getByRole('dialog', { name: 'Uložiť rozpracovanú hru?' });
  await leave.getByRole('button', { name: 'Zrušiť' }).click();
  await expect(page).toHaveURL(new RegExp(`#/drafts/${first}$`));
  await expect(page.getByTestId('level-tile')).toHaveCount(1);
  expect(await sheetStatus(page.request, first)).toBe('unsaved');

  await page.getByRole('link', { name: /Koncepty/ }).click();
  leave = page.getByRole('dialog', { name: 'Uložiť rozpracovanú hru?' });
  await leave.getByRole('button', { name: 'Áno' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/#\/drafts$/);
  expect(await sheetStatus(page.request, first)).toBe('saved');

  const second = await createFromDashboard(page, 'Kdekoľvek');
  await addLevel(page.request, second, 'Ako sa volá rieka pri hrade?');
  await page.reload();
  await expect(page.getByTestId('level-tile')).toHaveCount(1);
  await page.getByRole('link', { name: /Vytvoriť hru/ }).click();
  leave = page.getByRole('dialog', { name: 'Uložiť rozpracovanú hru?' });
  await leave.getByRole('button', { name: 'Nie' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/#\/dashboard$/);
  expect(await sheetStatus(page.request, second)).toBe('gone');
});

test('uloženú hru možno po potvrdení odstrániť; aplikácia prejde na koncepty', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'editor');
  const id = await createFromDashboard(page);
  await nameGame(page, `Na odstránenie ${Date.now()}`);
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await page.getByRole('dialog', { name: 'Uložiť hru?' }).getByRole('button', { name: 'Áno' }).click();
  await page.getByRole('button', { name: 'Odstrániť' }).click();
  await page.getByRole('dialog', { name: 'Odstrániť hru?' }).getByRole('button', { name: 'Áno' }).click();
  await expect(page).toHaveURL(/#\/drafts$/);
  expect(await sheetStatus(page.request, id)).toBe('gone');
});

test('divák otvorí #/games/{id} len na čítanie a koncepty vidí bez možnosti vytvoriť hru (platform 2.3)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = demoAccount('admin');
  expect(await (await request.put(`${API}/session`, { data: admin })).json()).toMatchObject({ ok: true });
  const created = (await (await request.put(`${API}/drafts`, { data: { category: 1 } })).json()) as {
    sheet: { id: number };
  };
  const id = created.sheet.id;
  await addLevel(request, id, 'Kde stojí radnica?');

  await signIn(page, 'viewer');
  await page.goto('/#/drafts');
  await expect(page).toHaveURL(/#\/drafts$/);
  await expect(page.getByRole('heading', { name: 'Koncepty', level: 1 })).toBeVisible();
  await page.goto(`/#/games/${id}`);
  await expect(page.getByTestId('game-edit-view')).toHaveAttribute('data-readonly', 'true');
  await expect(page.getByTestId('level-tile')).toHaveCount(1);
  await expect(page.getByRole('toolbar', { name: 'Akcie hry' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upraviť hru' })).toHaveCount(0);
  await expect(page.getByTestId('level-tile-new')).toHaveCount(0);
  await expectNoEnglish(page);
});

test('z dlaždice + sa otvorí dialóg novej úlohy; po uložení pribudne dlaždica a počet úloh', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'editor');
  const id = await createFromDashboard(page);
  await addLevel(page.request, id, 'Kto postavil hrad?');
  await page.reload();
  await expect(page.getByTestId('level-tile')).toHaveCount(1);

  await page.getByTestId('level-tile-new').click();
  await expect(page).toHaveURL(new RegExp(`#/drafts/${id}/levels/new$`));
  const dialog = page.getByRole('dialog', { name: /Nová úloha/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Otázka/ }).fill('Koľko okien má veža?');
  await dialog.getByRole('combobox', { name: /Rozloženie/ }).click();
  await page.getByRole('option', { name: 'Zaujímavosť (wiki)' }).click();
  // a wiki level needs the text the player reads (level.json rules, issue 22)
  await dialog.getByRole('textbox', { name: /^Popis/ }).fill('Veža má dvanásť okien.');
  await dialog.getByRole('button', { name: 'Hotovo' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`#/drafts/${id}$`));
  await expect(page.getByTestId('level-tile')).toHaveCount(2);
  await expect(page.getByRole('tab', { name: 'Všetky (2)' })).toBeVisible();
  await expect(page.getByTestId('levels-title')).toHaveText('Všetky (2)');

  // a tile opens its level; Esc closes the dialog and the route returns to the view
  await page.getByTestId('level-tile').first().getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`#/drafts/${id}/levels/\\d+$`));
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`#/drafts/${id}$`));
});

test('úlohy troch rozložení z pohľadu hry: sady polí sa menia s rozložením, šípky prechádzajú medzi úlohami', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'editor');
  const id = await createFromDashboard(page, 'Kdekoľvek');
  await page.getByTestId('level-tile-new').click();
  const dialog = page.getByRole('dialog', { name: /Nová úloha|Úloha/ });
  const title = dialog.locator('#level-dialog-title');
  const chooseLayout = async (label: string) => {
    await dialog.getByRole('combobox', { name: /Rozloženie/ }).click();
    await page.getByRole('option', { name: label }).click();
  };

  // 1: a text answer: the answer settings appear
  await dialog.getByRole('textbox', { name: /^Otázka/ }).fill('Koľko veží má hrad?');
  await chooseLayout('Textová odpoveď');
  await expect(dialog.getByText('Nastavenia odpovedí')).toBeVisible();
  await expect(dialog.getByText('Nastavenia básničky')).toHaveCount(0);
  await dialog.getByRole('textbox', { name: /^Odpoveď 1(?!\d)/ }).fill('štyri');
  await title.click();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`#/drafts/${id}/levels/new$`));

  // 2: a poem: the poem settings replace the answer settings
  await dialog.getByRole('textbox', { name: /^Otázka/ }).fill('Napíšte básničku o rieke Váh.');
  await chooseLayout('Básnička');
  await expect(dialog.getByText('Nastavenia básničky')).toBeVisible();
  await expect(dialog.getByText('Nastavenia odpovedí')).toHaveCount(0);
  await title.click();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`#/drafts/${id}/levels/new$`));

  // 3: a wiki page; done closes and the view shows three tiles
  await dialog.getByRole('textbox', { name: /^Otázka/ }).fill('Zaujímavosť o radnici');
  await chooseLayout('Zaujímavosť (wiki)');
  await dialog.getByRole('textbox', { name: /^Popis/ }).fill('Radnica stojí od roku 1450.');
  await title.click();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(new RegExp(`#/drafts/${id}/levels/\\d+$`));
  await expect(dialog.getByRole('textbox', { name: /^Otázka/ })).toHaveValue('Napíšte básničku o rieke Váh.');
  await dialog.getByRole('button', { name: 'Hotovo' }).click();
  await expect(page).toHaveURL(new RegExp(`#/drafts/${id}$`));
  await expect(page.getByTestId('level-tile')).toHaveCount(3);
  await expect(page.getByRole('tab', { name: 'Všetky (3)' })).toBeVisible();
});

test('s číslovaním úloh prečísluje Vygenerovať → Všetky nasledujúce aj nasledujúce úlohy v pohľade hry', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'editor');
  const id = await createFromDashboard(page);
  await page.getByRole('button', { name: 'Upraviť variant' }).click();
  const variant = page.getByRole('dialog', { name: 'Úprava variantu' });
  await variant.getByRole('textbox', { name: /^Názov variantu/ }).fill('Číslovaná');
  await variant.getByRole('checkbox', { name: /Číslovať úlohy/ }).check();
  await variant.getByRole('button', { name: 'Uložiť' }).click();
  await expect(variant).toBeHidden();

  for (const [order, question] of [
    ['1', 'Prvá zastávka'],
    ['2', 'Druhá zastávka'],
    ['3', 'Tretia zastávka'],
  ]) {
    const reply = await page.request.put(`${API}/drafts/${id}/levels`, {
      // a wiki level needs its description (level.json rules, issue 22)
      data: {
        name: question,
        question,
        layout: 'LEVEL_WIKI',
        order,
        description: `${question}: zaujímavosť`,
      },
    });
    expect(await reply.json(), 'nová úloha cez API').toMatchObject({ ok: true });
  }
  await page.reload();
  await expect(page.getByTestId('level-number')).toHaveText(['Č. 1', 'Č. 2', 'Č. 3']);

  await page.getByTestId('level-tile').first().getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: /Úloha/ });
  await dialog.getByRole('textbox', { name: /^Číslo úlohy/ }).fill('10');
  await dialog.getByRole('button', { name: 'Vygenerovať' }).click();
  await page.getByRole('menuitem', { name: 'Všetky nasledujúce' }).click();
  await page.getByRole('dialog', { name: 'Prečíslovať úlohy' }).getByRole('button', { name: 'Áno' }).click();
  await expect(page.getByText('Čísla úloh boli prepísané.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Hotovo' }).click();
  await expect(page).toHaveURL(new RegExp(`#/drafts/${id}$`));
  await expect(page.getByTestId('level-number')).toHaveText(['Č. 10', 'Č. 11', 'Č. 12']);
});
