// Issue 23 "Done when", in two browser contexts: an administrator adds 'Počet hráčov' (a required number
// 2–12) to the variant form in the schema studio, tries it in the preview, is told how many stored drafts
// it would make incomplete and publishes it with a note; an editor whose app was open all along sees the
// field on the next open of the variant dialog, and the server enforces 2–12; the administrator rolls the
// change back from the history, the field is gone on the next open, and the value the editor stored is kept.
// It runs in the project 'last' (playwright.config.ts), after every other spec: a required variant field
// would make the variants the other specs save incomplete.
import { expectNoAxeViolations } from './a11y';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiCall, signIn } from './helpers';

async function openVariant(page: Page) {
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

test('povinné pole Počet hráčov: náhľad, dopad, zverejnenie, editor ho vidí bez obnovenia stránky, návrat späť bez straty údajov', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await (await browser.newContext()).newPage();
  const editor = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin');
  await signIn(editor, 'editor');
  const sheet = (await apiCall(editor.request, 'PUT', 'drafts', { category: 1 })).sheet as { id: number };
  const before = (await apiCall(admin.request, 'GET', 'schemas')).version as number;
  // the editor's app is open on the draft before anything is published
  await editor.goto(`/#/drafts/${sheet.id}`);
  await expect(editor.getByRole('button', { name: 'Upraviť variant' })).toBeVisible();

  // the administrator: the variant form's editor, a new required field 2–12
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
  await panel.getByRole('checkbox', { name: 'Povinné', exact: true }).check();

  // the preview: the form as staff will see it, checked by the server under the draft
  const preview = admin.locator('[data-preview="variant"]');
  const tried = preview.getByRole('textbox', { name: /^Počet hráčov/ });
  await tried.fill('13');
  await expect(preview.getByText('Hodnota mimo rozsah: 2-12')).toBeVisible();
  await tried.fill('6');
  await expect(preview.getByText('Hodnota mimo rozsah: 2-12')).toBeHidden();

  // the impact: the stored drafts the required field would make incomplete (the editor's draft among them)
  await admin.getByRole('button', { name: 'Skontrolovať dopad' }).click();
  const variants = admin.locator('[data-impact="variant"]');
  await expect(variants).toContainText(/neúplné: [1-9]\d* z \d+/);

  // publish with a note
  await admin.getByRole('button', { name: 'Zverejniť…' }).click();
  const publish = admin.getByRole('dialog', { name: 'Zverejniť novú verziu' });
  await publish.getByRole('textbox', { name: /Poznámka/ }).fill('Počet hráčov vo variante');
  // the demo data has sent games whose variants the field touches: the dialog counts them apart, says they
  // stay valid until edited, and publishing waits for a confirmation
  await expect(publish.locator('[data-impact="variant"]')).toContainText(
    /v odoslaných hrách: [1-9]\d* – zostanú platné do ďalšej úpravy/,
  );
  const submit = publish.getByRole('button', { name: 'Zverejniť' });
  await expect(submit).toBeDisabled();
  await expectNoAxeViolations(admin, 'dialógu Zverejniť s dopadom', '[role="dialog"]');
  await publish.getByRole('checkbox', { name: 'Rozumiem, zverejniť aj tak' }).check();
  await submit.click();
  await expect(admin.getByText(`Zverejnená verzia ${before + 1}.`)).toBeVisible();

  // the editor, without a reload: the next open of the variant dialog has the field, required, checked
  let dialog = await openVariant(editor);
  const players = dialog.getByRole('textbox', { name: /^Počet hráčov/ });
  await expect(players).toBeVisible();
  await players.fill('13');
  await expect(dialog.getByText('Hodnota mimo rozsah: 2-12')).toBeVisible();
  // the server enforces it for any caller, not only the dialog
  const refused = await apiCall(editor.request, 'POST', `drafts/${sheet.id}/validate`, { pocetHracov: 13 });
  expect((refused.attrs as Record<string, { error?: string }>).pocetHracov.error).toBe('out_of_range');
  const missing = await apiCall(editor.request, 'POST', `drafts/${sheet.id}/validate`, {});
  expect((missing.attrs as Record<string, { required?: boolean }>).pocetHracov.required).toBe(true);
  await players.fill('5');
  await expect(dialog.getByText('Hodnota mimo rozsah: 2-12')).toBeHidden();
  await dialog.getByRole('textbox', { name: /^Názov variantu/ }).fill('Tímový variant');
  await dialog.getByRole('button', { name: 'Uložiť' }).click();
  await expect(dialog).toBeHidden();

  // the administrator rolls back from the history
  await restore(admin, before, 'Späť bez počtu hráčov');

  // the editor, still without a reload: the field is gone on the next open, the stored value is kept
  dialog = await openVariant(editor);
  await expect(dialog.getByRole('textbox', { name: /^Počet hráčov/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Zrušiť' }).click();
  expect((await apiCall(editor.request, 'POST', `drafts/${sheet.id}/validate`, {})).attrs).not.toHaveProperty(
    'pocetHracov',
  );

  // nothing stored was lost: publishing the version with the field again shows the editor's value
  await restore(admin, before + 1, 'Počet hráčov znova');
  dialog = await openVariant(editor);
  await expect(dialog.getByRole('textbox', { name: /^Počet hráčov/ })).toHaveValue('5');
  await dialog.getByRole('button', { name: 'Zrušiť' }).click();
  await restore(admin, before, 'Späť bez počtu hráčov');
});
