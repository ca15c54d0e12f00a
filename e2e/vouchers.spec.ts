// Vouchers (platform 2.8, 3.7, 7.7): generate one-time vouchers, edit one, remove one.
import { expect, test } from './fixtures';
import { expectNoEnglish, signIn } from './helpers';
import { EditDialogPage, vouchersScreen, type ListScreen } from './pages';

async function visiblePromoCodes(vouchers: ListScreen): Promise<string[]> {
  return (await vouchers.list.getByTestId('voucher-promo').allInnerTexts()).map((t) => t.trim());
}

test('administrátor vygeneruje 5 jednorazových poukážok, jednu upraví a jednu odstráni', async ({ page }) => {
  test.setTimeout(90_000);
  const batch = `Dávka e2e ${Date.now()}`;
  const vouchers = vouchersScreen(page);
  await signIn(page, 'admin');
  await vouchers.open();
  await expect(vouchers.tab('Voľné')).toHaveAttribute('aria-selected', 'true');
  await expectNoEnglish(page);
  const before = new Set(await visiblePromoCodes(vouchers));

  await vouchers.newButton.click();
  await expect(page).toHaveURL(/#\/vouchers\/new\?t=free$/);
  const dialog = new EditDialogPage(page, 'Poukážka – nový záznam');
  await dialog.dialog.getByRole('checkbox', { name: 'Vygenerovať jednorazové poukážky' }).check();
  await dialog.field(/Počet poukážok/).fill('5');
  await dialog.field(/Poznámka/).fill(batch);
  await expectNoEnglish(page);
  await dialog.done();

  // all five are prepended, each with its own generated code and one use
  const created = vouchers.item(batch);
  await expect(created).toHaveCount(5);
  const codes = (await created.getByTestId('voucher-promo').allInnerTexts()).map((t) => t.trim());
  expect(new Set(codes).size).toBe(5);
  for (const code of codes) {
    expect(code.length).toBeGreaterThanOrEqual(8);
    expect(before.has(code)).toBe(false);
  }
  expect((await visiblePromoCodes(vouchers)).slice(0, 5).sort()).toEqual([...codes].sort());
  for (const usage of await created.getByTestId('voucher-usage').allInnerTexts()) expect(usage).toBe('0/1');
  await expectNoEnglish(page);

  // edit one: the note changes in place
  const [edited, removed, ...kept] = codes;
  await vouchers.select(edited);
  await expect(page).toHaveURL(vouchers.dialogUrl('\\d+', 'free'));
  const edit = new EditDialogPage(page, 'Poukážka – úprava');
  await expect(edit.field(/Promo kód/)).toHaveValue(edited);
  await edit.field(/Poznámka/).fill(`${batch} – upravená`);
  await expectNoEnglish(page);
  await edit.done();
  await expect(vouchers.item(edited)).toContainText(`${batch} – upravená`);
  await expect(vouchers.item(edited)).toHaveAttribute('data-updated', 'true');

  // remove one, after the confirmation
  await vouchers.select(removed);
  await edit.button('Odstrániť').click();
  const sure = page.getByRole('dialog', { name: 'Odstrániť záznam' });
  await expectNoEnglish(page);
  await sure.getByRole('button', { name: 'Áno' }).click();
  // the dialog closes by leaving its route (while the confirmation is open the dialog is aria-hidden,
  // so toBeHidden alone would pass before the close)
  await vouchers.expectDialogRouteLeft();
  await expect(edit.dialog).toBeHidden();
  await expect(vouchers.item(removed)).toHaveCount(0);

  // the server has it all: after a reload 4 of the batch remain, the edited note included
  await page.reload();
  await expect(vouchers.items.first()).toBeVisible();
  await expect(vouchers.item(batch)).toHaveCount(4);
  await expect(vouchers.item(edited)).toContainText(`${batch} – upravená`);
  await expect(vouchers.item(removed)).toHaveCount(0);
  for (const code of kept) await expect(vouchers.item(code)).toBeVisible();
});
