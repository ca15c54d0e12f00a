// Vouchers (platform 2.8, 3.7, 7.7): generate one-time vouchers, edit one, remove one.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoEnglish, signIn } from './helpers';

/** The vouchers list (the news and tutorial panels have lists too). */
const vouchers = (page: Page) => page.getByRole('list', { name: 'Poukážky' });
const items = (page: Page) => vouchers(page).getByRole('listitem');
const itemOf = (page: Page, promo: string) => items(page).filter({ hasText: promo });

async function visiblePromoCodes(page: Page): Promise<string[]> {
  return (await vouchers(page).getByTestId('voucher-promo').allInnerTexts()).map((t) => t.trim());
}

test('administrátor vygeneruje 5 jednorazových poukážok, jednu upraví a jednu odstráni', async ({ page }) => {
  test.setTimeout(90_000);
  const batch = `Dávka e2e ${Date.now()}`;
  await signIn(page, 'admin');
  await page.goto('/#/vouchers');
  await expect(page.getByRole('tab', { name: 'Voľné', selected: true })).toBeVisible();
  await expect(items(page).first()).toBeVisible();
  await expectNoEnglish(page);
  const before = new Set(await visiblePromoCodes(page));

  await page.getByRole('button', { name: 'Nová poukážka' }).click();
  await expect(page).toHaveURL(/#\/vouchers\/new\?t=free$/);
  const dialog = page.getByRole('dialog', { name: 'Poukážka – nový záznam' });
  await dialog.getByRole('checkbox', { name: 'Vygenerovať jednorazové poukážky' }).check();
  const count = dialog.getByRole('textbox', { name: /Počet poukážok/ });
  await count.fill('5');
  await dialog.getByRole('textbox', { name: /Poznámka/ }).fill(batch);
  await expectNoEnglish(page);
  await dialog.getByRole('button', { name: 'Hotovo' }).click();
  await expect(dialog).toBeHidden();

  // all five are prepended, each with its own generated code and one use
  const created = items(page).filter({ hasText: batch });
  await expect(created).toHaveCount(5);
  const codes = (await created.getByTestId('voucher-promo').allInnerTexts()).map((t) => t.trim());
  expect(new Set(codes).size).toBe(5);
  for (const code of codes) {
    expect(code.length).toBeGreaterThanOrEqual(8);
    expect(before.has(code)).toBe(false);
  }
  expect((await visiblePromoCodes(page)).slice(0, 5).sort()).toEqual([...codes].sort());
  for (const usage of await created.getByTestId('voucher-usage').allInnerTexts()) expect(usage).toBe('0/1');
  await expectNoEnglish(page);

  // edit one: the note changes in place
  const [edited, removed, ...kept] = codes;
  await itemOf(page, edited).getByRole('button').first().click();
  await expect(page).toHaveURL(/#\/vouchers\/\d+/);
  const edit = page.getByRole('dialog', { name: 'Poukážka – úprava' });
  await expect(edit.getByRole('textbox', { name: /Promo kód/ })).toHaveValue(edited);
  await edit.getByRole('textbox', { name: /Poznámka/ }).fill(`${batch} – upravená`);
  await expectNoEnglish(page);
  await edit.getByRole('button', { name: 'Hotovo' }).click();
  await expect(edit).toBeHidden();
  await expect(itemOf(page, edited)).toContainText(`${batch} – upravená`);
  await expect(itemOf(page, edited)).toHaveAttribute('data-updated', 'true');

  // remove one, after the confirmation
  await itemOf(page, removed).getByRole('button').first().click();
  await edit.getByRole('button', { name: 'Odstrániť' }).click();
  const sure = page.getByRole('dialog', { name: 'Odstrániť záznam' });
  await expectNoEnglish(page);
  await sure.getByRole('button', { name: 'Áno' }).click();
  // the dialog closes by leaving its route (while the confirmation is open the dialog is aria-hidden,
  // so toBeHidden alone would pass before the close)
  await expect(page).not.toHaveURL(/#\/vouchers\/\d+/);
  await expect(edit).toBeHidden();
  await expect(itemOf(page, removed)).toHaveCount(0);

  // the server has it all: after a reload 4 of the batch remain, the edited note included
  await page.reload();
  await expect(items(page).first()).toBeVisible();
  await expect(items(page).filter({ hasText: batch })).toHaveCount(4);
  await expect(itemOf(page, edited)).toContainText(`${batch} – upravená`);
  await expect(itemOf(page, removed)).toHaveCount(0);
  for (const code of kept) await expect(itemOf(page, code)).toBeVisible();
});
