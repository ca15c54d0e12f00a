// The sender and the saved flag of the records that carry them (legacy sheets: invoices, vouchers).
import type { Db } from '../../db/types';

export type SenderSaveTable = 'invoices' | 'vouchers';

/** Sets the record's sender (a user); false when the record or the user does not exist. */
export async function setSender(
  db: Db,
  table: SenderSaveTable,
  id: number,
  senderId: number,
): Promise<boolean> {
  const sender = await db.one('SELECT 1 AS x FROM users WHERE id = $1', [senderId]);
  if (!sender) return false;
  const updated = await db.one(
    `UPDATE ${table} SET sender_id = $2, updated_at = now() WHERE id = $1 RETURNING id`,
    [id, senderId],
  );
  return !!updated;
}

/** Marks the record saved; false when it does not exist. */
export async function markSaved(db: Db, table: SenderSaveTable, id: number): Promise<boolean> {
  const updated = await db.one(
    `UPDATE ${table} SET saved = true, updated_at = now() WHERE id = $1 RETURNING id`,
    [id],
  );
  return !!updated;
}
