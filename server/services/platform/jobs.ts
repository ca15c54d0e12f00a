// Background jobs: a row in `jobs` (030_jobs.sql) per run of a long task (invoice registration now;
// send-to-production, sheet import and tracking later). A job is enqueued inside the caller's
// transaction, claimed by a runner with FOR UPDATE SKIP LOCKED and a lease, reports progress (done
// and total steps, from which the remaining time is estimated) and ends done (with a result) or
// failed (with an error code). A job whose lease ran out — its process stopped — is claimed again
// and its handler resumes from the recorded progress; handlers are written to be re-run safely.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/types';
import { RecordChanges } from '../records/record-changes';

export type JobStatus = 'pending' | 'running' | 'done' | 'failed';

export interface JobRow {
  id: number;
  kind: string;
  trans_id: string;
  params: Record<string, unknown>;
  status: JobStatus;
  done_steps: number;
  total_steps: number;
  result: Record<string, unknown> | null;
  err: string | null;
  attempts: number;
  /** Milliseconds since the first claim (null before it). */
  elapsed_ms: number | null;
}

/** A job's state as the progress calls of the API reply it (platform 7.6, games 7: remain in ms). */
export interface JobProgress {
  done: boolean;
  pending: boolean;
  remain: number;
  err: string | null;
}

/** Thrown by a handler: the job fails with this error code (no retry). */
export class JobError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

export interface JobContext {
  /** The database (not a transaction: a handler opens its own, one per step). */
  db: Db;
  job: JobRow;
  /** Records progress and renews the lease. */
  progress(done: number, total: number): Promise<void>;
  /** Aborted when the runner stops (server shutdown): after the current step, `signal.throwIfAborted()`. */
  signal: AbortSignal;
  /** The record change hook of the runner's app: a job's writes of records report there. */
  recordChanges: RecordChanges;
}

/** The user who started the job (params.actor, set by the start call), null when none. */
export function jobActor(job: Pick<JobRow, 'params'>): number | null {
  return typeof job.params.actor === 'number' ? job.params.actor : null;
}

/** Runs (or resumes, from job.done_steps) one job; returns its result. */
export type JobHandler = (ctx: JobContext) => Promise<Record<string, unknown> | void>;

/** Estimated duration of a step before any has finished. */
export const DEFAULT_STEP_MS = 1000;

const COLUMNS = `id, kind, trans_id, params, status, done_steps, total_steps, result, err, attempts,
  CASE WHEN started_at IS NULL THEN NULL
       ELSE floor(extract(epoch from (clock_timestamp() - started_at)) * 1000)::float8 END AS elapsed_ms`;

function normalize(row: JobRow): JobRow {
  return { ...row, id: Number(row.id), elapsed_ms: row.elapsed_ms === null ? null : Number(row.elapsed_ms) };
}

/** Adds a job (inside the caller's transaction, so it exists only if the caller's writes commit). */
export async function enqueueJob(db: Db, kind: string, params: Record<string, unknown>): Promise<JobRow> {
  const row = await db.one<JobRow>(
    `INSERT INTO jobs (kind, trans_id, params) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
    [kind, randomUUID(), params],
  );
  return normalize(row!);
}

/**
 * A periodic job (VACUUM on PGlite, the recycle bin's purge, scheduled backups): enqueues a job of `kind`
 * unless one waits or runs or one finished within `intervalMs`; true when it enqueued. `lock` serializes
 * the check across processes on one PostgreSQL (an advisory lock held to the end of the transaction).
 */
export async function enqueueJobIfDue(
  db: Db,
  kind: string,
  params: Record<string, unknown>,
  intervalMs: number,
  lock?: string,
): Promise<boolean> {
  return db.tx(async (t) => {
    if (lock) await t.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [lock]);
    const recent = await t.one(
      `SELECT 1 FROM jobs WHERE kind = $1
          AND (status IN ('pending', 'running')
               OR (status = 'done' AND finished_at > clock_timestamp() - $2 * interval '1 millisecond'))
        LIMIT 1`,
      [kind, intervalMs],
    );
    if (recent) return false;
    await enqueueJob(t, kind, params);
    return true;
  });
}

/**
 * Runs `task` after `firstMs` and then every `everyMs` until the returned stop is called; the timers do
 * not keep the process alive. A failure is logged with `label` unless it happened after the stop (a
 * task cut short by the shutdown).
 */
export function repeatEvery(
  task: () => Promise<unknown>,
  {
    firstMs,
    everyMs,
    label,
    log,
  }: { firstMs: number; everyMs: number; label: string; log: (line: string) => void },
): () => void {
  let stopped = false;
  const run = () =>
    void task().catch((e: unknown) => {
      if (!stopped) log(`${label}: ${e instanceof Error ? e.message : String(e)}`);
    });
  const first = setTimeout(run, firstMs);
  const every = setInterval(run, everyMs);
  first.unref();
  every.unref();
  return () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(every);
  };
}

/** The job of a kind with this transId, or undefined. */
export async function findJob(db: Db, kind: string, transId: string): Promise<JobRow | undefined> {
  const row = await db.one<JobRow>(`SELECT ${COLUMNS} FROM jobs WHERE kind = $1 AND trans_id = $2`, [
    kind,
    transId,
  ]);
  return row ? normalize(row) : undefined;
}

/**
 * Claims the oldest pending job of these kinds, or a running one whose lease ran out (resumed):
 * concurrent runners skip rows another one has locked, so a job is run by one runner at a time.
 */
export async function claimJob(db: Db, kinds: string[], leaseMs: number): Promise<JobRow | undefined> {
  const row = await db.one<JobRow>(
    `UPDATE jobs SET status = 'running', attempts = attempts + 1,
            locked_until = clock_timestamp() + $2 * interval '1 millisecond',
            started_at = coalesce(started_at, clock_timestamp()), updated_at = clock_timestamp()
      WHERE id = (SELECT id FROM jobs
                   WHERE kind = ANY($1)
                     AND (status = 'pending' OR (status = 'running' AND locked_until < clock_timestamp()))
                   ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING ${COLUMNS}`,
    [kinds, leaseMs],
  );
  return row ? normalize(row) : undefined;
}

export async function reportProgress(
  db: Db,
  id: number,
  done: number,
  total: number,
  leaseMs: number,
): Promise<void> {
  await db.query(
    `UPDATE jobs SET done_steps = $2, total_steps = $3, updated_at = clock_timestamp(),
            locked_until = clock_timestamp() + $4 * interval '1 millisecond'
      WHERE id = $1 AND status = 'running'`,
    [id, Math.max(0, Math.floor(done)), Math.max(0, Math.floor(total)), leaseMs],
  );
}

export async function finishJob(db: Db, id: number, result: Record<string, unknown>): Promise<void> {
  await db.query(
    `UPDATE jobs SET status = 'done', result = $2, done_steps = greatest(done_steps, total_steps),
            locked_until = NULL, finished_at = clock_timestamp(), updated_at = clock_timestamp()
      WHERE id = $1`,
    [id, result],
  );
}

export async function failJob(db: Db, id: number, err: string): Promise<void> {
  await db.query(
    `UPDATE jobs SET status = 'failed', err = $2, locked_until = NULL, finished_at = clock_timestamp(),
            updated_at = clock_timestamp()
      WHERE id = $1`,
    [id, err],
  );
}

/** Gives a claimed job back (a retry after an unexpected error, or a stop): it keeps its progress. */
export async function releaseJob(db: Db, id: number): Promise<void> {
  await db.query(
    `UPDATE jobs SET status = 'pending', locked_until = NULL, updated_at = clock_timestamp()
      WHERE id = $1 AND status = 'running'`,
    [id],
  );
}

/** Remaining time in ms: the average time of the finished steps times the steps left. */
export function remainingMs(job: JobRow): number {
  if (job.status === 'done' || job.status === 'failed') return 0;
  const left = Math.max(0, job.total_steps - job.done_steps);
  const elapsed = job.elapsed_ms ?? 0;
  if (job.done_steps > 0) return Math.round((elapsed / job.done_steps) * left);
  return Math.max(0, Math.max(1, job.total_steps) * DEFAULT_STEP_MS - elapsed);
}

export function jobProgress(job: JobRow): JobProgress {
  return {
    done: job.status === 'done',
    pending: job.status === 'pending' || job.status === 'running',
    remain: remainingMs(job),
    err: job.status === 'failed' ? (job.err ?? 'error') : null,
  };
}

/** A record's job progress with the record's reply as `sheet` (GET …/register/{transId}). */
export type RecordJobProgress = JobProgress & { sheet: Record<string, unknown> };

/**
 * The progress reader of a record's job (a registration) of `kind`: (db, record id, transId) → the job's
 * progress with the record's reply as `sheet`; undefined when `transId` is not a job of this kind for the
 * record (`params[param]` is its id) or the record is gone.
 */
export function recordJobProgress<R>(
  kind: string,
  param: string,
  load: (db: Db, id: number) => Promise<R | undefined>,
  present: (row: R) => Record<string, unknown>,
): (db: Db, id: number, transId: string) => Promise<RecordJobProgress | undefined> {
  return async (db, id, transId) => {
    const job = await findJob(db, kind, transId);
    if (!job || Number(job.params[param]) !== id) return undefined;
    const row = await load(db, id);
    return row ? { ...jobProgress(job), sheet: present(row) } : undefined;
  };
}

export interface JobRunnerOptions {
  /** How often the queue is looked at without a kick (ms). */
  pollMs?: number;
  /** How long a claim holds without progress before another runner may take the job over (ms). */
  leaseMs?: number;
  /** Runs of a job that failed unexpectedly before it is marked failed with 'error'. */
  maxAttempts?: number;
  log?: (line: string) => void;
  /** The app's record change hook (default: one without listeners). */
  recordChanges?: RecordChanges;
}

/** Runs the jobs of the registered kinds, one at a time, in this process. */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly pollMs: number;
  readonly leaseMs: number;
  private readonly maxAttempts: number;
  private readonly log: (line: string) => void;
  private readonly recordChanges: RecordChanges;
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private abort = new AbortController();

  constructor(
    private readonly db: Db,
    opts: JobRunnerOptions = {},
  ) {
    this.pollMs = opts.pollMs ?? 1000;
    this.leaseMs = opts.leaseMs ?? 60_000;
    this.maxAttempts = opts.maxAttempts ?? 3;
    this.log = opts.log ?? (() => undefined);
    this.recordChanges = opts.recordChanges ?? new RecordChanges();
  }

  register(kind: string, handler: JobHandler): this {
    this.handlers.set(kind, handler);
    return this;
  }

  get started(): boolean {
    return !this.stopped;
  }

  /** Starts polling; jobs left running by a stopped process are resumed once their lease runs out. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.abort = new AbortController();
    this.timer = setInterval(() => this.kick(), this.pollMs);
    this.kick();
  }

  /** Looks at the queue now (call after enqueueing, once the transaction committed). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  /** Stops polling and waits for the current job's step to end (it is resumed on the next start). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.abort.abort();
    await this.running;
  }

  private async drain(): Promise<void> {
    try {
      while (!this.stopped && (await this.runOnce())) {
        /* the next job */
      }
    } catch (error) {
      this.log(`Úlohy: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Claims and runs one job; false when there was none. */
  async runOnce(): Promise<boolean> {
    const job = await claimJob(this.db, [...this.handlers.keys()], this.leaseMs);
    if (!job) return false;
    const handler = this.handlers.get(job.kind)!;
    const ctx: JobContext = {
      db: this.db,
      job,
      signal: this.abort.signal,
      recordChanges: this.recordChanges,
      progress: (done, total) => reportProgress(this.db, job.id, done, total, this.leaseMs),
    };
    try {
      const result = await handler(ctx);
      await finishJob(this.db, job.id, result ?? {});
    } catch (error) {
      // A handler stopped by the runner (ctx.signal.throwIfAborted()) is resumed on the next start.
      if (ctx.signal.aborted) await releaseJob(this.db, job.id);
      else if (error instanceof JobError) await failJob(this.db, job.id, error.code);
      else if (job.attempts >= this.maxAttempts) {
        this.log(`Úloha ${job.kind} ${job.trans_id} zlyhala: ${String(error)}`);
        await failJob(this.db, job.id, 'error');
      } else await releaseJob(this.db, job.id);
    }
    return true;
  }
}
