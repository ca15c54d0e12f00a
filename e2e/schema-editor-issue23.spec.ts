// Issue 23 "Done when", in the browser: an administrator adds 'Počet hráčov' (a number 2–12) to the variant
// form in the schema studio's editor and publishes it with a note; an editor sees the field in the variant
// dialog at once, with the server's range check; the administrator rolls the change back from the history,
// and restoring it again brings the editor's stored value back (nothing stored is lost).
// The field is not required here: other spec files run in parallel against the same server and save
// variants (the component test FormEditor.test.tsx publishes it required).
import { expect, test, type Page } from '@playwright/test';
import { apiCall, signIn } from './helpers';

async function openVariant(page: Page, sheetId: number) {
  await page.goto(`/#/drafts/${sheetId}`);
  await page.reload();
  await page.getByRole('button', { name: 'Upraviť variant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Úprava variantu' });
  await expect(dialog.getByRole('textbox', { name: /^Názov variantu/ })).toBeVisible();
  return dialog;
}

async function restore(page: Page, versionId: number, note: string) {
  await page.goto('/#/schemas');
  const row = page.locator(`[data-version="${versionId}"]`);
  await row.getByRole('button', { name: 'Obnoviť túto verziu' }).click();
  const dialog = page.getByRole('dialog', { name: `Obnoviť verziu ${versionId}` });
  await dialog.getByRole('textbox', { name: /Poznámka/ }).fill(note);
  await dialog.getByRole('button', { name: 'Obnoviť' }).click();
  await expect(dialog).toBeHidden();
}

test('pridané pole sa zverejní, editor ho hneď vidí a po vrátení sa uložená hodnota nestratí', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await browser.newPage();
  const editor = await browser.newPage();
  await signIn(admin, 'admin');
  await signIn(editor, 'editor');
  const sheet = (await apiCall(editor.request, 'PUT', 'drafts', { category: 1 })).sheet as { id: number };
  const before = (await apiCall(admin.request, 'GET', 'schemas')).version as number;

  // the administrator: the variant form's editor, a new field, its bounds, publish with a note
  await admin.goto('/#/schemas');
  await admin.locator('[data-form="variant"]').getByRole('link', { name: 'Upraviť' }).click();
  await expect(admin.getByRole('heading', { name: 'Sekcie a polia' })).toBeVisible();
  await admin.getByRole('button', { name: 'Pridať pole' }).click();
  const add = admin.getByRole('dialog', { name: 'Nové pole' });
  await add.getByRole('textbox', { name: /Popis poľa/ }).fill('Počet hráčov');
  await add.getByRole('combobox', { name: 'Typ' }).click();
  await admin.getByRole('option', { name: 'Celé číslo' }).click();
  await expect(add.getByText('Id poľa: pocetHracov')).toBeVisible();
  await add.getByRole('button', { name: 'Pridať' }).click();
  const panel = admin.locator('[data-panel-field="pocetHracov"]');
  await panel.getByRole('textbox', { name: 'Najmenej' }).fill('2');
  await panel.getByRole('textbox', { name: 'Najviac' }).fill('12');
  await admin.getByRole('button', { name: 'Zverejniť…' }).click();
  const publish = admin.getByRole('dialog', { name: 'Zverejniť novú verziu' });
  await publish.getByRole('textbox', { name: /Poznámka/ }).fill('Počet hráčov vo variante');
  await publish.getByRole('button', { name: 'Zverejniť' }).click();
  await expect(admin.getByText(`Zverejnená verzia ${before + 1}.`)).toBeVisible();

  // the editor: the field in the variant dialog, checked by the server, and stored
  let dialog = await openVariant(editor, sheet.id);
  const players = dialog.getByRole('textbox', { name: /^Počet hráčov/ });
  await players.fill('13');
  await expect(dialog.getByText('Hodnota mimo rozsah: 2-12')).toBeVisible();
  await players.fill('5');
  await expect(dialog.getByText('Hodnota mimo rozsah: 2-12')).toBeHidden();
  await dialog.getByRole('textbox', { name: /^Názov variantu/ }).fill('Tímový variant');
  await dialog.getByRole('button', { name: 'Uložiť' }).click();
  await expect(dialog).toBeHidden();

  // the administrator rolls back: the field is gone from the dialog
  await restore(admin, before, 'Späť bez počtu hráčov');
  dialog = await openVariant(editor, sheet.id);
  await expect(dialog.getByRole('textbox', { name: /^Počet hráčov/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Zrušiť' }).click();

  // restoring the version with the field brings the stored value back
  await restore(admin, before + 1, 'Počet hráčov znova');
  dialog = await openVariant(editor, sheet.id);
  await expect(dialog.getByRole('textbox', { name: /^Počet hráčov/ })).toHaveValue('5');
});
