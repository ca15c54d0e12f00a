// The game's map and route export in the browser: a demo game whose variant has a start and whose
// levels stand in a Slovak town, its 'Mapa' view (a numbered marker per placed level, the start, the
// route's length, 'Bez polohy (N)'), a marker opening its level, and both route files downloaded through
// the download dialog: the GPX (wpt per point, rte in order) and the GeoJSON (Points and LineString).
import type { Download, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { API, expectNoEnglish, signIn } from './helpers';

interface RouteLevel {
  id: number;
  number: string;
  title: string;
  position: { lat: number; lng: number; radius: number } | null;
}
interface SheetRoute {
  start: { lat: number; lng: number; radius: number } | null;
  levels: RouteLevel[];
}

/** A demo game with a start, placed levels and at least one level without a position. */
async function demoGameWithRoute(page: Page): Promise<{ id: number; route: SheetRoute }> {
  const list = (await (await page.request.get(`${API}/games?po=0&pl=100`)).json()) as {
    games: { id: number }[];
  };
  for (const game of list.games) {
    const reply = (await (await page.request.get(`${API}/games/${game.id}/route`)).json()) as {
      route: SheetRoute;
    };
    const placed = reply.route.levels.filter((l) => l.position).length;
    if (reply.route.start && placed >= 2 && placed < reply.route.levels.length)
      return { id: game.id, route: reply.route };
  }
  throw new Error('žiadna ukážková hra so štartom, polohami úloh a úlohou bez polohy');
}

async function text(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** 'Exportovať trasu' → the format → 'Stiahnuť' in the download dialog; the downloaded file. */
async function exportRoute(page: Page, format: RegExp): Promise<Download> {
  await page.getByRole('button', { name: 'Exportovať trasu' }).click();
  await page.getByRole('menuitem', { name: format }).click();
  const dialog = page.getByRole('dialog', { name: 'Exportovať trasu' });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Stiahnuť' }).click();
  const download = await downloading;
  await expect(dialog).toBeHidden();
  return download;
}

test('mapa hry: značky úloh a štartu, dĺžka trasy, Bez polohy a export GPX a GeoJSON', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'admin');
  const { id, route } = await demoGameWithRoute(page);
  const placed = route.levels.filter((l) => l.position);
  const unplaced = route.levels.filter((l) => !l.position);

  await page.goto(`/#/games/${id}`);
  await page.getByRole('button', { name: 'Mapa' }).click();
  await expect(page).toHaveURL(new RegExp(`#/games/${id}\\?v=map$`));
  const map = page.getByRole('region', { name: 'Mapa hry' });
  const markers = map.locator('.leaflet-marker-icon');
  await expect(markers).toHaveCount(placed.length + 1);
  await expect(markers.first()).toHaveText('Štart');
  await expect(markers.first()).toHaveAttribute('title', 'Štart hry');
  const first = placed[0]!;
  await expect(markers.nth(1)).toHaveText(first.number);
  await expect(markers.nth(1)).toHaveAttribute('title', `Úloha ${first.number}: ${first.title}`);
  // the route's line and its length, the legs' lengths, the levels without a position
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(1);
  await expect(map.getByTestId('route-total')).toHaveText(/^Dĺžka trasy: (\d+,\d km|\d+ m)$/);
  await expect(map.getByTestId('route-leg')).toHaveCount(placed.length);
  await expect(map.getByTestId('route-leg').first()).toHaveText(
    new RegExp(`^Štart → Úloha ${first.number}: (\\d+,\\d km|\\d+ m)`),
  );
  await expect(map.getByRole('heading', { name: `Bez polohy (${unplaced.length})` })).toBeVisible();
  await expectNoEnglish(page);

  // a marker opens its level's dialog; closing it comes back to the map
  await markers.nth(1).click();
  await expect(page).toHaveURL(new RegExp(`#/games/${id}/levels/${first.id}\\?v=map$`));
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`#/games/${id}\\?v=map$`));
  await expect(markers).toHaveCount(placed.length + 1);

  // GPX 1.1: a wpt per placed level and the start, the rte in the same order
  const gpxFile = await exportRoute(page, /GPX/);
  expect(gpxFile.suggestedFilename()).toMatch(new RegExp(`^trasa-[a-z0-9-]*${id}\\.gpx$`));
  const gpx = await text(gpxFile);
  expect(gpx).toContain('<gpx version="1.1"');
  expect(gpx).toContain('xmlns="http://www.topografix.com/GPX/1/1"');
  const wptNames = [...gpx.matchAll(/<wpt [^>]*>\s*<name>([^<]*)<\/name>/g)].map((m) => m[1]);
  expect(wptNames[0]).toBe('Štart');
  expect(wptNames).toHaveLength(placed.length + 1);
  expect(wptNames[1]).toBe(`${first.number} ${first.title.replace(/&/g, '&amp;')}`);
  expect([...gpx.matchAll(/<rtept /g)]).toHaveLength(placed.length + 1);

  // GeoJSON: Points ([lng, lat]) with number, title, layout, radius; the start marked; the LineString
  const geoFile = await exportRoute(page, /GeoJSON/);
  expect(geoFile.suggestedFilename()).toMatch(new RegExp(`^trasa-[a-z0-9-]*${id}\\.geojson$`));
  const doc = JSON.parse(await text(geoFile)) as {
    type: string;
    features: { geometry: { type: string; coordinates: unknown }; properties: Record<string, unknown> }[];
  };
  expect(doc.type).toBe('FeatureCollection');
  const points = doc.features.filter((f) => f.geometry.type === 'Point');
  expect(points).toHaveLength(placed.length + 1);
  expect(points[0]!.properties).toMatchObject({ start: true });
  expect(points[1]!.properties).toMatchObject({ start: false, number: first.number, title: first.title });
  expect(points[1]!.geometry.coordinates).toEqual([first.position!.lng, first.position!.lat]);
  const lines = doc.features.filter((f) => f.geometry.type === 'LineString');
  expect(lines).toHaveLength(1);
  expect(lines[0]!.geometry.coordinates).toHaveLength(placed.length + 1);
});
