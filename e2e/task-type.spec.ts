// A task type defined by staff, with no code change: an administrator adds the item QR_CODE 'Naskenuj QR
// kód' to the layout codelist, a required field 'Text v QR kóde' (3–200 characters) shown only for it and
// a rule, and publishes; an editor creates a QR_CODE level, is refused without the text, saves it with
// the text, sends the game and filters the games list's levels by the new layout; the generated suite's
// cases include the new field. It publishes schema versions, so it runs in its own project after 'last'
// (playwright.config.ts) and restores the version it started from at the end.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiCall, expectNoEnglish, signIn } from './helpers';
import { constrainedFields, presetOf, type PublishedSchemas } from './schema-cases';

// an action that cannot happen fails with its locator instead of running into the test's timeout
test.use({ actionTimeout: 20_000 });

const QR_LABEL = 'Naskenuj QR kód';
const RULE_MESSAGE = 'Naskenuj QR kód potrebuje Popis: hráč z neho zistí, kde kód hľadať';

async function restore(page: Page, versionId: number, note: string) {
  await page.goto('/#/schemas');
  const row = page.locator(`[data-version="${versionId}"]`);
  await row.getByRole('button', { name: 'Obnoviť túto verziu' }).click();
  const dialog = page.getByRole('dialog', { name: `Obnoviť verziu ${versionId}` });
  await dialog.getByRole('textbox', { name: /Poznámka/ }).fill(note);
  await dialog.getByRole('button', { name: 'Obnoviť' }).click();
  await expect(dialog).toBeHidden();
}

const version = async (page: Page) => (await apiCall(page.request, 'GET', 'schemas')).version as number;

test('nový druh úlohy Naskenuj QR kód: číselník, pole, pravidlo, zverejnenie; editor ju vytvorí, odošle a vyfiltruje', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const admin = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  const editor = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin');
  await signIn(editor, 'editor');
  const before = await version(admin);
  // the sheet of the QR level: its levels are removed before the version is restored (a codelist value in
  // use cannot be removed)
  let sheetId: number | undefined;

  try {
    // 1. the layout codelist gets the item QR_CODE
    await admin.goto('/#/schemas');
    await admin
      .locator('[data-codelist="layout"]')
      .getByRole('link', { name: /Upraviť/ })
      .click();
    await admin.getByRole('button', { name: 'Pridať položku' }).click();
    const n = await admin.locator('[data-item]').count();
    await admin.getByRole('textbox', { name: `Hodnota položky ${n}` }).fill('QR_CODE');
    await admin.getByRole('textbox', { name: `Popis položky ${n}` }).fill(QR_LABEL);
    await admin.getByRole('button', { name: 'Zverejniť…' }).click();
    const publishItem = admin.getByRole('dialog', { name: 'Zverejniť zmeny' });
    await publishItem.getByRole('textbox', { name: /Poznámka/ }).fill('Nový druh úlohy: Naskenuj QR kód');
    await publishItem.getByRole('button', { name: 'Zverejniť' }).click();
    await expect(publishItem).toBeHidden();
    await expect.poll(() => version(admin)).toBe(before + 1);

    // 2. the level form: a required text 3–200 characters shown only for the new layout
    await admin.goto('/#/schemas/forms/level');
    await expect(admin.getByRole('heading', { name: 'Sekcie a polia' })).toBeVisible();
    await admin.getByRole('button', { name: 'Pridať pole' }).click();
    const add = admin.getByRole('dialog', { name: 'Nové pole' });
    await add.getByRole('textbox', { name: /Popis poľa/ }).fill('Text v QR kóde');
    const id = (await add.locator('[data-new-id]').getAttribute('data-new-id'))!;
    await add.getByRole('button', { name: 'Pridať' }).click();
    const panel = admin.locator(`[data-panel-field="${id}"]`);
    await panel.getByRole('checkbox', { name: 'Povinné', exact: true }).check();
    await panel.getByRole('textbox', { name: 'Najmenšia dĺžka' }).fill('3');
    await panel.getByRole('textbox', { name: 'Najväčšia dĺžka' }).fill('200');
    const layouts = panel.getByRole('group', { name: 'Zobraziť pri rozložení úlohy' });
    await layouts.getByRole('checkbox', { name: QR_LABEL }).check();

    // 3. a rule: a QR level needs its description
    const rules = admin.getByRole('region', { name: 'Pravidlá' });
    const ruleDialog = admin.getByRole('dialog', { name: 'Nové pravidlo' });
    // the preview above re-renders under the draft and moves the card: click again until the dialog opens
    await expect(async () => {
      if (!(await ruleDialog.isVisible()))
        await rules.getByRole('button', { name: 'Pridať pravidlo' }).click();
      await expect(ruleDialog).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await ruleDialog.getByRole('combobox', { name: 'Polia' }).click();
    await admin.getByRole('option', { name: 'Popis', exact: true }).first().click();
    await ruleDialog.getByRole('button', { name: 'Pridať podmienku' }).click();
    await ruleDialog.getByRole('combobox', { name: 'Pole' }).last().click();
    await admin.getByRole('option', { name: 'Rozloženie', exact: true }).click();
    await ruleDialog.getByRole('checkbox', { name: QR_LABEL }).check();
    await ruleDialog.getByRole('textbox', { name: /Hlásenie/ }).fill(RULE_MESSAGE);
    await expect(
      ruleDialog.getByText(`Pravidlo slovami: Najmenej 1 z Popis, keď Rozloženie je ${QR_LABEL}`),
    ).toBeVisible();
    await ruleDialog.getByRole('button', { name: 'Uložiť pravidlo' }).click();
    await expect(ruleDialog).toBeHidden();
    await expect(rules.getByText(`Najmenej 1 z Popis, keď Rozloženie je ${QR_LABEL}`)).toBeVisible();
    // option names (here 'password') are shown in the panel's tooltips on purpose
    await expectNoEnglish(admin, { allow: ['password'] });

    // 4. publish
    await expect(admin.locator('[data-checks="0"]')).toBeVisible();
    const publish = admin.getByRole('dialog', { name: 'Zverejniť novú verziu' });
    await expect(async () => {
      if (!(await publish.isVisible())) await admin.getByRole('button', { name: 'Zverejniť…' }).click();
      await expect(publish).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await publish.getByRole('textbox', { name: /Poznámka/ }).fill('Text v QR kóde a jeho pravidlo');
    await expect(publish.locator('[data-publish-impact]')).toBeVisible({ timeout: 30_000 });
    await publish.getByRole('button', { name: 'Zverejniť' }).click();
    await expect(admin.getByText(`Zverejnená verzia ${before + 2}.`)).toBeVisible();

    // the generated suite reads the version in force: it covers the new field under its layout
    const published = (await apiCall(admin.request, 'GET', 'schemas')) as unknown as PublishedSchemas;
    const qr = constrainedFields(published, 'level').find((f) => f.id === id)!;
    expect(qr.constraints).toEqual(expect.arrayContaining(['required', 'minLength', 'maxLength']));
    expect(presetOf(qr.field)).toEqual({ layout: 'QR_CODE' });

    // 5. the editor: a game with a QR level, refused without the text, saved with it
    const sheet = (await apiCall(editor.request, 'PUT', 'drafts', { category: 1 })).sheet as { id: number };
    sheetId = sheet.id;
    await apiCall(editor.request, 'POST', `games/${sheet.id}`, {
      name: 'Hra s QR kódom',
      category: 'ZILINA',
    });
    await apiCall(editor.request, 'POST', `drafts/${sheet.id}`, { name: 'Základný variant' });
    await editor.goto(`/#/drafts/${sheet.id}`);
    await editor.getByTestId('level-tile-new').click();
    const dialog = editor.getByRole('dialog').filter({ has: editor.locator('[data-level-form]') });
    await dialog.getByRole('combobox', { name: /Rozloženie/ }).click();
    await editor.getByRole('option', { name: QR_LABEL, exact: true }).click();
    const qrBox = dialog.locator(`[data-field="${id}"]`);
    await expect(qrBox.getByRole('textbox', { name: /Text v QR kóde/ })).toBeVisible();
    await dialog.getByRole('textbox', { name: /Otázka/ }).fill('Nájdite QR kód pri bráne');
    await dialog.getByRole('checkbox', { name: /Aktívna \(v produkcii\)/ }).check();
    await dialog.locator('[data-field="description"]').getByRole('textbox').first().fill('Kód je na bráne.');
    await qrBox.getByRole('textbox', { name: /Text v QR kóde/ }).fill('ab');
    await dialog.getByRole('button', { name: 'Hotovo' }).click();
    await expect(qrBox.getByText('Hodnota mimo rozsah: 3-200')).toBeVisible();
    await qrBox.getByRole('textbox', { name: /Text v QR kóde/ }).fill('');
    await dialog.getByRole('button', { name: 'Hotovo' }).click();
    await expect(qrBox.getByText('Povinný údaj')).toBeVisible();
    await expect(dialog).toBeVisible();
    expect((await apiCall(editor.request, 'GET', `drafts/${sheet.id}/levels`)).levels).toEqual([]);
    await qrBox.getByRole('textbox', { name: /Text v QR kóde/ }).fill('BRANA-2026');
    await dialog.getByRole('button', { name: 'Hotovo' }).click();
    await expect(dialog).toBeHidden();
    const levels = (await apiCall(editor.request, 'GET', `drafts/${sheet.id}/levels`)).levels as {
      layout: string;
      valid: boolean;
    }[];
    expect(levels).toMatchObject([{ layout: 'QR_CODE', valid: true }]);
    await expectNoEnglish(editor);

    // 6. sent to production (its checks pass), then the games list filters the levels by the layout
    const check = await apiCall(editor.request, 'GET', `drafts/${sheet.id}/register`);
    expect(check).toMatchObject({ problems: [], invalidLevels: [] });
    const { transId } = (await apiCall(editor.request, 'POST', `drafts/${sheet.id}/register`)) as {
      transId: string;
    };
    await expect
      .poll(
        async () => (await apiCall(editor.request, 'GET', `drafts/${sheet.id}/register/${transId}`)).pending,
        {
          timeout: 30_000,
        },
      )
      .toBeFalsy();
    // a new tab of the editor's session (the game's view asks about leaving an unsaved game)
    const list = await editor.context().newPage();
    await list.goto('/#/games?t=ongoing');
    await list.getByRole('combobox', { name: 'Šablóna úloh' }).click();
    await list.getByRole('option', { name: QR_LABEL, exact: true }).click();
    await expect(list).toHaveURL(/l=QR_CODE/);
    const items = list.getByRole('list', { name: 'Zoznam úloh' }).getByRole('listitem');
    await expect(items.first()).toBeVisible();
    await expect(items.first().getByTestId('level-item-layout')).toHaveText(QR_LABEL);
    await expectNoEnglish(list);
  } finally {
    // other specs share the server: the version this spec started from is in force again
    if (sheetId !== undefined) {
      const stored = (await apiCall(editor.request, 'GET', `drafts/${sheetId}/levels`)).levels as {
        id: number;
      }[];
      for (const level of stored)
        await editor.request.delete(`/api/webapp/drafts/${sheetId}/levels/${level.id}`);
    }
    if ((await version(admin)) !== before) await restore(admin, before, 'Späť bez druhu úlohy QR kód');
  }
});
