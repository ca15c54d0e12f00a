// The published versions of the field schemas (migration 150_schema_versions.sql): the newest row is in
// force. A version holds the whole set of form schemas and codelists as their files had them.
import { createHash } from 'node:crypto';
import { stringify } from 'safe-stable-stringify';
import type { Db } from '../../db/types';
import type { SchemaFiles } from '../../../schemas/loader';
import { writeChangeLog } from '../history/change-log';

export const SCHEMA_CHANNEL = 'hry_schemas';

/** 'migration': a database migration added the application's own fields to a published version. */
export type VersionSource = 'files' | 'studio' | 'cli' | 'rollback' | 'migration';

export interface SchemaVersionInfo {
  id: number;
  createdAt: string;
  authorId: number | null;
  authorEmail: string | null;
  source: VersionSource;
  note: string;
  baseId: number | null;
  hash: string;
}

export interface SchemaVersion extends SchemaVersionInfo {
  files: SchemaFiles;
}

/** The fingerprint of a set of files: the same content gives the same hash whatever its key order. */
export function schemaFilesHash(files: SchemaFiles): string {
  return createHash('sha256')
    .update(stringify({ forms: files.forms, codelists: files.codelists }) ?? '')
    .digest('hex');
}

interface VersionRow {
  id: number;
  created_at: Date | string;
  author_id: number | null;
  author_email: string | null;
  source: VersionSource;
  note: string;
  base_id: number | null;
  hash: string;
  files?: SchemaFiles;
}

const INFO_COLUMNS = `v.id, v.created_at, v.author_id, u.email AS author_email, v.source, v.note, v.base_id, v.hash`;

function toInfo(row: VersionRow): SchemaVersionInfo {
  return {
    id: Number(row.id),
    createdAt: new Date(row.created_at).toISOString(),
    authorId: row.author_id === null ? null : Number(row.author_id),
    authorEmail: row.author_email,
    source: row.source,
    note: row.note,
    baseId: row.base_id === null ? null : Number(row.base_id),
    hash: row.hash,
  };
}

function toVersion(row: VersionRow): SchemaVersion {
  return { ...toInfo(row), files: row.files as SchemaFiles };
}

/** The version in force (the newest), with its files; undefined in a database without any. */
export async function currentVersion(db: Db): Promise<SchemaVersion | undefined> {
  const row = await db.one<VersionRow>(
    `SELECT ${INFO_COLUMNS}, v.files FROM schema_versions v LEFT JOIN users u ON u.id = v.author_id
      ORDER BY v.id DESC LIMIT 1`,
  );
  return row && toVersion(row);
}

/** The id of the version in force, 0 when there is none. */
export async function currentVersionId(db: Db): Promise<number> {
  const row = await db.one<{ id: number }>('SELECT max(id) AS id FROM schema_versions');
  return Number(row?.id ?? 0);
}

/** One version with its files. */
export async function getVersion(db: Db, id: number): Promise<SchemaVersion | undefined> {
  const row = await db.one<VersionRow>(
    `SELECT ${INFO_COLUMNS}, v.files FROM schema_versions v LEFT JOIN users u ON u.id = v.author_id
      WHERE v.id = $1`,
    [id],
  );
  return row && toVersion(row);
}

/** Every version, newest first, without their files. */
export async function listVersions(db: Db): Promise<SchemaVersionInfo[]> {
  const rows = await db.query<VersionRow>(
    `SELECT ${INFO_COLUMNS} FROM schema_versions v LEFT JOIN users u ON u.id = v.author_id ORDER BY v.id DESC`,
  );
  return rows.map(toInfo);
}

export interface NewVersion {
  files: SchemaFiles;
  source: VersionSource;
  note: string;
  authorId: number | null;
  baseId: number | null;
}

/**
 * Stores a new version in the transaction `tx` and NOTIFYs every server process of it (delivered when
 * the transaction commits). Returns its id. The caller has checked the files.
 */
export async function insertVersion(tx: Db, version: NewVersion): Promise<number> {
  const row = await tx.one<{ id: number }>(
    `INSERT INTO schema_versions (author_id, source, note, base_id, hash, files)
     VALUES ($1, $2, $3, $4, $5, $6::json) RETURNING id`,
    [
      version.authorId,
      version.source,
      version.note,
      version.baseId,
      schemaFilesHash(version.files),
      JSON.stringify(version.files),
    ],
  );
  const id = Number(row!.id);
  await writeChangeLog(tx, {
    type: 'schema',
    id,
    action: 'create',
    changes: { source: [null, version.source], note: [null, version.note] },
    actorId: version.authorId,
    schemaVersion: id,
  });
  await tx.query('SELECT pg_notify($1, $2)', [SCHEMA_CHANNEL, String(id)]);
  return id;
}

/** Serializes the writers of versions (start-up of several processes, two publishes) in `tx`. */
export async function lockVersions(tx: Db): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('schema_versions'))`);
}
