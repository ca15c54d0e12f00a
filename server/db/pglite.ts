import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { mkdirSync } from 'node:fs';
import type { Db, SqlParam } from './types';
import { toParams } from './types';
import { createTurns, type Turns } from './turns';

/** Outside a transaction every query takes a turn; a transaction takes one turn for its whole body. */
function wrap(q: Pick<PGlite, 'query'> | Transaction, root: PGlite, turns: Turns | null): Db {
  const db: Db = {
    kind: 'pglite',
    async query<T>(sql: string, params?: SqlParam[]) {
      const run = async () => (await q.query<T>(sql, toParams(params))).rows;
      return turns ? turns.run(run) : run();
    },
    async one<T>(sql: string, params?: SqlParam[]) {
      const rows = await db.query<T>(sql, params);
      return rows[0];
    },
    async tx<T>(fn: (d: Db) => Promise<T>) {
      if (!turns) return fn(db);
      return turns.run(() => root.transaction((t) => fn(wrap(t, root, null))));
    },
    async close() {
      if (turns) await turns.run(() => root.close());
    },
  };
  // In PGlite a NOTIFY reaches the callback while the committing query's result is read, before it resolves.
  if (turns)
    db.listen = async (channel, onPayload) => {
      await root.listen(channel, onPayload);
    };
  return db;
}

/** Embedded PostgreSQL: in memory when dir is undefined, otherwise persisted in dir. */
export async function openPglite(dir?: string): Promise<Db> {
  if (dir) mkdirSync(dir, { recursive: true });
  // pg_trgm: the trigram indexes of the list searches (migration 080).
  const pg = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
  await pg.waitReady;
  return wrap(pg, pg, createTurns());
}
