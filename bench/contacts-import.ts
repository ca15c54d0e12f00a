// Contacts import (issue 13 item 5): a 10,000-row contacts sheet through POST users/import on PGlite
// and PostgreSQL (when reachable). The route takes the .xls template only (spec platform 2.9), so the
// sheet is an .xls (BIFF8) workbook. Prints the time of the request and the RSS: before the import and
// the peak during it. The targets: ≤ 5 s and ≤ 400 MB more RSS than before the import.
// Usage: npm run bench:contacts-import [-- --rows 10000]
import { performance } from 'node:perf_hooks';
import {
  createTestContext,
  type DbKind,
  postgresReachable,
  signIn,
  TEST_USERS,
} from '../server/test/harness';
import { multipartFile, UPLOAD_BOUNDARY } from '../server/test/roles';
import { contactsSheet } from './contacts-sheet';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i].replace(/^--/, ''), process.argv[i + 1]);
const rows = Number(args.get('rows') ?? 10_000);

const file = contactsSheet(rows);
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);

async function run(kind: DbKind): Promise<boolean> {
  const ctx = await createTestContext(kind);
  try {
    const cookie = await signIn(ctx.app, TEST_USERS.editor.email);
    const rssBefore = process.memoryUsage().rss;
    peakRss = rssBefore;
    const t0 = performance.now();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/webapp/users/import?r=json',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}` },
      payload: multipartFile('kontakty.xls', file),
    });
    const seconds = (performance.now() - t0) / 1000;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    const body = res.json() as { ok: boolean; count?: number; err?: string };
    const growth = peakRss - rssBefore;
    const good = body.ok && body.count === rows && seconds <= 5 && growth <= 400 * 1024 * 1024;
    console.log(
      `${kind.padEnd(8)} ${rows} kontaktov (${mb(file.length)} MB xls): ${body.ok ? `importované ${body.count}` : body.err}, ` +
        `${seconds.toFixed(2)} s (cieľ ≤ 5 s), RSS ${mb(rssBefore)} → špička ${mb(peakRss)} MB ` +
        `(+${mb(growth)} MB, cieľ ≤ 400 MB) ${good ? 'OK' : 'NAD LIMIT'}`,
    );
    return good;
  } finally {
    await ctx.close();
  }
}

let allGood = await run('pglite');
if (await postgresReachable()) allGood = (await run('postgres')) && allGood;
else console.log('postgres: nedostupný, preskočené');
clearInterval(sampler);
process.exit(allGood ? 0 : 1);
