// PGlite upkeep (issue 25): PGlite has no autovacuum, so on a PGlite installation a background job runs
// VACUUM ANALYZE once a day (dead rows of updated and deleted rows reclaimed, planner statistics fresh).
// The job goes through the jobs table like any other, so its last run is a row: GET /api/ready shows it.
// PostgreSQL runs its own autovacuum; there nothing is scheduled.
import type { Db } from '../../db/types';
import { enqueueJobIfDue, type JobHandler } from './jobs';

export const PGLITE_VACUUM_JOB = 'pglite-vacuum';
/** How often VACUUM ANALYZE runs. */
export const VACUUM_INTERVAL_MS = 24 * 3600 * 1000;

/** The job's handler: VACUUM cannot run in a transaction, so it is one statement on the database. */
export const runPgliteVacuum: JobHandler = async ({ db }) => {
  if (db.kind !== 'pglite') return { skipped: true };
  await db.query('VACUUM ANALYZE');
  return {};
};

/** When VACUUM ANALYZE last finished (ISO time), null when it never ran. */
export async function lastVacuum(db: Db): Promise<string | null> {
  const row = await db.one<{ at: Date | string | null }>(
    `SELECT max(finished_at) AS at FROM jobs WHERE kind = $1 AND status = 'done'`,
    [PGLITE_VACUUM_JOB],
  );
  return row?.at ? new Date(row.at).toISOString() : null;
}

/**
 * Enqueues a run unless one is waiting or running or one finished within `intervalMs`; true when it
 * enqueued. Only on PGlite.
 */
export async function enqueueVacuumIfDue(db: Db, intervalMs = VACUUM_INTERVAL_MS): Promise<boolean> {
  if (db.kind !== 'pglite') return false;
  return enqueueJobIfDue(db, PGLITE_VACUUM_JOB, {}, intervalMs);
}
