// Send to production of a 1,000-level sheet (issue 13 item 5): the time from POST drafts/{id}/register
// until the progress call says done, and the longest pause between two progress updates of the job,
// on PGlite and on PostgreSQL (TEST_DATABASE_URL; skipped when unreachable), against the real server
// started as its own process (bench/server-process.ts).
// The sheet is made through the API (a named game and variant, LEVELS levels imported from a filled-in
// template, none numbered, so the job numbers every one of them). The job's progress writes are timed
// where they happen: before the measured run the server is stopped for a moment and a trigger on jobs
// logs the time of every write (clock_timestamp()) into bench_job_writes, read back after the run
// (PGlite cannot be opened from outside while the server holds it, hence the stop). The progress call
// is polled over HTTP the way the app does (every 100 ms here), and its slowest answer is printed too.
// Usage: npm run bench:register [-- --levels 1000 --db pglite,postgres]; exits 1 over 10 s or with a
// pause over 1 s.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import pg from 'pg';
import { openPglite } from '../server/db/pglite';
import { DEMO_ACCOUNTS } from '../server/seed/accounts';
import { multipartFile, UPLOAD_BOUNDARY } from '../server/test/roles';
import { filledTemplate, SAMPLE_LEVELS } from '../server/test/sheet-import-sample';
import { benchEachKind, signInAs } from './server-process';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i].replace(/^--/, ''), process.argv[i + 1]);
const LEVELS = Number(args.get('levels') ?? 1000);
const kinds = (args.get('db') ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const LIMIT_MS = 10_000;
const PAUSE_LIMIT_MS = 1000;

/** Logs every insert and update of a job row with its time (the trigger is the bench's own). */
const WRITE_LOG_SQL = [
  `CREATE TABLE IF NOT EXISTS bench_job_writes (
     at timestamptz NOT NULL, trans_id text, op text, done_steps int, total_steps int,
     old_done int, old_total int, status text, old_status text)`,
  `CREATE OR REPLACE FUNCTION bench_log_job_write() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     INSERT INTO bench_job_writes
       VALUES (clock_timestamp(), NEW.trans_id, TG_OP, NEW.done_steps, NEW.total_steps,
               CASE WHEN TG_OP = 'UPDATE' THEN OLD.done_steps END,
               CASE WHEN TG_OP = 'UPDATE' THEN OLD.total_steps END,
               NEW.status, CASE WHEN TG_OP = 'UPDATE' THEN OLD.status END);
     RETURN NEW;
   END $$`,
  'DROP TRIGGER IF EXISTS bench_job_writes ON jobs',
  `CREATE TRIGGER bench_job_writes AFTER INSERT OR UPDATE ON jobs
     FOR EACH ROW EXECUTE FUNCTION bench_log_job_write()`,
];

/** Runs queries on the bench's database while the server is stopped (a plain client on PostgreSQL). */
async function withDb<T>(
  target: { dataDir: string; databaseUrl?: string },
  fn: (query: <R>(sql: string, params?: unknown[]) => Promise<R[]>) => Promise<T>,
): Promise<T> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      return await fn(
        async <R>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as R[],
      );
    } finally {
      await client.end();
    }
  }
  const db = await openPglite(path.join(target.dataDir, 'pglite'));
  try {
    return await fn(<R>(sql: string, params?: unknown[]) => db.query<R>(sql, params as never[]));
  } finally {
    await db.close();
  }
}

interface WriteRow {
  at: number | string;
  op: string;
  done_steps: number;
  total_steps: number;
  old_done: number | null;
  old_total: number | null;
  status: string;
  old_status: string | null;
}

await benchEachKind(kinds, async (kind, bench, target) => {
  let server = bench.current;
  const editor = DEMO_ACCOUNTS.find((a) => a.type === 'editor')!;
  let cookie = await signInAs(server.base, editor.email, editor.password);
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server!.base}${path}`, {
      method,
      headers: { cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as Record<string, unknown>;
    if (!json.ok && method !== 'GET') throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
    return json;
  };
  // A realistic sheet: a named game and variant and LEVELS levels with varied texts, none numbered.
  const id = Number(((await call('PUT', 'drafts', { category: 1 })).sheet as { id: number }).id);
  await call('POST', `games/${id}`, { name: 'Benchmark hra', category: 'ZILINA' });
  await call('POST', `drafts/${id}`, { name: 'Tisíc úloh' });
  const levels = Array.from({ length: LEVELS }, (_, i) => ({
    ...SAMPLE_LEVELS[i % SAMPLE_LEVELS.length],
    'Číslo úlohy': '',
    Otázka: `Otázka č. ${i + 1}: ${SAMPLE_LEVELS[i % SAMPLE_LEVELS.length]['Otázka']}`,
  }));
  const upload = await fetch(`${server.base}invoices/${id}/import?r=json`, {
    method: 'POST',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}` },
    body: new Uint8Array(multipartFile('tisic_uloh.xlsx', filledTemplate(levels, undefined, 'xlsx'))),
  });
  const imported = (await upload.json()) as { ok?: boolean; count?: number };
  if (!imported.ok || imported.count !== LEVELS) throw new Error(`import úloh: ${JSON.stringify(imported)}`);

  // the write log, installed while the server is stopped (PGlite has one owner at a time)
  await bench.stop();
  await withDb(target, async (query) => {
    for (const sql of WRITE_LOG_SQL) await query(sql);
  });
  server = await bench.restart();
  cookie = await signInAs(server.base, editor.email, editor.password);

  const load = loadavg()[0].toFixed(2);
  const t0 = performance.now();
  const t0Wall = Date.now();
  const started = await call('POST', `drafts/${id}/register`);
  const transId = String(started.transId);
  let slowestPoll = 0;
  let reply: Record<string, unknown> = {};
  for (;;) {
    const p0 = performance.now();
    reply = await call('GET', `drafts/${id}/register/${transId}`);
    slowestPoll = Math.max(slowestPoll, performance.now() - p0);
    if (!reply.pending) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const total = performance.now() - t0;
  await bench.stop();

  const { writes, numbered } = await withDb(target, async (query) => ({
    writes: await query<WriteRow>(
      `SELECT extract(epoch FROM at) * 1000 AS at, op, done_steps, total_steps, old_done, old_total,
                status, old_status
           FROM bench_job_writes WHERE trans_id = $1 ORDER BY at`,
      [transId],
    ),
    numbered: (
      await query<{ n: number }>(
        'SELECT count(*)::int AS n FROM levels WHERE variant_id = $1 AND number IS NOT NULL',
        [id],
      )
    )[0].n,
  }));
  // progress writes: done/total steps changed, or the job marked done (claims and leases are not)
  const progress = writes.filter(
    (w) =>
      w.op === 'UPDATE' &&
      (w.done_steps !== w.old_done ||
        w.total_steps !== w.old_total ||
        (w.status === 'done' && w.old_status !== 'done')),
  );
  const marks = [t0Wall, ...progress.map((w) => Number(w.at))];
  const longestPause = Math.max(0, ...marks.slice(1).map((t, i) => t - marks[i]));
  const last = writes.at(-1);
  const good = reply.done === true && total <= LIMIT_MS && longestPause <= PAUSE_LIMIT_MS;
  console.log(
    `${kind.padEnd(8)} register ${LEVELS} levels: ${(total / 1000).toFixed(2)} s, ` +
      `${progress.length} progress writes (job ${last?.done_steps}/${last?.total_steps}), longest pause ${longestPause.toFixed(0)} ms, ` +
      `slowest progress call ${slowestPoll.toFixed(0)} ms, ${numbered} levels numbered, ` +
      `${reply.done ? 'done' : `err ${String(reply.err)}`}, load ${load} | cieľ ≤ 10 s, pauza ≤ 1000 ms: ` +
      `${good ? 'SPLNENÉ' : 'NAD LIMIT'}`,
  );
  return good;
});
