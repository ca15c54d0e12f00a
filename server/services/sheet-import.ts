// POST invoices/import and invoices/{id}/import (games 2.11, 4.5, 5.3, 7.6): a parsed game file becomes
// a new draft (game, variant and levels) or levels appended to a draft. Every value goes through the
// field engine (the level rules see the sheet, e.g. `$sheet.labeler`); one bad value imports nothing
// and every bad row is reported. Validation runs before the transaction; the levels are inserted
// 1000 per statement in one short transaction.
import type { Db } from '../db/types';
import type { FieldValue, Form, FormInput } from '../../schemas/engine';
import type { RowError } from './contacts-import';
import { fieldErrorText, fieldLabel } from './field-messages';
import { loadSources, type LoadedForms } from './forms';
import { mergeInfo } from './evaluation';
import { numberOfOrder, refreshCounts } from './levels';
import { searchDocument } from './search-text';
import {
  createDraft,
  evaluateForm,
  levelsFingerprint,
  loadSheet,
  sheetContext,
  updateGame,
  updateVariant,
  type FormEvaluation,
  type SenderContact,
  type SheetRow,
} from './sheets';
import { textOf } from './sql';
import { cellInput, columnResolver, partOf, SHEET_PARTS, type SheetPart } from './sheet-import-columns';
import type { RawCell, RawGameFile } from './sheet-import-parse';

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

function errorsOf(form: Form, e: FormEvaluation, row: number, where: string): RowError[] {
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

/** Which of these image ids exist (addresses that are not ids of ours count as present); one query. */
async function existingImages(db: Db, ids: string[]): Promise<Set<string>> {
  const ours = [...new Set(ids.filter((id) => !/^(https?:)?\//.test(id)))];
  const found = new Set(ids.filter((id) => /^(https?:)?\//.test(id)));
  if (!ours.length) return found;
  const rows = await db.query<{ id: string }>('SELECT id FROM images WHERE id = ANY($1)', [ours]);
  for (const r of rows) found.add(r.id);
  return found;
}

/** Marks image fields naming an image that does not exist as invalid_value. */
async function checkImages(db: Db, form: Form, evaluations: FormEvaluation[]): Promise<void> {
  const imageFields = form.fields.filter((f) => f.spec.type === 'image').map((f) => f.id);
  const idOf = (v: FieldValue | undefined) =>
    v && typeof v === 'object' && !Array.isArray(v) && 'val' in v ? String(v.val) : '';
  const ids = evaluations.flatMap((e) => imageFields.map((id) => idOf(e.values[id])).filter(Boolean));
  if (!ids.length) return;
  const present = await existingImages(db, ids);
  for (const e of evaluations) {
    for (const id of imageFields) {
      const image = idOf(e.values[id]);
      if (!image || present.has(image)) continue;
      e.attrs[id] = { ...e.attrs[id], error: 'invalid_value' };
      delete e.values[id];
      e.valid = false;
    }
  }
}

interface Evaluated {
  parts: Partial<Record<SheetPart, FormEvaluation>>;
  levels: FormEvaluation[];
  errors: RowError[];
}

/**
 * Evaluates the file: the game and variant parts (new draft only) and every level, with the level
 * rules seeing the sheet (the imported variant's values, or the stored draft's).
 */
async function evaluateFile(
  db: Db,
  forms: LoadedForms,
  file: RawGameFile,
  target: SheetRow | undefined,
): Promise<Evaluated> {
  const errors: RowError[] = [];
  const parts: Evaluated['parts'] = {};
  if (!target) {
    for (const { form: name, label } of SHEET_PARTS) {
      const form = forms.forms[name];
      const cells = file.parts.filter((c) => partOf(c.part) === name).map((c): RawCell => [c.key, c.value]);
      const e = await evaluateForm(db, forms, name, inputOf(form, cells));
      await checkImages(db, form, [e]);
      parts[name] = e;
      errors.push(...errorsOf(form, e, 0, label));
    }
  }
  const context = target
    ? sheetContext(target)
    : sheetContext({ info: parts.variant?.values ?? {}, active: parts.variant?.values.active === true });
  const form = forms.forms.level;
  const sources = await loadSources(db, form);
  const levels: FormEvaluation[] = [];
  for (let i = 0; i < file.levels.length; i++) {
    if (i > 0 && i % EVALUATE_CHUNK === 0) await yieldToEventLoop();
    const e = await evaluateForm(db, forms, 'level', inputOf(form, file.levels[i].cells), {
      context,
      sources,
    });
    // Only a level with errors needs its attrs (the messages); 10,000 valid ones keep just their values.
    if (e.valid) e.attrs = {};
    levels.push(e);
  }
  await checkImages(db, form, levels);
  const where = (row: number) => (file.source === 'xml' ? `Úloha ${row}` : `Riadok ${row}`);
  levels.forEach((e, i) => errors.push(...errorsOf(form, e, file.levels[i].row, where(file.levels[i].row))));
  return { parts, levels, errors };
}

/** Appends the levels after the sheet's last one, INSERT_CHUNK per statement. */
async function insertLevels(
  db: Db,
  forms: LoadedForms,
  sheetId: number,
  levels: FormEvaluation[],
): Promise<void> {
  const form = forms.forms.level;
  const last = await db.one<{ seq: number | string | null }>(
    'SELECT max(seq) AS seq FROM levels WHERE variant_id = $1',
    [sheetId],
  );
  const base = Number(last?.seq ?? 0);
  for (let i = 0; i < levels.length; i += INSERT_CHUNK) {
    const batch = levels.slice(i, i + INSERT_CHUNK).map((e, j) => {
      const info = mergeInfo(form, {}, e.values);
      return {
        seq: base + i + j + 1,
        layout: textOf(info.layout),
        segment: textOf(info.segment),
        active: info.active === true,
        number: numberOfOrder(info.order),
        info,
        search: searchDocument([info.order, info.name, info.question, info.description].map(textOf)),
      };
    });
    await db.query(
      `INSERT INTO levels (variant_id, seq, layout, segment, active, valid, number, info, search)
       SELECT $1, (r->>'seq')::int, r->>'layout', r->>'segment', (r->>'active')::boolean, true,
              (r->>'number')::int, r->'info', r->>'search'
         FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS x(r, n) ORDER BY n`,
      [sheetId, JSON.stringify(batch)],
    );
  }
  await refreshCounts(db, sheetId);
  await db.query('UPDATE variants SET updated_at = now(), levels_rev = $2 WHERE id = $1', [
    sheetId,
    levelsFingerprint(forms),
  ]);
}

/** A new draft from the file; the author becomes its sender as with PUT drafts. */
export async function importNewDraft(
  db: Db,
  forms: LoadedForms,
  file: RawGameFile,
  author: SenderContact,
): Promise<SheetImportResult> {
  const e = await evaluateFile(db, forms, file, undefined);
  if (e.errors.length) return { ok: false, err: 'invalid_rows', rows: e.errors };
  const game = e.parts.game!;
  const variant = e.parts.variant!;
  return db.tx(async (t) => {
    const id = await createDraft(t, forms, textOf(game.values.category), author);
    const created = (await loadSheet(t, id, true))!;
    await updateGame(t, forms, created, game.values);
    await updateVariant(t, forms, (await loadSheet(t, id))!, variant.values);
    await insertLevels(t, forms, id, e.levels);
    return { ok: true, sheetId: id, count: e.levels.length } satisfies SheetImportResult;
  });
}

/** The file's levels appended to a draft (its game and variant parts are not used). */
export async function importLevelsInto(
  db: Db,
  forms: LoadedForms,
  file: RawGameFile,
  sheetId: number,
): Promise<SheetImportResult> {
  const sheet = await loadSheet(db, sheetId);
  if (!sheet) return { ok: false, err: 'not_found' };
  if (sheet.status !== 'draft') return { ok: false, err: 'invalid_state' };
  const e = await evaluateFile(db, forms, file, sheet);
  if (e.errors.length) return { ok: false, err: 'invalid_rows', rows: e.errors };
  return db.tx(async (t) => {
    const locked = await loadSheet(t, sheetId, true);
    if (!locked || locked.status !== 'draft')
      return { ok: false, err: 'invalid_state' } satisfies SheetImportResult;
    await insertLevels(t, forms, sheetId, e.levels);
    return { ok: true, sheetId, count: e.levels.length } satisfies SheetImportResult;
  });
}
