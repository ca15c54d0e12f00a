// npm run backup -- [file.zip | folder]   one archive of the database, the files and the manifest
//                                          (default folder: BACKUP_DIR, else ./backups)
// npm run restore -- file.zip              into an empty DATA_DIR (PGlite) or an empty DATABASE_URL
// Where the database is, as schemas:push decides (server/cli/schemas-sync.ts): on PostgreSQL
// (DATABASE_URL) the CLI reads the database itself; on PGlite, whose database a running server holds,
// the backup goes through that server's API (PUBLIC_URL or http://127.0.0.1:PORT, signed in as
// ADMIN_EMAIL / ADMIN_PASSWORD, an administrator), and the CLI opens the data folder itself only when no
// server answers. A restore never goes through a server: its target must be empty.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, type Config } from '../config';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { startFromTemplate } from '../db/pglite-template';
import { migrationFiles } from '../db/migrate';
import type { Db } from '../db/types';
import { BackupError, openArchive, type BackupManifest } from '../services/backup/archive';
import { backupFileName, createBackup, writeArchiveFile } from '../services/backup/backup';
import { checkEmptyDataDir, checkMigrations, restoreBackup } from '../services/backup/restore';
import { adminSession, CliError, runningServer } from './running-server';

const USAGE = `Použitie: npm run backup -- [súbor.zip | priečinok]
          npm run restore -- súbor.zip`;

/** The archive from the running server's POST backup, signed in as the administrator of the environment. */
async function backupThroughServer(base: string, config: Config): Promise<Uint8Array> {
  const cookie = await adminSession(base, config, '');
  try {
    const res = await fetch(`${base}/api/webapp/backup`, { method: 'POST', headers: { cookie } });
    if (res.status === 403)
      throw new CliError(`${config.adminEmail} nie je administrátor (právo switch_user).`);
    if (!res.ok) throw new CliError(`Server na ${base} odpovedal ${res.status} na POST backup.`);
    return new Uint8Array(await res.arrayBuffer());
  } finally {
    await fetch(`${base}/api/webapp/session`, { method: 'DELETE', headers: { cookie } }).catch(
      () => undefined,
    );
  }
}

async function withDb<T>(open: () => Promise<Db>, fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await open();
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

const summary = (m: BackupManifest) =>
  `${m.tables.length} tabuliek, ${m.tables.reduce((n, t) => n + t.rows, 0)} riadkov, ${m.files} súborov, ` +
  `${m.migrations.length} migrácií (posledná ${m.migrations.at(-1) ?? '–'})`;

async function backup(config: Config, target: string | undefined): Promise<number> {
  const dir = process.env.BACKUP_DIR ? path.resolve(process.env.BACKUP_DIR) : path.resolve('backups');
  const file =
    target && target.endsWith('.zip')
      ? path.resolve(target)
      : path.join(target ? path.resolve(target) : dir, backupFileName());
  let bytes: Uint8Array;
  let where: string;
  if (config.databaseUrl) {
    where = 'databáza PostgreSQL';
    bytes = (
      await withDb(
        () => openPostgres(config.databaseUrl!),
        (db) => createBackup(db, config),
      )
    ).bytes;
  } else {
    const base = await runningServer(config);
    if (base) {
      where = `server ${base}`;
      bytes = await backupThroughServer(base, config);
    } else {
      const pgliteDir = path.join(config.dataDir, 'pglite');
      if (!existsSync(path.join(pgliteDir, 'PG_VERSION')))
        throw new CliError(
          `V ${config.dataDir} nie je databáza (${pgliteDir}) a server na porte ${config.port} nebeží.`,
        );
      where = `PGlite v ${config.dataDir}`;
      bytes = (
        await withDb(
          () => openPglite(pgliteDir),
          (db) => createBackup(db, config),
        )
      ).bytes;
    }
  }
  const { manifest } = openArchive(bytes); // checked before it gets a backup's name
  const written = await writeArchiveFile(file, bytes);
  console.log(`Záloha (${where}) je zapísaná do ${written}: ${summary(manifest)}.`);
  return 0;
}

async function restore(config: Config, file: string): Promise<number> {
  if (!existsSync(file)) throw new CliError(`Súbor ${file} neexistuje.`);
  const bytes = new Uint8Array(readFileSync(file));
  // Everything that can refuse the archive, before anything is created.
  const { manifest } = openArchive(bytes);
  checkMigrations(manifest);
  checkEmptyDataDir(config.dataDir);
  let where: string;
  if (config.databaseUrl) {
    where = 'databáza PostgreSQL';
    await withDb(
      () => openPostgres(config.databaseUrl!),
      (db) => restoreBackup(db, bytes, config),
    );
  } else {
    const pgliteDir = path.join(config.dataDir, 'pglite');
    if (existsSync(pgliteDir) && readdirSync(pgliteDir).length)
      throw new BackupError(
        'not_empty',
        `${pgliteDir} nie je prázdny: obnova ide len do prázdneho DATA_DIR.`,
      );
    where = `PGlite v ${config.dataDir}`;
    try {
      // The migrated template when the archive has every migration of this code (else initdb).
      if (migrationFiles().every((m) => manifest.migrations.includes(m))) await startFromTemplate(pgliteDir);
      await withDb(
        () => openPglite(pgliteDir),
        (db) => restoreBackup(db, bytes, config),
      );
    } catch (error) {
      rmSync(pgliteDir, { recursive: true, force: true }); // it was empty: leave it so for another try
      throw error;
    }
  }
  console.log(
    `Záloha z ${manifest.createdAt} (verzia ${manifest.appVersion}) je obnovená (${where}): ${summary(manifest)}. ` +
      'Prihlásenia sa neobnovujú: každý sa prihlási znova.',
  );
  return 0;
}

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  const config = loadConfig(process.env);
  if (command === 'backup' && rest.length <= 1) return backup(config, rest[0]);
  if (command === 'restore' && rest.length === 1) return restore(config, path.resolve(rest[0]));
  console.error(USAGE);
  return 1;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const known = error instanceof CliError || error instanceof BackupError;
    console.error(known ? (error as Error).message : `Zlyhalo: ${(error as Error).message ?? error}`);
    process.exitCode = 1;
  },
);
