// Restoring a backup (issue 25 item 1) into an empty database (PGlite or PostgreSQL, whichever the archive
// came from) and an empty DATA_DIR. Nothing is written before the whole archive is checked (checksums,
// migrations known to this code, an empty target). Then the database gets the archive's migrations (not
// the newer ones of this code: the rows fit the schema they were read from; the next start applies the
// rest), the rows go in, in one transaction, parents first, the sequences are set, and the files are
// written. Sessions are not in a backup: everyone signs in again.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/types';
import { appliedMigrations, migrate, migrationFiles } from '../../db/migrate';
import { BackupError, openArchive, tableEntry, type BackupManifest } from './archive';
import { DATA_FOLDERS, listFiles } from './backup';
import { productTables, quoteIdent, REFERENCE_TABLES, sequenceNames } from './tables';

/** Rows per INSERT (and at most this many characters of JSON). */
const BATCH_ROWS = 1000;
const BATCH_CHARS = 4_000_000;

/** Refuses an archive whose migrations this code does not know (a backup of a newer version). */
export function checkMigrations(manifest: BackupManifest): void {
  const known = new Set(migrationFiles());
  const unknown = manifest.migrations.filter((m) => !known.has(m));
  if (unknown.length)
    throw new BackupError(
      'newer',
      `Záloha je z novšej verzie programu (migrácie ${unknown.join(', ')}); obnovte ju novšou verziou.`,
    );
}

/** Refuses a DATA_DIR whose files/ or outbox/ holds anything. */
export function checkEmptyDataDir(dataDir: string): void {
  for (const folder of DATA_FOLDERS)
    if (listFiles(path.join(dataDir, folder)).length)
      throw new BackupError(
        'not_empty',
        `${path.join(dataDir, folder)} nie je prázdny: obnova ide len do prázdneho.`,
      );
}

/**
 * Refuses a database with data: a table with rows (other than the reference tables the migrations fill) or
 * a migration the archive does not have.
 */
async function checkEmptyDatabase(db: Db, manifest: BackupManifest): Promise<void> {
  const applied = await appliedMigrations(db);
  const extra = applied.filter((m) => !manifest.migrations.includes(m));
  if (extra.length)
    throw new BackupError(
      'not_empty',
      `Databáza má migrácie, ktoré záloha nemá (${extra[0]}…): obnova ide len do prázdnej databázy.`,
    );
  for (const table of await productTables(db)) {
    if (REFERENCE_TABLES.includes(table.name)) continue;
    const row = await db.one(`SELECT 1 FROM ${quoteIdent(table.name)} LIMIT 1`);
    if (row)
      throw new BackupError(
        'not_empty',
        `Databáza nie je prázdna (tabuľka ${table.name} má riadky): obnova ide len do prázdnej databázy.`,
      );
  }
}

export interface RestoreResult {
  manifest: BackupManifest;
  rows: number;
  files: number;
}

/** Restores the archive into db and dataDir (both must be empty); throws BackupError when refused. */
export async function restoreBackup(
  db: Db,
  bytes: Uint8Array,
  opts: { dataDir: string },
): Promise<RestoreResult> {
  const { manifest, entries } = openArchive(bytes);
  for (const name of entries.keys())
    if (name.split('/').some((part) => part === '' || part === '.' || part === '..'))
      throw new BackupError('invalid', `Neplatná cesta v archíve: ${name}`);
  checkMigrations(manifest);
  checkEmptyDataDir(opts.dataDir);
  await checkEmptyDatabase(db, manifest);

  await migrate(db, manifest.migrations);
  const present = new Map((await productTables(db)).map((t) => [t.name, t]));
  for (const table of manifest.tables) {
    const target = present.get(table.name);
    const missing = table.columns.find((c) => !target?.columns.includes(c));
    if (!target || missing)
      throw new BackupError(
        'invalid',
        `Tabuľka ${table.name}${missing ? `, stĺpec ${missing},` : ''} v databáze chýba.`,
      );
  }
  const sequences = new Set(await sequenceNames(db));
  let rows = 0;
  await db.tx(async (t) => {
    // What the migrations put in (reference data) is replaced by the archive's rows.
    const names = manifest.tables.map((table) => quoteIdent(table.name));
    if (names.length) await t.query(`TRUNCATE ${names.join(', ')} CASCADE`);
    for (const table of manifest.tables) {
      const text = Buffer.from(entries.get(tableEntry(table.name)) ?? new Uint8Array()).toString('utf8');
      const lines = text ? text.split('\n') : [];
      if (lines.length !== table.rows)
        throw new BackupError(
          'damaged',
          `Tabuľka ${table.name}: ${lines.length} riadkov, manifest uvádza ${table.rows}.`,
        );
      const cols = table.columns.map(quoteIdent).join(', ');
      const insert = `INSERT INTO ${quoteIdent(table.name)} (${cols}) OVERRIDING SYSTEM VALUE
        SELECT ${cols} FROM json_populate_recordset(NULL::${quoteIdent(table.name)}, $1::json)`;
      let batch: string[] = [];
      let chars = 0;
      const flush = async () => {
        if (!batch.length) return;
        await t.query(insert, [`[${batch.join(',')}]`]);
        rows += batch.length;
        batch = [];
        chars = 0;
      };
      for (const line of lines) {
        batch.push(line);
        chars += line.length;
        if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
      }
      await flush();
    }
    // A scheduled backup that was running when the archive was read (the archive is its own result) names
    // the folders of the machine it ran on: it is not resumed here.
    if (manifest.tables.some((table) => table.name === 'jobs'))
      await t.query(`DELETE FROM jobs WHERE kind = 'backup' AND status IN ('pending', 'running')`);
    for (const s of manifest.sequences) {
      if (!sequences.has(s.name)) continue;
      await t.query('SELECT setval($1::regclass, $2, $3)', [quoteIdent(s.name), s.value, s.called]);
    }
  });

  let files = 0;
  for (const [name, data] of entries) {
    const [folder, ...rest] = name.split('/');
    if (!(DATA_FOLDERS as readonly string[]).includes(folder)) continue;
    const file = path.join(opts.dataDir, folder, ...rest);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, data);
    files++;
  }
  return { manifest, rows, files };
}
