// Publish-to-every-process latency of a field schema version (the schema studio): the real server with
// WORKERS=2 on PostgreSQL (TEST_DATABASE_URL; skipped when unreachable). Each round publishes a version
// that changes the maximum of a user field, then asks both processes (a new connection per request, so
// the cluster hands them out in turn; x-server-pid tells which answered) until each validates with the
// new maximum; the round's latency is the later of the two, from the publish's reply.
// Usage: npx tsx bench/schema-publish.ts [-- --rounds 30]; exits 1 when p99 is over the target.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { DEMO_ACCOUNTS } from '../server/seed/accounts';
import { freshTarget, signInAs, startServer } from './server-process';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i].replace(/^--/, ''), process.argv[i + 1]);
const ROUNDS = Number(args.get('rounds') ?? 30);
const TARGET_P99_MS = 1000;

/** One request on its own connection: the reply and the process that answered. */
function request(base: string, cookie: string, method: string, path: string, body?: unknown) {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<{ pid: string; json: Record<string, unknown> }>((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        agent: false,
        headers: { cookie, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ pid: String(res.headers['x-server-pid']), json: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const target = await freshTarget('postgres');
if (!target) {
  console.log('postgres: preskočené, databáza nie je dostupná');
  process.exit(0);
}
const server = await startServer({ ...target, env: { WORKERS: '2', NODE_ENV: 'test' } });
let good = false;
try {
  const admin = DEMO_ACCOUNTS.find((a) => a.type === 'administrator')!;
  const cookie = await signInAs(server.base, admin.email, admin.password);
  const call = (method: string, path: string, body?: unknown) =>
    request(server.base, cookie, method, path, body);
  const schemas = (await call('GET', 'schemas')).json as {
    version: number;
    forms: { user: { fields: Record<string, unknown>[] } };
    codelists: object;
  };
  const field: Record<string, unknown> = {
    id: 'teamSize',
    type: 'int',
    label: 'Počet hráčov',
    min: 2,
    max: 12,
  };
  schemas.forms.user.fields.push(field);
  let version = schemas.version;
  const latencies: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    field.max = 20 + round;
    const published = await call('PUT', 'schemas/versions', {
      baseId: version,
      note: `bench ${round}`,
      forms: schemas.forms,
      codelists: schemas.codelists,
    });
    if (!published.json.ok) throw new Error(`zverejnenie: ${JSON.stringify(published.json)}`);
    version = (published.json.version as { id: number }).id;
    const t0 = performance.now();
    const seen = new Map<string, number>();
    while (seen.size < 2 && performance.now() - t0 < 10_000) {
      const { pid, json } = await call('POST', 'users/validate', { name: 'Bench', teamSize: 1 });
      const max = (json.attrs as Record<string, { max?: number }>).teamSize?.max;
      if (max === field.max && !seen.has(pid)) seen.set(pid, performance.now() - t0);
    }
    if (seen.size < 2) throw new Error(`kolo ${round}: nie všetky procesy prešli na verziu ${version}`);
    latencies.push(Math.max(...seen.values()));
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)];
  const p99 = at(0.99);
  good = p99 <= TARGET_P99_MS;
  console.log(
    `postgres schema publish (WORKERS=2, ${ROUNDS} kôl): p50 ${at(0.5).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, ` +
      `max ${latencies.at(-1)!.toFixed(0)} ms; cieľ p99 ≤ ${TARGET_P99_MS} ms: ${good ? 'SPLNENÉ' : 'NESPLNENÉ'}`,
  );
} finally {
  await server.stop();
  await target.dispose();
}
process.exit(good ? 0 : 1);
