// Sheet import of a large game (issue 13 item 5: ≤ 5 s and ≤ 400 MB on PostgreSQL): 10,000 level rows
// (the filled-in template, .xlsx) through POST invoices/import, against the real server started as its
// own process (bench/server-process.ts) on a fresh PGlite directory and a fresh PostgreSQL database
// (skipped when unreachable). Prints the time of the request and the server's RSS (read from
// /proc/{pid}/status every 20 ms, the parsing worker thread included): before the import and the peak
// during it. The targets: ≤ 5 s and ≤ 400 MB more RSS than before the import.
// Usage: npm run bench:sheet-import [-- --rows 10000 --db pglite,postgres]
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { DEMO_ACCOUNTS } from '../server/seed/accounts';
import { multipartFile, UPLOAD_BOUNDARY } from '../server/test/roles';
import { filledTemplate, SAMPLE_LEVELS } from '../server/test/sheet-import-sample';
import { benchEachKind, signInAs } from './server-process';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i].replace(/^--/, ''), process.argv[i + 1]);
const rows = Number(args.get('rows') ?? 10_000);

const levels = Array.from({ length: rows }, (_, i) => ({
  ...SAMPLE_LEVELS[i % SAMPLE_LEVELS.length],
  'Číslo úlohy': String(i + 1),
  Otázka: `Otázka č. ${i + 1}: ${SAMPLE_LEVELS[i % SAMPLE_LEVELS.length]['Otázka']}`,
}));
const file = filledTemplate(levels, undefined, 'xlsx');
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const kinds = (args.get('db') ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];

/** The resident set of a process (bytes), from /proc. */
function rssOf(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) * 1024 : 0;
}

await benchEachKind(kinds, async (kind, { current: server }) => {
  const pid = server.child.pid!;
  const editor = DEMO_ACCOUNTS.find((a) => a.type === 'editor')!;
  const cookie = await signInAs(server.base, editor.email, editor.password);
  const body = new Uint8Array(multipartFile('velka_hra.xlsx', file));
  const rssBefore = rssOf(pid);
  let peakRss = rssBefore;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssOf(pid))), 20);
  const load = loadavg()[0].toFixed(2);
  const t0 = performance.now();
  const res = await fetch(`${server.base}invoices/import?r=json`, {
    method: 'POST',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}` },
    body,
  });
  const json = (await res.json()) as { ok: boolean; count?: number; err?: string };
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  peakRss = Math.max(peakRss, rssOf(pid));
  const growth = peakRss - rssBefore;
  const good = json.ok && json.count === rows && seconds <= 5 && growth <= 400 * 1024 * 1024;
  console.log(
    `${kind.padEnd(8)} ${rows} úloh (${mb(file.length)} MB xlsx): ${json.ok ? `importované ${json.count}` : json.err}, ` +
      `${seconds.toFixed(2)} s, RSS servera ${mb(rssBefore)} → špička ${mb(peakRss)} MB (+${mb(growth)} MB), ` +
      `load ${load} | cieľ ≤ 5 s, ≤ 400 MB: ${good ? 'OK' : 'NAD LIMIT'}`,
  );
  return good;
});
