// What the change log holds for a record, for the tests of the paths that write it.
import type { Db } from '../db/types';

/** The `status` transitions ([before, after]) logged for a record, oldest first. */
export async function loggedStatuses(db: Db, type: string, id: number): Promise<unknown[]> {
  const rows = await db.query<{ changes: { status?: unknown } }>(
    `SELECT changes FROM change_log WHERE record_type = $1 AND record_id = $2 AND action = 'status' ORDER BY id`,
    [type, id],
  );
  return rows.map((r) => r.changes.status);
}
