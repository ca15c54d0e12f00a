// The sheet import (games 2.2, 2.11): the filled-in template becomes a draft from the dashboard, by the
// import button and by dropping the file on the view; the app lands on #/drafts/{id} with all levels.
// Each test imports a game of its own name, so parallel specs see no shared record change.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoEnglish, signIn } from './helpers';
import { filledTemplate, SAMPLE_GAME, SAMPLE_LEVELS } from '../server/test/sheet-import-sample';

function gameFile(name: string): Buffer {
  return filledTemplate(SAMPLE_LEVELS, {
    game: { ...SAMPLE_GAME.game, Názov: name },
    variant: SAMPLE_GAME.variant,
  });
}

async function expectImportedDraft(page: Page, name: string) {
  await expect(page).toHaveURL(/#\/drafts\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('game-subtitle')).toHaveText('Rodinný');
  await expect(page.getByRole('tab', { name: 'Všetky (3)' })).toBeVisible();
  await expect(page.getByText('Koľko veží má Budatínsky hrad?')).toBeVisible();
}

test('editor stiahne šablónu, vyplnenú ju importuje tlačidlom na nástenke a skončí v koncepte', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'editor');
  const template = await page.request.get('/public/templates/hra_sablona.xls');
  expect(template.status()).toBe(200);
  expect(template.headers()['content-type']).toContain('application/vnd.ms-excel');

  await page.goto('/#/dashboard');
  await page.getByRole('button', { name: 'Importovať hru' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import hry' });
  await expect(dialog.getByRole('link', { name: 'Stiahnuť šablónu (XLS)' })).toHaveAttribute(
    'href',
    '/public/templates/hra_sablona.xls',
  );
  await expectNoEnglish(page);
  // A bad file first: the reason in Slovak, nothing imported, the dialog stays.
  await dialog.getByLabel('Vybrať súbor').setInputFiles({
    name: 'hra.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('a;b'),
  });
  await expect(
    dialog.getByText('Nepodporovaný formát súboru. Podporované sú formáty XML a XLS.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Nahrať iný súbor' }).click();

  const name = `Importovaná hra ${Date.now()}`;
  await dialog.getByLabel('Vybrať súbor').setInputFiles({
    name: 'hra_sablona.xls',
    mimeType: 'application/vnd.ms-excel',
    buffer: gameFile(name),
  });
  await expectImportedDraft(page, name);
  await expectNoEnglish(page);
});

test('súbor hry pretiahnutý na nástenku sa importuje a otvorí sa jeho koncept', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'editor');
  await page.goto('/#/dashboard');
  const area = page.getByTestId('file-drop-area');
  await expect(area).toBeVisible();
  const name = `Pretiahnutá hra ${Date.now()}`;
  const dataTransfer = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'hra_sablona.xls', { type: 'application/vnd.ms-excel' }));
    return transfer;
  }, gameFile(name).toString('base64'));
  await area.dispatchEvent('dragenter', { dataTransfer });
  await expect(page.getByText('Pustite súbor, hra sa importuje')).toBeVisible();
  await area.dispatchEvent('drop', { dataTransfer });
  await expectImportedDraft(page, name);
});

test('hra z konceptu sa exportuje do XML a súbor sa dá znova importovať', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'editor');
  const name = `Exportovaná hra ${Date.now()}`;
  const imported = await page.request.post('/api/webapp/invoices/import?r=json', {
    multipart: { file: { name: 'hra.xls', mimeType: 'application/vnd.ms-excel', buffer: gameFile(name) } },
  });
  const { sheet } = (await imported.json()) as { sheet: { id: number } };
  await page.goto(`/#/drafts/${sheet.id}`);
  await page.getByRole('button', { name: 'Exportovať hru' }).click();
  await page.getByRole('menuitem', { name: 'Exportovať do XML' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exportovať hru' });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Stiahnuť' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`hra-${sheet.id}.xml`);
  const xml = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  const again = await page.request.post('/api/webapp/invoices/import?r=json', {
    multipart: { file: { name: download.suggestedFilename(), mimeType: 'application/xml', buffer: xml } },
  });
  expect(await again.json()).toMatchObject({ ok: true, count: 3, sheet: { gameName: name } });
});
