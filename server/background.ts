// A server process's background work in one place: every job kind of the jobs service with its handler,
// and every periodic check. The services hold the work itself (handlers, "enqueue when due" queries,
// purges); here it is wired up, in one style: a schedule is a check that runs `firstMs` after start and then
// every `everyMs` (platform/jobs' repeatEvery), and a check that enqueues a job kicks the runner.
import type { Config } from './config';
import type { Db } from './db/types';
import { JobRunner, repeatEvery, type JobRunnerOptions } from './services/platform/jobs';
import type { LoadedForms } from './services/records/forms';
import type { ReportChanges } from './services/records/record-changes';
import { storageFor } from './services/platform/storage';
import { INVOICE_REGISTER_JOB, runInvoiceRegistration } from './services/records/invoice-registration';
import { DRAFT_REGISTER_JOB, runDraftRegistration } from './services/sheets/draft-registration';
import { enqueueVacuumIfDue, PGLITE_VACUUM_JOB, runPgliteVacuum } from './services/platform/pglite-upkeep';
import {
  BACKUP_JOB,
  backupCheckEveryMs,
  enqueueBackupIfDue,
  runBackupJob,
  type BackupSchedule,
} from './services/backup/schedule';
import {
  DEFAULT_TRASH_RETENTION_DAYS,
  enqueueTrashPurgeIfDue,
  TRASH_PURGE_JOB,
  trashPurgeHandler,
} from './services/trash/purge';
import {
  enqueueUploadCleanupIfDue,
  IMAGE_CLEANUP_JOB,
  uploadCleanupHandler,
} from './services/platform/image-cleanup';
import { DEFAULT_RETENTION_DAYS, purgeChangeLog } from './services/history/retention';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface BackgroundDeps {
  db: Db;
  config: Config;
  /** The forms in force (they change when a schema version is published). */
  forms: () => LoadedForms;
  /** The change log's reporter of the jobs (no actor). */
  report: ReportChanges;
  log: (line: string) => void;
}

/** Every job kind and its handler; add a kind here when a service gains a job. */
export function registerJobKinds(runner: JobRunner, deps: Omit<BackgroundDeps, 'db' | 'log'>): JobRunner {
  const storage = storageFor(deps.config);
  const trashDays = deps.config.trashRetentionDays ?? DEFAULT_TRASH_RETENTION_DAYS;
  return runner
    .register(INVOICE_REGISTER_JOB, runInvoiceRegistration)
    .register(DRAFT_REGISTER_JOB, runDraftRegistration)
    .register(PGLITE_VACUUM_JOB, runPgliteVacuum)
    .register(BACKUP_JOB, runBackupJob)
    .register(TRASH_PURGE_JOB, trashPurgeHandler(storage, trashDays, deps.report))
    .register(IMAGE_CLEANUP_JOB, uploadCleanupHandler(storage, deps.forms, deps.report));
}

export function createJobRunner(
  deps: Omit<BackgroundDeps, 'log'>,
  options: JobRunnerOptions = {},
): JobRunner {
  return registerJobKinds(new JobRunner(deps.db, options), deps);
}

interface Schedule {
  /** The Slovak name of the work, in the log line of a failed check. */
  label: string;
  firstMs: number;
  everyMs: number;
  /** Whether the schedule applies to this installation. */
  on: boolean;
  /** One check; true when it enqueued a job (the runner is kicked then). */
  check: () => Promise<boolean | void>;
}

/**
 * The periodic checks of every app, from its start (also in tests: their first check comes a minute
 * later). A serving process (main.ts) adds its own once the jobs run: servingSchedules.
 */
function appSchedules(deps: BackgroundDeps): Schedule[] {
  const { db, config } = deps;
  const logDays = config.changelogRetentionDays ?? DEFAULT_RETENTION_DAYS;
  const trashDays = config.trashRetentionDays ?? DEFAULT_TRASH_RETENTION_DAYS;
  return [
    {
      label: 'Čistenie histórie zmien zlyhalo',
      firstMs: MINUTE,
      everyMs: 6 * HOUR,
      on: logDays > 0,
      check: async () => void (await purgeChangeLog(db, logDays)),
    },
    {
      label: 'Čistenie koša zlyhalo',
      firstMs: MINUTE,
      everyMs: HOUR,
      on: trashDays > 0,
      check: () => enqueueTrashPurgeIfDue(db),
    },
    {
      label: 'Čistenie neuložených obrázkov zlyhalo',
      firstMs: MINUTE,
      everyMs: HOUR,
      on: true,
      check: () => enqueueUploadCleanupIfDue(db),
    },
  ];
}

function servingSchedules(deps: BackgroundDeps, backup: BackupSchedule | undefined): Schedule[] {
  const { db, config } = deps;
  return [
    {
      label: 'Údržba PGlite',
      firstMs: 0,
      everyMs: HOUR,
      on: db.kind === 'pglite',
      check: () => enqueueVacuumIfDue(db),
    },
    {
      label: 'Záloha',
      firstMs: 0,
      everyMs: backup ? backupCheckEveryMs(backup) : HOUR,
      on: !!backup,
      check: () => enqueueBackupIfDue(db, backup!, config.dataDir),
    },
  ];
}

function startAll(list: Schedule[], jobs: JobRunner, log: (line: string) => void): () => void {
  const stops = list
    .filter((s) => s.on)
    .map((s) =>
      repeatEvery(async () => ((await s.check()) ? jobs.kick() : undefined), {
        firstMs: s.firstMs,
        everyMs: s.everyMs,
        label: s.label,
        log,
      }),
    );
  return () => stops.forEach((stop) => stop());
}

export interface Background {
  /**
   * Starts the checks of a serving process: PGlite upkeep, and scheduled backups when `backup` is given
   * (backupScheduleFromEnv, read before listening so a bad setting stops the start); idempotent.
   */
  startServing(backup?: BackupSchedule): void;
  stop(): void;
}

/** Starts the app's checks now; the serving process's checks when startServing is called. */
export function startBackground(deps: BackgroundDeps, jobs: JobRunner): Background {
  const stops = [startAll(appSchedules(deps), jobs, deps.log)];
  let serving = false;
  return {
    startServing(backup) {
      if (serving) return;
      serving = true;
      stops.push(startAll(servingSchedules(deps, backup), jobs, deps.log));
    },
    stop() {
      stops.splice(0).forEach((stop) => stop());
    },
  };
}
