// The studio's draft kept on the server in a real browser: a change is saved ('Uložené'), a reload of the
// page mid-way and another browser find the same draft ('Neuverejnené zmeny'), and 'Zahodiť zmeny' (after
// its confirmation) removes it for good.
import { test, expect } from './fixtures';
import { expectNoEnglish, signIn } from './helpers';
import type { Page } from '@playwright/test';

const rowIds = (page: Page) =>
  page
    .locator('[data-section] [data-field-row]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-field-row')));

test('koncept v štúdiu prežije obnovenie stránky aj iný prehliadač a dá sa zahodiť', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');
  await page.goto('/#/schemas/forms/voucher');
  await expect(page.locator('[data-checks="0"]')).toBeVisible();
  const start = await rowIds(page);
  expect(start.length).toBeGreaterThan(1);
  await expect(page.locator('[data-unpublished-draft]')).toHaveCount(0);

  // the second field moved up: saved on the server a moment later
  const second = page.locator(`[data-field-row="${start[1]}"]`);
  await second.getByRole('button', { name: /^Posunúť vyššie/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Uložené' })).toBeVisible();
  const moved = await rowIds(page);
  expect(moved.slice(0, 2)).toEqual([start[1], start[0]]);

  // a reload mid-way finds the draft
  await page.reload();
  await expect(page.locator('[data-unpublished-draft]')).toHaveText('Neuverejnené zmeny');
  await expect.poll(() => rowIds(page)).toEqual(moved);
  await expectNoEnglish(page);

  // so does another browser of the same administrator
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, 'admin');
  await otherPage.goto('/#/schemas/forms/voucher');
  await expect(otherPage.locator('[data-unpublished-draft]')).toBeVisible();
  await expect.poll(() => rowIds(otherPage)).toEqual(moved);
  await other.close();

  // 'Zahodiť zmeny' asks, then removes it: a reload shows the version in force
  await page.getByRole('button', { name: 'Zahodiť zmeny' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zahodiť zmeny?' });
  await dialog.getByRole('button', { name: 'Zahodiť zmeny' }).click();
  await expect(page.locator('[data-unpublished-draft]')).toHaveCount(0);
  await expect.poll(() => rowIds(page)).toEqual(start);
  await page.reload();
  await expect(page.locator('[data-checks="0"]')).toBeVisible();
  await expect(page.locator('[data-unpublished-draft]')).toHaveCount(0);
  expect(await rowIds(page)).toEqual(start);
});
