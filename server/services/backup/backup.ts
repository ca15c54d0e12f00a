// Writing a backup (issue 25 item 1): the tables read in one REPEATABLE READ, READ ONLY transaction (one
// moment on PostgreSQL while writers go on; on PGlite the transaction is one turn of its single
// connection, so nothing commits in between), then DATA_DIR/files and DATA_DIR/outbox. Files are written
// once under a new key and never changed, so a file added after the moment is at most an extra file.
// The archive is written under a temporary name and renamed: a backup killed midway leaves a `.part`
// file, never a half archive with a backup's name.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/types';
import { appVersion, packArchive, tableEntry, type BackupManifest, type TableManifest } from './archive';
import { productTables, quoteIdent, sequenceNames } from './tables';

/** The folders of DATA_DIR a backup carries, by their archive prefix. */
export const DATA_FOLDERS = ['files', 'outbox'] as const;

/** Rows fetched from the cursor at a time. */
const FETCH_ROWS = 2000;

export interface BackupResult {
  bytes: Uint8Array;
  manifest: BackupManifest;
}

/** Reads the database and the data folders into an archive (in memory). */
export async function createBackup(
  db: Db,
  opts: { dataDir: string; onTable?: (done: number, total: number) => Promise<void> },
): Promise<BackupResult> {
  const entries = new Map<string, Uint8Array>();
  const createdAt = new Date().toISOString();
  const snapshot = await db.tx(async (t) => {
    await t.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const migrations = (
      await t.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')
    ).map((r) => r.name);
    const tables = await productTables(t);
    const manifests: TableManifest[] = [];
    for (const [k, table] of tables.entries()) {
      const cols = table.columns.map(quoteIdent).join(', ');
      const order = table.primaryKey.length ? ` ORDER BY ${table.primaryKey.map(quoteIdent).join(', ')}` : '';
      await t.query(
        `DECLARE hry_backup NO SCROLL CURSOR FOR
           SELECT row_to_json(r)::text AS j FROM (SELECT ${cols} FROM ${quoteIdent(table.name)}${order}) r`,
      );
      const lines: string[] = [];
      for (;;) {
        const rows = await t.query<{ j: string }>(`FETCH ${FETCH_ROWS} FROM hry_backup`);
        for (const row of rows) lines.push(row.j);
        if (rows.length < FETCH_ROWS) break;
      }
      await t.query('CLOSE hry_backup');
      entries.set(tableEntry(table.name), Buffer.from(lines.join('\n'), 'utf8'));
      manifests.push({ name: table.name, rows: lines.length, columns: table.columns });
      // Not on PGlite: the transaction holds its one connection, so another query would wait for it forever.
      if (opts.onTable && db.kind !== 'pglite') await opts.onTable(k + 1, tables.length);
    }
    const sequences = [];
    for (const name of await sequenceNames(t)) {
      const s = await t.one<{ value: number | string; called: boolean }>(
        `SELECT last_value AS value, is_called AS called FROM ${quoteIdent(name)}`,
      );
      sequences.push({ name, value: Number(s!.value), called: s!.called });
    }
    return { migrations, tables: manifests, sequences };
  });
  let files = 0;
  for (const folder of DATA_FOLDERS) {
    for (const rel of listFiles(path.join(opts.dataDir, folder))) {
      entries.set(`${folder}/${rel}`, readFileSync(path.join(opts.dataDir, folder, ...rel.split('/'))));
      files++;
    }
  }
  return packArchive(
    {
      format: 'hry-backup',
      formatVersion: 1,
      appVersion: appVersion(),
      createdAt,
      source: db.kind,
      ...snapshot,
      files,
    },
    entries,
  );
}

/** Every file under dir (relative, '/'-separated), sorted; files being written (`*.part`) are left out. */
export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile() && !entry.name.endsWith('.part')) out.push(child);
    }
  };
  walk('');
  return out.sort();
}

/** `hry-backup-20261126-172500.zip` (UTC); `.part` while being written. */
export const BACKUP_NAME = /^hry-backup-\d{8}-\d{6}(-\d+)?\.zip$/;

export function backupFileName(at = new Date()): string {
  const s = at.toISOString();
  return `hry-backup-${s.slice(0, 10).replace(/-/g, '')}-${s.slice(11, 19).replace(/:/g, '')}.zip`;
}

/**
 * Writes bytes to file atomically: into `<file>.<random>.part`, flushed to disk, then renamed. Returns the
 * file's path. An existing file is never overwritten (a suffix is added).
 */
export async function writeArchiveFile(file: string, bytes: Uint8Array): Promise<string> {
  await mkdir(path.dirname(file), { recursive: true });
  let target = file;
  for (let k = 2; existsSync(target); k++) target = file.replace(/\.zip$/, `-${k}.zip`);
  const part = `${target}.${randomBytes(4).toString('hex')}.part`;
  const handle = await open(part, 'wx');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(part, { force: true });
    throw error;
  }
  await handle.close();
  await rename(part, target);
  return target;
}

/**
 * Keeps the newest `keep` backups of dir (by name, which sorts by time) and removes `.part` files older
 * than an hour (left by a backup that was killed). Returns the removed names.
 */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const names = await readdir(dir);
  const backups = names.filter((n) => BACKUP_NAME.test(n)).sort();
  const removed = keep > 0 ? backups.slice(0, Math.max(0, backups.length - keep)) : [];
  for (const name of names.filter((n) => n.startsWith('hry-backup-') && n.endsWith('.part'))) {
    const age = Date.now() - (await stat(path.join(dir, name))).mtimeMs;
    if (age > 3600_000) removed.push(name);
  }
  for (const name of removed) await rm(path.join(dir, name), { force: true });
  return removed;
}

/** Size of a file in bytes (for the CLI's message). */
export const fileSize = (file: string): number => statSync(file).size;
