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

/** The PGlite instance behind each Db openPglite returned (for dumpPglite). */
const instances = new WeakMap<Db, PGlite>();

/**
 * Embedded PostgreSQL: in memory when dir is undefined, otherwise persisted in dir. `loadDataDir` starts
 * from a dumped data directory (dumpPglite) instead of a fresh one (the test suite's migrated template).
 */
export async function openPglite(dir?: string, opts: { loadDataDir?: Blob } = {}): Promise<Db> {
  if (dir) mkdirSync(dir, { recursive: true });
  // pg_trgm: the trigram indexes of the list searches (migration 080).
  const pg = await PGlite.create({ dataDir: dir, loadDataDir: opts.loadDataDir, extensions: { pg_trgm } });
  await pg.waitReady;
  const db = wrap(pg, pg, createTurns());
  instances.set(db, pg);
  return db;
}

/** The data directory of a database openPglite opened, as an uncompressed tarball for `loadDataDir`. */
export async function dumpPglite(db: Db): Promise<Blob> {
  const pg = instances.get(db);
  if (!pg) throw new Error('dumpPglite: not a database of openPglite');
  return pg.dumpDataDir('none');
}
