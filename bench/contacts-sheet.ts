// The contacts sheet of the import benches (bench/contacts-import.ts, bench/changelog-cost.ts): `rows`
// contacts as an .xls (BIFF8) workbook, the only format POST users/import takes (spec platform 2.9).
// Each call gets e-mails of its own domain, so repeated imports create new contacts.
import * as XLSX from '@e965/xlsx';

let calls = 0;

export function contactsSheet(rows: number): Buffer {
  const table: unknown[][] = [['Meno', 'Organizácia/Tím', 'E-mail', 'Ulica', 'PSČ', 'Mesto', 'Krajina']];
  const domain = `bench-${Date.now().toString(36)}-${calls++}.sk`;
  for (let i = 0; i < rows; i++)
    table.push([
      `Hráč ${i}`,
      `Tím ${i % 50}`,
      `hrac-${i}@${domain}`,
      `Národná ${i % 90}`,
      '010 01',
      'Žilina',
      'Slovensko',
    ]);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(table), 'Kontakty');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}
