import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { mkdirSync } from 'node:fs';
import type { Db, SqlParam } from './types';
import { toParams } from './types';

type Queryable = Pick<PGlite, 'query'> | Transaction;

function wrap(q: Queryable, root: PGlite, inTx: boolean): Db {
  const db: Db = {
    kind: 'pglite',
    async query<T>(sql: string, params?: SqlParam[]) {
      const res = await q.query<T>(sql, toParams(params));
      return res.rows;
    },
    async one<T>(sql: string, params?: SqlParam[]) {
      const rows = await db.query<T>(sql, params);
      return rows[0];
    },
    async tx<T>(fn: (d: Db) => Promise<T>) {
      if (inTx) return fn(db);
      return root.transaction((t) => fn(wrap(t, root, true)));
    },
    async close() {
      if (!inTx) await root.close();
    },
  };
  return db;
}

/** Embedded PostgreSQL: in memory when dir is undefined, otherwise persisted in dir. */
export async function openPglite(dir?: string): Promise<Db> {
  if (dir) mkdirSync(dir, { recursive: true });
  // pg_trgm: the trigram indexes of the list searches (migration 080).
  const pg = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
  await pg.waitReady;
  return wrap(pg, pg, false);
}
