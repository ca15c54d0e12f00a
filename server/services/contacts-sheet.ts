// The contacts import spreadsheet (spec platform 2.9): the template offered at
// /public/templates/kontatky_sablona.xls and the parser of an uploaded .xls.
import * as XLSX from '@e965/xlsx';
import * as cptable from '@e965/xlsx/dist/cpexcel.full.mjs';
import { normalizeSearch } from './search-text';
import { zipWithinLimits } from './zip-guard';

// Older (BIFF5) workbooks store text in a code page; the tables decode it.
XLSX.set_cptable(cptable);

export const CONTACT_COLUMNS = [
  { key: 'name', header: 'Meno', aliases: ['meno'] },
  { key: 'org', header: 'Organizácia/Tím', aliases: ['organizacia/tim', 'organizacia', 'tim'] },
  { key: 'email', header: 'E-mail', aliases: ['e-mail', 'email'] },
  { key: 'street', header: 'Ulica', aliases: ['ulica'] },
  { key: 'zip', header: 'PSČ', aliases: ['psc'] },
  { key: 'city', header: 'Mesto', aliases: ['mesto'] },
  { key: 'country', header: 'Krajina', aliases: ['krajina'] },
  { key: 'role', header: 'Rola', aliases: ['rola'] },
  { key: 'note', header: 'Poznámka', aliases: ['poznamka'] },
] as const;

export type ContactField = (typeof CONTACT_COLUMNS)[number]['key'];

/**
 * One contact of the sheet. `row` is the 1-based spreadsheet row (the header is usually row 1), for
 * error messages. Values are the cells' displayed text, trimmed ('' when empty or the column is
 * missing); a numeric PSČ gets its leading zeros back ('1001' → '01001'). `country` and `role` are
 * as typed (a code such as 'sk' / '1' or a name such as 'Slovensko' / 'Používateľ'): mapping them to
 * codelist values and validating each row is the import route's job.
 */
export type ContactRow = { row: number } & Record<ContactField, string>;

export type ContactsSheetResult = { ok: true; rows: ContactRow[] } | { ok: false; err: 'invalid_format' };

export const TEMPLATE_EXAMPLE: Record<ContactField, string> = {
  name: 'Ján Vzorový',
  org: 'Tím Sokoli',
  email: 'jan.vzorovy@example.sk',
  street: 'Národná 12',
  zip: '010 01',
  city: 'Žilina',
  country: 'Slovensko',
  role: 'Používateľ',
  note: 'Kapitán tímu',
};

const INVALID: ContactsSheetResult = { ok: false, err: 'invalid_format' };

/** Only real spreadsheets: BIFF (.xls, OLE container), OOXML (zip) or Excel 2003 XML; never CSV or plain text. */
function looksLikeSpreadsheet(data: Buffer): boolean {
  const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  if (data.subarray(0, 8).equals(ole)) return true;
  if (data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return true;
  const head = data
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<?xml') && head.includes('urn:schemas-microsoft-com:office:spreadsheet');
}

function isZip(data: Buffer): boolean {
  return data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
}

function columnKey(header: string): ContactField | undefined {
  const normalized = normalizeSearch(header).replace(/\s+/g, '');
  return CONTACT_COLUMNS.find((c) => (c.aliases as readonly string[]).includes(normalized))?.key;
}

/** Reads the first sheet: the first non-empty row is the header, each later non-empty row a contact. */
/**
 * The cheap checks before parsing: a spreadsheet container, and for a zip the entry count and inflated
 * size within limits (a zip bomb is refused here, in milliseconds).
 */
export function precheckContactsSheet(data: Buffer): boolean {
  return looksLikeSpreadsheet(data) && (!isZip(data) || zipWithinLimits(data));
}

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
