// The demo images (issue 21): the image-chooser and frame levels of the demo games and the games' main
// images and galleries show pictures, not 'Bez obrázka'. Screenshots of the image layouts land in
// test-results/demo-images/ for a look.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

const API = '/api/webapp';
const SHOTS = 'test-results/demo-images';

interface Row {
  id: number;
  gameName: string;
}

/** A demo level by its game's and its own name: the route of its level dialog (games or drafts). */
async function levelRoute(page: Page, gameName: string, name: string): Promise<string> {
  const sheets: [string, number][] = [];
  for (const tab of ['active', 'finished', 'ongoing']) {
    const reply = await page.request.get(`${API}/games?po=0&pl=100&t=${tab}`);
    for (const g of ((await reply.json()) as { games: Row[] }).games) {
      if (g.gameName === gameName) sheets.push(['games', g.id]);
    }
  }
  const drafts = await page.request.get(`${API}/drafts?po=0&pl=100`);
  for (const d of ((await drafts.json()) as { games: Row[] }).games) {
    if (d.gameName === gameName) sheets.push(['drafts', d.id]);
  }
  for (const [area, id] of sheets) {
    const reply = await page.request.get(`${API}/${area}/${id}/levels?po=0&pl=100`);
    const levels = ((await reply.json()) as { levels: { id: number; info: { name?: { val?: string } } }[] })
      .levels;
    const level = levels.find((l) => l.info.name?.val === name);
    if (level) return `/#/${area}/${id}/levels/${level.id}`;
  }
  throw new Error(`demo data: ${gameName} – ${name}`);
}

/** Every picture inside `scope` has loaded (a real image, not a broken one). */
async function expectPicturesLoaded(scope: Locator, count: number) {
  const pictures = scope.locator('img');
  await expect(pictures).toHaveCount(count);
  for (const picture of await pictures.all()) {
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  await expect(scope.getByText('Bez obrázka')).toHaveCount(0);
}

for (const [game, level, file] of [
  ['Tajomstvo Žilinského hradu', 'Erb mesta', 'image-chooser'],
  ['Stratený poklad Bratislavy', 'Čumil', 'frame-images-chooser'],
  ['Firemná výzva Bojnice', 'Zoo', 'frame-zoo'],
] as const) {
  test(`úloha „${level}“ ukazuje štyri obrázkové odpovede`, async ({ page }) => {
    await signIn(page, 'editor');
    await page.goto(await levelRoute(page, game, level));
    const dialog = page.getByRole('dialog').filter({ hasText: 'Nastavenia obrázkových odpovedí' });
    await expect(dialog).toBeVisible();
    const answers = dialog.getByRole('group').filter({ hasText: /Obrázková odpoveď/ });
    await expect(answers).toHaveCount(4);
    await expectPicturesLoaded(dialog.locator('fieldset').filter({ hasText: /Obrázková odpoveď/ }), 4);
    await dialog.getByText('Obrázková odpoveď 1').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${file}.png` });
  });
}

test('hra má hlavný obrázok a galériu', async ({ page }) => {
  await signIn(page, 'editor');
  const route = await levelRoute(page, 'Legenda o Jánošíkovi', 'Zbojnícka pieseň');
  await page.goto(route.replace(/\/levels\/\d+$/, ''));
  await page.getByRole('button', { name: 'Upraviť hru' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const images = dialog.locator('fieldset').filter({ has: page.locator('img') });
  // the main image and three gallery pictures
  await expect(images).toHaveCount(4);
  await expectPicturesLoaded(images, 4);
  await images.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/game-images.png` });
});
