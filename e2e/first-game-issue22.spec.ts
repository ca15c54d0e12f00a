// A first game without dead ends (issue 22): the blocker's button opens the game dialog, a clone of a
// game sent to production is sent again, an accepted answer moves to the valid table and is taken back,
// a viewer reads 'Len na čítanie' and is told when a link leads to a screen they may not open, and
// the header keeps its badges and search field inside at every width from 768 to 1920 px.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiCall as call, draftWithAnswerLevel, expectNoEnglish, postPlayEvents, signIn } from './helpers';
import { AnswerInsightsPage } from './pages';

/** A saved draft of the signed-in editor with a named (or unnamed) game, a variant and `levels` levels. */
async function draft(page: Page, name: string, levels: number): Promise<number> {
  const { request } = page;
  const sheet = (await call(request, 'PUT', 'drafts', { category: 1 })).sheet as { id: number };
  if (name) await call(request, 'POST', `games/${sheet.id}`, { name, category: 'ZILINA' });
  await call(request, 'POST', `drafts/${sheet.id}`, { name: 'Rodinná' });
  for (let i = 1; i <= levels; i++) {
    await call(request, 'PUT', `drafts/${sheet.id}/levels`, {
      name: `Veža ${i}`,
      question: `Koľko veží má hrad? (${i})`,
      layout: 'ANSWER_REQUIRED',
      'answer.answers-1': 'štyri',
      active: true, // a sheet needs an active level to be sent (issue 31)
    });
  }
  await call(request, 'POST', `drafts/${sheet.id}/save`, {});
  return sheet.id;
}

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Akcie hry' });

async function sendThroughDialog(page: Page) {
  await toolbar(page).getByRole('button', { name: 'Odoslať do produkcie' }).click();
  const overview = page.getByRole('dialog', { name: 'Odoslať do produkcie' });
  await overview.getByRole('button', { name: 'Odoslať' }).click();
  const succeed = page.getByRole('dialog', { name: 'Variant bol odoslaný' });
  await expect(succeed).toContainText('Variant bol odoslaný do produkcie pod číslom podania');
  await succeed.getByRole('button', { name: 'Otvoriť hru' }).click();
}

test("the blocker names the missing game name and its button opens 'Úprava hry'", async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'editor');
  const id = await draft(page, '', 1);
  await page.goto(`/#/drafts/${id}`);
  await toolbar(page).getByRole('button', { name: 'Odoslať do produkcie' }).click();
  const blocker = page.getByRole('dialog', { name: 'Hru nie je možné odoslať' });
  await expect(blocker).toContainText('Hra nemá správne vyplnené povinné údaje (napríklad názov hry).');
  await expect(blocker).not.toContainText('odosielateľa');
  await expectNoEnglish(page);
  await blocker.getByRole('button', { name: 'Upraviť hru' }).click();
  await expect(blocker).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Úprava hry' })).toBeVisible();
});

test('a clone of a game sent to production, once saved, is sent to production again', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'editor');
  const name = `E2E klon ${Date.now()}`;
  const id = await draft(page, name, 2);
  await page.goto(`/#/drafts/${id}`);
  await sendThroughDialog(page);
  await expect(page).toHaveURL(new RegExp(`#/games/${id}$`));

  await toolbar(page).getByRole('button', { name: 'Klonovať' }).click();
  await expect(page).toHaveURL(/#\/drafts\/\d+$/);
  const cloneId = Number(/#\/drafts\/(\d+)$/.exec(page.url())![1]);
  expect(cloneId).not.toBe(id);
  await toolbar(page).getByRole('button', { name: 'Uložiť' }).click();
  await page
    .getByRole('dialog', { name: 'Uložiť hru?' })
    .getByRole('button', { name: /Uložiť|Áno/ })
    .click();
  await expect(page.getByTestId('game-edit-view')).toHaveAttribute('data-saved', 'true');
  await expect(toolbar(page).getByRole('button', { name: 'Odoslať do produkcie' })).toBeVisible();
  await sendThroughDialog(page);
  await expect(page).toHaveURL(new RegExp(`#/games/${cloneId}$`));
  const clone = (await call(page.request, 'GET', `games/${cloneId}`)).game as { production: boolean };
  expect(clone.production).toBe(true);
});

test("insights: 'Uznať' moves the answer to the valid table, 'Vrátiť späť' takes it back", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'editor');
  const { sheetId, levelId } = await draftWithAnswerLevel(page.request, {
    name: 'Štít',
    question: 'Ktorý štít vidno z námestia?',
  });
  const sheet = { id: sheetId };
  const level = { id: levelId };
  const run = `e2e22-${sheet.id}`;
  const ev = (n: number, play: string, type: string, extra: object = {}) => ({
    id: `${run}-${n}`,
    type,
    playId: `${run}-${play}`,
    sheetId: sheet.id,
    at: 1_700_000_000 + n * 10,
    ...extra,
  });
  const ingest = await postPlayEvents(page.request, [
    ev(1, 'a', 'start', { team: 'Kamzíky' }),
    ev(2, 'a', 'answer', { levelId: level.id, text: 'Krivan', correct: false }),
    ev(3, 'a', 'answer', { levelId: level.id, text: 'Kriváň', correct: true }),
    ev(4, 'b', 'start', { team: 'Orly' }),
    ev(5, 'b', 'answer', { levelId: level.id, text: 'Krivan', correct: false }),
  ]);
  expect(ingest).toMatchObject({ ok: true, stored: 5 });

  await page.goto(`/#/drafts/${sheet.id}/levels/${level.id}`);
  const levelDialog = page.getByRole('dialog').filter({ has: page.locator('[data-level-form]') });
  await levelDialog.getByRole('button', { name: 'Odpovede' }).click();
  const insights = new AnswerInsightsPage(page);
  // exact: 'Správne odpovede' is a part of 'Nesprávne odpovede'
  const validTable = insights.dialog.getByRole('table', { name: 'Správne odpovede', exact: true });
  const invalidTable = insights.dialog.getByRole('table', { name: 'Nesprávne odpovede', exact: true });
  await expect(invalidTable.getByRole('row', { name: 'Krivan 2' })).toBeVisible();

  await insights.accept('Krivan').click();
  const accepted = insights.dialog.getByTestId('insights-accepted');
  await expect(accepted).toContainText('Odpoveď „Krivan“ je uznaná ako správna.');
  await expect(validTable.getByRole('row', { name: 'Krivan 2' })).toBeVisible();
  await expect(invalidTable.getByRole('row', { name: 'Krivan 2', exact: true })).toHaveCount(0);
  await expectNoEnglish(page);

  await accepted.getByRole('button', { name: 'Vrátiť späť' }).click();
  await expect(invalidTable.getByRole('row', { name: 'Krivan 2' })).toBeVisible();
  await expect(validTable.getByRole('row', { name: 'Krivan 2', exact: true })).toHaveCount(0);
  await expect(insights.accept('Krivan')).toBeVisible();
  const stored = (await call(page.request, 'GET', `drafts/${sheet.id}/levels/${level.id}`)).level as {
    info: Record<string, { val?: unknown }>;
  };
  expect(Object.values(stored.info).map((v) => v?.val)).not.toContain('Krivan');
});

test("a viewer reads 'Len na čítanie' and is told about a screen they may not open", async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'viewer');
  const games = (await call(page.request, 'GET', 'games?po=0&pl=5&t=active')).games as { id: number }[];
  expect(games.length, 'demo data: an active game').toBeGreaterThan(0);
  await page.goto(`/#/games/${games[0].id}`);
  await expect(page.getByTestId('game-edit-view')).toHaveAttribute('data-readonly', 'true');
  await expect(page.getByTestId('read-only-note')).toContainText('Len na čítanie');
  await page.getByTestId('level-tile').first().getByRole('button').click();
  await expect(page.getByRole('dialog').getByTestId('read-only-note')).toContainText('Len na čítanie');
  await expectNoEnglish(page);

  await page.goto('/#/invoices');
  await expect(page.getByText('Na túto obrazovku nemáte prístup. Zobrazujú sa hry.')).toBeVisible();
  await expect(page).toHaveURL(/#\/games/);
});

for (const width of [768, 1024, 1366, 1920]) {
  test(`header at ${width} px: badges and search field inside, no jump while typing`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'admin');
    await page.goto('/#/games');
    const header = page.locator('header').first();
    const search = page.getByRole('searchbox', { name: /Hľadať/ });
    await expect(search).toBeVisible();
    await expect(page.locator('[data-badge]').first()).toBeVisible();

    const inside = async () => {
      const box = (await header.boundingBox())!;
      const boxes = [await search.boundingBox()];
      for (const badge of await page.locator('[data-badge]').all()) {
        if (await badge.isVisible()) boxes.push(await badge.boundingBox());
      }
      for (const b of boxes) {
        expect(b).not.toBeNull();
        expect(b!.y, `top at ${width}`).toBeGreaterThanOrEqual(box.y);
        expect(b!.y + b!.height, `bottom at ${width}`).toBeLessThanOrEqual(box.y + box.height + 0.5);
        expect(b!.x).toBeGreaterThanOrEqual(box.x);
        expect(b!.x + b!.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
      }
    };
    await inside();
    const before = (await search.boundingBox())!;
    await search.pressSequentially('hrad', { delay: 50 });
    await expect(page.locator('[data-badge="found"]').first()).toBeVisible();
    const after = (await search.boundingBox())!;
    expect(Math.abs(after.x - before.x), 'the search field does not move').toBeLessThan(1);
    expect(Math.abs(after.y - before.y), 'the search field does not move').toBeLessThan(1);
    await inside();
    // one badge per menu item during a search
    for (const item of await page.getByRole('navigation', { name: 'Hlavné menu' }).getByRole('link').all()) {
      expect(await item.locator('[data-badge]').count()).toBeLessThanOrEqual(1);
    }
  });
}
