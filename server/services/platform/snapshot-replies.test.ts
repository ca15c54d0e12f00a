// Kept replies (issue 26): a reply is sent again only while no write has committed since it was built —
// in this connection, another connection or another process — and the cache stays within its bounds.
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../db/pglite';
import { openPostgres } from '../../db/postgres';
import type { Db } from '../../db/types';
import { DB_KINDS, TEST_PG_URL } from '../../test/databases';
import { bodyEtag } from '../../http/conditional-replies';
import { databaseSnapshot, queryKey, SnapshotReplyCache } from './snapshot-replies';

const opened: Db[] = [];
afterAll(async () => {
  for (const db of opened) await db.close();
});

/** A cache whose builds read the names of table `t` (the reply) and are counted. */
function namesCache(db: Db, table: string, opts = { entries: 10, bytes: 1 << 20 }) {
  const cache = new SnapshotReplyCache(opts.entries, opts.bytes, bodyEtag);
  let builds = 0;
  const reply = async (key = 'k') =>
    (
      await cache.reply(db, key, async () => {
        builds++;
        const rows = await db.query<{ name: string }>(`SELECT name FROM ${table} ORDER BY id`);
        return JSON.stringify(rows.map((r) => r.name));
      })
    ).body;
  return { cache, reply, builds: () => builds };
}

describe('kept replies on PGlite', () => {
  it('sends the kept reply while nothing is written and builds again after any write', async () => {
    const db = await openPglite();
    opened.push(db);
    await db.query('CREATE TABLE t (id serial PRIMARY KEY, name text)');
    await db.query(`INSERT INTO t (name) VALUES ('Jedna')`);
    const { cache, reply, builds } = namesCache(db, 't');

    const first = await cache.reply(db, 'k', async () => '["Jedna"]');
    const again = await cache.reply(db, 'k', async () => 'nepoužité');
    expect(again.body).toBe('["Jedna"]');
    expect(again.etag).toBe(first.etag);
    expect(again.etag).toBe(bodyEtag('["Jedna"]'));

    expect(await reply('names')).toBe('["Jedna"]');
    // a read, also inside a transaction, changes nothing
    await db.tx((tx) => tx.query('SELECT count(*) FROM t'));
    expect(await reply('names')).toBe('["Jedna"]');
    expect(builds()).toBe(1);

    await db.query(`UPDATE t SET name = 'Dva'`);
    expect(await reply('names')).toBe('["Dva"]');
    expect(builds()).toBe(2);
    // a write to any other table also makes the next request build again
    await db.query('CREATE TABLE other (x int)');
    await db.query('INSERT INTO other VALUES (1)');
    expect(await reply('names')).toBe('["Dva"]');
    expect(builds()).toBe(3);
  });

  it('drops the least recently used reply past its entries or bytes', async () => {
    const db = await openPglite();
    opened.push(db);
    const cache = new SnapshotReplyCache(2, 10, bodyEtag);
    let builds = 0;
    const get = (key: string, text = key) => cache.reply(db, key, async () => (builds++, text));
    await get('a');
    await get('b');
    await get('a'); // a is now the most recent
    await get('c'); // b goes
    expect(cache.size).toBe(2);
    expect(builds).toBe(3);
    await get('a');
    expect(builds).toBe(3);
    await get('b');
    expect(builds).toBe(4);
    // a reply over the byte bound is sent but not kept; a large one pushes out older ones
    await get('big', 'x'.repeat(11));
    expect(cache.size).toBe(2);
    await get('nine', 'x'.repeat(9)); // 1 + 1 + 9 bytes: the oldest (a) goes
    expect(cache.size).toBe(2);
    const before = builds;
    await get('nine');
    await get('b');
    expect(builds).toBe(before);
    await get('a');
    expect(builds).toBe(before + 1);
  });

  it('keys the same query in any order alike and different queries apart', () => {
    expect(queryKey('games', { pl: 100, po: 0 })).toBe(queryKey('games', { po: 0, pl: 100, s: undefined }));
    expect(queryKey('games', { po: 0 })).not.toBe(queryKey('games', { po: 100 }));
    expect(queryKey('games', { po: 0 })).not.toBe(queryKey('drafts', { po: 0 }));
  });
});

describe.runIf(DB_KINDS.includes('postgres'))('kept replies on PostgreSQL', () => {
  it('builds again after another connection commits, also a commit that was in progress', async () => {
    const schema = `snapshot_replies_${process.pid}_${Date.now()}`;
    const setup = await openPostgres(TEST_PG_URL);
    opened.push(setup);
    await setup.query(`CREATE SCHEMA ${schema}`);
    try {
      const reader = await openPostgres(TEST_PG_URL);
      const writer = await openPostgres(TEST_PG_URL);
      opened.push(reader, writer);
      const t = `${schema}.t`;
      await writer.query(`CREATE TABLE ${t} (id serial PRIMARY KEY, name text)`);
      await writer.query(`INSERT INTO ${t} (name) VALUES ('Jedna')`);
      const { reply } = namesCache(reader, t);
      expect(await reply()).toBe('["Jedna"]');

      await writer.query(`UPDATE ${t} SET name = 'Dva'`);
      expect(await reply()).toBe('["Dva"]');

      // built while another transaction's write is not yet committed: the old names, kept …
      await writer.tx(async (tx) => {
        await tx.query(`UPDATE ${t} SET name = 'Tri'`);
        expect(await reply()).toBe('["Dva"]');
      });
      // … and never sent again once that transaction committed
      expect(await reply()).toBe('["Tri"]');
      expect(await databaseSnapshot(reader)).toMatch(/^\d+:\d+:/);
    } finally {
      await setup.query(`DROP SCHEMA ${schema} CASCADE`);
    }
  });
});
