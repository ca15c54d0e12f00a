// Send to production of a 1,000-level sheet (issue 13 item 5): the time from POST drafts/{id}/register
// until the progress call says done, and the longest pause between two progress updates of the job,
// on PGlite and on PostgreSQL (TEST_DATABASE_URL; skipped when unreachable). The job's progress writes
// are timed where they happen (the UPDATE of jobs.done_steps); the progress call is polled over HTTP
// the way the app does (every 100 ms here), and its slowest answer is printed too.
// Usage: npm run bench:register [-- --levels 1000]; exits 1 over 10 s or with a pause over 1 s.
import { performance } from 'node:perf_hooks';
import { createTestContext, type DbKind, postgresReachable, TEST_PG_URL } from '../server/test/harness';
import { findJob } from '../server/services/jobs';
import { DRAFT_REGISTER_JOB } from '../server/services/draft-registration';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i].replace(/^--/, ''), process.argv[i + 1]);
const LEVELS = Number(args.get('levels') ?? 1000);
const LIMIT_MS = 10_000;
const PAUSE_LIMIT_MS = 1000;

async function run(kind: DbKind): Promise<boolean> {
  const ctx = await createTestContext(kind);
  try {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const signIn = await fetch(`${address}/api/webapp/session`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'editor@test.sk', password: 'Heslo1234' }),
    });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${address}/api/webapp/${path}`, {
        method,
        headers: { cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
      const json = (await res.json()) as Record<string, unknown>;
      if (!json.ok && method !== 'GET') throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
      return json;
    };
    // A realistic sheet: a named game and variant, LEVELS levels (the first through the API, the rest
    // its copies with varied texts), none numbered, so the job numbers every one of them.
    const id = Number(((await call('PUT', 'drafts', { category: 1 })).sheet as { id: number }).id);
    await call('POST', `games/${id}`, { name: 'Benchmark hra', category: 'ZILINA' });
    await call('POST', `drafts/${id}`, { name: 'Tisíc úloh' });
    await call('PUT', `drafts/${id}/levels`, {
      name: 'Hradná brána',
      question: 'Koľko kamenných levov stráži bránu Budatínskeho hradu?',
      layout: 'ANSWER_REQUIRED',
      'answer.answers-min': '1',
      'answer.answers-1': 'dva',
      'answer.answers-2': '2',
    });
    await ctx.db.query(
      `INSERT INTO levels (variant_id, seq, layout, segment, active, valid, number, info, search)
       SELECT l.variant_id, l.seq + g, l.layout, l.segment, l.active, true, NULL,
              jsonb_set(l.info, '{question}', to_jsonb('Otázka č. ' || g)), l.search
         FROM levels l, generate_series(1, $2::int) g WHERE l.variant_id = $1`,
      [id, LEVELS - 1],
    );

    // every progress write of the runner, timed
    const writes: number[] = [];
    const query = ctx.db.query.bind(ctx.db);
    ctx.db.query = (async (sql: string, params?: never[]) => {
      const rows = await query(sql, params);
      if (/^\s*UPDATE jobs SET done_steps/.test(sql) || /^\s*UPDATE jobs SET status = 'done'/.test(sql))
        writes.push(performance.now());
      return rows;
    }) as typeof ctx.db.query;

    const t0 = performance.now();
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
    const job = await findJob(ctx.db, DRAFT_REGISTER_JOB, transId);
    const marks = [t0, ...writes];
    const longestPause = Math.max(...marks.slice(1).map((t, i) => t - marks[i]));
    const updates = writes.length;
    const numbered = await ctx.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM levels WHERE variant_id = $1 AND number IS NOT NULL',
      [id],
    );
    const good = reply.done === true && total <= LIMIT_MS && longestPause <= PAUSE_LIMIT_MS;
    console.log(
      `${kind.padEnd(8)} register ${LEVELS} levels: ${(total / 1000).toFixed(2)} s, ` +
        `${updates} progress writes (job ${job?.done_steps}/${job?.total_steps}), longest pause ${longestPause.toFixed(0)} ms, ` +
        `slowest progress call ${slowestPoll.toFixed(0)} ms, ${numbered?.n ?? 0} levels numbered, ` +
        `${reply.done ? 'done' : `err ${String(reply.err)}`}${good ? '' : '  ← NAD LIMIT'}`,
    );
    return good;
  } finally {
    await ctx.close();
  }
}

let good = await run('pglite');
if (await postgresReachable()) good = (await run('postgres')) && good;
else console.log(`postgres: preskočené, ${TEST_PG_URL} nie je dostupný`);
process.exit(good ? 0 : 1);
