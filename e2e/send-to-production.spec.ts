// Send to production (games 2.4, 2.10, 4.3; issue 31): an editor sends a valid draft of its own and
// every screen then says the same thing in the specification's terms (docs/game-authoring.md, "Where a
// game's state is shown"): the result dialog, the game's Stav and submission number, the games list tab,
// the change log; each blocker stops a draft that is not ready (no active level included), and levels
// in testing ask 'Odoslať aj tak' and are logged. Drafts are created through the API in the test (the
// shared demo data stays untouched).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoEnglish, signIn } from './helpers';

const API = '/api/webapp';

async function ok(request: APIRequestContext, method: 'put' | 'post', path: string, data: unknown) {
  const reply = await request[method](`${API}/${path}`, { data });
  const body = (await reply.json()) as Record<string, unknown>;
  expect(body, `${method.toUpperCase()} ${path}`).toMatchObject({ ok: true });
  return body;
}

/**
 * A draft of the signed-in editor: a named game and variant (valid unless gameName is '') and its
 * levels, active (in production) except the last `testing` ones.
 */
async function draft(
  page: Page,
  name: string,
  levels: number,
  opts: { labeler?: boolean; testing?: number } = {},
) {
  const { request } = page;
  const sheet = (await ok(request, 'put', 'drafts', { category: 1 })).sheet as { id: number };
  if (name) await ok(request, 'post', `games/${sheet.id}`, { name, category: 'ZILINA' });
  await ok(request, 'post', `drafts/${sheet.id}`, { name: 'Rodinná' });
  for (let i = 1; i <= levels; i++) {
    await ok(request, 'put', `drafts/${sheet.id}/levels`, {
      question: `Koľko veží má hrad? (${i})`,
      layout: 'ANSWER_REQUIRED',
      'answer.answers-1': 'štyri',
      active: i <= levels - (opts.testing ?? 0),
    });
  }
  // 'Číslovať úlohy' makes the levels without a number invalid
  if (opts.labeler) await ok(request, 'post', `drafts/${sheet.id}`, { labeler: true });
  // saved, so that going from one draft to the next asks nothing (games 4.2 leave dialog)
  await ok(request, 'post', `drafts/${sheet.id}/save`, {});
  return sheet.id;
}

async function clickSubmit(page: Page, id: number) {
  await page.goto(`/#/drafts/${id}`);
  await expect(page.getByTestId('game-edit-view')).toBeVisible();
  await page
    .getByRole('toolbar', { name: 'Akcie hry' })
    .getByRole('button', { name: 'Odoslať do produkcie' })
    .click();
}

test('editor odošle platný koncept a každá obrazovka potom hovorí to isté: Nepodaná, Prebiehajúce, číslo podania', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'editor');
  const name = `E2E produkcia ${Date.now()}`;
  const id = await draft(page, name, 3);
  await clickSubmit(page, id);

  const overview = page.getByRole('dialog', { name: 'Odoslať do produkcie' });
  await expect(overview).toContainText(`Hra „${name}“ (Rodinná) sa odošle do produkcie.`);
  await expect(overview).toContainText(
    'Po odoslaní bude mať variant stav Nepodaná (čaká na prijatie) a nájdete ho v zozname Hry na záložke Prebiehajúce.',
  );
  await expectNoEnglish(page);
  await overview.getByRole('button', { name: 'Odoslať', exact: true }).click();

  // the result dialog: what happened and where the game is now
  const succeed = page.getByRole('dialog', { name: 'Variant bol odoslaný' });
  await expect(succeed).toContainText('Variant bol odoslaný do produkcie pod číslom podania');
  await expect(succeed).toContainText('Stav: Nepodaná – čaká na prijatie.');
  await expect(succeed).toContainText('Nájdete ho v zozname Hry na záložke Prebiehajúce');
  await expect(succeed).not.toContainText('Hra je v produkcii');
  await succeed.getByRole('button', { name: 'Otvoriť hru' }).click();

  await expect(page).toHaveURL(new RegExp(`#/games/${id}$`));
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const toolbar = page.getByRole('toolbar', { name: 'Akcie hry' });
  await expect(toolbar).toBeVisible();
  await expect(toolbar.getByRole('button', { name: 'Odoslať do produkcie' })).toHaveCount(0);

  const game = (await (await page.request.get(`${API}/games/${id}`)).json()) as {
    game: { status: string; production: boolean; gameProduction: boolean; number: string | null };
  };
  expect(game.game).toMatchObject({ status: 'registered', production: true, gameProduction: true });
  const number = game.game.number!;
  expect(number).toBeTruthy();
  // the game page: Stav Nepodaná and the submission number
  await expect(page.getByTestId('prop-status')).toHaveText('StavNepodaná');
  await expect(page.getByTestId('prop-number')).toHaveText(`Číslo podania${number}`);
  const levels = (await (await page.request.get(`${API}/games/${id}/levels`)).json()) as {
    levels: { number: string }[];
  };
  expect(levels.levels.map((l) => l.number)).toEqual(['1', '2', '3']);

  // the change log of the variant: Stav Koncept → Nepodaná (odoslaná do produkcie, čaká na prijatie)
  await toolbar.getByRole('button', { name: 'Upraviť variant' }).click();
  const variant = page.getByRole('dialog', { name: 'Úprava variantu' });
  await variant.getByRole('button', { name: 'Zobraziť históriu zmien' }).click();
  await expect(variant.getByRole('region', { name: 'História zmien' })).toContainText(
    'Stav: Koncept → Nepodaná (odoslaná do produkcie, čaká na prijatie)',
  );
  await page.keyboard.press('Escape');
  await expect(variant).toBeHidden();

  // the games list: in 'Prebiehajúce' (as 'Nepodaná' sheets are), not in 'Aktívne'
  await page.goto('/#/games?t=ongoing');
  await expect(page.getByRole('tab', { name: 'Prebiehajúce' })).toHaveAttribute(
    'title',
    'Odoslané hry, ktoré čakajú na prijatie (stav Nepodaná), a uložené koncepty (stav Koncept).',
  );
  const list = page.getByRole('list', { name: 'Zoznam hier' });
  const item = list.getByRole('listitem').filter({ hasText: name });
  await expect(item).toBeVisible();
  await expect(item).toContainText(number);
  await page.getByRole('tab', { name: 'Aktívne' }).click();
  await expect(page).toHaveURL(/t=active/);
  await expect(page.getByRole('tab', { name: 'Aktívne' })).toHaveAttribute('aria-selected', 'true');
  await expect(list.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Prebiehajúce' }).click();
  await item.getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`#/games/${id}$`));
});

test("úlohy v testovaní: odoslanie len tlačidlom 'Odoslať aj tak' a v histórii zmien je upozornenie", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'editor');
  const id = await draft(page, `E2E s testovacou úlohou ${Date.now()}`, 2, { testing: 1 });
  await clickSubmit(page, id);
  const overview = page.getByRole('dialog', { name: 'Odoslať do produkcie' });
  await expect(overview).toContainText('Tieto úlohy sú v testovaní a hráči ich neuvidia:');
  await expect(overview.getByRole('button')).toHaveText(['Zrušiť', 'Odoslať aj tak']);
  await overview.getByRole('button', { name: 'Odoslať aj tak' }).click();
  const succeed = page.getByRole('dialog', { name: 'Variant bol odoslaný' });
  await expect(succeed).toContainText('Stav: Nepodaná – čaká na prijatie.');
  await succeed.getByRole('button', { name: 'Otvoriť hru' }).click();
  await page
    .getByRole('toolbar', { name: 'Akcie hry' })
    .getByRole('button', { name: 'Upraviť variant' })
    .click();
  const variant = page.getByRole('dialog', { name: 'Úprava variantu' });
  await variant.getByRole('button', { name: 'Zobraziť históriu zmien' }).click();
  await expect(variant.getByRole('region', { name: 'História zmien' })).toContainText(
    'Odoslaná napriek upozorneniam: — → niektoré úlohy sú v testovaní – hráči ich neuvidia',
  );
});

test('každá prekážka zastaví odoslanie svojím oknom, ktoré povie, čo chýba', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'editor');
  const cases = [
    {
      id: await draft(page, '', 1),
      title: 'Hru nie je možné odoslať',
      text: 'Hra nemá správne vyplnené povinné údaje (napríklad názov hry).',
      buttons: ['Upraviť hru', 'Rozumiem'],
      query: '',
    },
    {
      id: await draft(page, `E2E neplatná úloha ${Date.now()}`, 1, { labeler: true }),
      title: 'Hra obsahuje neplatné úlohy',
      // the level and what is wrong with it (issue 31)
      text: 'Úloha bez čísla: Koľko veží má hrad? (1)Číslo úlohy: Povinný údaj',
      buttons: ['Rozumiem'],
      // games 2.4: 'Rozumiem' shows the invalid levels
      query: '\\?f=invalid',
    },
    {
      id: await draft(page, `E2E bez úloh ${Date.now()}`, 0),
      title: 'Hra nemá žiadne úlohy',
      text: 'Hra musí obsahovať aspoň jednu úlohu.',
      buttons: ['Rozumiem'],
      query: '',
    },
    {
      // issue 31: production gets only playable games
      id: await draft(page, `E2E bez aktívnej úlohy ${Date.now()}`, 1, { testing: 1 }),
      title: 'Žiadna úloha nie je aktívna',
      text: 'Hru nie je možné odoslať do produkcie: žiadna jej úloha nie je aktívna, hráči by nevideli nič.',
      buttons: ['Rozumiem'],
      query: '',
    },
  ];
  for (const c of cases) {
    await clickSubmit(page, c.id);
    const dialog = page.getByRole('dialog', { name: c.title });
    await expect(dialog).toContainText(c.text);
    await expect(dialog.getByRole('button')).toHaveText(c.buttons);
    await expectNoEnglish(page);
    await dialog.getByRole('button', { name: 'Rozumiem' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`#/drafts/${c.id}${c.query}$`));
    const sheet = (await (await page.request.get(`${API}/drafts/${c.id}`)).json()) as {
      game: { status: string };
    };
    expect(sheet.game.status).toBe('draft');
  }
});
