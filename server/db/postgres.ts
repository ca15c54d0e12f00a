import pg from 'pg';
import type { Db, SqlParam } from './types';
import { toParams } from './types';

// int8 and numeric come back as strings by default; counts and ids fit in a JS number here.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

function clientDb(client: pg.PoolClient): Db {
  const db: Db = {
    kind: 'postgres',
    async query<T>(sql: string, params?: SqlParam[]) {
      const res = await client.query(sql, toParams(params));
      return res.rows as T[];
    },
    async one<T>(sql: string, params?: SqlParam[]) {
      return (await db.query<T>(sql, params))[0];
    },
    tx: (fn) => fn(db),
    async close() {},
  };
  return db;
}

/** A real PostgreSQL server; `schema`, when given, isolates the data (used by the test suite). */
export async function openPostgres(url: string, schema?: string): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle pooled connection that the server ends (a restart, a dropped database) must not crash the
  // process: the pool discards it and the next query opens a new one.
  pool.on('error', () => undefined);
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  // LISTEN needs a connection of its own that stays open (a pooled one is returned after each query).
  const listeners = new Set<pg.Client>();
  const db: Db = {
    kind: 'postgres',
    async query<T>(sql: string, params?: SqlParam[]) {
      const res = await pool.query(sql, toParams(params));
      return res.rows as T[];
    },
    async one<T>(sql: string, params?: SqlParam[]) {
      return (await db.query<T>(sql, params))[0];
    },
    async tx<T>(fn: (d: Db) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(clientDb(client));
        await client.query('COMMIT');
        return result;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload, onLost) {
      const client = new pg.Client({ connectionString: url });
      let lost = false;
      const loseOnce = () => {
        if (lost || !listeners.has(client)) return;
        lost = true;
        listeners.delete(client);
        onLost();
      };
      client.on('error', loseOnce);
      client.on('end', loseOnce);
      client.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      await client.connect();
      listeners.add(client);
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    },
    async close() {
      const clients = [...listeners];
      listeners.clear();
      await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
      if (schema) await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
      await pool.end();
    },
  };
  return db;
}
