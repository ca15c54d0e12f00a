// Stopping the server (issue 8): SIGTERM / SIGINT, or the end of `npm start` (scripts/start.mjs) that
// started it, close the server; requests in progress get SHUTDOWN_DEADLINE_MS to finish, then every
// remaining connection (a half-sent request, a slow upload) is closed. Multi-row writes run in one
// transaction, so a request cut off here leaves nothing half-written.
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/types';

export const SHUTDOWN_DEADLINE_MS = 10_000;
/** After the connections were closed, how long closing may still take before the process just exits. */
const HARD_EXIT_MS = 3_000;

export interface ShutdownOptions {
  app: FastifyInstance;
  db: Db;
  log: (line: string) => void;
  deadlineMs?: number;
  /** Ends the process (process.exit; replaceable in tests). */
  exit?: (code: number) => void;
}

/** Closes the app within the deadline and then the database; resolves with the exit code. */
export async function closeWithin(opts: ShutdownOptions): Promise<number> {
  const { app, db, log, deadlineMs = SHUTDOWN_DEADLINE_MS } = opts;
  let code = 0;
  const deadline = setTimeout(() => {
    code = 1;
    log(`Lehota ${deadlineMs / 1000} s uplynula: zatváram zostávajúce spojenia.`);
    app.server.closeAllConnections();
  }, deadlineMs);
  deadline.unref();
  try {
    await app.close();
  } catch (error) {
    code = 1;
    log(`Chyba pri zatváraní servera: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    clearTimeout(deadline);
  }
  await db.close().catch(() => undefined);
  return code;
}

/** Installs the signal handlers; the first signal starts the shutdown, later ones are ignored. */
export function installShutdown(opts: ShutdownOptions): void {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  const shutdown = (reason: string) => {
    if (closing) return;
    closing = true;
    opts.log(`${reason}: ukončujem…`);
    // Whatever hangs (a database call that never returns), the process ends.
    setTimeout(() => exit(1), (opts.deadlineMs ?? SHUTDOWN_DEADLINE_MS) + HARD_EXIT_MS).unref();
    void closeWithin(opts).then(exit);
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // Started by scripts/start.mjs with an IPC channel: when that process ends, so does the server.
  if (process.send) process.on('disconnect', () => shutdown('Spúšťač skončil'));
}
