// Retention of the change log (issue 24 item 5): entries older than CHANGELOG_RETENTION_DAYS (default
// 365; 0 keeps every entry) are deleted a minute after start and then every 6 hours, by each server
// process (the delete is idempotent, so several processes do not conflict), in batches so no statement
// holds PGlite's single connection for long. The (at DESC) index finds them.
import type { Db } from '../../db/types';

export const DEFAULT_RETENTION_DAYS = 365;
const BATCH = 5_000;

/** Deletes the entries older than `days` days; returns how many. */
export async function purgeChangeLog(db: Db, days: number, batch = BATCH): Promise<number> {
  if (!(days > 0)) return 0;
  let total = 0;
  for (;;) {
    const rows = await db.query<{ id: string }>(
      `DELETE FROM change_log WHERE id IN (
         SELECT id FROM change_log WHERE at < now() - $1 * interval '1 day' ORDER BY at LIMIT $2)
       RETURNING id`,
      [days, batch],
    );
    total += rows.length;
    if (rows.length < batch) return total;
    // let other requests in between two batches
    await new Promise((resolve) => setImmediate(resolve));
  }
}
