// Soak load run (issue 8, `npm run soak`): N concurrent signed-in clients (default 200) for S seconds
// (default 120), editors and administrators, against the real app on a port, on PGlite and on PostgreSQL; each client loops over
// everyday calls (restore session, contacts list and search, invoice and voucher lists, counts, contact
// validate). Reports req/s, p50, p99 and max latency; exits 1 on any error (5xx, network error, ok:false
// where ok:true is expected).
// Usage: tsx bench/load.ts [--seconds 120 --clients 200]
import { performance } from 'node:perf_hooks';
import { startSession } from '../server/services/sessions';
import {
  createTestContext,
  postgresReachable,
  TEST_PG_URL,
  TEST_USERS,
  type DbKind,
} from '../server/test/harness';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i].replace(/^--/, ''), process.argv[i + 1]);
const seconds = Number(args.get('seconds') ?? 120);
const clients = Number(args.get('clients') ?? 200);

const CALLS: { method: string; path: string; body?: unknown }[] = [
  { method: 'GET', path: 'session' },
  { method: 'GET', path: 'users?pl=20' },
  { method: 'GET', path: 'users?s=zilina&pl=20' },
  { method: 'GET', path: 'invoices?pl=20' },
  { method: 'GET', path: 'vouchers?pl=20' },
  { method: 'GET', path: 'invoices/count' },
  {
    method: 'POST',
    path: 'users/validate',
    body: { name: 'Jana Nová', city: 'Žilina', zip: '010 01' },
  },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export interface LoadResult {
  kind: DbKind;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
}

async function run(kind: DbKind): Promise<LoadResult> {
  const ctx = await createTestContext(kind);
  try {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const users = await ctx.db.query<{ id: number }>(
      'SELECT id FROM users WHERE email = ANY($1) ORDER BY id',
      [[TEST_USERS.editor.email, TEST_USERS.admin.email]],
    );
    const cookies: string[] = [];
    for (let i = 0; i < clients; i++) {
      cookies.push(`sid=${await startSession(ctx.db, Number(users[i % users.length].id), null)}`);
    }
    const latencies: number[] = [];
    const problems: string[] = [];
    const end = performance.now() + seconds * 1000;
    const client = async (cookie: string, n: number) => {
      let i = n;
      while (performance.now() < end) {
        const call = CALLS[i++ % CALLS.length];
        const t0 = performance.now();
        try {
          const res = await fetch(`${address}/api/webapp/${call.path}`, {
            method: call.method,
            headers: { cookie, ...(call.body ? { 'content-type': 'application/json' } : {}) },
            body: call.body ? JSON.stringify(call.body) : undefined,
          });
          const json = (await res.json()) as { ok?: boolean };
          if (res.status >= 500 || json.ok !== true)
            problems.push(`${call.method} ${call.path}: ${res.status}`);
        } catch (error) {
          problems.push(
            `${call.method} ${call.path}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
        latencies.push(performance.now() - t0);
      }
    };
    const t0 = performance.now();
    await Promise.all(cookies.map((cookie, n) => client(cookie, n)));
    const elapsed = (performance.now() - t0) / 1000;
    latencies.sort((a, b) => a - b);
    const result: LoadResult = {
      kind,
      requests: latencies.length,
      errors: problems.length,
      rps: latencies.length / elapsed,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? 0,
    };
    console.log(
      `${kind.padEnd(8)} ${clients} klientov, ${elapsed.toFixed(0)} s: ${result.requests} požiadaviek, ` +
        `${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms, ` +
        `max ${result.max.toFixed(0)} ms, chýb ${result.errors}`,
    );
    for (const p of [...new Set(problems)].slice(0, 10)) console.log(`  chyba: ${p}`);
    return result;
  } finally {
    await ctx.close();
  }
}

const results = [await run('pglite')];
if (await postgresReachable()) results.push(await run('postgres'));
else console.log(`postgres: preskočené, ${TEST_PG_URL} nie je dostupný`);
process.exit(results.some((r) => r.errors > 0) ? 1 : 0);
