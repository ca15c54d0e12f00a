// Uploads no saved record names (issue 31): an image uploaded into a form that was then cancelled, or
// replaced again before the save, is never linked to a record. A job of the jobs service
// ('image-cleanup') removes such images once they are older than UPLOAD_GRACE_HOURS: their rows in one
// transaction (with a 'remove' entry of each in the change log), their files after the commit. An image
// any record of a form with image fields names, or any recycle-bin item names, is kept. Scheduled as the
// recycle bin's purge is (services/trash/purge.ts): every server process looks a minute after start and
// then every hour, and enqueues a run when none is waiting or running and none finished in the last
// 6 hours.
import type { Db } from '../../db/types';
import type { LoadedForms } from '../records/forms';
import type { ReportChanges } from '../records/record-changes';
import { imageTables } from '../trash/image-bin';
import { imageChanges, imageStorageKey, type ImageRow } from './images';
import { enqueueJobIfDue, type JobHandler } from './jobs';
import type { Storage } from './storage';

export const IMAGE_CLEANUP_JOB = 'image-cleanup';
/** How old an upload no record names must be before it goes (an open form keeps its uploads that long). */
export const UPLOAD_GRACE_HOURS = 24;
const INTERVAL_MS = 6 * 3600_000;

const UUID_IN_TEXT = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * Removes the images older than `hours` hours that no saved record and no recycle-bin item names; the
 * ids removed (their files are deleted too).
 */
export async function removeUnlinkedUploads(
  db: Db,
  storage: Storage,
  forms: LoadedForms,
  report: ReportChanges,
  hours = UPLOAD_GRACE_HOURS,
): Promise<string[]> {
  const texts = [
    ...imageTables(forms).map((t) => `SELECT info::text AS t FROM ${t}`),
    'SELECT rows::text FROM trash',
  ];
  const ids = await db.tx(async (t) => {
    const rows = await t.query<ImageRow>(
      `WITH named AS (
         SELECT DISTINCT m[1] AS id FROM (${texts.join(' UNION ALL ')}) x, regexp_matches(x.t, '(${UUID_IN_TEXT})', 'g') m)
       DELETE FROM images i
        WHERE i.created_at < now() - $1 * interval '1 hour'
          AND i.id ~ '^${UUID_IN_TEXT}$'
          AND NOT EXISTS (SELECT 1 FROM named n WHERE n.id = i.id)
        RETURNING i.id, i.type, i.link, i.pid, i.mime, i.size, i.seq, i.name`,
      [hours],
    );
    await report(t, await imageChanges(t, rows, true));
    return rows.map((r) => r.id);
  });
  for (const id of ids) await storage.delete(imageStorageKey(id));
  return ids;
}

/** The job's handler: removes the uploads no record names once they are old enough. */
export const uploadCleanupHandler =
  (storage: Storage, forms: () => LoadedForms, report: ReportChanges): JobHandler =>
  async ({ db }) => ({ removed: (await removeUnlinkedUploads(db, storage, forms(), report)).length });

/** Enqueues a clean-up unless one is waiting or running or one finished within the interval. */
export function enqueueUploadCleanupIfDue(db: Db): Promise<boolean> {
  return enqueueJobIfDue(db, IMAGE_CLEANUP_JOB, {}, INTERVAL_MS);
}
