// Send to production (games 2.4, 2.10, 4.3): an editor sends a valid draft of its own and sees it
// opened at #/games/{id}, in production; each blocker stops a draft that is not ready. Drafts are
// created through the API in the test (the shared demo data stays untouched).
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

/** A draft of the signed-in editor: a named game and variant (valid unless gameName is '') and its levels. */
async function draft(page: Page, name: string, levels: number, opts: { labeler?: boolean } = {}) {
  const { request } = page;
  const sheet = (await ok(request, 'put', 'drafts', { category: 1 })).sheet as { id: number };
  if (name) await ok(request, 'post', `games/${sheet.id}`, { name, category: 'ZILINA' });
  await ok(request, 'post', `drafts/${sheet.id}`, { name: 'Rodinná' });
  for (let i = 1; i <= levels; i++) {
    await ok(request, 'put', `drafts/${sheet.id}/levels`, {
      question: `Koľko veží má hrad? (${i})`,
      layout: 'ANSWER_REQUIRED',
      'answer.answers-1': 'štyri',
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

test('editor odošle platný koncept do produkcie a hra sa otvorí medzi hrami', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'editor');
  const name = `E2E produkcia ${Date.now()}`;
  const id = await draft(page, name, 3);
  await clickSubmit(page, id);

  const overview = page.getByRole('dialog', { name: 'Odoslať do produkcie' });
  await expect(overview).toContainText(`Hra „${name}“ (Rodinná) sa odošle do produkcie.`);
  await expectNoEnglish(page);
  await overview.getByRole('button', { name: 'Odoslať' }).click();

  const succeed = page.getByRole('dialog', { name: 'Hra je v produkcii' });
  await expect(succeed).toContainText('Hra bola odoslaná do produkcie pod číslom podania');
  await succeed.getByRole('button', { name: 'Otvoriť hru' }).click();

  await expect(page).toHaveURL(new RegExp(`#/games/${id}$`));
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const toolbar = page.getByRole('toolbar', { name: 'Akcie hry' });
  await expect(toolbar).toBeVisible();
  await expect(toolbar.getByRole('button', { name: 'Odoslať do produkcie' })).toHaveCount(0);

  const game = (await (await page.request.get(`${API}/games/${id}`)).json()) as {
    game: { status: string; production: boolean; number: string | null };
  };
  expect(game.game).toMatchObject({ status: 'registered', production: true });
  expect(game.game.number).toBeTruthy();
  const levels = (await (await page.request.get(`${API}/games/${id}/levels`)).json()) as {
    levels: { number: string }[];
  };
  expect(levels.levels.map((l) => l.number)).toEqual(['1', '2', '3']);

  // listed under games: a registered sheet is in the ongoing tab ('nepodané'), sent today, so first
  await page.goto('/#/games?t=ongoing');
  const item = page
    .getByRole('list', { name: 'Zoznam hier' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(item).toBeVisible();
  await item.getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`#/games/${id}$`));
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
      text: 'Úloha bez čísla: Koľko veží má hrad? (1)',
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
