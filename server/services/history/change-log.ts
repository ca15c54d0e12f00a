// The change log (issue 24): one row of change_log per change, written in the transaction of the change.
// Record changes arrive through app.recordChanges (the one hook of every form-backed write, see
// records/record-changes.ts): `subscribeChangeLog` turns each into an entry whose `changes` holds only the
// changed keys as [before, after]. A text over 2 kB is stored as its SHA-256 and length, not copied on
// every save. Security events (sign-ins, failed sign-ins, password changes) and published schema versions
// are written with `writeChangeLog` directly by their code paths. Who, as whom and in which request come
// from the request scope (context.ts).
import { createHash } from 'node:crypto';
import type { Db } from '../../db/types';
import type {
  RecordChange,
  RecordChanges,
  RecordType,
  ReportChanges,
  TypedChange,
} from '../records/record-changes';
import { currentOrigin } from './context';
import {
  HISTORY_ACTIONS,
  HISTORY_RECORD_TYPES,
  STATUS_FIELD,
  type HistoryAction,
  type HistoryRecordType,
} from '../../../schemas/api/history-kinds';

export const CHANGE_ACTIONS = HISTORY_ACTIONS;
export type ChangeAction = HistoryAction;

/** The record types of the log (schemas/api/history-kinds.ts). */
export const CHANGE_RECORD_TYPES = HISTORY_RECORD_TYPES;
export type ChangeRecordType = HistoryRecordType;

/** A text longer than this is logged by reference (hash and length). */
export const LONG_TEXT = 2048;

/** A value as the log stores it: a long text becomes {$sha256, $len}. */
export type LoggedValue = unknown;
export type FieldChanges = Record<string, [LoggedValue, LoggedValue]>;

export interface ChangeEntry {
  type: ChangeRecordType;
  id: number;
  action: ChangeAction;
  changes: FieldChanges;
  /** Default: the session of the current request (context.ts). */
  actorId?: number | null;
  actingAsId?: number | null;
  /** The field schemas in force at the change (null: not a form's change). */
  schemaVersion?: number | null;
}

function logged(value: unknown): LoggedValue {
  if (typeof value === 'string' && value.length > LONG_TEXT) {
    return { $sha256: createHash('sha256').update(value).digest('hex'), $len: value.length };
  }
  return value === undefined ? null : value;
}

const SECRET = /password/i;
const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);
const blank = (v: unknown) => v === undefined || v === null || v === '';

/** The changed keys of a record as {key: [before, after]}; a key absent on one side counts as null. */
export function diffInfo(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChanges {
  const out: FieldChanges = {};
  const b = before ?? {};
  const a = after ?? {};
  for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
    const from = b[key];
    const to = a[key];
    if (same(from, to) || (blank(from) && blank(to))) continue;
    // a secret typed into a form (a contact's password) is never copied: only that it changed
    out[key] = SECRET.test(key)
      ? [blank(from) ? null : { $secret: true }, blank(to) ? null : { $secret: true }]
      : [logged(from), logged(to)];
  }
  return out;
}

/** Writes one entry in `db` (the transaction of the change); a failure fails that transaction. */
export async function writeChangeLog(db: Db, entry: ChangeEntry): Promise<void> {
  const origin = currentOrigin();
  await db.query(
    `INSERT INTO change_log (actor_id, acting_as_id, request_id, record_type, record_id, action, schema_version, changes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
    [
      entry.actorId !== undefined ? entry.actorId : origin.actorId,
      entry.actingAsId !== undefined ? entry.actingAsId : origin.actingAsId,
      origin.requestId,
      entry.type,
      entry.id,
      entry.action,
      entry.schemaVersion ?? null,
      JSON.stringify(entry.changes),
    ],
  );
}

/** The entry of a reported record change; undefined when no stored value changed. */
export function entryOf(change: RecordChange): ChangeEntry | undefined {
  const transition = change.status && change.status[0] !== change.status[1] ? change.status : undefined;
  const action: ChangeAction =
    change.action ??
    (!change.before ? 'create' : !change.after ? 'remove' : transition ? 'status' : 'update');
  const changes: FieldChanges = {
    ...(action === 'status' && transition ? { [STATUS_FIELD]: transition } : {}),
    ...diffInfo(change.before, change.after),
  };
  if (action === 'update' && !Object.keys(changes).length) return undefined;
  const origin = currentOrigin();
  return {
    type: change.type,
    id: change.id,
    action,
    changes,
    actorId: change.actor ?? origin.actorId,
    // the acting-as user belongs to the request's session, only when that session is the reported actor
    actingAsId: origin.actorId === change.actor ? origin.actingAsId : null,
  };
}

/** Logs every record change of an app in its transaction; returns the unsubscribe. */
export function subscribeChangeLog(recordChanges: RecordChanges, schemaVersion: () => number): () => void {
  return recordChanges.onBatch(async (tx, changes) => {
    const version = schemaVersion();
    const entries: ChangeEntry[] = [];
    for (const change of changes) {
      const entry = entryOf(change);
      if (entry) entries.push({ ...entry, schemaVersion: version });
    }
    if (entries.length === 1) await writeChangeLog(tx, entries[0]!);
    else if (entries.length) await writeChangeLogs(tx, entries);
  });
}

/** Entries per statement of a bulk write (an import of 20,000 contacts: 20 statements, not 20,000). */
const BULK_ROWS = 1000;

/** Writes many entries in `db` in a few multi-row statements. */
export async function writeChangeLogs(db: Db, entries: readonly ChangeEntry[]): Promise<void> {
  const origin = currentOrigin();
  for (let start = 0; start < entries.length; start += BULK_ROWS) {
    const rows = entries.slice(start, start + BULK_ROWS).map((entry) => ({
      actor_id: entry.actorId !== undefined ? entry.actorId : origin.actorId,
      acting_as_id: entry.actingAsId !== undefined ? entry.actingAsId : origin.actingAsId,
      request_id: origin.requestId,
      record_type: entry.type,
      record_id: entry.id,
      action: entry.action,
      schema_version: entry.schemaVersion ?? null,
      changes: entry.changes,
    }));
    await db.query(
      `INSERT INTO change_log (actor_id, acting_as_id, request_id, record_type, record_id, action, schema_version, changes)
       SELECT actor_id, acting_as_id, request_id, record_type, record_id, action, schema_version, changes
       FROM jsonb_to_recordset($1::jsonb) AS x(actor_id integer, acting_as_id integer, request_id text,
         record_type text, record_id bigint, action text, schema_version integer, changes jsonb)`,
      [JSON.stringify(rows)],
    );
  }
}

export type SecurityEvent = 'signin' | 'signin_failed' | 'password' | 'permissions';

/** A security event of user `userId` (the record is the user): {event: [null, detail]}. */
export async function writeSecurityEvent(
  db: Db,
  userId: number,
  event: SecurityEvent,
  detail: unknown = true,
  /** Default: the session of the current request (a sign-in names the user who signed in). */
  actorId?: number | null,
): Promise<void> {
  await writeChangeLog(db, {
    type: 'user',
    id: userId,
    action: 'security',
    changes: { [event]: [null, detail] },
    ...(actorId !== undefined ? { actorId, actingAsId: null } : {}),
  });
}

/**
 * A reporter of an import that also writes the import's own entry in its transaction: action 'import',
 * `{count: [null, n]}` with n the created records of type `counted`, under `record` (default: the variant
 * the import created; a contacts import, which has no record of its own, under user 0).
 */
export function importReporter(
  report: ReportChanges,
  counted: RecordType,
  record?: { type: ChangeRecordType; id: number },
): ReportChanges {
  const withEntry = async (tx: Db, changes: readonly TypedChange[]) => {
    await report(tx, changes);
    const variant = changes.find((c) => c.type === 'variant');
    const target =
      record ?? (variant ? { type: 'variant' as const, id: variant.id } : { type: counted, id: 0 });
    const count = changes.filter((c) => c.type === counted && !c.before).length;
    await writeChangeLog(tx, { ...target, action: 'import', changes: { count: [null, count] } });
  };
  return Object.defineProperty(withEntry, 'listening', { get: () => report.listening }) as ReportChanges;
}
