// The light half of the contacts import spreadsheet (spec platform 2.9): its columns, row type and the
// cheap checks the server thread runs before the worker parses (contacts-sheet.ts, with the spreadsheet
// library, runs in the worker and for the template download only).
import { contentKind } from './sheet-import-format';

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

/**
 * The cheap checks before parsing, the same sniffing as a game file's (sheet-import-format.ts): a
 * spreadsheet container (never CSV, text or plain XML), and for a zip the entry count and inflated size
 * within limits (a zip bomb is refused here, in milliseconds).
 */
export function precheckContactsSheet(data: Buffer): boolean {
  return contentKind(data) === 'sheet';
}
