// Scheduled backups (issue 25 item 1): with BACKUP_DIR set, a job of kind 'backup' on the jobs service
// writes an archive into BACKUP_DIR every BACKUP_EVERY (default 24h) and keeps the newest BACKUP_KEEP
// (default 7; 0 keeps all). A run is due when no backup job waits or runs and none finished within the
// interval; the check holds an advisory lock, so several processes on one PostgreSQL enqueue one run. A
// process killed during a backup leaves a `.part` file (removed an hour later) and the previous backups;
// the job is taken over when its lease runs out and writes a new archive.
import path from 'node:path';
import type { Db } from '../../db/types';
import { enqueueJobIfDue, type JobHandler } from '../platform/jobs';
import { backupFileName, createBackup, pruneBackups, writeArchiveFile } from './backup';

export const BACKUP_JOB = 'backup';
const DEFAULT_EVERY_MS = 24 * 3600 * 1000;
const DEFAULT_KEEP = 7;

export interface BackupSchedule {
  dir: string;
  everyMs: number;
  keep: number;
}

/** '30m', '6h', '1d' → milliseconds. */
export function parseEvery(value: string): number {
  const m = /^(\d{1,6})\s*(m|h|d)$/.exec(value.trim());
  if (!m || Number(m[1]) === 0)
    throw new Error(`BACKUP_EVERY musí byť napr. 30m, 24h alebo 7d, je „${value}“`);
  return Number(m[1]) * { m: 60_000, h: 3600_000, d: 86_400_000 }[m[2] as 'm' | 'h' | 'd'];
}

/** BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP; undefined without BACKUP_DIR (no scheduled backups). */
export function backupScheduleFromEnv(env: NodeJS.ProcessEnv = process.env): BackupSchedule | undefined {
  if (!env.BACKUP_DIR) return undefined;
  const keep = env.BACKUP_KEEP ?? String(DEFAULT_KEEP);
  if (!/^\d{1,4}$/.test(keep)) throw new Error(`BACKUP_KEEP musí byť počet záloh, je „${keep}“`);
  return {
    dir: path.resolve(env.BACKUP_DIR),
    everyMs: env.BACKUP_EVERY ? parseEvery(env.BACKUP_EVERY) : DEFAULT_EVERY_MS,
    keep: Number(keep),
  };
}

/** The job: params { dir, keep, dataDir }; one step per table (renews the lease). */
export const runBackupJob: JobHandler = async ({ db, job, progress }) => {
  const { dir, keep, dataDir } = job.params as { dir: string; keep: number; dataDir: string };
  const { bytes, manifest } = await createBackup(db, { dataDir, onTable: progress });
  const file = await writeArchiveFile(path.join(dir, backupFileName()), bytes);
  const removed = await pruneBackups(dir, keep);
  return { file, bytes: bytes.length, tables: manifest.tables.length, files: manifest.files, removed };
};

/** Enqueues a backup unless one waits, runs, or finished within everyMs; true when it enqueued. */
export async function enqueueBackupIfDue(
  db: Db,
  schedule: BackupSchedule,
  dataDir: string,
): Promise<boolean> {
  const params = { dir: schedule.dir, keep: schedule.keep, dataDir };
  return enqueueJobIfDue(db, BACKUP_JOB, params, schedule.everyMs, 'hry-backup-schedule');
}

/** How often the schedule is looked at: every tenth of the interval, between a second and ten minutes. */
export function backupCheckEveryMs(schedule: BackupSchedule): number {
  return Math.max(1000, Math.min(10 * 60_000, Math.floor(schedule.everyMs / 10)));
}
