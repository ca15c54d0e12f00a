// The one place where a write of a form-backed record is visible: the form routes report every
// create, update and delete here, inside the write's transaction, with the stored values before and
// after. A change log (record history) subscribes with onRecordChange and writes in the same
// transaction, so a rolled-back write leaves no history.
import type { Db } from '../../db/types';

export interface RecordChange {
  /** The record type: 'user', 'invoice', 'voucher', 'invoice_parcel', 'level', 'game', 'variant', 'courier'. */
  type: string;
  id: number;
  /** The stored values (info) before the write; null for a created record. */
  before: Record<string, unknown> | null;
  /** The stored values after the write; null for a deleted record. */
  after: Record<string, unknown> | null;
  /** The signed-in user who wrote it (null: no session, e.g. a job). */
  actor: number | null;
}

/** The change of one record's stored values, as a service that writes several records returns it. */
export type InfoChange = Pick<RecordChange, 'id' | 'before' | 'after'>;

export type RecordChangeListener = (tx: Db, change: RecordChange) => Promise<void>;

const listeners = new Set<RecordChangeListener>();

/** Subscribes to every record change; returns the unsubscribe. */
export function onRecordChange(listener: RecordChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reports a change in the write's transaction `tx`; a listener's failure fails the write. */
export async function recordChanged(tx: Db, change: RecordChange): Promise<void> {
  for (const listener of listeners) await listener(tx, change);
}
