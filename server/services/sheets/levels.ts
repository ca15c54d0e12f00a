// Levels (tasks) of a sheet (games 3.3, 4.4, 5.2, 7.2): evaluated by the field engine with the sheet's
// context (`$sheet.labeler`…), stored in levels.info; every write keeps levels.valid and the sheet's
// per-filter counts (variants.counts) right. A level is invalid when its stored values no longer
// pass the schema (rules changed under it: the sheet's flags, an edited schema) or an image it
// references was deleted.
import type { Db, SqlParam } from '../../db/types';
import type { FieldValue, FormInput, ImageValue, Option } from '../../../schemas/engine';
import { loadSources, type LoadedForms } from '../records/forms';
import { mergeInfo } from '../records/evaluation';
import { epochSql, numberOrNull, textOf } from '../platform/sql';
import { searchDocument } from '../platform/search-text';
import {
  evaluateForm,
  levelsFingerprint,
  loadSheet,
  sheetContext,
  type FormEvaluation,
  type SheetRow,
} from './sheets';
import { existingImages } from '../platform/existing-images';

export interface LevelRow {
  id: number;
  variantId: number;
  seq: number;
  layout: string;
  segment: string;
  active: boolean;
  valid: boolean;
  number: number | null;
  info: Record<string, unknown>;
  createdAt: number;
  updatedAt: number;
  receivedAt: number | null;
}

interface RawLevel {
  id: number | string;
  variant_id: number | string;
  seq: number;
  layout: string;
  segment: string;
  active: boolean;
  valid: boolean;
  number: number | null;
  info: Record<string, unknown>;
  created_at: number | string;
  updated_at: number | string;
  received_at: number | string | null;
}

const LEVEL_COLUMNS = `l.id, l.variant_id, l.seq, l.layout, l.segment, l.active, l.valid, l.number, l.info,
  ${epochSql('l.created_at')} AS created_at, ${epochSql('l.updated_at')} AS updated_at,
  ${epochSql('l.received_at')} AS received_at`;

function revive(r: RawLevel): LevelRow {
  return {
    id: Number(r.id),
    variantId: Number(r.variant_id),
    seq: Number(r.seq),
    layout: r.layout,
    segment: r.segment,
    active: r.active,
    valid: r.valid,
    number: numberOrNull(r.number),
    info: r.info ?? {},
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
    receivedAt: numberOrNull(r.received_at),
  };
}

/** The level as replies carry it (games 3.3): each info attribute as {val} ({val, number} for images). */
export function presentLevel(
  level: LevelRow,
  sheet: Pick<SheetRow, 'id' | 'status'>,
): Record<string, unknown> {
  const info: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(level.info)) {
    info[key] =
      value !== null && typeof value === 'object' && !Array.isArray(value) && 'val' in value
        ? value
        : { val: value };
  }
  info.type = level.layout;
  info.valid = level.valid;
  return {
    id: level.id,
    seq: level.seq,
    gameId: sheet.id,
    valid: level.valid,
    status: sheet.status,
    layout: level.layout,
    segment: level.segment,
    active: level.active,
    number: textOf(level.info.order),
    createdAt: level.createdAt,
    updatedAt: level.updatedAt,
    receivedAt: level.receivedAt,
    info,
  };
}

/** Query filters of GET …/levels and …/levels/seq: f (all, production, testing, invalid) and s. */
export const LEVEL_LIST_FILTERS = ['all', 'production', 'testing', 'invalid', 'valid'] as const;

function filterSql(filter: string | undefined): string {
  switch (filter) {
    case 'production':
      return 'l.active';
    case 'testing':
      return 'NOT l.active';
    case 'invalid':
      return 'NOT l.valid';
    case 'valid':
      return 'l.valid';
    default:
      return 'true';
  }
}

export async function loadLevel(
  db: Db,
  sheetId: number,
  levelId: number,
  lock = false,
): Promise<LevelRow | undefined> {
  const row = await db.one<RawLevel>(
    `SELECT ${LEVEL_COLUMNS} FROM levels l WHERE l.id = $1 AND l.variant_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [levelId, sheetId],
  );
  return row ? revive(row) : undefined;
}

/** Levels by id (any sheet), in the order of `ids` (unknown ids left out). */
export async function loadLevelsByIds(db: Db, ids: number[]): Promise<LevelRow[]> {
  if (!ids.length) return [];
  const rows = (
    await db.query<RawLevel>(`SELECT ${LEVEL_COLUMNS} FROM levels l WHERE l.id = ANY($1)`, [ids])
  ).map(revive);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function listLevels(
  db: Db,
  sheetId: number,
  q: { filter?: string; search: string; offset: number; limit: number },
): Promise<LevelRow[]> {
  const rows = await db.query<RawLevel>(
    `SELECT ${LEVEL_COLUMNS} FROM levels l
      WHERE l.variant_id = $1 AND ${filterSql(q.filter)} AND l.search LIKE $2
      ORDER BY l.seq, l.id OFFSET $3 LIMIT $4`,
    [sheetId, q.search, q.offset, q.limit],
  );
  return rows.map(revive);
}

/**
 * GET …/levels/seq/{seq|last}: the level at seq (or the last one) among those matching the filter
 * and search, and its neighbours in that list. For 'last' there is no next.
 */
export async function levelsAround(
  db: Db,
  sheetId: number,
  seq: number | 'last',
  q: { filter?: string; search: string },
): Promise<{ current: LevelRow | null; prev: LevelRow | null; next: LevelRow | null }> {
  const where = `l.variant_id = $1 AND ${filterSql(q.filter)} AND l.search LIKE $2`;
  const one = async (sql: string, params: SqlParam[]) => {
    const row = await db.one<RawLevel>(sql, params);
    return row ? revive(row) : null;
  };
  if (seq === 'last') {
    const current = await one(
      `SELECT ${LEVEL_COLUMNS} FROM levels l WHERE ${where} ORDER BY l.seq DESC, l.id DESC LIMIT 1`,
      [sheetId, q.search],
    );
    const prev = current
      ? await one(
          `SELECT ${LEVEL_COLUMNS} FROM levels l WHERE ${where} AND l.seq < $3 ORDER BY l.seq DESC LIMIT 1`,
          [sheetId, q.search, current.seq],
        )
      : null;
    return { current, prev, next: null };
  }
  const [current, prev, next] = await Promise.all([
    one(`SELECT ${LEVEL_COLUMNS} FROM levels l WHERE ${where} AND l.seq = $3 LIMIT 1`, [
      sheetId,
      q.search,
      seq,
    ]),
    one(`SELECT ${LEVEL_COLUMNS} FROM levels l WHERE ${where} AND l.seq < $3 ORDER BY l.seq DESC LIMIT 1`, [
      sheetId,
      q.search,
      seq,
    ]),
    one(`SELECT ${LEVEL_COLUMNS} FROM levels l WHERE ${where} AND l.seq > $3 ORDER BY l.seq LIMIT 1`, [
      sheetId,
      q.search,
      seq,
    ]),
  ]);
  return { current, prev, next };
}

/** Image ids the level's image fields reference. */
function imageIds(forms: LoadedForms, info: Record<string, unknown>): string[] {
  const ids: string[] = [];
  for (const field of forms.forms.level.fields) {
    if (field.spec.type !== 'image') continue;
    const value = info[field.id] as ImageValue | string | null | undefined;
    const id = typeof value === 'string' ? value : value?.val;
    if (id) ids.push(String(id));
  }
  return ids;
}

/** Marks image fields whose image no longer exists as invalid_value (the form is then invalid). */
async function checkImages(db: Db, forms: LoadedForms, e: FormEvaluation): Promise<void> {
  const ids = imageIds(forms, e.values);
  if (!ids.length) return;
  const present = await existingImages(db, ids);
  for (const field of forms.forms.level.fields) {
    if (field.spec.type !== 'image') continue;
    const value = e.values[field.id] as ImageValue | null | undefined;
    if (!value?.val || present.has(String(value.val))) continue;
    e.attrs[field.id] = { ...e.attrs[field.id], error: 'invalid_value' };
    delete e.values[field.id];
    e.valid = false;
  }
}

/** The level form evaluated in its sheet (new level: stored undefined). */
export async function evaluateLevel(
  db: Db,
  forms: LoadedForms,
  sheet: SheetRow,
  input: FormInput,
  opts: { stored?: Record<string, unknown>; firstFill?: boolean; sources?: Record<string, Option[]> } = {},
): Promise<FormEvaluation> {
  const e = await evaluateForm(db, forms, 'level', input, {
    stored: opts.stored,
    context: sheetContext(sheet),
    suppressRequired: !!opts.firstFill && Object.keys(input).length === 0,
    sources: opts.sources,
  });
  await checkImages(db, forms, e);
  return e;
}

/** The numeric value of a level number ('12', '12a' → 12), or null. */
export function numberOfOrder(order: unknown): number | null {
  const m = /\d{1,9}/.exec(textOf(order));
  return m ? Number(m[0]) : null;
}

function columnsOf(info: Record<string, unknown>) {
  return {
    layout: textOf(info.layout),
    segment: textOf(info.segment),
    active: info.active === true,
    number: numberOfOrder(info.order),
    search: searchDocument([
      textOf(info.order),
      textOf(info.name),
      textOf(info.question),
      textOf(info.description),
    ]),
  };
}

/** Inserts a valid level at the end of the sheet. */
export async function insertLevel(
  db: Db,
  forms: LoadedForms,
  sheet: SheetRow,
  values: Record<string, FieldValue>,
): Promise<LevelRow> {
  const info = mergeInfo(forms.forms.level, {}, values);
  const c = columnsOf(info);
  const row = await db.one<{ id: number | string }>(
    `INSERT INTO levels (variant_id, seq, layout, segment, active, valid, number, info, search)
     VALUES ($1, (SELECT coalesce(max(seq), 0) + 1 FROM levels WHERE variant_id = $1), $2, $3, $4, true, $5, $6, $7)
     RETURNING id`,
    [sheet.id, c.layout, c.segment, c.active, c.number, info, c.search],
  );
  await afterLevelWrite(db, sheet.id);
  return (await loadLevel(db, sheet.id, Number(row!.id)))!;
}

export async function updateLevel(
  db: Db,
  forms: LoadedForms,
  sheet: SheetRow,
  level: LevelRow,
  values: Record<string, FieldValue>,
): Promise<LevelRow> {
  const info = mergeInfo(forms.forms.level, level.info, values);
  const c = columnsOf(info);
  await db.query(
    `UPDATE levels SET layout = $2, segment = $3, active = $4, valid = true, number = $5, info = $6, search = $7,
            updated_at = now() WHERE id = $1`,
    [level.id, c.layout, c.segment, c.active, c.number, info, c.search],
  );
  await afterLevelWrite(db, sheet.id);
  return (await loadLevel(db, sheet.id, level.id))!;
}

export async function deleteLevel(db: Db, sheet: SheetRow, level: LevelRow): Promise<void> {
  await db.query('DELETE FROM levels WHERE id = $1', [level.id]);
  await afterLevelWrite(db, sheet.id);
}

/** variants.counts from the levels; the sheet's updated date moves. */
export async function refreshCounts(db: Db, sheetId: number): Promise<void> {
  await db.query(
    `UPDATE variants SET counts = (
       SELECT jsonb_build_object('all', count(*), 'production', count(*) FILTER (WHERE active),
                                 'testing', count(*) FILTER (WHERE NOT active), 'invalid', count(*) FILTER (WHERE NOT valid))
         FROM levels WHERE variant_id = $1)
     WHERE id = $1`,
    [sheetId],
  );
}

async function afterLevelWrite(db: Db, sheetId: number): Promise<void> {
  await refreshCounts(db, sheetId);
  await db.query('UPDATE variants SET updated_at = now() WHERE id = $1', [sheetId]);
}

/**
 * Re-evaluates every level of the sheet with its stored values and the sheet's current context;
 * stores changed valid flags, the counts and the schema fingerprint. True when a flag changed.
 */
export async function revalidateLevels(db: Db, forms: LoadedForms, sheetId: number): Promise<boolean> {
  const sheet = await loadSheet(db, sheetId, true);
  if (!sheet) return false;
  const rows = await db.query<RawLevel>(
    `SELECT ${LEVEL_COLUMNS} FROM levels l WHERE l.variant_id = $1 ORDER BY l.seq FOR UPDATE`,
    [sheetId],
  );
  const sources = await loadSources(db, forms.forms.level);
  let changed = false;
  for (const level of rows.map(revive)) {
    const e = await evaluateLevel(db, forms, sheet, {}, { stored: level.info, sources });
    if (e.valid === level.valid) continue;
    changed = true;
    await db.query('UPDATE levels SET valid = $2 WHERE id = $1', [level.id, e.valid]);
  }
  await refreshCounts(db, sheetId);
  await db.query('UPDATE variants SET levels_rev = $2 WHERE id = $1', [sheetId, levelsFingerprint(forms)]);
  return changed;
}

/** Before a read: levels evaluated against another schema (or after an image deletion) are re-evaluated. */
export async function ensureLevelsFresh(db: Db, forms: LoadedForms, sheet: SheetRow): Promise<SheetRow> {
  if (sheet.levelsRev === levelsFingerprint(forms)) return sheet;
  await db.tx((t) => revalidateLevels(t, forms, sheet.id));
  return (await loadSheet(db, sheet.id)) ?? sheet;
}

/** An image was deleted: sheets with a level referencing it re-evaluate their levels on the next read. */
export async function imageDeleted(db: Db, imageId: string): Promise<void> {
  await db.query(
    `UPDATE variants SET levels_rev = '' WHERE id IN (
       SELECT variant_id FROM levels WHERE strpos(info::text, $1) > 0)`,
    [JSON.stringify(imageId)],
  );
}

/** GET …/levels/number: one above the highest level number of the sheet (1 when none). */
export async function nextFreeNumber(db: Db, sheetId: number): Promise<number> {
  const row = await db.one<{ n: number | string | null }>(
    'SELECT max(number) AS n FROM levels WHERE variant_id = $1',
    [sheetId],
  );
  return (numberOrNull(row?.n) ?? 0) + 1;
}

/**
 * POST …/levels/{levelId}/assign {number}: the level gets `number`, each following level (by seq)
 * the next one. Returns how many levels were numbered (the level itself included).
 */
export async function assignNumbers(
  db: Db,
  forms: LoadedForms,
  sheet: SheetRow,
  level: LevelRow,
  start: number,
): Promise<number> {
  const rows = await db.query<{ id: number | string; info: Record<string, unknown> }>(
    'SELECT id, info FROM levels WHERE variant_id = $1 AND seq >= $2 ORDER BY seq, id FOR UPDATE',
    [sheet.id, level.seq],
  );
  let n = start;
  for (const row of rows) {
    const info = { ...row.info, order: String(n) };
    await db.query(
      'UPDATE levels SET info = $2, number = $3, search = $4, updated_at = now() WHERE id = $1',
      [Number(row.id), info, n, columnsOf(info).search],
    );
    n++;
  }
  await revalidateLevels(db, forms, sheet.id);
  await db.query('UPDATE variants SET updated_at = now() WHERE id = $1', [sheet.id]);
  return rows.length;
}
