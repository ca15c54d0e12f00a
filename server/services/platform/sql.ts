// Small SQL utilities shared by the repositories: stored values as text or numbers, epoch seconds,
// unique violations, deleting a row by id and the shape of a schema-driven record row.
import type { Db } from '../../db/types';

/** Text of a stored value ('' when empty). */
export function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && !Array.isArray(value) && 'val' in value) {
    return textOf((value as { val: unknown }).val);
  }
  return String(value).trim();
}

/** A plain number, or null ('' and non-numbers too); PGlite returns numeric as a string. */
export function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** SQL for epoch seconds of a timestamp column (timestamps in replies are epoch seconds). */
export function epochSql(column: string): string {
  return `floor(extract(epoch from ${column}))::float8`;
}

/** True for a PostgreSQL unique violation (both drivers expose the SQLSTATE as `code`). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

/** Deletes one row by id; `table` is a name from the code, never from a request. */
export async function deleteRow(db: Db, table: string, id: number): Promise<void> {
  await db.query(`DELETE FROM ${table} WHERE id = $1`, [id]);
}

export interface StoredRecord {
  id: number;
  info: Record<string, unknown>;
}
