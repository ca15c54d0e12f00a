// Users (platform 2.9, 3.5, 7.5): create, edit and remove a user; view only without edit; the
// contacts import with the template filled with rows, then a broken file.
import type { Page } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { expect, test } from './fixtures';
import { expectNoEnglish, signIn, uniqueEmail } from './helpers';

const users = (page: Page) => page.getByRole('list', { name: 'Zoznam používateľov' });
const items = (page: Page) => users(page).getByRole('listitem');
const itemOf = (page: Page, text: string) => items(page).filter({ hasText: text });

const HEADER = ['Meno', 'Organizácia/Tím', 'E-mail', 'Ulica', 'PSČ', 'Mesto', 'Krajina', 'Rola', 'Poznámka'];

function xls(rows: string[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([HEADER, ...rows]), 'Kontakty');
  return XLSX.write(book, { type: 'buffer', bookType: 'xls' }) as Buffer;
}

test('administrátor vytvorí, upraví a odstráni používateľa', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('pouzivatel');
  await signIn(page, 'admin');
  await page.goto('/#/users');
  await expect(page.getByRole('tab', { name: 'Hráči', selected: true })).toBeVisible();
  await expect(items(page).first()).toBeVisible();
  await expectNoEnglish(page);

  await page.getByRole('tab', { name: 'Editori' }).click();
  await page.getByRole('button', { name: 'Nový používateľ' }).click();
  await expect(page).toHaveURL(/#\/users\/new\?t=editor$/);
  const dialog = page.getByRole('dialog', { name: 'Používateľ – nový záznam' });
  await dialog.getByRole('textbox', { name: /Meno/ }).fill('Eva E2E');
  await dialog.getByRole('textbox', { name: /E-mail/ }).fill(email);
  await expectNoEnglish(page);
  await dialog.getByRole('button', { name: 'Hotovo' }).click();
  await expect(dialog).toBeHidden();
  await expect(items(page).first()).toContainText('Eva E2E');
  await expect(items(page).first()).toContainText(email);

  await itemOf(page, email).getByRole('button').click();
  await expect(page).toHaveURL(/#\/users\/\d+$/);
  const edit = page.getByRole('dialog', { name: 'Používateľ – úprava' });
  const name = edit.getByRole('textbox', { name: /Meno/ });
  await expect(name).toHaveValue('Eva E2E');
  await name.fill('Eva Upravená');
  await edit.getByRole('button', { name: 'Hotovo' }).click();
  await expect(edit).toBeHidden();
  await expect(itemOf(page, email)).toContainText('Eva Upravená');
  await expect(itemOf(page, email)).toHaveAttribute('data-updated', 'true');

  await itemOf(page, email).getByRole('button').click();
  await page
    .getByRole('dialog', { name: 'Používateľ – úprava' })
    .getByRole('button', { name: 'Odstrániť' })
    .click();
  await page.getByRole('button', { name: 'Áno' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(itemOf(page, email)).toHaveCount(0);
  await page.reload();
  await page.getByRole('tab', { name: 'Editori' }).click();
  await expect(items(page).first()).toBeVisible();
  await expect(itemOf(page, email)).toHaveCount(0);
});

test('používateľ bez oprávnenia edit vidí zoznam iba na čítanie', async ({ page }) => {
  await signIn(page, 'viewer');
  await page.goto('/#/users');
  await expect(items(page).first()).toBeVisible();
  await expect(users(page).getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Nový používateľ' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Importovať kontakty' })).toHaveCount(0);
  await expectNoEnglish(page);
  await page.goto('/#/users/1');
  await expect(page).toHaveURL(/#\/users$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('import kontaktov: vyplnená šablóna sa naimportuje, chybný súbor nenaimportuje nič', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const good = [
    [
      `Import Adam ${tag}`,
      'Tím Sokoli',
      uniqueEmail('import-a'),
      'Národná 12',
      '01001',
      'Žilina',
      'Slovensko',
      'Používateľ',
      '',
    ],
    [
      `Import Beáta ${tag}`,
      'Tím Orly',
      uniqueEmail('import-b'),
      '',
      '',
      'Praha',
      'Česko',
      'Tester',
      'poznámka',
    ],
  ];
  await signIn(page, 'admin');
  await page.goto('/#/users');
  await expect(items(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Importovať kontakty' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import kontaktov' });
  await expect(dialog.getByRole('link', { name: 'Stiahnuť šablónu (XLS)' })).toHaveAttribute(
    'href',
    '/public/templates/kontatky_sablona.xls',
  );
  await expectNoEnglish(page);
  await dialog
    .getByLabel('Vybrať súbor')
    .setInputFiles({ name: 'kontakty.xls', mimeType: 'application/vnd.ms-excel', buffer: xls(good) });
  await expect(dialog.getByText('Importované 2 kontakty.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Zavrieť' }).click();
  await expect(itemOf(page, `Import Adam ${tag}`)).toContainText('010 01 Žilina, Slovensko');
  await expect(itemOf(page, `Import Beáta ${tag}`)).toBeVisible();

  const broken = [
    [`Zlý Cyril ${tag}`, '', uniqueEmail('import-c')],
    [`Zlá Dana ${tag}`, '', 'toto-nie-je-email'],
  ];
  await page.getByRole('button', { name: 'Importovať kontakty' }).click();
  await dialog
    .getByLabel('Vybrať súbor')
    .setInputFiles({ name: 'chybne.xls', mimeType: 'application/vnd.ms-excel', buffer: xls(broken) });
  await expect(
    dialog.getByText('Súbor obsahuje chybné riadky, preto sa neimportoval žiadny kontakt.'),
  ).toBeVisible();
  await expect(dialog.getByText(/Riadok 3: E-mail/)).toBeVisible();
  await expectNoEnglish(page);
  await dialog.getByRole('button', { name: 'Zavrieť' }).click();
  await page.reload();
  await expect(items(page).first()).toBeVisible();
  await expect(itemOf(page, `Zlý Cyril ${tag}`)).toHaveCount(0);
});
