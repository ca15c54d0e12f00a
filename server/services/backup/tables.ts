// The product's tables as the backup sees them (issue 25 item 1): every table of the database's schema
// (so a table a new migration adds is backed up without a change here), parents before children (their
// foreign keys), with the columns that hold data (generated columns are recomputed on insert) and the
// primary key the rows are ordered by (a self-referencing table then gets its parents first).
import type { Db } from '../../db/types';

/** Not backed up: the migration list (it is in the manifest), sessions (everyone signs in again after a
 * restore), sign-in counters and the staging rows of an import in progress (transient). */
export const SKIPPED_TABLES: readonly string[] = [
  'schema_migrations',
  'sessions',
  'rate_limits',
  'import_rows',
];

/** Tables the migrations themselves fill (reference data): a target holding only these rows is empty. */
export const REFERENCE_TABLES: readonly string[] = ['posts', 'addresses'];

export interface TableInfo {
  name: string;
  /** Columns written by a restore: every column except the generated ones. */
  columns: string[];
  /** The primary key's columns (the dump's order); empty when the table has none. */
  primaryKey: string[];
}

export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** Every table of the current schema (minus SKIPPED_TABLES), parents before children. */
export async function productTables(db: Db): Promise<TableInfo[]> {
  const tables = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
  );
  const names = tables.map((t) => t.name).filter((name) => !SKIPPED_TABLES.includes(name));
  const links = await db.query<{ child: string; parent: string }>(
    `SELECT ch.relname AS child, pa.relname AS parent
       FROM pg_constraint k
       JOIN pg_class ch ON ch.oid = k.conrelid
       JOIN pg_class pa ON pa.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = ch.relnamespace
      WHERE k.contype = 'f' AND n.nspname = current_schema()`,
  );
  const columns = await db.query<{ table: string; name: string; generated: boolean; pk: boolean }>(
    `SELECT c.relname AS table, a.attname AS name, a.attgenerated <> '' AS generated,
            EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.oid AND i.indisprimary
                     AND a.attnum = ANY (i.indkey)) AS pk
       FROM pg_attribute a
       JOIN pg_class c ON c.oid = a.attrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY c.relname, a.attnum`,
  );
  const infos = new Map<string, TableInfo>(
    names.map((name) => [name, { name, columns: [], primaryKey: [] }]),
  );
  for (const column of columns) {
    const info = infos.get(column.table);
    if (!info) continue;
    if (!column.generated) info.columns.push(column.name);
    if (column.pk) info.primaryKey.push(column.name);
  }
  // Depth-first: a table after every table it references (a cycle is broken where it is met).
  const parents = new Map<string, string[]>(names.map((name) => [name, []]));
  for (const { child, parent } of links)
    if (child !== parent && parents.has(child) && parents.has(parent)) parents.get(child)!.push(parent);
  const ordered: TableInfo[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string) => {
    if (state.has(name)) return;
    state.set(name, 'visiting');
    for (const parent of parents.get(name)!) visit(parent);
    state.set(name, 'done');
    ordered.push(infos.get(name)!);
  };
  names.forEach(visit);
  return ordered;
}

/** Every sequence of the current schema (serial and identity columns, counters), by name. */
export async function sequenceNames(db: Db): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind = 'S' ORDER BY c.relname`,
  );
  return rows.map((r) => r.name);
}
