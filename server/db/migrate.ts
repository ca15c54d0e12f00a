import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rootPath } from '../paths';
import type { Db } from './types';

const dir = rootPath('server/db/migrations');
/** PostgreSQL's SQLSTATE for a missing table. */
const UNDEFINED_TABLE = '42P01';

/**
 * Applies every server/db/migrations/NNN_*.sql not applied yet, each in its own transaction; `only`: just
 * those of the list (a restore brings the database to its archive's migrations).
 */
export async function migrate(db: Db, only?: readonly string[]): Promise<void> {
  const done = new Set(await appliedMigrations(db));
  for (const file of migrationFiles()) {
    if (done.has(file) || (only && !only.includes(file))) continue;
    const sql = readFileSync(path.join(dir, file), 'utf8');
    await db.tx(async (t) => {
      for (const statement of splitStatements(sql)) await t.query(statement);
      await t.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
  }
}

/** The migration files, in the order they apply. */
export function migrationFiles(): string[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_.*\.sql$/.test(f))
    .sort();
}

/** One query on a migrated database (a restart); the table is created by the first start. */
export async function appliedMigrations(db: Db): Promise<string[]> {
  try {
    return (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name);
  } catch (error) {
    if ((error as { code?: unknown }).code !== UNDEFINED_TABLE) throw error;
    await db.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    return [];
  }
}

function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
