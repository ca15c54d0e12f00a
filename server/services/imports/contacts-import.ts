// POST users/import (spec platform 2.9 / 7.5): every row of the contacts sheet is validated with the
// user schema through the field engine; all rows are imported or none is.
// Validation runs first; the rows are staged in batches and moved into users by one statement (issue 8).
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/types';
import { normalizeSearch } from '../platform/search-text';
import { CONTACT_COLUMNS, type ContactRow as SheetRow } from './contacts-sheet-columns';
import { contactInfo, contactSearch } from '../records/contacts';
import { DEFAULT_PERMS, type UserType } from '../auth/accounts';
import { fieldErrorText, fieldLabel } from '../records/field-messages';
import { loadSources, type LoadedForms } from '../records/forms';
import { evaluate, type Evaluation } from '../records/evaluation';
import { isUniqueViolation, textOf } from '../platform/sql';
import type { Form, FormInput } from '../../../schemas/engine';
import type { CreatedIds, ReportChanges } from '../records/record-changes';

export interface RowError {
  /** The spreadsheet row (1-based, as the spreadsheet shows it). */
  row: number;
  field: string;
  error: string;
  /** 'Riadok 3: E-mail – Zadajte e-mail v tvare meno@domena.sk' */
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
/**
 * Rows per staging INSERT: one short statement (10–30 ms on PGlite) per database turn. Each statement waits
 * its FIFO turn behind the other requests' queries, so fewer, not much longer statements finish sooner.
 */
const STAGE_CHUNK = 2000;
/** E-mails per look-up of the ones already taken. */
const EMAIL_CHUNK = 10_000;
/** Imports of at least this many rows refresh the planner's statistics of users (ANALYZE). */
const ANALYZE_FROM = 1000;
/** Staged rows older than this belong to an import that never finished (a crash) and are deleted. */
const STALE_STAGING = '1 hour';

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Between two chunks of the import's own work: yields to the event loop, and when other requests were
 * waiting (the yield came back late) pauses as long again as the chunk took, so a busy server spends at
 * most about half of its thread on the import; an idle one loses nothing.
 */
async function yieldBetweenChunks(chunkMs: number): Promise<void> {
  const start = performance.now();
  await yieldToEventLoop();
  if (performance.now() - start > 1) await new Promise((resolve) => setTimeout(resolve, chunkMs));
}

/** The lower-cased e-mails of these that an account already uses (a query per EMAIL_CHUNK e-mails). */
async function takenEmails(db: Db, emails: string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let i = 0; i < emails.length; i += EMAIL_CHUNK) {
    const rows = await db.query<{ email: string }>(
      'SELECT lower(email) AS email FROM users WHERE lower(email) = ANY($1::text[])',
      [emails.slice(i, i + EMAIL_CHUNK)],
    );
    for (const r of rows) taken.add(r.email);
  }
  return taken;
}

/**
 * Stages the contacts in import_rows, STAGE_CHUNK rows per statement, each statement its own database
 * turn (no transaction) with the event loop let through between them. Staged rows are visible to nobody.
 */
async function stageContacts(db: Db, importId: string, form: Form, valid: Evaluation[]): Promise<void> {
  for (let i = 0; i < valid.length; i += STAGE_CHUNK) {
    if (i > 0) await yieldToEventLoop();
    const batch = valid.slice(i, i + STAGE_CHUNK).map((e) => {
      const info = contactInfo(form, null, e.values);
      return { email: textOf(info.email) || null, info, search: contactSearch(info) };
    });
    await db.query(
      `INSERT INTO import_rows (import_id, n, email, info, search)
       SELECT $2::uuid, $3::int + n, r->>'email', r->'info', r->>'search'
         FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS x(r, n)`,
      [JSON.stringify(batch), importId, i],
    );
  }
}

/** Deletes the staged rows of imports that never finished (older than STALE_STAGING). */
export async function purgeStaleImports(db: Db): Promise<void> {
  await db.query(`DELETE FROM import_rows WHERE created_at < now() - $1::interval`, [STALE_STAGING]);
}

/**
 * Validates every row (the field engine, no database call per row, yielding to the event loop between
 * chunks) and checks the e-mails; then stages the rows in short statements outside any transaction and
 * moves them into users with ONE INSERT … SELECT: all rows or none (a crash before it leaves only
 * staged rows nobody sees, purged by a later import), and PGlite's single connection is held only for
 * that statement and an ANALYZE (about 0.2 s for 20,000 rows), not for the whole import. Every created
 * user is reported (`report`) in that transaction.
 */
export async function importContacts(
  db: Db,
  forms: LoadedForms,
  rows: SheetRow[],
  type: UserType,
  report: ReportChanges,
): Promise<ImportResult> {
  const form = forms.forms.user;
  const sources = await loadSources(db, form);
  const evaluated: { row: number; e: Evaluation; email: string }[] = [];
  let chunkStart = performance.now();
  for (let i = 0; i < rows.length; i++) {
    if (i > 0 && i % EVALUATE_CHUNK === 0) {
      await yieldBetweenChunks(performance.now() - chunkStart);
      chunkStart = performance.now();
    }
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

  await purgeStaleImports(db);
  const importId = randomUUID();
  try {
    await stageContacts(
      db,
      importId,
      form,
      evaluated.map((v) => v.e),
    );
    // One statement moves the rows (an account that took one of the e-mails meanwhile fails it on the
    // unique index users_email_key, and the rows are reported as before), and the planner statistics
    // are refreshed in the same database turn: PGlite has no autovacuum, and with the row count of
    // before the import the users list runs a scan and a sort of the whole table (about 45 ms a call
    // instead of under 1 ms). As a separate statement the ANALYZE waited its FIFO turn behind every
    // queued query, and at 200 clients the users lists queued meanwhile stalled PGlite for 1.5–2 s.
    // Only the columns the list filters and orders by: about 30 ms, the whole table (info jsonb)
    // 150–380 ms. The transaction holds only these two statements.
    await db.tx(async (t) => {
      // the same INSERT whoever listens; the created users are then named by the span of their ids
      await t.query(
        `INSERT INTO users (email, password_hash, perms, type, info, search)
         SELECT email, NULL, $2::text[], $3, info, search FROM import_rows WHERE import_id = $1 ORDER BY n`,
        [importId, DEFAULT_PERMS[type], type],
      );
      if (evaluated.length >= ANALYZE_FROM) await t.query('ANALYZE users (id, type, search)');
      await report.created(t, 'user', report.listening ? await createdUsers(t, evaluated.length) : []);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const late = check(await takenEmails(db, emails));
    if (!late.length) throw error;
    return { ok: false, err: 'invalid_rows', rows: late };
  } finally {
    // Not part of the import's outcome: rows left here (e.g. the database went away) are purged later.
    await db.query('DELETE FROM import_rows WHERE import_id = $1', [importId]).catch(() => undefined);
  }
  return { ok: true, count: evaluated.length };
}

/**
 * The `count` users this transaction's INSERT just created, without reading their ids back: the session's
 * last id of the users sequence is the last of them, and when every id of the span of `count` ending there
 * was written by this transaction, the span names them exactly (the usual case; always on PGlite).
 * Otherwise another session took ids in between (PostgreSQL) and this transaction's users are looked up.
 */
export async function createdUsers(t: Db, count: number): Promise<CreatedIds> {
  const [span] = await t.query<{ last: string; ours: number }>(
    `SELECT s.last, (SELECT count(*) FROM users WHERE id BETWEEN s.last - $1 + 1 AND s.last
                      AND xmin = pg_current_xact_id()::xid)::int AS ours
       FROM (SELECT currval(pg_get_serial_sequence('users', 'id')) AS last) s`,
    [count],
  );
  const last = Number(span!.last);
  if (span!.ours === count) return { first: last - count + 1, last };
  const ids = await t.query<{ id: string }>(
    `SELECT id FROM users WHERE id <= $1 AND xmin = pg_current_xact_id()::xid ORDER BY id DESC LIMIT $2`,
    [last, count],
  );
  if (ids.length !== count) throw new Error(`import: ${ids.length} of ${count} created users found`);
  return ids.map((row) => Number(row.id)).reverse();
}
