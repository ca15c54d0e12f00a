import path from 'node:path';
import { readFileSync } from 'node:fs';
import { loadConfig } from './config';
import { openDb } from './db';
import { prepareData, DEMO_ACCOUNTS } from './db/seed';
import { createMailer } from './services/mail';
import { buildApp } from './app';
import { getForms } from './services/forms';

const log = (line: string) => console.log(line);

async function main(): Promise<void> {
  const config = loadConfig();
  getForms(); // a bad schema stops the start with its readable report (printed by the catch below)
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { seeded } = await prepareData(db, config, log);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log,
  });
  const app = await buildApp({ db, config, mailer, logger: process.env.LOG_REQUESTS === '1' });
  await app.listen({ port: config.port, host: config.host });
  app.jobs.start(); // also resumes the jobs a previous run left unfinished

  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  const address = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}/`;
  log(`Hry back-office ${version} beží na ${address}`);
  log(
    `Databáza: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite v ${path.join(config.dataDir, 'pglite')}`}`,
  );
  if (!config.production) {
    log(`Demo prihlásenie${seeded ? '' : ' (ak ste heslá nezmenili)'}:`);
    for (const a of DEMO_ACCOUNTS) log(`  ${a.email} / ${a.password}  – ${a.label}`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal}: ukončujem…`);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
