import path from 'node:path';
import { readFileSync } from 'node:fs';
import { loadConfig, type Config } from './config';
import { openDb } from './db';
import { prepareData, DEMO_ACCOUNTS } from './seed';
import { createMailer } from './services/platform/mail';
import { buildApp } from './app';
import { StartupGate } from './http/startup-gate';
import { getForms } from './services/records/forms';
import { installShutdown } from './shutdown';
import { backupScheduleFromEnv } from './services/backup/schedule';
import { effectiveWorkers, isWorker, parseWorkers, runPrimary } from './workers';

const log = (line: string) => console.log(line);

async function main(): Promise<void> {
  const config = loadConfig();
  if (isWorker()) return serve(config, false);
  getForms(); // a bad schema stops the start with its readable report (printed by the catch below)
  const workers = effectiveWorkers(parseWorkers(process.env.WORKERS), config.databaseUrl, log);
  if (workers === 1) return serve(config, true);

  // WORKERS=N on PostgreSQL: the database is prepared once here, then N processes share the port.
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { seeded } = await prepareData(db, config, log);
  await db.close();
  runPrimary(workers, log, () => banner(config, seeded, workers));
}

/** One server process: the whole app (with WORKERS=N, one of N; the primary prepared the data). */
async function serve(config: Config, prepare: boolean): Promise<void> {
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // PostgreSQL: the data is ready before the app is built. PGlite: the demo data of a first start is
  // written while the server starts listening (issue 25 item 7); its transaction holds PGlite's one
  // connection, so an API request made meanwhile waits for it rather than seeing an empty database.
  const early = prepare && db.kind !== 'pglite' ? await prepareData(db, config, log) : undefined;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log,
  });
  // Requests wait (at most 10 s, then 503) until the data is prepared and the jobs run (issue 36).
  const startup = new StartupGate();
  const app = await buildApp({ db, config, mailer, logger: process.env.LOG_REQUESTS === '1', startup });
  // Before the banner: whoever sees it may stop the server at once (a signal before the handlers
  // would kill the process with no clean close and a non-zero exit).
  installShutdown({ app, db, log });
  const backups = backupScheduleFromEnv(); // BACKUP_DIR set: a backup every BACKUP_EVERY
  const preparing = prepare && !early ? prepareData(db, config, log) : Promise.resolve(early);
  preparing.catch(() => undefined); // awaited below; a failed listen must not leave it unhandled
  await app.listen({ port: config.port, host: config.host });
  const seeded = (await preparing)?.seeded ?? false;
  if (!app.server.listening) return; // stopped (SIGTERM) while the demo data was being written
  app.jobs.start(); // also resumes the jobs a previous run left unfinished
  app.background.startServing(backups); // PGlite: VACUUM ANALYZE when due; scheduled backups
  startup.openGate(); // ready: what GET /api/ready reports from now on
  if (prepare) banner(config, seeded, 1);
}

function banner(config: Config, seeded: boolean, workers: number): void {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  const address = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}/`;
  log(`Hry back-office ${version} beží na ${address}${workers > 1 ? ` (${workers} procesov)` : ''}`);
  log(
    `Databáza: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite v ${path.join(config.dataDir, 'pglite')}`}`,
  );
  if (!config.production) {
    log(`Demo prihlásenie${seeded ? '' : ' (ak ste heslá nezmenili)'}:`);
    for (const a of DEMO_ACCOUNTS) log(`  ${a.email} / ${a.password}  – ${a.label}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
