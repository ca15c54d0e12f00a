// The level/parcel detail (games 2.5, 2.12, 4.6): opened from a level item of the games list's layout
// filter, stepped with the arrow keys, a received parcel's timeline and its branch with a map marker
// (the e2e server draws a local image for every tile: MAP_TILE_URL in scripts/e2e.mjs), then 'Hárok'.
import { expect, test } from './fixtures';
import { expectNoEnglish, signIn } from './helpers';
import { LevelItemsScreen } from './pages';

test('z úlohy v zozname hier sa otvorí detail zásielky so sledovaním a mapou pošty', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'viewer');
  await page.goto('/#/games?t=active');
  const levelItems = new LevelItemsScreen(page);
  await levelItems.chooseLayout('Textová odpoveď');
  await expect(levelItems.items.nth(1)).toBeVisible();
  const dialog = await levelItems.openFirst();
  await expect(dialog).toBeVisible();
  const position = dialog.getByTestId('parcel-position');
  await expect(position).toHaveText('1. položka');
  const info = dialog.getByTestId('parcel-info');
  await expect(info).toContainText(/RR\d{9}SK/);
  const first = await info.getByTestId('parcel-number').textContent();

  // a received parcel: its timeline (texts with their values, local time) and the branch on a map
  const events = dialog.getByTestId('tracking-event');
  await expect(events.first()).toContainText('Zásielka bola podaná na pošte Žilina 1.');
  await expect(events.first()).toContainText(/\d{1,2}\.\d{1,2}\.\d{4} \d{2}:\d{2} · Žilina 1/);
  expect(await events.count()).toBeGreaterThanOrEqual(4);
  await expect(dialog.getByTestId('not-submitted')).toHaveCount(0);
  const branch = dialog.getByTestId('branch-panel');
  await expect(branch).toContainText('Otváracie hodiny');
  await expect(branch.getByRole('button', { pressed: true })).toHaveCount(1);
  await expect(dialog.locator('.leaflet-marker-icon')).toBeVisible();
  await expectNoEnglish(page);

  // the keys step through the list's results
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText('2. položka');
  await expect(info.getByTestId('parcel-number')).not.toHaveText(first ?? '');
  await expect(dialog.locator('.leaflet-marker-icon')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText('1. položka');
  await expect(info.getByTestId('parcel-number')).toHaveText(first ?? '');

  // 'Hárok' closes the detail and opens the game
  await dialog.getByRole('button', { name: 'Hárok' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/#\/games\/\d+$/);
  await expect(page.getByTestId('game-edit-view')).toBeVisible();
  await expect(page.getByTestId('prop-receptionType')).toBeVisible();
});

test('Esc zatvorí detail zásielky', async ({ page }) => {
  await signIn(page, 'viewer');
  await page.goto('/#/games?t=active&l=ANSWER_REQUIRED');
  const dialog = await new LevelItemsScreen(page).openFirst();
  await expect(dialog.getByTestId('parcel-info')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
