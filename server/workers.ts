// WORKERS=N (issue 13 item 3): N server processes sharing the port through node:cluster, on PostgreSQL
// only (PGlite is one process's embedded database). The primary prepares the database once (migrations,
// demo data), forks the workers, replaces one that dies, and on SIGTERM / SIGINT / the end of
// `npm start` stops them all (each with its own 10 s deadline, server/shutdown.ts) and exits when the
// last one has. Sessions, rate limits and jobs live in PostgreSQL, so every worker sees the same ones;
// a job is claimed by one runner (FOR UPDATE SKIP LOCKED).
import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';

/** WORKERS as a count: 'auto' = the number of cores; anything else not a positive integer is an error. */
export function parseWorkers(value: string | undefined, cores = os.availableParallelism()): number {
  if (value === undefined || value.trim() === '') return 1;
  if (value.trim() === 'auto') return cores;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) {
    throw new Error(`WORKERS musí byť kladné celé číslo alebo „auto“, je „${value}“`);
  }
  return n;
}

/** How many processes to run: PGlite refuses more than one, with a log line that says why. */
export function effectiveWorkers(
  requested: number,
  databaseUrl: string | undefined,
  log: (line: string) => void,
): number {
  if (requested > 1 && !databaseUrl) {
    log(
      `WORKERS=${requested}: s PGlite beží iba jeden proces, viac procesov vyžaduje PostgreSQL (DATABASE_URL); spúšťam 1. ` +
        `(WORKERS=${requested} needs PostgreSQL; PGlite runs one process.)`,
    );
    return 1;
  }
  return requested;
}

/** The primary: forks `count` workers and keeps them running until it is told to stop. */
export function runPrimary(count: number, log: (line: string) => void, onListening: () => void): void {
  let stopping = false;
  let listening = 0;
  let exitCode = 0;
  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.once('listening', () => {
      if (++listening === count) onListening();
    });
    return worker;
  };
  for (let i = 0; i < count; i++) fork();

  cluster.on('exit', (worker, code, signal) => {
    if (!stopping) {
      log(`Proces ${worker.process.pid} skončil (${signal ?? code}); spúšťam nový.`);
      fork();
      return;
    }
    if (code !== 0) exitCode = 1;
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
  });

  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    log(`${reason}: ukončujem ${count} procesov…`);
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker.process.kill('SIGTERM');
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  if (process.send) process.on('disconnect', () => stop('Spúšťač skončil'));
}

export const isWorker = (): boolean => cluster.isWorker;
