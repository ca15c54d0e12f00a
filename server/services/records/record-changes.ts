// The one place where a write of a form-backed record is visible: every write of a user, invoice,
// voucher, invoice parcel, level, game, variant, courier order or image (the form routes and every other
// write path: drafts, clone, registration, storno, imports, cascading deletes) reports each changed
// record here, inside the write's transaction, with the stored values before and after. The registry
// is per app (`app.recordChanges`, created by buildApp), so a listener never sees another app's
// writes. A change log (record history) subscribes with `app.recordChanges.on(listener)` and writes
// in the same transaction, so a rolled-back write leaves no history (and a failing listener rolls the
// write back).
import type { Db } from '../../db/types';

/** The record types of the form-backed records. */
export type RecordType =
  'user' | 'invoice' | 'voucher' | 'invoice_parcel' | 'level' | 'game' | 'variant' | 'courier' | 'image';

/** The record a change belongs to besides its own (an image: the game, variant or level of its slot). */
export interface RecordOwner {
  type: RecordType;
  id: number;
}

export interface RecordChange {
  type: RecordType;
  id: number;
  /** The stored values (info) before the write; null for a created record. */
  before: Record<string, unknown> | null;
  /** The stored values after the write; null for a deleted record. */
  after: Record<string, unknown> | null;
  /** The signed-in user who wrote it (null: no session, e.g. a job started without one). */
  actor: number | null;
  /** 'restore': a created record that came back from the recycle bin (services/trash). */
  action?: 'restore';
  /**
   * A status transition of the record (a sheet sent to production, an invoice registered or canceled):
   * its status before and after, logged as a 'status' entry with the other changed values.
   */
  status?: [string | null, string];
  /**
   * Facts about the write that are not stored values, logged as fields of its entry (`{field: value}`
   * → `field: [null, value]`): a sheet sent despite the overview's warnings names them (issue 31).
   */
  notes?: Record<string, unknown>;
  /** The record whose history shows the change too (an image's game, variant or level). */
  owner?: RecordOwner;
}

/** The change of one record's stored values, as a service that writes several records returns it. */
export type InfoChange = Pick<RecordChange, 'id' | 'before' | 'after'>;

/** The changes of one type, as a service that writes several types returns them. */
export type TypedChange = Pick<
  RecordChange,
  'type' | 'id' | 'before' | 'after' | 'action' | 'status' | 'notes' | 'owner'
>;

export type RecordChangeListener = (tx: Db, change: RecordChange) => Promise<void>;

/**
 * Reports changes of one write in its transaction `tx` (bound to an app's registry and an actor).
 * `listening` says whether anyone listens now: a bulk write (an import of thousands of rows) may skip
 * reading back what it wrote when nobody does.
 */
export type ReportChanges = ((tx: Db, changes: readonly TypedChange[]) => Promise<void>) & {
  readonly listening: boolean;
  /** Reports records a bulk write created, by their ids (see CreatedRecords). */
  readonly created: (tx: Db, type: CreatedRecordType, ids: CreatedIds) => Promise<void>;
};

/** The tables of the record types a bulk write may report by ids. */
export const CREATED_TABLES = { user: 'users' } as const;
export type CreatedRecordType = keyof typeof CREATED_TABLES;

/**
 * Records created by one bulk write (an import of 20,000 contacts), named by their ids only: a listener
 * that can reads their stored values itself, in SQL (the change log writes its entries with one
 * INSERT … SELECT), and the values never travel through JavaScript. A listener that cannot gets them as
 * RecordChanges read back once.
 */
export interface CreatedRecords {
  type: CreatedRecordType;
  /** The table the records are stored in (info holds their values). */
  table: (typeof CREATED_TABLES)[CreatedRecordType];
  ids: CreatedIds;
  actor: number | null;
}

/** The ids of created records: a list, or a range every id of which the write created. */
export type CreatedIds = readonly number[] | { first: number; last: number };

/** How many records the ids name. */
export const createdCount = (ids: CreatedIds): number =>
  'first' in ids ? Math.max(0, ids.last - ids.first + 1) : ids.length;

/** The SQL condition on `column` selecting the ids, its parameters numbered from `from`. */
export function createdIdsSql(
  ids: CreatedIds,
  column: string,
  from: number,
): { sql: string; params: (number | number[])[] } {
  return 'first' in ids
    ? { sql: `${column} BETWEEN $${from}::bigint AND $${from + 1}::bigint`, params: [ids.first, ids.last] }
    : { sql: `${column} = ANY($${from}::bigint[])`, params: [[...ids]] };
}

/**
 * A listener of whole writes: every change of one report at once (an import's thousands of records in one
 * call), so it can write its own rows in a few statements.
 */
export type RecordChangesListener = ((tx: Db, changes: readonly RecordChange[]) => Promise<void>) & {
  /** Records created in bulk, by ids; without it they arrive as RecordChanges. */
  created?: (tx: Db, records: CreatedRecords) => Promise<void>;
};

/** The listeners of one app. */
export class RecordChanges {
  private readonly listeners = new Set<RecordChangesListener>();

  /** Subscribes to every record change of this app; returns the unsubscribe. */
  on(listener: RecordChangeListener): () => void {
    return this.onBatch(async (tx, changes) => {
      for (const change of changes) await listener(tx, change);
    });
  }

  /** Subscribes to the changes of each write together; returns the unsubscribe. */
  onBatch(listener: RecordChangesListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reports a change in the write's transaction `tx`; a listener's failure fails the write. */
  async report(tx: Db, change: RecordChange): Promise<void> {
    for (const listener of this.listeners) await listener(tx, [change]);
  }

  /** Reports many changes (an import, a cascade) in one go, in order, in the transaction `tx`. */
  async reportAll(tx: Db, changes: readonly TypedChange[], actor: number | null): Promise<void> {
    if (!this.listeners.size || !changes.length) return;
    const all = changes.map((change) => ({ ...change, actor }));
    for (const listener of this.listeners) await listener(tx, all);
  }

  /** Reports records created in bulk by their ids (CreatedRecords), in the transaction `tx`. */
  async reportCreated(tx: Db, type: CreatedRecordType, ids: CreatedIds, actor: number | null): Promise<void> {
    if (!this.listeners.size || !createdCount(ids)) return;
    const records: CreatedRecords = { type, table: CREATED_TABLES[type], ids, actor };
    let changes: RecordChange[] | undefined;
    for (const listener of this.listeners) {
      if (listener.created) {
        await listener.created(tx, records);
        continue;
      }
      const which = createdIdsSql(ids, 'id', 1);
      changes ??= (
        await tx.query<{ id: number | string; info: Record<string, unknown> }>(
          `SELECT id, info FROM ${records.table} WHERE ${which.sql} ORDER BY id`,
          which.params,
        )
      ).map((row) => ({ type, id: Number(row.id), before: null, after: row.info, actor }));
      await listener(tx, changes);
    }
  }

  /** Whether any listener is registered. */
  get listening(): boolean {
    return this.listeners.size > 0;
  }

  /** A reporter for a service that opens its own transaction, acting as `actor`. */
  reporter(actor: number | null): ReportChanges {
    const report = (tx: Db, changes: readonly TypedChange[]) => this.reportAll(tx, changes, actor);
    const created = (tx: Db, type: CreatedRecordType, ids: CreatedIds) =>
      this.reportCreated(tx, type, ids, actor);
    return Object.defineProperties(report, {
      listening: { get: () => this.listening },
      created: { value: created },
    }) as ReportChanges;
  }
}

/** InfoChanges of one type as TypedChanges. */
export const typed = (type: RecordType, changes: readonly InfoChange[]): TypedChange[] =>
  changes.map((c) => ({ type, ...c }));

/** A reporter that reports nowhere (a caller without an app, e.g. the seed or a CLI). */
export const reportNowhere: ReportChanges = Object.assign(async () => undefined, {
  listening: false,
  created: async () => undefined,
});
