export type SqlParam = string | number | boolean | null | Date | unknown[] | Record<string, unknown>;

/** The one database interface the routes use; PGlite and node-postgres both implement it. */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: SqlParam[]): Promise<T[]>;
  one<T = Record<string, unknown>>(sql: string, params?: SqlParam[]): Promise<T | undefined>;
  /** Runs fn in one transaction; nested calls reuse the outer transaction. */
  tx<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * LISTEN on a channel: onPayload gets each NOTIFY's payload; onLost is called once if the listening
   * connection breaks (no more payloads will come). Ends with close(). Absent inside a transaction.
   */
  listen?(channel: string, onPayload: (payload: string) => void, onLost: () => void): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

export function toParams(params: SqlParam[] = []): unknown[] {
  return params.map((p) =>
    p !== null && typeof p === 'object' && !(p instanceof Date) && !Array.isArray(p) ? JSON.stringify(p) : p,
  );
}
