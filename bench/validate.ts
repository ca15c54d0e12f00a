// Level-form validate throughput: 32 concurrent keep-alive connections against the real Fastify app,
// on PGlite and on PostgreSQL (TEST_DATABASE_URL, default the local server; skipped when unreachable).
// Usage: npm run bench:validate [-- --seconds 10 --connections 32]
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { validateForm } from '../server/services/forms';
import { createTestContext, type DbKind, postgresReachable, TEST_PG_URL } from '../server/test/harness';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i].replace(/^--/, ''), process.argv[i + 1]);
const seconds = Number(args.get('seconds') ?? 8);
const connections = Number(args.get('connections') ?? 32);

/** A realistic level edit: an ANSWER_REQUIRED task with its answer fieldset filled in. */
const LEVEL_INPUT = {
  name: 'Hradná brána',
  question: 'Koľko kamenných levov stráži bránu Budatínskeho hradu?',
  layout: 'ANSWER_REQUIRED',
  segment: '',
  active: true,
  note: 'Overiť v teréne',
  info: 'Výborne, pokračujte k mostu.',
  help: 'Pozrite sa pod oblúk.',
  'answer.answers-min': '1',
  'answer.answers-1': 'dva',
  'answer.answers-2': '2',
  'answer.answers-3': 'dvaja',
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function benchRoute(app: FastifyInstance): Promise<void> {
  await app.register(
    async (scope) => {
      scope.post('/bench/levels/validate', { config: { auth: 'edit' } }, async (request) => {
        const { attrs } = await validateForm(scope.deps.db, 'level', request.body as Record<string, unknown>);
        return { ok: true, attrs };
      });
    },
    { prefix: '/api/webapp' },
  );
}

async function run(kind: DbKind): Promise<void> {
  const ctx = await createTestContext(kind, { beforeReady: benchRoute });
  try {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const signIn = await fetch(`${address}/api/webapp/session`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'editor@test.sk', password: 'Heslo1234' }),
    });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
    if (!cookie.startsWith('sid=')) throw new Error('Prihlásenie do benchmarku zlyhalo');
    const body = JSON.stringify(LEVEL_INPUT);
    const url = `${address}/api/webapp/bench/levels/validate`;
    const latencies: number[] = [];
    let errors = 0;
    const end = performance.now() + seconds * 1000;
    const worker = async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body,
        });
        const json = (await res.json()) as { ok?: boolean; attrs?: Record<string, unknown> };
        if (!json.ok || !json.attrs?.['answer.answers-1']) errors++;
        latencies.push(performance.now() - t0);
      }
    };
    const t0 = performance.now();
    await Promise.all(Array.from({ length: connections }, worker));
    const elapsed = (performance.now() - t0) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(
      `${kind.padEnd(8)} level validate: ${(latencies.length / elapsed).toFixed(0)} req/s, ` +
        `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, ` +
        `${latencies.length} requests, ${errors} errors, ${connections} connections, ${elapsed.toFixed(1)} s`,
    );
  } finally {
    await ctx.close();
  }
}

await run('pglite');
if (await postgresReachable()) await run('postgres');
else console.log(`postgres: preskočené, ${TEST_PG_URL} nie je dostupný`);
