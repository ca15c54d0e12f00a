// Purging the recycle bin: items older than TRASH_RETENTION_DAYS (default 30; 0 keeps everything) are
// deleted by a job of the jobs service ('trash-purge'), and then the image files only they named. The
// jobs service has no periodic schedule of its own, so, as pglite-upkeep.ts does for VACUUM, each server
// process looks a minute after start and then every hour (server/background.ts) and enqueues a run when none is waiting or ran
// within the last 6 hours (one row of the jobs table per run; a run of a process that died is taken
// over through the job's lease).
import type { Db } from '../../db/types';
import { enqueueJobIfDue, type JobHandler } from '../platform/jobs';
import { imageStorageKey } from '../platform/images';
import type { Storage } from '../platform/storage';
import { purgeTrash } from './trash';
import type { ReportChanges } from '../records/record-changes';

export const TRASH_PURGE_JOB = 'trash-purge';
export const DEFAULT_TRASH_RETENTION_DAYS = 30;
/** How often a purge runs. */
export const PURGE_INTERVAL_MS = 6 * 3600_000;
const BATCH = 500;

/** Deletes the files of purged images (after the purge's commit; a missing file is no error). */
export async function deleteImageFiles(storage: Storage, ids: string[]): Promise<void> {
  for (const id of ids) await storage.delete(imageStorageKey(id));
}

/** Purges every item older than `days` days, 500 per transaction; how many items and images went. */
export async function purgeOldTrash(
  db: Db,
  storage: Storage,
  days: number,
  report: ReportChanges,
): Promise<{ items: number; images: number }> {
  let items = 0;
  let images = 0;
  if (!(days > 0)) return { items, images };
  for (;;) {
    const done = await purgeTrash(db, { days }, report, BATCH);
    await deleteImageFiles(storage, done.images);
    items += done.items;
    images += done.images.length;
    if (done.items < BATCH) return { items, images };
  }
}

/** The job's handler. */
export const trashPurgeHandler =
  (storage: Storage, days: number, report: ReportChanges): JobHandler =>
  async ({ db }) =>
    purgeOldTrash(db, storage, days, report);

/** Enqueues a purge unless one is waiting or running or one finished within `intervalMs`. */
export async function enqueueTrashPurgeIfDue(db: Db, intervalMs = PURGE_INTERVAL_MS): Promise<boolean> {
  return enqueueJobIfDue(db, TRASH_PURGE_JOB, {}, intervalMs);
}
