// POST users/import (spec platform 2.9 / 7.5): every row of the contacts sheet is validated with the
// user schema through the field engine; all rows are imported in one transaction or none is.
// Validation runs before the transaction; the inserts are batched (issue 8).
import type { Db } from '../db/types';
import { normalizeSearch } from './search-text';
import { CONTACT_COLUMNS, type ContactRow as SheetRow } from './contacts-sheet';
import { contactInfo, contactSearch } from './contacts';
import { DEFAULT_PERMS, type UserType } from './accounts';
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

/** Rows evaluated between two yields to the event loop, so other requests keep being answered. */
const EVALUATE_CHUNK = 200;
/** Rows per INSERT statement. */
const INSERT_CHUNK = 1000;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The lower-cased e-mails of these that an account already uses (one query). */
async function takenEmails(db: Db, emails: string[]): Promise<Set<string>> {
  if (!emails.length) return new Set();
  const rows = await db.query<{ email: string }>(
    'SELECT lower(email) AS email FROM users WHERE lower(email) = ANY($1::text[])',
    [emails],
  );
  return new Set(rows.map((r) => r.email));
}

/** Inserts the contacts in chunks of INSERT_CHUNK rows per statement. */
async function insertContacts(db: Db, form: Form, type: UserType, valid: Evaluation[]): Promise<void> {
  for (let i = 0; i < valid.length; i += INSERT_CHUNK) {
    const batch = valid.slice(i, i + INSERT_CHUNK).map((e) => {
      const info = contactInfo(form, null, e.values);
      return { email: textOf(info.email) || null, info, search: contactSearch(info) };
    });
    await db.query(
      `INSERT INTO users (email, password_hash, perms, type, info, search)
       SELECT r->>'email', NULL, $2::text[], $3, r->'info', r->>'search'
         FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS x(r, n) ORDER BY n`,
      [JSON.stringify(batch), DEFAULT_PERMS[type], type],
    );
  }
}

/**
 * Validates every row (the field engine, no database call per row, yielding to the event loop between
 * chunks), checks the e-mails with one query, then inserts all rows in one short transaction with
 * batched INSERTs: 20,000 rows do not hold the database (PGlite has one connection) for long.
 */
export async function importContacts(
  db: Db,
  forms: LoadedForms,
  rows: SheetRow[],
  type: UserType,
): Promise<ImportResult> {
  const form = forms.forms.user;
  const sources = await loadSources(db, form);
  const evaluated: { row: number; e: Evaluation; email: string }[] = [];
  for (let i = 0; i < rows.length; i++) {
    if (i > 0 && i % EVALUATE_CHUNK === 0) await yieldToEventLoop();
    const e = await evaluate(db, forms, 'user', rowInput(form, rows[i]), { sources });
    evaluated.push({ row: rows[i].row, e, email: textOf(e.values.email).toLowerCase() });
  }
  const check = (taken: Set<string>): RowError[] => {
    const errors: RowError[] = [];
    const seen = new Set<string>();
    for (const { row, e, email } of evaluated) {
      if (email && (seen.has(email) || taken.has(email))) e.errors.email = 'email_exists';
      if (email) seen.add(email);
      if (Object.keys(e.errors).length) errors.push(...rowErrors(row, e));
    }
    return errors;
  };
  const emails = [...new Set(evaluated.map((v) => v.email).filter(Boolean))];
  const errors = check(await takenEmails(db, emails));
  if (errors.length) return { ok: false, err: 'invalid_rows', rows: errors };
  return db.tx(async (t) => {
    // An account may have taken one of the e-mails meanwhile.
    const late = check(await takenEmails(t, emails));
    if (late.length) return { ok: false, err: 'invalid_rows', rows: late } satisfies ImportResult;
    await insertContacts(
      t,
      form,
      type,
      evaluated.map((v) => v.e),
    );
    return { ok: true, count: evaluated.length } satisfies ImportResult;
  });
}
