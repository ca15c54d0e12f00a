// POST invoices/import and invoices/{id}/import (games 2.11, 4.5, 5.3, 7.6): a parsed game file becomes
// a new draft (game, variant and levels) or levels appended to a draft. Every value goes through the
// field engine (the level rules see the sheet, e.g. `$sheet.labeler`); one bad value imports nothing
// and every bad row is reported. The levels are inserted 1000 per statement in one transaction: on
// PGlite every level is evaluated before it (the one embedded database stays free meanwhile); on
// PostgreSQL they are evaluated inside it, each chunk inserted while the next one is evaluated, and a
// bad row stops the inserts and rolls them back (see addLevels).
import type { Db } from '../../db/types';
import type { FieldValue, Form, FormInput } from '../../../schemas/engine';
import type { RowError } from './contacts-import';
import { fieldErrorText, fieldLabel } from '../records/field-messages';
import { loadSources, type LoadedForms } from '../records/forms';
import { evaluate, isValid, mergeInfo, type Evaluation } from '../records/evaluation';
import { flagDuplicateNumbers, numberOfOrder, refreshCounts } from '../sheets/levels';
import { searchDocument } from '../platform/search-text';
import { checkImages } from '../sheets/level-images';
import {
  createDraft,
  levelsFingerprint,
  loadSheet,
  sheetContext,
  updateSheetForm,
  type SenderContact,
} from '../sheets/sheets';
import { textOf } from '../platform/sql';
import { cellInput, columnResolver, partOf, SHEET_PARTS, type SheetPart } from './sheet-import-columns';
import type { RawCell, RawGameFile } from './sheet-import-format';
import type { ReportChanges, TypedChange } from '../records/record-changes';

export type { RowError };

export type SheetImportResult =
  | { ok: true; sheetId: number; count: number }
  | { ok: false; err: 'invalid_rows'; rows: RowError[] }
  | { ok: false; err: 'invalid_state' | 'not_found' };

const EVALUATE_CHUNK = 200;
const INSERT_CHUNK = 1000;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The form input of a row's cells: keys resolved to field ids, empty cells left out (defaults apply). */
function inputOf(form: Form, cells: RawCell[]): FormInput {
  const resolve = columnResolver(form);
  const input: FormInput = {};
  for (const [key, value] of cells) {
    const id = resolve(key);
    if (!id || value === '') continue;
    input[id] = cellInput(form.byId.get(id)!, value) as FormInput[string];
  }
  return input;
}

function errorsOf(form: Form, e: Evaluation, row: number, where: string): RowError[] {
  const errors: RowError[] = [];
  for (const [field, attr] of Object.entries(e.attrs)) {
    if (!attr.error) continue;
    errors.push({
      row,
      field,
      error: attr.error,
      message: `${where}: ${fieldLabel(form, field)} – ${fieldErrorText(form, field, attr.error, attr)}`,
    });
  }
  return errors;
}

/** The game and variant parts of a new draft's file, evaluated (no levels yet). */
async function evaluateParts(
  db: Db,
  forms: LoadedForms,
  file: RawGameFile,
): Promise<{ parts: Partial<Record<SheetPart, Evaluation>>; errors: RowError[] }> {
  const errors: RowError[] = [];
  const parts: Partial<Record<SheetPart, Evaluation>> = {};
  for (const { form: name, label } of SHEET_PARTS) {
    const form = forms.forms[name];
    const cells = file.parts.filter((c) => partOf(c.part) === name).map((c): RawCell => [c.key, c.value]);
    const e = await evaluate(db, forms, name, inputOf(form, cells));
    await checkImages(db, [e]);
    parts[name] = e;
    errors.push(...errorsOf(form, e, 0, label));
  }
  return { parts, errors };
}

/**
 * Evaluates every level of the file with the level rules seeing the sheet (`context`). With `stream`,
 * each INSERT_CHUNK of levels is handed over as soon as it is evaluated (its images checked there);
 * the evaluation goes on meanwhile, so on PostgreSQL the database inserts one chunk while this process
 * evaluates the next. Returns the levels and every row error (images included, once the stream is done).
 */
async function evaluateLevels(
  db: Db,
  forms: LoadedForms,
  file: RawGameFile,
  context: Record<string, FieldValue>,
  stream?: (chunk: Evaluation[], offset: number) => Promise<void>,
): Promise<{ levels: Evaluation[]; errors: RowError[] }> {
  const form = forms.forms.level;
  const sources = await loadSources(db, form);
  const levels: Evaluation[] = [];
  let streamed = Promise.resolve();
  const handOver = (end: number) => {
    const offset = end - (end % INSERT_CHUNK || INSERT_CHUNK);
    const chunk = levels.slice(offset, end);
    streamed = streamed.then(() => stream!(chunk, offset));
    // a failure is awaited below; until then it must not count as unhandled
    streamed.catch(() => undefined);
  };
  for (let i = 0; i < file.levels.length; i++) {
    if (i > 0 && i % EVALUATE_CHUNK === 0) await yieldToEventLoop();
    const e = await evaluate(db, forms, 'level', inputOf(form, file.levels[i].cells), {
      context,
      sources,
    });
    // Only a level with errors needs its attrs (the messages); 10,000 valid ones keep just their values.
    if (isValid(e)) e.attrs = {};
    levels.push(e);
    if (stream && (levels.length % INSERT_CHUNK === 0 || levels.length === file.levels.length))
      handOver(levels.length);
  }
  if (stream) await streamed;
  else await checkImages(db, levels);
  const where = (row: number) => (file.source === 'xml' ? `Úloha ${row}` : `Riadok ${row}`);
  const errors: RowError[] = [];
  levels.forEach((e, i) => errors.push(...errorsOf(form, e, file.levels[i].row, where(file.levels[i].row))));
  return { levels, errors };
}

/** The next free seq of a sheet (levels are appended after its last one). */
async function nextSeq(db: Db, sheetId: number): Promise<number> {
  const last = await db.one<{ seq: number | string | null }>(
    'SELECT max(seq) AS seq FROM levels WHERE variant_id = $1',
    [sheetId],
  );
  return Number(last?.seq ?? 0) + 1;
}

/** Inserts valid levels with the seqs firstSeq, firstSeq + 1, …; one statement (≤ INSERT_CHUNK rows). */
async function insertChunk(
  db: Db,
  forms: LoadedForms,
  sheetId: number,
  levels: Evaluation[],
  firstSeq: number,
): Promise<TypedChange[]> {
  const form = forms.forms.level;
  const batch = levels.map((e, j) => {
    const info = mergeInfo(form, {}, e.values);
    return {
      seq: firstSeq + j,
      layout: textOf(info.layout),
      segment: textOf(info.segment),
      active: info.active === true,
      number: numberOfOrder(info.order),
      info,
      search: searchDocument([info.order, info.name, info.question, info.description].map(textOf)),
    };
  });
  const rows = await db.query<{ id: number | string; info: Record<string, unknown> }>(
    `INSERT INTO levels (variant_id, seq, layout, segment, active, valid, number, info, search)
     SELECT $1, (r->>'seq')::int, r->>'layout', r->>'segment', (r->>'active')::boolean, true,
            (r->>'number')::int, r->'info', r->>'search'
       FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS x(r, n) ORDER BY n
     RETURNING id, info`,
    [sheetId, JSON.stringify(batch)],
  );
  // the created levels, in the order of the file (ids follow the insert order)
  return rows
    .map((r) => ({ type: 'level' as const, id: Number(r.id), before: null, after: r.info }))
    .sort((a, b) => a.id - b.id);
}

/** After the inserts: the sheet's per-filter counts and its levels' fingerprint. */
async function finishInsert(db: Db, forms: LoadedForms, sheetId: number): Promise<void> {
  // a number the sheet (or the file) already has: the later level is stored invalid (level.json unique)
  await flagDuplicateNumbers(db, forms, sheetId);
  await refreshCounts(db, sheetId);
  await db.query('UPDATE variants SET updated_at = now(), levels_rev = $2 WHERE id = $1', [
    sheetId,
    levelsFingerprint(forms),
  ]);
}

/** Thrown inside the transaction to roll the streamed levels back when a row turned out bad. */
class RowsRejected extends Error {
  constructor(readonly rows: RowError[]) {
    super('invalid_rows');
  }
}

/**
 * The levels of the file appended to the sheet `sheetId` inside the transaction `t`; the created
 * levels as changes.
 * On PostgreSQL they are evaluated and inserted chunk by chunk at once (the database inserts while
 * this process evaluates), stopping the inserts at the first bad row and rolling everything back
 * (RowsRejected) once every row is evaluated. On PGlite the one embedded database must not be held
 * by a transaction while the file is evaluated (every other request would wait): `evaluated` are the
 * levels evaluated before the transaction, inserted here in one go.
 */
async function addLevels(
  t: Db,
  forms: LoadedForms,
  file: RawGameFile,
  sheetId: number,
  context: Record<string, FieldValue>,
  evaluated?: Evaluation[],
): Promise<TypedChange[]> {
  const firstSeq = await nextSeq(t, sheetId);
  const created: TypedChange[] = [];
  if (evaluated) {
    for (let i = 0; i < evaluated.length; i += INSERT_CHUNK)
      created.push(
        ...(await insertChunk(t, forms, sheetId, evaluated.slice(i, i + INSERT_CHUNK), firstSeq + i)),
      );
  } else {
    let failed = false;
    const result = await evaluateLevels(t, forms, file, context, async (chunk, offset) => {
      await checkImages(t, chunk);
      failed ||= chunk.some((e) => !isValid(e));
      if (!failed) created.push(...(await insertChunk(t, forms, sheetId, chunk, firstSeq + offset)));
    });
    if (result.errors.length) throw new RowsRejected(result.errors);
  }
  await finishInsert(t, forms, sheetId);
  return created;
}

/** Runs an import transaction; a RowsRejected inside becomes the invalid_rows reply. */
async function rejectable(run: () => Promise<SheetImportResult>): Promise<SheetImportResult> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof RowsRejected) return { ok: false, err: 'invalid_rows', rows: error.rows };
    throw error;
  }
}

/**
 * A new draft from the file; the author becomes its sender as with PUT drafts. The created game,
 * variant (with their imported values) and levels are reported in the import's transaction.
 */
export async function importNewDraft(
  db: Db,
  forms: LoadedForms,
  file: RawGameFile,
  author: SenderContact,
  report: ReportChanges,
): Promise<SheetImportResult> {
  const { parts, errors } = await evaluateParts(db, forms, file);
  const game = parts.game!;
  const variant = parts.variant!;
  const context = sheetContext({
    info: variant.values,
    active: variant.values.active === true,
    gameInfo: game.values,
  });
  // the levels before the transaction: all of them on PGlite, on PostgreSQL only when a part is bad
  // already (then nothing is inserted and every bad row is still reported)
  let evaluated: Evaluation[] | undefined;
  if (db.kind === 'pglite' || errors.length) {
    const e = await evaluateLevels(db, forms, file, context);
    errors.push(...e.errors);
    evaluated = e.levels;
  }
  if (errors.length) return { ok: false, err: 'invalid_rows', rows: errors };
  return rejectable(() =>
    db.tx(async (t) => {
      const { id } = await createDraft(t, forms, textOf(game.values.category), author);
      const created = (await loadSheet(t, id, true))!;
      await updateSheetForm(t, forms, created, 'game', game.values);
      await updateSheetForm(t, forms, (await loadSheet(t, id))!, 'variant', variant.values);
      const levels = await addLevels(t, forms, file, id, context, evaluated);
      const sheet = (await loadSheet(t, id))!;
      await report(t, [
        { type: 'game', id: sheet.gameId, before: null, after: sheet.gameInfo },
        { type: 'variant', id, before: null, after: sheet.info },
        ...levels,
      ]);
      return { ok: true, sheetId: id, count: levels.length } satisfies SheetImportResult;
    }),
  );
}

/**
 * The file's levels appended to a draft (its game and variant parts are not used); the created levels
 * are reported in the import's transaction.
 */
export async function importLevelsInto(
  db: Db,
  forms: LoadedForms,
  file: RawGameFile,
  sheetId: number,
  report: ReportChanges,
): Promise<SheetImportResult> {
  const sheet = await loadSheet(db, sheetId);
  if (!sheet) return { ok: false, err: 'not_found' };
  if (sheet.status !== 'draft') return { ok: false, err: 'invalid_state' };
  let evaluated: Evaluation[] | undefined;
  if (db.kind === 'pglite') {
    const e = await evaluateLevels(db, forms, file, sheetContext(sheet));
    if (e.errors.length) return { ok: false, err: 'invalid_rows', rows: e.errors };
    evaluated = e.levels;
  }
  return rejectable(() =>
    db.tx(async (t) => {
      const locked = await loadSheet(t, sheetId, true);
      if (!locked || locked.status !== 'draft')
        return { ok: false, err: 'invalid_state' } satisfies SheetImportResult;
      // PostgreSQL: evaluated here, with the locked sheet's flags
      const levels = await addLevels(
        t,
        forms,
        file,
        sheetId,
        sheetContext(evaluated ? sheet : locked),
        evaluated,
      );
      await report(t, levels);
      return { ok: true, sheetId, count: levels.length } satisfies SheetImportResult;
    }),
  );
}
