// Level-form validate throughput (issue 13 item 5: ≥ 1,000/s with p99 ≤ 50 ms on PostgreSQL): the real
// server started as its own process (bench/server-process.ts) on a fresh PGlite directory and a fresh
// PostgreSQL database, the editor signed in, a draft with one level made through the API, and then the
// level dialog's own validate calls (games 7.2) loaded by wrk from outside (bench/lua/post-json.lua):
//   level validate       POST drafts/{id}/levels/{levelId}/validate (an existing level edited, validate2)
//   new level validate   POST drafts/{id}/levels/validate (a new level being filled in)
// Every reply must be 200 with "ok":true and carry the answer's attrs, or it counts as an error.
// Usage: npm run bench:validate [-- --seconds 10 --warmup 2 --connections 32 --threads 1 --db pglite,postgres
//                                   --calls level,new --profile dir]
//   --profile dir   the server runs under the CPU profiler (bench/cpu-prof.mjs); its .cpuprofile lands
//                   in dir (open in Chrome DevTools or summarise with `node bench/cpu-top.mjs file`)
import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '../server/seed/accounts';
import { TEST_PG_URL } from '../server/test/harness';
import { freshTarget, signInAs, startServer, type ServerProcess } from './server-process';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i].replace(/^--/, ''), process.argv[i + 1]);
const seconds = Number(args.get('seconds') ?? 10);
const connections = Number(args.get('connections') ?? 32);
const threads = Number(args.get('threads') ?? 1);
const warmup = Number(args.get('warmup') ?? 2);
const kinds = (args.get('db') ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const calls = (args.get('calls') ?? 'level,new').split(',');
const profileDir = args.get('profile');

const TARGET_RPS = 1000;
const TARGET_P99_MS = 50;

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

interface WrkResult {
  requests: number;
  seconds: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  bad: number;
  connect: number;
  read: number;
  write: number;
  status: number;
  timeout: number;
  firstBad: string;
}

/** wrk with bench/lua/post-json.lua against one URL; resolves with its WRK_RESULT line. */
function wrk(url: string, cookie: string, body: unknown, duration = seconds): Promise<WrkResult> {
  const script = path.join(import.meta.dirname, 'lua', 'post-json.lua');
  return new Promise((resolve, reject) => {
    execFile(
      'wrk',
      [
        '-t',
        String(threads),
        '-c',
        String(connections),
        '-d',
        `${duration}s`,
        '--latency',
        '-s',
        script,
        url,
      ],
      {
        env: {
          ...process.env,
          WRK_BODY: JSON.stringify(body),
          WRK_COOKIE: cookie,
          WRK_EXPECT: '"answer.answers-1"',
        },
        maxBuffer: 1 << 20,
      },
      (error, stdout, stderr) => {
        const line = stdout.split('\n').find((l) => l.startsWith('WRK_RESULT '));
        if (!line) {
          reject(new Error(`wrk zlyhal: ${error?.message ?? ''}\n${stdout}\n${stderr}`));
          return;
        }
        resolve(JSON.parse(line.slice('WRK_RESULT '.length)) as WrkResult);
      },
    );
  });
}

/** PUT/POST/GET on the server as the signed-in editor; throws on ok:false. */
async function call(server: ServerProcess, cookie: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${server.base}${url}`, {
    method,
    headers: { cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!json.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

let allMet = true;

async function run(kind: 'pglite' | 'postgres'): Promise<void> {
  const target = await freshTarget(kind);
  if (!target) {
    console.log(`postgres: preskočené, ${TEST_PG_URL} nie je dostupný`);
    return;
  }
  let server: ServerProcess | undefined;
  try {
    const env: Record<string, string> = { WORKERS: '1' };
    if (profileDir) {
      mkdirSync(profileDir, { recursive: true });
      const preload = path.join(import.meta.dirname, 'cpu-prof.mjs');
      env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --import ${preload}`;
      env.CPU_PROF_ON_SIGNAL = '1';
      env.CPU_PROF_FILE = path.resolve(profileDir, `validate-${kind}-${Date.now()}.cpuprofile`);
    }
    server = await startServer({ ...target, env });
    const editor = DEMO_ACCOUNTS.find((a) => a.type === 'editor')!;
    const cookie = await signInAs(server.base, editor.email, editor.password);
    // the draft the editor works on: a named game and variant with one level
    const id = Number(
      ((await call(server, cookie, 'PUT', 'drafts', { category: 1 })).sheet as { id: number }).id,
    );
    await call(server, cookie, 'POST', `games/${id}`, { name: 'Benchmark hra', category: 'ZILINA' });
    await call(server, cookie, 'POST', `drafts/${id}`, { name: 'Validácia' });
    const level = (await call(server, cookie, 'PUT', `drafts/${id}/levels`, LEVEL_INPUT)).level as {
      id: number;
    };
    const urls: Record<string, { label: string; path: string }> = {
      level: { label: 'level validate', path: `drafts/${id}/levels/${level.id}/validate` },
      new: { label: 'new level validate', path: `drafts/${id}/levels/validate` },
    };
    for (const name of calls) {
      const c = urls[name];
      if (!c) throw new Error(`neznáme volanie ${name} (level, new)`);
      // a short unmeasured warm-up (JIT, the pool's connections, the fresh database's statistics)
      await call(server, cookie, 'POST', c.path, LEVEL_INPUT);
      if (warmup > 0) await wrk(`${server.base}${c.path}`, cookie, LEVEL_INPUT, warmup);
      // the profile covers the measured runs only (not the start-up, the demo data, the warm-up)
      if (profileDir) server.child.kill('SIGUSR2');
      const load = loadavg()[0].toFixed(2);
      const r = await wrk(`${server.base}${c.path}`, cookie, LEVEL_INPUT);
      const rps = r.requests / r.seconds;
      const errors = r.bad + r.connect + r.read + r.write + r.timeout;
      const met = rps >= TARGET_RPS && r.p99 <= TARGET_P99_MS && errors === 0;
      if (kind === 'postgres') allMet &&= met;
      console.log(
        `${kind.padEnd(8)} ${c.label}: ${rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, ` +
          `p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(0)} ms, ${r.requests} requests, ${errors} errors, ` +
          `${connections} connections, ${r.seconds.toFixed(1)} s, load ${load} | cieľ ≥ ${TARGET_RPS}/s, ` +
          `p99 ≤ ${TARGET_P99_MS} ms: ${met ? 'SPLNENÉ' : 'NESPLNENÉ'}${kind === 'postgres' ? '' : ' (cieľ platí pre PG)'}`,
      );
      if (errors) console.log(`  prvá chyba: ${r.firstBad || `spojenie/čas (${JSON.stringify(r)})`}`);
    }
  } finally {
    await server?.stop();
    await target.dispose();
  }
  if (profileDir) console.log(`  profil servera: ${path.resolve(profileDir)}`);
}

for (const kind of kinds) await run(kind);
process.exit(allMet ? 0 : 1);
