// Levels (tasks) of a sheet (games 3.3, 4.4, 5.2, 7.2): evaluated by the field engine with the sheet's
// context (`$sheet.labeler`…), stored in levels.info; every write keeps levels.valid and the sheet's
// per-filter counts (variants.counts) right. A level is invalid when its stored values no longer
// pass the schema (rules changed under it: the sheet's flags, an edited schema) or an image it
// references was deleted.
import type { Db } from '../../db/types';
import { orderedChildren, type Neighbours } from '../records/ordered-children';
import type { InfoChange } from '../records/record-changes';
import type { FieldValue, FormInput, Option } from '../../../schemas/engine';
import { loadSources, type LoadedForms } from '../records/forms';
import { evaluate, isValid, mergeInfo, type Evaluation } from '../records/evaluation';
import { epochSql, numberOrNull, textOf } from '../platform/sql';
import { searchDocument } from '../platform/search-text';
import { levelsFingerprint, loadSheet, sheetContext, type SheetRow } from './sheets';
import { checkImages } from './level-images';

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

/** A row as the database returns it: snake-case ids and times, ids maybe as strings. */
interface RawLevel extends Omit<LevelRow, 'id' | 'variantId' | 'createdAt' | 'updatedAt' | 'receivedAt'> {
  id: number | string;
  variant_id: number | string;
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

/** Above every level number (levels.number is an integer): unnumbered levels come last. */
const UNNUMBERED = 2147483647;

/**
 * The levels' order in the cards, the dialog's arrows, exports, labels and reports: by number
 * (1, 2, 3…; '2a' beside 2), the unnumbered last, then by position.
 */
const ordered = orderedChildren<RawLevel, LevelRow>({
  table: 'levels',
  alias: 'l',
  parentColumn: 'variant_id',
  columns: LEVEL_COLUMNS,
  revive,
  order: [`coalesce(l.number, ${UNNUMBERED})`, 'l.seq', 'l.id'],
});

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

/** One level of a sheet (db, sheetId, levelId, lock): `lock` asks for SELECT … FOR UPDATE. */
export const loadLevel = ordered.load;

/** Levels by id (any sheet), in the order of `ids` (unknown ids left out). */
export async function loadLevelsByIds(db: Db, ids: number[]): Promise<LevelRow[]> {
  if (!ids.length) return [];
  const rows = (
    await db.query<RawLevel>(`SELECT ${LEVEL_COLUMNS} FROM levels l WHERE l.id = ANY($1)`, [ids])
  ).map(revive);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const levelFilter = (q: { filter?: string; search: string }) => ({
  where: filterSql(q.filter),
  search: q.search,
});

export async function listLevels(
  db: Db,
  sheetId: number,
  q: { filter?: string; search: string; offset: number; limit: number },
): Promise<LevelRow[]> {
  return ordered.list(db, sheetId, levelFilter(q), q);
}

/**
 * GET …/levels/seq/{seq|last}: the level at seq (or the last one) among those matching the filter
 * and search, and its neighbours in that list. For 'last' there is no next.
 */
export function levelsAround(
  db: Db,
  sheetId: number,
  seq: number | 'last',
  q: { filter?: string; search: string },
): Promise<Neighbours<LevelRow>> {
  return ordered.around(db, sheetId, seq, levelFilter(q));
}

/** The source of level.json's `unique` rule on the level number: numbers of the sheet's earlier levels. */
export const LEVEL_NUMBERS = 'levelNumbers';

/** A level number as the `unique` rule compares it: trimmed, lower case ('2a' = '2A'). */
const numberKey = (order: unknown): string => textOf(order).toLowerCase();

/** How a message names a level: its internal name, else the start of its question. */
function levelTitle(info: Record<string, unknown>): string {
  const name = textOf(info.name);
  if (name) return name;
  const question = textOf(info.question);
  return question.length > 60 ? `${question.slice(0, 59)}…` : question;
}

/** The number option of a level (value: its number, label: its name) for the `unique` rule. */
const numberOption = (info: Record<string, unknown>): Option => ({
  value: textOf(info.order),
  label: levelTitle(info),
});

/**
 * The `levelNumbers` source of a level: the numbered levels of the sheet before `seq` (every level for
 * a new one, which is appended last). Only the second of two levels with one number is invalid.
 */
export async function earlierLevelNumbers(
  db: Db,
  sheetId: number,
  seq?: number,
): Promise<Record<string, Option[]>> {
  const rows = await db.query<{ info: Record<string, unknown> }>(
    `SELECT info FROM levels WHERE variant_id = $1 AND ($2::int IS NULL OR seq < $2)
        AND coalesce(info->>'order', '') <> '' ORDER BY seq, id`,
    [sheetId, seq ?? null],
  );
  return { [LEVEL_NUMBERS]: rows.map((r) => numberOption(r.info)) };
}

/** The level form evaluated in its sheet (new level: stored undefined), its images checked. */
export async function evaluateLevel(
  db: Db,
  forms: LoadedForms,
  sheet: SheetRow,
  input: FormInput,
  opts: { stored?: Record<string, unknown>; sources?: Record<string, Option[]> } = {},
): Promise<Evaluation> {
  const e = await evaluate(db, forms, 'level', input, { ...opts, context: sheetContext(sheet) });
  await checkImages(db, [e]);
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
    search: levelSearch(info),
  };
}

/** The level's search document: its number, name, question and description. */
export function levelSearch(info: Record<string, unknown>): string {
  return searchDocument([
    textOf(info.order),
    textOf(info.name),
    textOf(info.question),
    textOf(info.description),
  ]);
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
     VALUES ($1, ${ordered.nextSeqSql}, $2, $3, $4, true, $5, $6, $7)
     RETURNING id`,
    [sheet.id, c.layout, c.segment, c.active, c.number, info, c.search],
  );
  await afterLevelWrite(db, sheet.id);
  await revalidateLevels(db, forms, sheet.id, [info.order]);
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
  // A renumbered level frees its old number (a later duplicate becomes valid) or takes a later one's.
  await revalidateLevels(db, forms, sheet.id, [level.info.order, info.order]);
  return (await loadLevel(db, sheet.id, level.id))!;
}

export async function deleteLevel(
  db: Db,
  sheet: SheetRow,
  level: LevelRow,
  forms?: LoadedForms,
): Promise<void> {
  await db.query('DELETE FROM levels WHERE id = $1', [level.id]);
  await afterLevelWrite(db, sheet.id);
  if (forms) await revalidateLevels(db, forms, sheet.id, [level.info.order]);
}

/** variants.counts from the levels. */
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

/** The sheet's levels per filter (the counts of the level tabs) among those matching a search pattern. */
export async function searchedLevelCounts(
  db: Db,
  sheetId: number,
  search: string,
): Promise<{ all: number; production: number; testing: number; invalid: number }> {
  const row = await db.one<Record<'all' | 'production' | 'testing' | 'invalid', number | string>>(
    `SELECT count(*) AS "all", count(*) FILTER (WHERE active) AS production,
            count(*) FILTER (WHERE NOT active) AS testing, count(*) FILTER (WHERE NOT valid) AS invalid
       FROM levels WHERE variant_id = $1 AND search LIKE $2`,
    [sheetId, search],
  );
  return {
    all: Number(row?.all ?? 0),
    production: Number(row?.production ?? 0),
    testing: Number(row?.testing ?? 0),
    invalid: Number(row?.invalid ?? 0),
  };
}

/**
 * How many levels the sheet has, how many are flagged invalid and how many are active (in production);
 * the stored flags, not re-evaluated.
 */
export async function levelCounts(
  db: Db,
  sheetId: number,
): Promise<{ all: number; invalid: number; active: number }> {
  const row = await db.one<{ all: number | string; invalid: number | string; active: number | string }>(
    `SELECT count(*) AS "all", count(*) FILTER (WHERE NOT valid) AS invalid, count(*) FILTER (WHERE active) AS active
       FROM levels WHERE variant_id = $1`,
    [sheetId],
  );
  return {
    all: Number(row?.all ?? 0),
    invalid: Number(row?.invalid ?? 0),
    active: Number(row?.active ?? 0),
  };
}

async function afterLevelWrite(db: Db, sheetId: number): Promise<void> {
  await refreshCounts(db, sheetId);
  await db.query('UPDATE variants SET updated_at = now() WHERE id = $1', [sheetId]);
}

/**
 * Re-evaluates every level of the sheet with its stored values, the sheet's current context and the
 * numbers of its earlier levels; stores changed valid flags, the counts and the schema fingerprint.
 * With `numbers`, only the levels holding one of those numbers are re-evaluated (after a level write:
 * a duplicate number appears or goes) and the fingerprint stays. True when a flag changed.
 */
export async function revalidateLevels(
  db: Db,
  forms: LoadedForms,
  sheetId: number,
  numbers?: unknown[],
  /** keepValid: only invalid → valid (a sent game's levels after a publish). */
  opts: { keepValid?: boolean } = {},
): Promise<boolean> {
  const only = numbers ? new Set(numbers.map(numberKey).filter((key) => key !== '')) : undefined;
  if (only && only.size === 0) return false;
  const sheet = await loadSheet(db, sheetId, true);
  if (!sheet) return false;
  const rows = await db.query<RawLevel>(
    `SELECT ${LEVEL_COLUMNS} FROM levels l WHERE l.variant_id = $1 ORDER BY l.seq FOR UPDATE`,
    [sheetId],
  );
  const sources = await loadSources(db, forms.forms.level);
  let changed = false;
  const earlier: Option[] = [];
  for (const level of rows.map(revive)) {
    const key = numberKey(level.info.order);
    if (!only || only.has(key)) {
      const e = await evaluateLevel(
        db,
        forms,
        sheet,
        {},
        // the same growing list for every level (the engine indexes it as it grows)
        { stored: level.info, sources: { ...sources, [LEVEL_NUMBERS]: earlier } },
      );
      const valid = isValid(e) || (!!opts.keepValid && level.valid);
      if (valid !== level.valid) {
        changed = true;
        await db.query('UPDATE levels SET valid = $2 WHERE id = $1', [level.id, valid]);
      }
    }
    if (key !== '') earlier.push(numberOption(level.info));
  }
  await refreshCounts(db, sheetId);
  if (!only)
    await db.query('UPDATE variants SET levels_rev = $2 WHERE id = $1', [sheetId, levelsFingerprint(forms)]);
  return changed;
}

/**
 * After levels were added in bulk (an import): the levels sharing a number with another level of the
 * sheet are re-evaluated, so every later one of them is invalid ('Číslo 2 má už úloha …'), a draft to fix.
 */
export async function flagDuplicateNumbers(db: Db, forms: LoadedForms, sheetId: number): Promise<void> {
  const rows = await db.query<{ key: string }>(
    `SELECT lower(btrim(info->>'order')) AS key FROM levels
      WHERE variant_id = $1 AND coalesce(btrim(info->>'order'), '') <> ''
      GROUP BY 1 HAVING count(*) > 1`,
    [sheetId],
  );
  if (rows.length)
    await revalidateLevels(
      db,
      forms,
      sheetId,
      rows.map((r) => r.key),
    );
}

/**
 * Before a read: levels evaluated against another schema (or after an image deletion) are re-evaluated.
 * A publish never turns a level of a game sent to production invalid: there a valid level stays valid
 * (the new rules apply when it is next edited), an invalid one may become valid.
 */
export async function ensureLevelsFresh(db: Db, forms: LoadedForms, sheet: SheetRow): Promise<SheetRow> {
  if (sheet.levelsRev === levelsFingerprint(forms)) return sheet;
  const keepValid = sheet.status !== 'draft';
  await db.tx((t) => revalidateLevels(t, forms, sheet.id, undefined, { keepValid }));
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

/**
 * The `count` lowest numbers no level of the sheet has ('nasledujúce voľné čísla': 3 when 1, 2, 4
 * and 5 are taken, then 6…).
 */
export async function freeNumbers(db: Db, sheetId: number, count: number): Promise<number[]> {
  const rows = await db.query<{ number: number | string }>(
    'SELECT DISTINCT number FROM levels WHERE variant_id = $1 AND number IS NOT NULL',
    [sheetId],
  );
  const taken = new Set(rows.map((r) => Number(r.number)));
  const free: number[] = [];
  for (let n = 1; free.length < count; n++) if (!taken.has(n)) free.push(n);
  return free;
}

/** GET …/levels/number: the lowest number no level of the sheet has (1 when none). */
export async function nextFreeNumber(db: Db, sheetId: number): Promise<number> {
  return (await freeNumbers(db, sheetId, 1))[0];
}

/**
 * POST …/levels/{levelId}/assign {number}: the level gets `number`, each level following it in the
 * levels' order the next one. Returns the changes of every level numbered (the level itself included).
 */
export async function assignNumbers(
  db: Db,
  forms: LoadedForms,
  sheet: SheetRow,
  level: LevelRow,
  start: number,
): Promise<InfoChange[]> {
  const rows = await db.query<{ id: number | string; info: Record<string, unknown> }>(
    `SELECT l.id, l.info FROM levels l
      WHERE l.variant_id = $1 AND (coalesce(l.number, ${UNNUMBERED}), l.seq, l.id) >= ($2, $3, $4)
      ORDER BY ${ordered.orderBy('ASC')} FOR UPDATE`,
    [sheet.id, level.number ?? UNNUMBERED, level.seq, level.id],
  );
  const changes: InfoChange[] = [];
  let n = start;
  for (const row of rows) {
    const info = { ...row.info, order: String(n) };
    await db.query(
      'UPDATE levels SET info = $2, number = $3, search = $4, updated_at = now() WHERE id = $1',
      [Number(row.id), info, n, levelSearch(info)],
    );
    changes.push({ id: Number(row.id), before: row.info, after: info });
    n++;
  }
  await revalidateLevels(db, forms, sheet.id);
  await db.query('UPDATE variants SET updated_at = now() WHERE id = $1', [sheet.id]);
  return changes;
}
