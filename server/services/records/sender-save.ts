// The sender and the saved flag of the records that carry them (legacy sheets: invoices, vouchers).
// Each write returns the record's change (its info before and after) for the change report.
import type { Db, SqlParam } from '../../db/types';
import type { InfoChange } from './record-changes';

export type SenderSaveTable = 'invoices' | 'vouchers';

type Info = Record<string, unknown>;

/** Locks the record and runs the update; its change, or undefined when the record does not exist. */
async function change(db: Db, table: SenderSaveTable, id: number, set: string, params: SqlParam[]) {
  const before = await db.one<{ info: Info }>(`SELECT info FROM ${table} WHERE id = $1 FOR UPDATE`, [id]);
  if (!before) return undefined;
  const after = await db.one<{ info: Info }>(
    `UPDATE ${table} SET ${set}, updated_at = now() WHERE id = $1 RETURNING info`,
    [id, ...params],
  );
  return { id, before: before.info ?? {}, after: after!.info ?? {} } satisfies InfoChange;
}

/** Sets the record's sender (a user); undefined when the record or the user does not exist. */
export async function setSender(
  db: Db,
  table: SenderSaveTable,
  id: number,
  senderId: number,
): Promise<InfoChange | undefined> {
  const sender = await db.one('SELECT 1 AS x FROM users WHERE id = $1', [senderId]);
  if (!sender) return undefined;
  return change(db, table, id, 'sender_id = $2', [senderId]);
}

/** Marks the record saved; undefined when it does not exist. */
export async function markSaved(db: Db, table: SenderSaveTable, id: number): Promise<InfoChange | undefined> {
  return change(db, table, id, 'saved = true', []);
}
