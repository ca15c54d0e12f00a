// Soak load run (issue 8, `npm run soak`): N concurrent signed-in clients (default 200) for S seconds
// (default 120), editors and administrators, against the real server started as its own process
// (`server/main.ts` on a fresh PGlite directory and on a fresh PostgreSQL database, with the demo data);
// each client loops over everyday calls (restore session, contacts list and search, invoice and voucher
// lists, counts, contact validate). Reports req/s, p50, p99 and max latency; exits 1 on any error (5xx,
// network error, ok:false where ok:true is expected).
// The generator runs in this process and the server in another: sharing one event loop made the
// generator's own backlog look like a server stall (p99 of seconds on PGlite that the server never saw).
// Usage: tsx bench/load.ts [--seconds 120 --clients 200 --db pglite,postgres --workers 1 --import-rows 0]
//   --workers N   WORKERS for the server (PostgreSQL only; see docs/configuration-and-operations.md "Several processes, several machines")
//   --import-rows N   an editor imports an N-row contacts sheet a quarter into the run; the calls that
//                     ran meanwhile get their own p99 line
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import * as XLSX from '@e965/xlsx';
import { DEMO_ACCOUNTS } from '../server/seed/accounts';
import { multipartFile, UPLOAD_BOUNDARY } from '../server/test/roles';
import { TEST_PG_URL } from '../server/test/harness';
import { freshTarget, signInAs, startServer, type ServerProcess } from './server-process';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i].replace(/^--/, ''), process.argv[i + 1]);
const seconds = Number(args.get('seconds') ?? 120);
const clients = Number(args.get('clients') ?? 200);
const kinds = (args.get('db') ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const workers = args.get('workers') ?? '1';
const importRows = Number(args.get('import-rows') ?? 0);

/** The list reads of the mix (GET), then one form validation. */
const READS = [
  'session',
  'users?pl=20',
  'users?s=zilina&pl=20',
  'invoices?pl=20',
  'vouchers?pl=20',
  'invoices/count',
];
const CALLS: { method: string; path: string; body?: unknown }[] = [
  ...READS.map((path) => ({ method: 'GET', path })),
  {
    method: 'POST',
    path: 'users/validate',
    body: { name: 'Jana Nová', city: 'Žilina', zip: '010 01' },
  },
];

const SIGNERS = DEMO_ACCOUNTS.filter((a) => a.type === 'administrator' || a.type === 'editor');

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** One call over node:http with a keep-alive agent (one connection per client at a time). */
function httpCall(
  url: string,
  method: string,
  cookie: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: {
          cookie,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve({
              status: res.statusCode ?? 0,
              json: JSON.parse(Buffer.concat(chunks).toString('utf8')),
            });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export interface LoadResult {
  kind: string;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
}

interface Sample {
  start: number;
  end: number;
  /** 'GET users?s=zilina&pl=20'; absent for the import itself. */
  call?: string;
}

function summary(samples: Sample[]): { p50: number; p99: number; max: number } {
  const sorted = samples.map((s) => s.end - s.start).sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 };
}

/** One line per call: its count, p50, p99 and max (which calls make the tail). */
function breakdown(samples: Sample[]): void {
  const byCall = new Map<string, Sample[]>();
  for (const s of samples) if (s.call) byCall.set(s.call, [...(byCall.get(s.call) ?? []), s]);
  for (const [call, list] of [...byCall].sort((a, b) => summary(b[1]).p99 - summary(a[1]).p99)) {
    const d = summary(list);
    console.log(
      `    ${call.padEnd(24)} ${String(list.length).padStart(6)}×  p50 ${d.p50.toFixed(0).padStart(4)} ms  ` +
        `p99 ${d.p99.toFixed(0).padStart(4)} ms  max ${d.max.toFixed(0).padStart(4)} ms`,
    );
  }
}

/** The seconds of the run (from its start) in which calls took over 300 ms: when the tail happens. */
function stalls(samples: Sample[], t0: number): void {
  const bySecond = new Map<number, { n: number; max: number }>();
  for (const s of samples) {
    const ms = s.end - s.start;
    if (ms <= 300) continue;
    const second = Math.floor((s.end - t0) / 1000);
    const entry = bySecond.get(second) ?? { n: 0, max: 0 };
    bySecond.set(second, { n: entry.n + 1, max: Math.max(entry.max, ms) });
  }
  if (!bySecond.size) return;
  const list = [...bySecond].sort((a, b) => a[0] - b[0]);
  console.log(
    `  nad 300 ms (sekunda behu: počet/max): ${list.map(([s, e]) => `${s}s:${e.n}/${e.max.toFixed(0)}`).join(' ')}`,
  );
}

/** `clients` sessions, half administrators and half editors, signed in 8 at a time (scrypt). */
async function signInAll(base: string): Promise<string[]> {
  const cookies: string[] = new Array<string>(clients);
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < clients) {
        const i = next++;
        const who = SIGNERS[i % SIGNERS.length];
        cookies[i] = await signInAs(base, who.email, who.password);
      }
    }),
  );
  return cookies;
}

function contactsSheet(rows: number): Buffer {
  const table: unknown[][] = [['Meno', 'E-mail', 'Mesto', 'PSČ']];
  const domain = `load-${Date.now().toString(36)}.sk`;
  for (let i = 0; i < rows; i++) table.push([`Hráč ${i}`, `hrac-${i}@${domain}`, 'Žilina', '010 01']);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(table), 'Kontakty');
  return multipartFile('kontakty.xls', XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer);
}

/** The import during the run: returns its start and end (ms, performance.now()). */
async function importDuring(server: ServerProcess, cookie: string, body: Buffer, problems: string[]) {
  const start = performance.now();
  const res = await fetch(`${server.base}users/import?r=json`, {
    method: 'POST',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}` },
    body: new Uint8Array(body),
  });
  const json = (await res.json()) as { ok?: boolean; count?: number };
  if (!json.ok || json.count !== importRows) problems.push(`import: ${res.status} ${JSON.stringify(json)}`);
  return { start, end: performance.now() };
}

async function run(kind: 'pglite' | 'postgres'): Promise<LoadResult | undefined> {
  const target = await freshTarget(kind);
  if (!target) {
    console.log(`postgres: preskočené, ${TEST_PG_URL} nie je dostupný`);
    return undefined;
  }
  let server: ServerProcess | undefined;
  try {
    server = await startServer({ ...target, env: { WORKERS: workers } });
    const cookies = await signInAll(server.base);
    const importBody = importRows > 0 ? contactsSheet(importRows) : undefined;
    const samples: Sample[] = [];
    const problems: string[] = [];
    const t0 = performance.now();
    const end = t0 + seconds * 1000;
    const client = async (cookie: string, n: number) => {
      let i = n;
      while (performance.now() < end) {
        const call = CALLS[i++ % CALLS.length];
        const start = performance.now();
        try {
          const res = await httpCall(`${server!.base}${call.path}`, call.method, cookie, call.body);
          const json = res.json as { ok?: boolean };
          if (res.status >= 500 || json.ok !== true)
            problems.push(`${call.method} ${call.path}: ${res.status}`);
        } catch (error) {
          problems.push(
            `${call.method} ${call.path}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
        samples.push({ start, end: performance.now(), call: `${call.method} ${call.path}` });
      }
    };
    const importer = importBody
      ? new Promise<Sample>((resolve) => setTimeout(resolve, (seconds * 1000) / 4)).then(() =>
          importDuring(server!, cookies[1], importBody, problems),
        )
      : undefined;
    await Promise.all(cookies.map((cookie, n) => client(cookie, n)));
    const elapsed = (performance.now() - t0) / 1000;
    const { p50, p99, max } = summary(samples);
    const result: LoadResult = {
      kind,
      requests: samples.length,
      errors: problems.length,
      rps: samples.length / elapsed,
      p50,
      p99,
      max,
    };
    const label = `${kind}${kind === 'postgres' && workers !== '1' ? `, WORKERS=${workers}` : ''}`;
    console.log(
      `${label.padEnd(8)} ${clients} klientov, ${elapsed.toFixed(0)} s: ${result.requests} požiadaviek, ` +
        `${result.rps.toFixed(0)} req/s, p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, ` +
        `max ${max.toFixed(0)} ms, chýb ${result.errors}`,
    );
    breakdown(samples);
    stalls(samples, t0);
    if (importer) {
      const window = await importer;
      const during = samples.filter((s) => s.end > window.start && s.start < window.end);
      const d = summary(during);
      console.log(
        `  počas importu ${importRows} riadkov (${((window.end - window.start) / 1000).toFixed(1)} s, ` +
          `od ${((window.start - t0) / 1000).toFixed(0)}. s): ` +
          `${during.length} požiadaviek, p50 ${d.p50.toFixed(0)} ms, p99 ${d.p99.toFixed(0)} ms, max ${d.max.toFixed(0)} ms`,
      );
      breakdown(during);
    }
    for (const p of [...new Set(problems)].slice(0, 10)) console.log(`  chyba: ${p}`);
    const logged = server
      .output()
      .split('\n')
      .filter((line) => /"level":\s*"?(error|50)/.test(line));
    for (const line of logged.slice(0, 5)) console.log(`  server: ${line}`);
    if (logged.length) result.errors += logged.length;
    return result;
  } finally {
    await server?.stop();
    await target.dispose();
  }
}

const results: LoadResult[] = [];
for (const kind of kinds) {
  const result = await run(kind);
  if (result) results.push(result);
}
process.exit(results.some((r) => r.errors > 0) ? 1 : 0);
