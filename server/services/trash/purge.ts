// Purging the recycle bin: items older than TRASH_RETENTION_DAYS (default 30; 0 keeps everything) are
// deleted by a job of the jobs service ('trash-purge'), and then the image files only they named. The
// jobs service has no periodic schedule of its own, so, as pglite-upkeep.ts does for VACUUM, each server
// process looks a minute after start and then every hour and enqueues a run when none is waiting or ran
// within the last 6 hours (one row of the jobs table per run; a run of a process that died is taken
// over through the job's lease).
import type { Db } from '../../db/types';
import { enqueueJobIfDue, repeatEvery, type JobHandler, type JobRunner } from '../platform/jobs';
import { imageStorageKey } from '../platform/images';
import { storageFor, type Storage } from '../platform/storage';
import type { Config } from '../../config';
import { purgeTrash } from './trash';
import type { ReportChanges } from '../records/record-changes';

export const TRASH_PURGE_JOB = 'trash-purge';
export const DEFAULT_TRASH_RETENTION_DAYS = 30;
/** How often a purge runs. */
export const PURGE_INTERVAL_MS = 6 * 3600_000;
const FIRST_CHECK_MS = 60_000;
const CHECK_MS = 3600_000;
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

/** Checks the schedule a minute after start and then every hour until the returned stop is called. */
export function startTrashPurge(
  db: Db,
  jobs: JobRunner,
  days: number,
  log: (line: string) => void,
): () => void {
  if (!(days > 0)) return () => undefined;
  return repeatEvery(async () => (await enqueueTrashPurgeIfDue(db)) && jobs.kick(), {
    firstMs: FIRST_CHECK_MS,
    everyMs: CHECK_MS,
    label: 'Čistenie koša zlyhalo',
    log,
  });
}

/** Registers the purge job on the app's jobs service and starts its schedule (buildApp); returns the stop. */
export function attachTrashPurge(
  jobs: JobRunner,
  db: Db,
  config: Config,
  log: (line: string) => void,
  /** The change log's reporter (no actor: the job removes what the retention lets go). */
  report: ReportChanges,
): () => void {
  const days = config.trashRetentionDays ?? DEFAULT_TRASH_RETENTION_DAYS;
  jobs.register(TRASH_PURGE_JOB, trashPurgeHandler(storageFor(config), days, report));
  return startTrashPurge(db, jobs, days, log);
}
