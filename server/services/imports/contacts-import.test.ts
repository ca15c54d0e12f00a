// Issue 8, item 3: a 20,000-row contacts import is batched and does not stall other requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { performance } from 'node:perf_hooks';
import { call, createTestContext, DB_KINDS, signIn, TEST_USERS, type TestContext } from '../../test/harness';
import { multipartFile, UPLOAD_BOUNDARY } from '../../test/roles';
import type { Db, SqlParam } from '../../db/types';
import { formsOf } from '../records/evaluation';
import { createdUsers, importContacts } from './contacts-import';
import { xlsOf } from '../../test/xls';
import { reportNowhere } from '../records/record-changes';
import { CONTACT_COLUMNS, type ContactRow } from './contacts-sheet-columns';

const ROWS = 20_000;

function bigSheet(): Buffer {
  const rows: unknown[][] = [['Meno', 'E-mail', 'Mesto', 'PSČ']];
  for (let i = 0; i < ROWS; i++) rows.push([`Hráč ${i}`, `hrac-${i}@import.sk`, 'Žilina', '010 01']);
  return xlsOf(rows);
}

/** Sheet rows as the parser returns them (row 1 is the header). */
function sheetRows(emails: string[]): ContactRow[] {
  const empty = Object.fromEntries(CONTACT_COLUMNS.map((c) => [c.key, ''])) as Omit<ContactRow, 'row'>;
  return emails.map((email, i) => ({ ...empty, row: i + 2, name: `Hráč ${i}`, email, city: 'Žilina' }));
}

const countOf = async (db: Db, sql: string, params: SqlParam[] = []) =>
  (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))!.n;

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)] ?? 0;

for (const kind of DB_KINDS) {
  describe(`contacts import of ${ROWS} rows [${kind}]`, () => {
    let ctx: TestContext & { close(): Promise<void> };
    let editor: string;
    beforeAll(async () => {
      ctx = await createTestContext(kind);
      editor = await signIn(ctx.app, TEST_USERS.editor.email);
    });
    afterAll(async () => {
      await ctx?.close();
    });

    it('imports all rows in one go while other requests keep being answered', async () => {
      const sheet = multipartFile('kontakty.xls', bigSheet());
      const latencies: number[] = [];
      let importing = true;
      const others = (async () => {
        while (importing) {
          const t0 = performance.now();
          const res = await call(ctx.app, 'GET', 'session', { cookie: editor });
          latencies.push(performance.now() - t0);
          expect(res.status).toBe(200);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      const t0 = performance.now();
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/webapp/users/import?r=json',
        headers: { cookie: editor, 'content-type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}` },
        payload: sheet,
      });
      const seconds = (performance.now() - t0) / 1000;
      importing = false;
      await others;
      expect(res.json()).toEqual({ ok: true, count: ROWS });
      const stored = await ctx.db.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM users WHERE email LIKE '%@import.sk'`,
      );
      expect(stored!.n).toBe(ROWS);
      // The statistics were refreshed: the users list pages by the primary key, not a scan and a sort
      // of the whole table (PGlite has no autovacuum).
      const plan = await ctx.db.query<Record<string, string>>(
        `EXPLAIN SELECT id FROM users u WHERE u.search LIKE '%zilina%' ORDER BY u.id DESC LIMIT 20`,
      );
      expect(plan.map((r) => Object.values(r)[0]).join('\n')).toContain('users_pkey');
      console.log(
        `[${kind}] import ${ROWS} riadkov: ${seconds.toFixed(1)} s; GET session počas importu: ` +
          `${latencies.length}×, p99 ${p99(latencies).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms`,
      );
      expect(latencies.length).toBeGreaterThan(3);
      // Generous bounds for a shared CI machine; bench/RESULTS.md has the figures measured.
      expect(seconds).toBeLessThan(30);
      expect(p99(latencies)).toBeLessThan(2000);
    }, 120_000);

    it('a crashed import (rows staged, never moved) leaves no visible user and is purged by the next import', async () => {
      const staleId = '00000000-0000-4000-8000-000000000120';
      // What a kill -9 between staging and the final INSERT … SELECT leaves behind (staged two hours ago).
      await ctx.db.query(
        `INSERT INTO import_rows (import_id, n, email, info, search, created_at)
         SELECT $1::uuid, n, 'padnuty-' || n || '@crash.sk', '{}'::jsonb, 'padnuty', now() - interval '2 hours'
           FROM generate_series(1, 50) AS n`,
        [staleId],
      );
      expect(await countOf(ctx.db, `users WHERE email LIKE '%@crash.sk'`)).toBe(0);
      const list = await call(ctx.app, 'GET', 'users?s=padnuty', { cookie: editor });
      expect(list.body.users).toEqual([]);

      const result = await importContacts(
        ctx.db,
        formsOf(ctx),
        sheetRows(['novy@po-pade.sk']),
        'player',
        reportNowhere,
      );
      expect(result).toEqual({ ok: true, count: 1 });
      expect(await countOf(ctx.db, 'import_rows WHERE import_id = $1', [staleId])).toBe(0);
      expect(await countOf(ctx.db, 'import_rows')).toBe(0);
      expect(await countOf(ctx.db, `users WHERE email LIKE '%@crash.sk'`)).toBe(0);
    });

    it('an e-mail taken while the rows were staged fails the whole import with email_exists', async () => {
      const emails = ['a@neskoro.sk', 'b@neskoro.sk', 'c@neskoro.sk'];
      // Another request creates an account with the second e-mail just before the final statement.
      // The rows are staged by then; the final move runs in db.tx.
      const racing: Db = {
        ...ctx.db,
        async tx<T>(fn: (d: Db) => Promise<T>) {
          const staged = await countOf(ctx.db, `import_rows WHERE email LIKE '%@neskoro.sk'`);
          expect(staged).toBe(3);
          await ctx.db.query(`INSERT INTO users (email, type) VALUES ('B@neskoro.sk', 'player')`);
          return ctx.db.tx(fn);
        },
      };
      const result = await importContacts(racing, formsOf(ctx), sheetRows(emails), 'player', reportNowhere);
      expect(result.ok).toBe(false);
      expect(result.ok ? [] : result.rows.map((r) => [r.row, r.field, r.error])).toEqual([
        [3, 'email', 'email_exists'],
      ]);
      expect(await countOf(ctx.db, `users WHERE email LIKE '%@neskoro.sk'`)).toBe(1);
      expect(await countOf(ctx.db, 'import_rows')).toBe(0);
    });

    it('names the created users by the span of their ids, or by this transaction when an id in it is not its own', async () => {
      const id = async (db: Db, email: string) =>
        Number(
          (await db.one<{ id: string }>(
            `INSERT INTO users (email, type) VALUES ($1, 'player') RETURNING id`,
            [email],
          ))!.id,
        );
      await id(ctx.db, 'pred@rozsah.sk');
      await ctx.db.tx(async (t) => {
        const a = await id(t, 'a@rozsah.sk');
        const b = await id(t, 'b@rozsah.sk');
        expect(await createdUsers(t, 2)).toEqual({ first: a, last: b });
      });
      await ctx.db.tx(async (t) => {
        const a = await id(t, 'c@rozsah.sk');
        // an id taken by another session meanwhile (here: drawn and never used)
        await t.query(`SELECT nextval(pg_get_serial_sequence('users', 'id'))`);
        const b = await id(t, 'd@rozsah.sk');
        expect(await createdUsers(t, 2)).toEqual([a, b]);
        await expect(createdUsers(t, 3)).rejects.toThrow(/2 of 3/);
      });
    });
  });
}
