// The one place where a write of a form-backed record is visible: every write of a user, invoice,
// voucher, invoice parcel, level, game, variant or courier order (the form routes and every other
// write path: drafts, clone, registration, storno, imports, cascading deletes) reports each changed
// record here, inside the write's transaction, with the stored values before and after. The registry
// is per app (`app.recordChanges`, created by buildApp), so a listener never sees another app's
// writes. A change log (record history) subscribes with `app.recordChanges.on(listener)` and writes
// in the same transaction, so a rolled-back write leaves no history (and a failing listener rolls the
// write back).
import type { Db } from '../../db/types';

/** The record types of the form-backed records. */
export type RecordType =
  'user' | 'invoice' | 'voucher' | 'invoice_parcel' | 'level' | 'game' | 'variant' | 'courier';

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
}

/** The change of one record's stored values, as a service that writes several records returns it. */
export type InfoChange = Pick<RecordChange, 'id' | 'before' | 'after'>;

/** The changes of one type, as a service that writes several types returns them. */
export type TypedChange = Pick<RecordChange, 'type' | 'id' | 'before' | 'after' | 'action' | 'status'>;

export type RecordChangeListener = (tx: Db, change: RecordChange) => Promise<void>;

/**
 * Reports changes of one write in its transaction `tx` (bound to an app's registry and an actor).
 * `listening` says whether anyone listens now: a bulk write (an import of thousands of rows) may skip
 * reading back what it wrote when nobody does.
 */
export type ReportChanges = ((tx: Db, changes: readonly TypedChange[]) => Promise<void>) & {
  readonly listening: boolean;
};

/**
 * A listener of whole writes: every change of one report at once (an import's thousands of records in one
 * call), so it can write its own rows in a few statements.
 */
export type RecordChangesListener = (tx: Db, changes: readonly RecordChange[]) => Promise<void>;

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

  /** Whether any listener is registered. */
  get listening(): boolean {
    return this.listeners.size > 0;
  }

  /** A reporter for a service that opens its own transaction, acting as `actor`. */
  reporter(actor: number | null): ReportChanges {
    const report = (tx: Db, changes: readonly TypedChange[]) => this.reportAll(tx, changes, actor);
    return Object.defineProperty(report, 'listening', { get: () => this.listening }) as ReportChanges;
  }
}

/** InfoChanges of one type as TypedChanges. */
export const typed = (type: RecordType, changes: readonly InfoChange[]): TypedChange[] =>
  changes.map((c) => ({ type, ...c }));

/** A reporter that reports nowhere (a caller without an app, e.g. the seed or a CLI). */
export const reportNowhere: ReportChanges = Object.assign(async () => undefined, { listening: false });
