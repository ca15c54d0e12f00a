// The position picker of a level ('Poloha úlohy', field type geo) in the browser against the real server:
// a pasted pair fills both degrees and draws the marker and the radius circle, a click on the map moves
// it, 'Vymazať polohu' clears it, a radius out of range is refused in Slovak, the saved level stores
// {lat, lng, radius}; without tiles the map says so and the inputs still work. Tiles cannot load in e2e
// (a data: image), so the test looks at the marker, not at the tiles.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoEnglish, signIn } from './helpers';

const API = '/api/webapp';

async function call(request: APIRequestContext, method: 'GET' | 'PUT' | 'POST', path: string, data?: object) {
  const res = await request.fetch(`${API}/${path}`, { method, data });
  const body = (await res.json()) as Record<string, unknown>;
  expect(body, `${method} ${path}`).toMatchObject({ ok: true });
  return body;
}

const levelDialog = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.locator('[data-level-form]') });

async function openNewLevel(page: Page): Promise<{ sheetId: number; dialog: Locator; picker: Locator }> {
  const sheet = (await call(page.request, 'PUT', 'drafts', { category: 1 })).sheet as { id: number };
  await page.goto(`/#/drafts/${sheet.id}`);
  await page.getByTestId('level-tile-new').click();
  const dialog = levelDialog(page);
  await expect(dialog.getByText('Nová úloha', { exact: true })).toBeVisible();
  const picker = dialog.locator('[data-geo-field="position"]');
  await expect(picker.getByText('Poloha úlohy')).toBeVisible();
  return { sheetId: sheet.id, dialog, picker };
}

test('editor sets a level’s position by pasting, by the map and by the inputs; it is stored', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'editor');
  const { sheetId, dialog, picker } = await openNewLevel(page);
  const lat = picker.getByRole('textbox', { name: 'Zemepisná šírka' });
  const lng = picker.getByRole('textbox', { name: 'Zemepisná dĺžka' });
  const radius = picker.getByRole('textbox', { name: 'Polomer' });

  await dialog.getByRole('textbox', { name: /Otázka/ }).fill('Koľko okien má veža nad bránou?');
  await dialog.getByRole('textbox', { name: /^Odpoveď 1(?!\d)/ }).fill('12');

  // a pair pasted into the latitude fills both; the default radius follows; marker and circle appear
  await lat.click();
  await lat.fill('49.22268, 18.73863');
  await expect(lat).toHaveValue('49.22268');
  await expect(lng).toHaveValue('18.73863');
  await expect(radius).toHaveValue('25');
  await expect(picker.locator('.leaflet-marker-icon')).toBeVisible();
  await expect(picker.locator('path.leaflet-interactive')).toHaveCount(1);

  // a click on the map moves the position there
  const map = picker.locator('.leaflet-container');
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.8, box.y + box.height * 0.3);
  await expect(lat).not.toHaveValue('49.22268');
  await expect(lng).not.toHaveValue('18.73863');
  const moved = { lat: Number(await lat.inputValue()), lng: Number(await lng.inputValue()) };
  expect(moved.lat).toBeGreaterThan(49.22268);
  expect(moved.lng).toBeGreaterThan(18.73863);

  // a radius out of range is refused in Slovak, a good one is kept
  await radius.fill('5000');
  await expect(picker.getByText('Polomer musí byť od 5 do 1000 m')).toBeVisible();
  await radius.fill('40');
  await expect(picker.getByText('Polomer musí byť od 5 do 1000 m')).toBeHidden();

  // clearing and typing by keyboard only
  await picker.getByRole('button', { name: 'Vymazať polohu' }).click();
  await expect(lat).toHaveValue('');
  await expect(picker.locator('.leaflet-marker-icon')).toHaveCount(0);
  await lat.focus();
  await page.keyboard.type('49,2231');
  await page.keyboard.press('Tab');
  await page.keyboard.type('18.7394');
  await page.keyboard.press('Tab');
  await expect(radius).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('60');
  await expect(picker.locator('.leaflet-marker-icon')).toBeVisible();
  await expectNoEnglish(page);

  await dialog.getByRole('button', { name: 'Hotovo' }).click();
  await expect(dialog).toBeHidden();
  const levels = (await call(page.request, 'GET', `drafts/${sheetId}/levels`)).levels as { id: number }[];
  expect(levels).toHaveLength(1);
  const level = (await call(page.request, 'GET', `drafts/${sheetId}/levels/${levels[0]!.id}`)).level as {
    info: Record<string, { val?: unknown }>;
  };
  expect(level.info.position?.val).toEqual({ lat: 49.2231, lng: 18.7394, radius: 60 });
});

test.describe('tiles that cannot load', () => {
  // the blocked tiles are what this test provokes
  test.use({ allowedConsoleErrors: [/127\.0\.0\.1:9\//] });

  test('without tiles the map says so in Slovak and the inputs still set the position', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'editor');
    // tiles of a host that does not answer
    await page.route('**/api/webapp/map', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          ok: true,
          map: { tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png', attribution: '' },
        }),
      }),
    );
    const { picker } = await openNewLevel(page);
    await expect(picker.getByTestId('geo-map-unavailable')).toHaveText(/Mapa nie je dostupná/, {
      timeout: 20_000,
    });
    await picker.getByRole('textbox', { name: 'Zemepisná šírka' }).fill('48.14489 17.10679');
    await expect(picker.getByRole('textbox', { name: 'Zemepisná dĺžka' })).toHaveValue('17.10679');
    await expect(picker.getByRole('textbox', { name: 'Polomer' })).toHaveValue('25');
    await expectNoEnglish(page);
  });
});
