// Issue 8, item 3: a 20,000-row contacts import is batched and does not stall other requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { performance } from 'node:perf_hooks';
import { call, createTestContext, DB_KINDS, signIn, TEST_USERS, type TestContext } from '../test/harness';
import { multipartFile, UPLOAD_BOUNDARY } from '../test/roles';

const ROWS = 20_000;

function bigSheet(): Buffer {
  const rows: unknown[][] = [['Meno', 'E-mail', 'Mesto', 'PSČ']];
  for (let i = 0; i < ROWS; i++) rows.push([`Hráč ${i}`, `hrac-${i}@import.sk`, 'Žilina', '010 01']);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'Kontakty');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

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
      console.log(
        `[${kind}] import ${ROWS} riadkov: ${seconds.toFixed(1)} s; GET session počas importu: ` +
          `${latencies.length}×, p99 ${p99(latencies).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms`,
      );
      expect(latencies.length).toBeGreaterThan(3);
      // Generous bounds for a shared CI machine; the README states the figures measured.
      expect(seconds).toBeLessThan(30);
      expect(p99(latencies)).toBeLessThan(2000);
    }, 120_000);
  });
}
