// The backup archive (issue 25 item 1): one zip file (fflate) holding
//   manifest.json            the app version, the applied migrations, per table its row count and columns,
//                            the sequences, and the size and sha256 of every other entry
//   db/<table>.jsonl         the table's rows, one JSON object a line (row_to_json), in restore order
//   files/…, outbox/…        DATA_DIR/files (uploaded images) and DATA_DIR/outbox (mails without SMTP)
// A logical dump rather than PGlite's data directory or pg_dump: the same archive comes from and goes to
// PGlite and PostgreSQL (a PGlite installation moves to PostgreSQL by a backup and a restore), it needs no
// pg_dump binary of the server's version, and it is read in one REPEATABLE READ transaction, so it is
// consistent at one moment on both while the server keeps serving.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { rootPath } from '../../paths';

export const MANIFEST = 'manifest.json';
export const FORMAT = 'hry-backup';
export const FORMAT_VERSION = 1;

export interface TableManifest {
  name: string;
  rows: number;
  columns: string[];
}

export interface BackupManifest {
  format: typeof FORMAT;
  formatVersion: number;
  /** package.json version of the code that wrote it. */
  appVersion: string;
  createdAt: string;
  /** The database it was read from. */
  source: 'pglite' | 'postgres';
  /** Applied migrations (server/db/migrations file names), sorted. */
  migrations: string[];
  /** In restore order (parents first). */
  tables: TableManifest[];
  sequences: { name: string; value: number; called: boolean }[];
  /** Number of files (files/ and outbox/ entries). */
  files: number;
  /** Every entry but the manifest: its size and sha256 (hex). */
  entries: Record<string, { bytes: number; sha256: string }>;
}

/** Why an archive is refused: not an archive of this product, damaged, or of a newer schema. */
export class BackupError extends Error {
  constructor(
    readonly code: 'damaged' | 'newer' | 'not_empty' | 'invalid',
    message: string,
  ) {
    super(message);
  }
}

export const sha256 = (data: Uint8Array): string => createHash('sha256').update(data).digest('hex');

export function appVersion(): string {
  return (JSON.parse(readFileSync(rootPath('package.json'), 'utf8')) as { version: string }).version;
}

export const tableEntry = (table: string): string => `db/${table}.jsonl`;

/** Entries already compressed (images) are stored, the rest deflated. */
const STORED = /\.(png|jpe?g|gif|webp|zip|xlsx|pdf)$/i;

/** The zip of the entries with a manifest describing them (`manifest.entries` is filled here). */
export function packArchive(
  manifest: Omit<BackupManifest, 'entries'>,
  entries: Map<string, Uint8Array>,
): { bytes: Uint8Array; manifest: BackupManifest } {
  const full: BackupManifest = { ...manifest, entries: {} };
  const zippable: Zippable = {};
  for (const [name, data] of entries) {
    full.entries[name] = { bytes: data.length, sha256: sha256(data) };
    zippable[name] = [data, { level: STORED.test(name) ? 0 : 6 }];
  }
  zippable[MANIFEST] = [strToU8(JSON.stringify(full, null, 1)), { level: 6 }];
  return { bytes: zipSync(zippable, { mtime: new Date(manifest.createdAt) }), manifest: full };
}

/**
 * Reads and checks an archive before anything is written: a readable zip, a manifest of this format, and
 * exactly the manifest's entries with their sizes and checksums. Throws BackupError('damaged') otherwise.
 */
export function openArchive(bytes: Uint8Array): {
  manifest: BackupManifest;
  entries: Map<string, Uint8Array>;
} {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch (error) {
    throw new BackupError('damaged', `Archív je poškodený (${(error as Error).message}).`);
  }
  const raw = files[MANIFEST];
  if (!raw) throw new BackupError('damaged', 'Archív nemá manifest.json: nie je to záloha back-office.');
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(strFromU8(raw)) as BackupManifest;
  } catch {
    throw new BackupError('damaged', 'manifest.json archívu je poškodený.');
  }
  if (manifest.format !== FORMAT || typeof manifest.entries !== 'object' || !Array.isArray(manifest.tables))
    throw new BackupError('invalid', 'Archív nie je záloha back-office.');
  if (manifest.formatVersion > FORMAT_VERSION)
    throw new BackupError('newer', `Archív má novší formát (${manifest.formatVersion}) než tento program.`);
  const entries = new Map<string, Uint8Array>();
  for (const [name, data] of Object.entries(files)) {
    if (name === MANIFEST || name.endsWith('/')) continue;
    const expected = manifest.entries[name];
    if (!expected) throw new BackupError('damaged', `Archív obsahuje súbor mimo manifestu: ${name}.`);
    if (expected.bytes !== data.length || expected.sha256 !== sha256(data))
      throw new BackupError('damaged', `Kontrolný súčet nesedí: ${name} je poškodený.`);
    entries.set(name, data);
  }
  const missing = Object.keys(manifest.entries).filter((name) => !entries.has(name));
  if (missing.length) throw new BackupError('damaged', `V archíve chýba ${missing[0]}.`);
  return { manifest, entries };
}
