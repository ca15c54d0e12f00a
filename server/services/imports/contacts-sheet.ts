// The contacts import spreadsheet (spec platform 2.9): the template offered at
// /public/templates/kontatky_sablona.xls and the parser of an uploaded .xls.
import * as XLSX from '@e965/xlsx';
import * as cptable from '@e965/xlsx/dist/cpexcel.full.mjs';
import { normalizeSearch } from '../platform/search-text';
import {
  CONTACT_COLUMNS,
  precheckContactsSheet,
  TEMPLATE_EXAMPLE,
  type ContactField,
  type ContactRow,
  type ContactsSheetResult,
} from './contacts-sheet-columns';

// Older (BIFF5) workbooks store text in a code page; the tables decode it.
XLSX.set_cptable(cptable);

const INVALID: ContactsSheetResult = { ok: false, err: 'invalid_format' };

function columnKey(header: string): ContactField | undefined {
  const normalized = normalizeSearch(header).replace(/\s+/g, '');
  return CONTACT_COLUMNS.find((c) => (c.aliases as readonly string[]).includes(normalized))?.key;
}

/** Reads the first sheet: the first non-empty row is the header, each later non-empty row a contact. */
export function parseContactsSheet(data: Buffer): ContactsSheetResult {
  if (!precheckContactsSheet(data)) return INVALID;
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(data, { type: 'buffer', cellDates: false, cellHTML: false, cellFormula: false });
  } catch {
    return INVALID;
  }
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  if (!sheet?.['!ref']) return INVALID;
  const firstRow = XLSX.utils.decode_range(sheet['!ref']).s.r;
  const table = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: false,
    defval: '',
    blankrows: true,
  });
  const cell = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

  const headerIndex = table.findIndex((cells) => cells.some((c) => cell(c) !== ''));
  if (headerIndex < 0) return INVALID;
  const columns = new Map<ContactField, number>();
  table[headerIndex].forEach((header, i) => {
    const key = columnKey(cell(header));
    if (key && !columns.has(key)) columns.set(key, i);
  });
  if (!columns.has('name') && !columns.has('email')) return INVALID;

  const rows: ContactRow[] = [];
  for (let i = headerIndex + 1; i < table.length; i++) {
    const contact = { row: firstRow + i + 1 } as ContactRow;
    for (const { key } of CONTACT_COLUMNS) {
      const index = columns.get(key);
      contact[key] = index === undefined ? '' : cell(table[i][index]);
    }
    if (/^\d{1,4}$/.test(contact.zip)) contact.zip = contact.zip.padStart(5, '0');
    if (CONTACT_COLUMNS.some(({ key }) => contact[key] !== '')) rows.push(contact);
  }
  return { ok: true, rows };
}

/** The template: a BIFF8 .xls with the Slovak headers and one example row. */
export function buildContactsTemplate(): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([
    CONTACT_COLUMNS.map((c) => c.header),
    CONTACT_COLUMNS.map((c) => TEMPLATE_EXAMPLE[c.key]),
  ]);
  sheet['!cols'] = CONTACT_COLUMNS.map((c) => ({ wch: c.key === 'email' || c.key === 'note' ? 28 : 18 }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Kontakty');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}
