// POST users/import (spec platform 2.9 / 7.5): every row of the contacts sheet is validated with the
// user schema through the field engine; all rows are imported in one transaction or none is.
import type { Db } from '../db/types';
import { normalizeSearch } from './search-text';
import type { UserType } from './accounts';
import { CONTACT_COLUMNS, type ContactRow as SheetRow } from './contacts-sheet';
import { emailTaken, insertContact } from './contacts';
import { fieldErrorText, fieldLabel } from './field-messages';
import { loadSources, type LoadedForms } from './forms';
import { evaluate, type Evaluation } from './evaluation';
import { textOf } from './sql';
import type { Form, FormInput } from '../../schemas/engine';

export interface RowError {
  /** The spreadsheet row (1-based, as the spreadsheet shows it). */
  row: number;
  field: string;
  error: string;
  /** 'Riadok 3: E-mail – Neplatný formát' */
  message: string;
}

export type ImportResult = { ok: true; count: number } | { ok: false; err: 'invalid_rows'; rows: RowError[] };

/** A codelist cell may hold the code ('sk', '1') or its label ('Slovensko', 'Používateľ'). */
function codelistValue(form: Form, fieldId: string, cell: string): string {
  const options = form.byId.get(fieldId)?.options ?? [];
  const wanted = normalizeSearch(cell);
  const match = options.find(
    (o) => normalizeSearch(o.value) === wanted || normalizeSearch(o.label) === wanted,
  );
  return match ? match.value : cell;
}

/** The form input of a row: only filled cells, so empty ones get the schema's defaults. */
function rowInput(form: Form, row: SheetRow): FormInput {
  const input: FormInput = {};
  for (const { key } of CONTACT_COLUMNS) {
    const cell = row[key];
    if (cell === '' || !form.byId.has(key)) continue;
    input[key] = form.byId.get(key)?.options ? codelistValue(form, key, cell) : cell;
  }
  return input;
}

function rowErrors(row: number, e: Evaluation): RowError[] {
  return Object.entries(e.errors).map(([field, error]) => ({
    row,
    field,
    error,
    message: `Riadok ${row}: ${fieldLabel(e.form, field)} – ${fieldErrorText(e.form, field, error, e.attrs[field])}`,
  }));
}

export async function importContacts(
  db: Db,
  forms: LoadedForms,
  rows: SheetRow[],
  type: UserType,
): Promise<ImportResult> {
  const form = forms.forms.user;
  return db.tx(async (t) => {
    const sources = await loadSources(t, form);
    const errors: RowError[] = [];
    const valid: Evaluation[] = [];
    const emails = new Set<string>();
    for (const row of rows) {
      const e = await evaluate(t, forms, 'user', rowInput(form, row), { sources });
      const email = textOf(e.values.email).toLowerCase();
      if (email && (emails.has(email) || (await emailTaken(t, email)))) {
        e.errors.email = 'email_exists';
      }
      if (email) emails.add(email);
      if (Object.keys(e.errors).length) errors.push(...rowErrors(row.row, e));
      else valid.push(e);
    }
    if (errors.length) return { ok: false, err: 'invalid_rows', rows: errors };
    for (const e of valid) await insertContact(t, form, type, e.values);
    return { ok: true, count: valid.length } satisfies ImportResult;
  });
}
