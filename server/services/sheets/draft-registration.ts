// Send to production (games 4.3, 5.4, 3.6, 7.1, 9) on the jobs service: POST drafts/{id}/register
// checks the blockers and enqueues a job; the job checks every level through the field engine (and
// that each referenced image exists), numbers the levels that have no number, gives the sheet its
// submission number and sets it registered and in production. GET …/register/{transId} reads the job.
//
// Why two phases: on PGlite one transaction holds the only connection, so progress written while a
// long transaction runs would be invisible (and the poll itself would wait). The levels are therefore
// checked in chunks outside a transaction (reporting progress after each chunk), and the writes run in
// ONE short transaction that first locks the sheet and its levels and compares a fingerprint of
// everything the check read (sheet, game, levels, the image-deletion mark levels_rev): when anything
// changed meanwhile, the check runs again. So what is committed is exactly what was checked, and an
// invalid sheet (failed check, or a blocker found at commit) ends `invalid_sheet` with nothing written.
import type { Db } from '../../db/types';
import type { Option } from '../../../schemas/engine';
import { getForms, loadSources, type LoadedForms } from '../records/forms';
import { schemaRuntimeOf } from '../schemas/runtime';
import { enqueueJob, jobActor, recordJobProgress, JobError, type JobHandler } from '../platform/jobs';
import type { ReportChanges, TypedChange } from '../records/record-changes';
import { SEND_WARNINGS_FIELD } from '../../../schemas/api/history-kinds';
import {
  evaluateLevel,
  LEVEL_NUMBERS,
  levelCounts,
  levelSearch,
  freeNumbers,
  refreshCounts,
  type LevelRow,
} from './levels';
import { evaluate, isValid } from '../records/evaluation';
import { loadSheet, presentSheet, senderIsEmpty, senderOf, type SheetRow } from './sheets';
import { textOf } from '../platform/sql';
import { fieldErrorText, fieldLabel } from '../records/field-messages';
import { submitMessages } from '../../../i18n/sk/submit';
import { routeWarnings } from '../../../schemas/game-route';
import type { RouteLevel } from '../../../schemas/api';
import { routeOf, sheetRoute } from './route';

export const DRAFT_REGISTER_JOB = 'draft-register';

/** Levels evaluated between two progress reports. */
const CHECK_CHUNK = 100;
/** Check-and-commit rounds before giving up on a sheet that keeps being edited (then retried by the runner). */
const MAX_ROUNDS = 3;

/**
 * intern (games 2.10, 6): the overview shows extra messages. In the inherited postal reading the
 * sheet's parcel type decides them: msg1 for ems and epg, msg2 for ems, epg and b. A sheet's parcel
 * type is `variants.info.parcelType` (a parcelType codelist value, set by an import or by a schema
 * field of that id); a game sheet without one is not intern.
 */
export const INTERN_MESSAGES: Record<'msg1' | 'msg2', readonly string[]> = {
  msg1: ['ems', 'epg'],
  msg2: ['ems', 'epg', 'b'],
};

export interface RegistrationInfo {
  intern: boolean;
  parcelType: string;
  /** Which overview messages apply ('msg1', 'msg2'); empty unless intern. */
  messages: string[];
}

export function registrationInfo(sheet: SheetRow): RegistrationInfo {
  const parcelType = textOf(sheet.info.parcelType);
  const messages = Object.entries(INTERN_MESSAGES)
    .filter(([, types]) => types.includes(parcelType))
    .map(([msg]) => msg);
  return { intern: messages.length > 0, parcelType, messages };
}

/** What is wrong with a level: the field's label and the field error's Slovak message. */
export interface LevelReason {
  field: string;
  label: string;
  message: string;
}

/** A level named in the overview or a blocker: its number (info.order) and name. */
export interface LevelRef {
  id: number;
  number: string;
  name: string;
  /** An invalid level's field errors (issue 31): what to fix, not only which level. */
  reasons?: LevelReason[];
}

/**
 * Warnings of the overview that do not block a send but need 'Odoslať aj tak' (issue 31), and are
 * logged with the send: 'testingLevels' = some levels are in testing (players do not see them);
 * 'unplacedLevels' = the variant has a start but some levels have no position; 'longLegs' = a leg of
 * the route (schemas/game-route.ts) is longer than 3 km.
 */
export type SendWarning = 'testingLevels' | 'unplacedLevels' | 'longLegs';

/** A leg of the route longer than 3 km: from the start (null) or a level, to a level, in metres. */
export interface LongLegRef {
  from: LevelRef | null;
  to: LevelRef;
  meters: number;
}

/** What the overview and the blockers name (issue 22): which forms are wrong, which levels are not live. */
export interface RegistrationCheck {
  /** 'game' (game form invalid), 'variant' (variant form invalid), 'sender' (sender empty). */
  problems: ('game' | 'variant' | 'sender')[];
  /** Levels active (in production). */
  activeLevels: number;
  /** Levels in testing (not active), in their order (the first LEVEL_REF_LIMIT). */
  testingLevels: LevelRef[];
  /** Levels flagged invalid, in their order (the first LEVEL_REF_LIMIT), each with its reasons. */
  invalidLevels: LevelRef[];
  /** Levels without a position while the variant has a start, in their order (the first LEVEL_REF_LIMIT). */
  unplacedLevels: LevelRef[];
  /** The route's legs longer than 3 km, in the route's order (the first LEVEL_REF_LIMIT). */
  longLegs: LongLegRef[];
  /** The warnings a send would be logged with. */
  warnings: SendWarning[];
}

/** Levels named per list: a long list is cut (the counts of the level filters give the rest). */
export const LEVEL_REF_LIMIT = 50;

export async function registrationCheck(
  db: Db,
  forms: LoadedForms,
  sheet: SheetRow,
): Promise<RegistrationCheck> {
  const problems: RegistrationCheck['problems'] = [];
  if (!sheet.valid) {
    if (!isValid(await evaluate(db, forms, 'game', {}, { stored: sheet.gameInfo }))) problems.push('game');
    if (!isValid(await evaluate(db, forms, 'variant', {}, { stored: sheet.info }))) problems.push('variant');
    // valid false with both forms passing today (rules changed since): the game dialog re-saves it
    if (!problems.length) problems.push('game');
  }
  if (senderIsEmpty(senderOf(sheet))) problems.push('sender');
  const rows = await db.query<{
    id: number | string;
    active: boolean;
    valid: boolean;
    info: Record<string, unknown>;
  }>('SELECT id, active, valid, info FROM levels WHERE variant_id = $1 ORDER BY seq, id', [sheet.id]);
  const ref = (r: (typeof rows)[number]): LevelRef => ({
    id: Number(r.id),
    number: textOf(r.info?.order),
    name: textOf(r.info?.name) || textOf(r.info?.question),
  });
  const activeLevels = rows.filter((r) => r.active).length;
  const route = await routeCheck(db, sheet);
  const routeRef = (level: RouteLevel): LevelRef => ({
    id: level.id,
    number: level.number,
    name: level.title,
  });
  return {
    problems,
    activeLevels,
    testingLevels: rows
      .filter((r) => !r.active)
      .slice(0, LEVEL_REF_LIMIT)
      .map(ref),
    invalidLevels: await invalidLevelRefs(db, forms, sheet, rows, ref),
    unplacedLevels: route.warnings.unplaced.slice(0, LEVEL_REF_LIMIT).map(routeRef),
    longLegs: route.warnings.longLegs.slice(0, LEVEL_REF_LIMIT).map((leg) => {
      const from = route.stops[leg.from]!.level;
      return {
        from: from ? routeRef(from) : null,
        to: routeRef(route.stops[leg.to]!.level!),
        meters: leg.meters,
      };
    }),
    warnings: sendWarnings({ all: rows.length, active: activeLevels }, route.warnings),
  };
}

/** The sheet's route (all its levels in their order) and what it warns of. */
async function routeCheck(db: Db, sheet: SheetRow) {
  const route = routeOf(await sheetRoute(db, sheet));
  return { ...route, warnings: routeWarnings(route) };
}

/**
 * The warnings of a sheet with these level counts and route warnings (the levels in testing: none while
 * a blocker applies to it).
 */
export function sendWarnings(
  levels: { all: number; active: number },
  route: { unplaced: readonly unknown[]; longLegs: readonly unknown[] } = { unplaced: [], longLegs: [] },
): SendWarning[] {
  const warnings: SendWarning[] = levels.active > 0 && levels.active < levels.all ? ['testingLevels'] : [];
  if (route.unplaced.length) warnings.push('unplacedLevels');
  if (route.longLegs.length) warnings.push('longLegs');
  return warnings;
}

/**
 * The invalid levels (the first LEVEL_REF_LIMIT) with what is wrong with each: every level is evaluated
 * with its sheet's context and the numbers of the levels before it (as the send's check does).
 */
async function invalidLevelRefs<R extends { valid: boolean; info: Record<string, unknown> }>(
  db: Db,
  forms: LoadedForms,
  sheet: SheetRow,
  rows: R[],
  ref: (row: R) => LevelRef,
): Promise<LevelRef[]> {
  const out: LevelRef[] = [];
  if (!rows.some((r) => !r.valid)) return out;
  const sources: Record<string, Option[]> = await loadSources(db, forms.forms.level);
  const earlier: Option[] = [];
  for (const row of rows) {
    if (out.length >= LEVEL_REF_LIMIT) break;
    if (!row.valid) {
      const e = await evaluateLevel(
        db,
        forms,
        sheet,
        {},
        { stored: row.info ?? {}, sources: { ...sources, [LEVEL_NUMBERS]: [...earlier] } },
      );
      const reasons = Object.entries(e.errors).map(([field, code]) => ({
        field,
        label: fieldLabel(e.form, field),
        message: fieldErrorText(e.form, field, code, e.attrs[field]),
      }));
      out.push({ ...ref(row), reasons });
    }
    const order = textOf(row.info?.order);
    if (order) earlier.push({ value: order, label: textOf(row.info?.name) || textOf(row.info?.question) });
  }
  return out;
}

/**
 * The blockers of games 4.3/5.4, in their order; undefined when the sheet may be sent. Issue 31 adds
 * 'noActiveLevels': production gets only playable games, so a sheet none of whose levels is active
 * (players would see nothing) is refused too.
 */
export type Blocker = 'emptySender' | 'invalidLevels' | 'noLevels' | 'noActiveLevels';

export function blockerOf(
  sheet: SheetRow,
  levels: { all: number; invalid: number; active: number },
): Blocker | undefined {
  if (!sheet.valid || senderIsEmpty(senderOf(sheet))) return 'emptySender';
  if (levels.invalid > 0) return 'invalidLevels';
  if (levels.all === 0) return 'noLevels';
  if (levels.active === 0) return 'noActiveLevels';
  return undefined;
}

/** The Slovak reason of a blocker, as the app's blocker dialog says it (the reply's `message`). */
export function blockerMessage(blocker: Blocker): string {
  return submitMessages.submitBlockers[`${blocker}Dlg`].content;
}

export type RegistrationStart =
  { ok: true; transId: string; err: null } | { ok: false; err: string; blocker?: Blocker; message?: string };

/**
 * POST drafts/{id}/register: refuses a sheet already in production (`invalid_state`) or that a blocker
 * stops (`invalid_sheet`, the spec's code, with the blocker named); a sheet whose registration already
 * runs answers that job's transId. Undefined when the sheet does not exist. The job reports its
 * changes as made by `actor`.
 */
export async function startDraftRegistration(
  db: Db,
  sheetId: number,
  schemasDir: string | undefined,
  actor: number | null,
): Promise<RegistrationStart | undefined> {
  return db.tx(async (t) => {
    const sheet = await loadSheet(t, sheetId, true);
    if (!sheet) return undefined;
    const open = await t.one<{ trans_id: string }>(
      `SELECT trans_id FROM jobs WHERE kind = $1 AND params ->> 'sheetId' = $2 AND status IN ('pending', 'running')
        ORDER BY id LIMIT 1`,
      [DRAFT_REGISTER_JOB, String(sheetId)],
    );
    if (open) return { ok: true, transId: open.trans_id, err: null };
    if (sheet.active) return { ok: false, err: 'invalid_state' };
    const blocker = blockerOf(sheet, await levelCounts(t, sheetId));
    if (blocker) return { ok: false, err: 'invalid_sheet', blocker, message: blockerMessage(blocker) };
    const job = await enqueueJob(t, DRAFT_REGISTER_JOB, { sheetId, schemasDir: schemasDir ?? null, actor });
    return { ok: true, transId: job.trans_id, err: null };
  });
}

/** GET drafts/{id}/register/{transId}: the job's progress with the sheet; undefined for an unknown pair. */
export const draftRegistrationProgress = recordJobProgress(
  DRAFT_REGISTER_JOB,
  'sheetId',
  loadSheet,
  presentSheet,
);

/** The job (resumable: nothing is written before the one commit, so a resumed job checks again). */
export const runDraftRegistration: JobHandler = async ({ db, job, progress, signal, recordChanges }) => {
  const sheetId = Number(job.params.sheetId);
  const dir = typeof job.params.schemasDir === 'string' ? job.params.schemasDir : undefined;
  const forms = schemaRuntimeOf(db)?.forms ?? getForms(dir);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const before = await sheetFingerprint(db, sheetId);
    if (before === undefined) throw new JobError('not_found');
    const sheet = await loadSheet(db, sheetId);
    if (!sheet) throw new JobError('not_found');
    // In production already: a crash after the commit and before the job was marked done.
    if (sheet.active) return { sheetId, number: sheet.number };
    const checked = await checkLevels(db, forms, sheet, progress, signal);
    const total = checked.total + 1;
    if (checked.invalid > 0) throw new JobError('invalid_sheet');
    signal.throwIfAborted();
    const report = recordChanges.reporter(jobActor(job));
    const outcome = await db.tx((t) => commit(t, sheetId, before, checked.total, report));
    if (outcome === 'changed') continue;
    await progress(total, total);
    return { sheetId, number: outcome.number, numbered: outcome.numbered };
  }
  throw new Error(`Hárok ${sheetId} sa počas odosielania stále mení.`);
};

interface CheckResult {
  total: number;
  invalid: number;
}

/** Every level through the field engine with the sheet's context, progress after each chunk. */
async function checkLevels(
  db: Db,
  forms: LoadedForms,
  sheet: SheetRow,
  progress: (done: number, total: number) => Promise<void>,
  signal: AbortSignal,
): Promise<CheckResult> {
  const total = (await levelCounts(db, sheet.id)).all;
  const sources: Record<string, Option[]> = await loadSources(db, forms.forms.level);
  await progress(0, total + 1);
  let done = 0;
  let invalid = 0;
  let afterSeq = -1;
  let afterId = 0;
  // the numbers of the levels checked so far: a later level repeating one is invalid (level.json unique)
  const earlier: Option[] = [];
  for (;;) {
    signal.throwIfAborted();
    const rows = await db.query<{ id: number | string; seq: number; info: Record<string, unknown> }>(
      `SELECT id, seq, info FROM levels WHERE variant_id = $1 AND (seq, id) > ($2, $3)
        ORDER BY seq, id LIMIT ${CHECK_CHUNK}`,
      [sheet.id, afterSeq, afterId],
    );
    if (!rows.length) break;
    for (const row of rows) {
      const e = await evaluateLevel(
        db,
        forms,
        sheet,
        {},
        { stored: row.info, sources: { ...sources, [LEVEL_NUMBERS]: earlier } },
      );
      if (!isValid(e)) invalid++;
      const order = textOf(row.info.order);
      if (order) earlier.push({ value: order, label: textOf(row.info.name) || textOf(row.info.question) });
    }
    done += rows.length;
    const last = rows[rows.length - 1];
    afterSeq = Number(last.seq);
    afterId = Number(last.id);
    await progress(Math.min(done, total), Math.max(total, done) + 1);
    // PGlite answers from the microtask queue: without a turn of the event loop the check would hold
    // the process until its end, and neither the progress call nor any other request would be served.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { total: Math.max(total, done), invalid };
}

type CommitOutcome = 'changed' | { number: string; numbered: number };

/** The one write transaction: lock, compare with what was checked, number, register, report. */
async function commit(
  t: Db,
  sheetId: number,
  checked: string,
  levelCount: number,
  report: ReportChanges,
): Promise<CommitOutcome> {
  const sheet = await loadSheet(t, sheetId, true);
  if (!sheet) throw new JobError('not_found');
  const levels = await t.query<{ id: number | string; active: boolean; info: Record<string, unknown> }>(
    'SELECT id, active, info FROM levels WHERE variant_id = $1 ORDER BY seq, id FOR UPDATE',
    [sheetId],
  );
  if ((await sheetFingerprint(t, sheetId)) !== checked || levels.length !== levelCount) return 'changed';
  if (sheet.active) throw new JobError('invalid_state');
  const counts = { all: levels.length, invalid: 0, active: levels.filter((l) => l.active).length };
  if (blockerOf(sheet, counts)) throw new JobError('invalid_sheet');
  const warnings = sendWarnings(counts, (await routeCheck(t, sheet)).warnings);
  const numbered = await numberLevels(t, sheetId, levels.map(levelOf));
  // A sheet sent before (back in testing since) keeps its submission number and its status.
  const number = sheet.number || (await nextSubmissionNumber(t));
  const registered = await t.one<{ info: Record<string, unknown>; status: string }>(
    `UPDATE variants SET status = CASE WHEN status = 'draft' THEN 'registered' ELSE status END, active = true,
            saved = true, number = $2, info = jsonb_set(info, '{active}', 'true'),
            registered_at = coalesce(registered_at, now()), updated_at = now()
      WHERE id = $1 RETURNING info, status`,
    [sheetId, number],
  );
  // The variant is in production: its game is too (issue 31: the game's 'Aktívna (v produkcii)' would
  // otherwise still say 'in testing' of a sent game, and players would not see it).
  const game = await t.one<{ info: Record<string, unknown> }>(
    `UPDATE games SET active = true, info = jsonb_set(info, '{active}', 'true'), updated_at = now()
      WHERE id = $1 AND NOT (active AND info -> 'active' = 'true'::jsonb) RETURNING info`,
    [sheet.gameId],
  );
  await report(t, [
    {
      type: 'variant',
      id: sheetId,
      before: sheet.info,
      after: registered!.info,
      status: [sheet.status, registered!.status],
      // sent although the overview warned (issue 31): which warnings
      ...(warnings.length ? { notes: { [SEND_WARNINGS_FIELD]: warnings } } : {}),
    },
    ...(game ? [{ type: 'game' as const, id: sheet.gameId, before: sheet.gameInfo, after: game.info }] : []),
    ...numbered,
  ]);
  return { number, numbered: numbered.length };
}

function levelOf(row: { id: number | string; info: Record<string, unknown> }): Pick<LevelRow, 'id' | 'info'> {
  return { id: Number(row.id), info: row.info ?? {} };
}

/**
 * Levels without a number (empty info.order) get the lowest free ones, in their order; one statement.
 * Returns the numbered levels' changes.
 */
async function numberLevels(
  t: Db,
  sheetId: number,
  levels: Pick<LevelRow, 'id' | 'info'>[],
): Promise<TypedChange[]> {
  const missing = levels.filter((l) => textOf(l.info.order) === '');
  if (!missing.length) return [];
  const free = await freeNumbers(t, sheetId, missing.length);
  const rows = missing.map((level, i) => {
    const n = free[i];
    const info: Record<string, unknown> = { ...level.info, order: String(n) };
    return { id: level.id, number: n, info, search: levelSearch(info) };
  });
  await t.query(
    `UPDATE levels l SET number = r.number, info = r.info, search = r.search, updated_at = now()
       FROM jsonb_to_recordset($1::jsonb) AS r(id bigint, number integer, info jsonb, search text)
      WHERE l.id = r.id`,
    [JSON.stringify(rows)],
  );
  await refreshCounts(t, sheetId);
  return missing.map((level, i) => ({
    type: 'level',
    id: level.id,
    before: level.info,
    after: rows[i].info,
  }));
}

/**
 * Games 9: the next submission number is generated from the last sent sheet: its number with the
 * trailing digits increased by one (width and prefix kept: 'HRY-0099' → 'HRY-0100'), '1' when no
 * sheet was sent yet; a number some sheet already has is skipped. Serialized by an advisory lock so
 * that two registrations committing at once never get the same number.
 */
export async function nextSubmissionNumber(t: Db): Promise<string> {
  await t.query(`SELECT pg_advisory_xact_lock(hashtext('variants.number'))`);
  const last = await t.one<{ number: string }>(
    `SELECT number FROM variants WHERE number IS NOT NULL AND number <> ''
      ORDER BY registered_at DESC NULLS LAST, id DESC LIMIT 1`,
  );
  let candidate = last ? incrementNumber(last.number) : '1';
  while (await t.one('SELECT 1 AS x FROM variants WHERE number = $1', [candidate])) {
    candidate = incrementNumber(candidate);
  }
  return candidate;
}

export function incrementNumber(number: string): string {
  const m = /^(.*?)(\d+)$/.exec(number);
  if (!m) return `${number}-1`;
  const digits = String(BigInt(m[2]) + 1n).padStart(m[2].length, '0');
  return `${m[1]}${digits}`;
}

/** All the check reads, as one hash: the sheet, its game and every level (and the image-deletion mark). */
async function sheetFingerprint(db: Db, sheetId: number): Promise<string | undefined> {
  const row = await db.one<{ fp: string }>(
    `SELECT md5(concat_ws('|', v.status, v.valid, v.active, v.info::text, v.levels_rev, v.updated_at::text,
                          g.info::text, g.updated_at::text,
                          (SELECT string_agg(l.id || ':' || l.seq || ':' || l.updated_at::text || ':' || md5(l.info::text), ','
                                             ORDER BY l.id)
                             FROM levels l WHERE l.variant_id = v.id))) AS fp
       FROM variants v JOIN games g ON g.id = v.game_id WHERE v.id = $1`,
    [sheetId],
  );
  return row?.fp;
}
