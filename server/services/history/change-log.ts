// The change log (issue 24): one row of change_log per change, written in the transaction of the change.
// Record changes arrive through app.recordChanges (the one hook of every form-backed write, see
// records/record-changes.ts): `subscribeChangeLog` turns each into an entry whose `changes` holds only the
// changed keys as [before, after]. A text over 2 kB is stored as its SHA-256 and length, not copied on
// every save. Security events (sign-ins, failed sign-ins, password changes) and published schema versions
// are written with `writeChangeLog` directly by their code paths. Who, as whom and in which request come
// from the request scope (context.ts).
import { createHash } from 'node:crypto';
import type { Db } from '../../db/types';
import {
  createdCount,
  createdIdsSql,
  type CreatedIds,
  type CreatedRecords,
  type CreatedRecordType,
  type RecordChange,
  type RecordChanges,
  type RecordChangesListener,
  type RecordType,
  type ReportChanges,
  type TypedChange,
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
  /** The record whose history shows the entry too (an image's game, variant or level). */
  owner?: { type: ChangeRecordType; id: number } | null;
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
    `INSERT INTO change_log (actor_id, acting_as_id, request_id, record_type, record_id, action, schema_version, changes,
       owner_type, owner_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10)`,
    [
      entry.actorId !== undefined ? entry.actorId : origin.actorId,
      entry.actingAsId !== undefined ? entry.actingAsId : origin.actingAsId,
      origin.requestId,
      entry.type,
      entry.id,
      entry.action,
      entry.schemaVersion ?? null,
      JSON.stringify(entry.changes),
      entry.owner?.type ?? null,
      entry.owner?.id ?? null,
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
    ...Object.fromEntries(Object.entries(change.notes ?? {}).map(([field, value]) => [field, [null, value]])),
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
    ...(change.owner ? { owner: change.owner } : {}),
  };
}

/** Logs every record change of an app in its transaction; returns the unsubscribe. */
export function subscribeChangeLog(recordChanges: RecordChanges, schemaVersion: () => number): () => void {
  const listener: RecordChangesListener = async (tx, changes) => {
    const version = schemaVersion();
    const entries: ChangeEntry[] = [];
    for (const change of changes) {
      const entry = entryOf(change);
      if (entry) entries.push({ ...entry, schemaVersion: version });
    }
    if (entries.length === 1) await writeChangeLog(tx, entries[0]!);
    else if (entries.length) await writeChangeLogs(tx, entries);
  };
  listener.created = (tx, records) => writeCreatedEntries(tx, records, schemaVersion());
  return recordChanges.onBatch(listener);
}

/** The key of a created record's entry that holds its whole stored info (writeCreatedEntries). */
const CREATED = '$created';

/**
 * The 'create' entries of records created in bulk, written from their stored info in one statement, the
 * values never read into JavaScript. A record's info goes in whole as `{$created: info}` (expandChanges
 * reads it as diffInfo(null, info), a password key shown as {$secret} then) when it is stored
 * uncompressed in at most LONG_TEXT bytes, so no text in it is long; otherwise the database computes
 * diffInfo's pairs itself (a long text as its SHA-256 and length). Both tests read the datum's header
 * only: 20,000 imported contacts' entries cost about a third of building the pairs (bench/changelog-cost.ts).
 * A password never reaches a record's info (contacts.ts keeps only its hash, elsewhere).
 */
export async function writeCreatedEntries(
  db: Db,
  records: CreatedRecords,
  schemaVersion: number | null,
): Promise<void> {
  const origin = currentOrigin();
  const which = createdIdsSql(records.ids, 'r.id', 7);
  await db.query(
    `INSERT INTO change_log (actor_id, acting_as_id, request_id, record_type, record_id, action, schema_version, changes)
     SELECT $1, $2, $3, $4, r.id, 'create', $5,
       CASE WHEN pg_column_compression(r.info) IS NULL AND pg_column_size(r.info) <= $6
         THEN jsonb_build_object('${CREATED}', r.info)
         ELSE (SELECT coalesce(jsonb_object_agg(e.key, jsonb_build_array(NULL, CASE
          WHEN e.key ~* 'password' THEN '{"$secret": true}'::jsonb
          WHEN t.len > $6 THEN jsonb_build_object(
            '$sha256', encode(sha256(convert_to(e.value #>> '{}', 'UTF8')), 'hex'), '$len', t.len)
          ELSE e.value END)), '{}'::jsonb)
        FROM jsonb_each(r.info) e
        -- a long text's length as JavaScript counts it (UTF-16 units: a character past U+FFFF is two),
        -- computed only for a text whose UTF-8 bytes (never fewer) pass the limit
        CROSS JOIN LATERAL (SELECT CASE WHEN jsonb_typeof(e.value) = 'string' AND octet_length(e.value #>> '{}') > $6
          THEN 2 * char_length(e.value #>> '{}')
            - char_length(regexp_replace(e.value #>> '{}', '[\\U00010000-\\U0010FFFF]', '', 'g')) END AS len) t
        WHERE e.value NOT IN ('null'::jsonb, '""'::jsonb)) END
     FROM ${records.table} r WHERE ${which.sql} ORDER BY r.id`,
    [
      records.actor ?? origin.actorId,
      origin.actorId === records.actor ? origin.actingAsId : null,
      origin.requestId,
      records.type,
      schemaVersion,
      LONG_TEXT,
      ...which.params,
    ],
  );
}

/** A stored entry's changes as field → [before, after]: a created record's whole info read as diffInfo would write it. */
export function expandChanges(stored: Record<string, unknown>): FieldChanges {
  const created = stored[CREATED];
  if (!created || typeof created !== 'object' || Object.keys(stored).length !== 1)
    return stored as FieldChanges;
  return diffInfo(null, created as Record<string, unknown>);
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
      owner_type: entry.owner?.type ?? null,
      owner_id: entry.owner?.id ?? null,
    }));
    await db.query(
      `INSERT INTO change_log (actor_id, acting_as_id, request_id, record_type, record_id, action, schema_version, changes,
         owner_type, owner_id)
       SELECT actor_id, acting_as_id, request_id, record_type, record_id, action, schema_version, changes,
         owner_type, owner_id
       FROM jsonb_to_recordset($1::jsonb) AS x(actor_id integer, acting_as_id integer, request_id text,
         record_type text, record_id bigint, action text, schema_version integer, changes jsonb,
         owner_type text, owner_id bigint)`,
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
  const importEntry = async (tx: Db, variantId: number | undefined, count: number) => {
    const target =
      record ??
      (variantId !== undefined ? { type: 'variant' as const, id: variantId } : { type: counted, id: 0 });
    await writeChangeLog(tx, { ...target, action: 'import', changes: { count: [null, count] } });
  };
  const withEntry = async (tx: Db, changes: readonly TypedChange[]) => {
    await report(tx, changes);
    const variant = changes.find((c) => c.type === 'variant');
    await importEntry(tx, variant?.id, changes.filter((c) => c.type === counted && !c.before).length);
  };
  const created = async (tx: Db, type: CreatedRecordType, ids: CreatedIds) => {
    await report.created(tx, type, ids);
    await importEntry(tx, undefined, type === counted ? createdCount(ids) : 0);
  };
  return Object.defineProperties(withEntry, {
    listening: { get: () => report.listening },
    created: { value: created },
  }) as ReportChanges;
}
