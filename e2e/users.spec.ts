// Users (platform 2.9, 3.5, 7.5): create, edit and remove a user; view only without edit; the
// contacts import with the template filled with rows, then a broken file.
import * as XLSX from '@e965/xlsx';
import { expect, test } from './fixtures';
import { expectNoEnglish, signIn, uniqueEmail } from './helpers';
import { EditDialogPage, usersScreen } from './pages';

const HEADER = ['Meno', 'Organizácia/Tím', 'E-mail', 'Ulica', 'PSČ', 'Mesto', 'Krajina', 'Rola', 'Poznámka'];

function xls(rows: string[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([HEADER, ...rows]), 'Kontakty');
  return XLSX.write(book, { type: 'buffer', bookType: 'xls' }) as Buffer;
}

test('administrátor vytvorí, upraví a odstráni používateľa', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('pouzivatel');
  const users = usersScreen(page);
  await signIn(page, 'admin');
  await users.open();
  await expect(page.getByRole('tab', { name: 'Hráči', selected: true })).toBeVisible();
  await expectNoEnglish(page);

  await users.tab('Editori').click();
  await users.newButton.click();
  await expect(page).toHaveURL(/#\/users\/new\?t=editor$/);
  const dialog = new EditDialogPage(page, 'Používateľ – nový záznam');
  await dialog.field(/Meno/).fill('Eva E2E');
  await dialog.field(/E-mail/).fill(email);
  await expectNoEnglish(page);
  await dialog.done();
  await expect(users.items.first()).toContainText('Eva E2E');
  await expect(users.items.first()).toContainText(email);

  // the dialog's route keeps the tab, so closing returns to it
  await users.select(email);
  await expect(page).toHaveURL(/#\/users\/\d+\?t=editor$/);
  const edit = new EditDialogPage(page, 'Používateľ – úprava');
  const name = edit.field(/Meno/);
  await expect(name).toHaveValue('Eva E2E');
  await name.fill('Eva Upravená');
  await edit.done();
  await expect(page).toHaveURL(/#\/users\?t=editor$/);
  await expect(users.item(email)).toContainText('Eva Upravená');
  await expect(users.item(email)).toHaveAttribute('data-updated', 'true');

  await users.select(email);
  await edit.remove();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(users.item(email)).toHaveCount(0);
  await page.reload();
  await expect(users.tab('Editori')).toHaveAttribute('aria-selected', 'true');
  await expect(users.items.first()).toBeVisible();
  await expect(users.item(email)).toHaveCount(0);
});

test('používateľ bez oprávnenia edit vidí zoznam iba na čítanie', async ({ page }) => {
  const users = usersScreen(page);
  await signIn(page, 'viewer');
  await users.open();
  await expect(users.list.getByRole('button')).toHaveCount(0);
  await expect(users.newButton).toBeDisabled();
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
  const users = usersScreen(page);
  await signIn(page, 'admin');
  await users.open();
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
  // platform 2.9, 4.8: the modal closes by itself, a notification tells the count, the list reloads
  await expect(page.getByText('Importované 2 kontakty.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(users.item(`Import Adam ${tag}`)).toContainText('010 01 Žilina, Slovensko');
  await expect(users.item(`Import Beáta ${tag}`)).toBeVisible();

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
  await expect(users.items.first()).toBeVisible();
  await expect(users.item(`Zlý Cyril ${tag}`)).toHaveCount(0);
});
