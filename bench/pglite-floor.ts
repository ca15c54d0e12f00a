// What PGlite itself costs on the anchor bench (issue 26 item 3): the anchor's 100,000 games and levels
// loaded as `bench/api.mjs` loads them (bench/load-anchor-data.ts in a child process, a fresh DATA_DIR),
// then THIS process opens that PGlite folder with no server, no Fastify and no app, and
//   - reads its resident memory after opening and its peak (VmHWM) after the queries below: the floor
//     under the server's peak RSS on PGlite;
//   - runs, one after another as one PGlite connection serves them, the queries a list page costs:
//     `snapshot` (the kept page's check, all a warm page costs the database) and `page` (the first page's
//     ids and row versions, what a page costs when it is built again), printing queries per second.
// Usage: npx tsx bench/pglite-floor.ts [--db-json /tmp/hry-bench-api-baseline/db.json] [--seconds 5]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { openDb } from '../server/db';
import { databaseSnapshot } from '../server/services/platform/snapshot-replies';
import { listGames } from '../server/services/sheets/games-list';
import { filtersOf, pageOf } from '../server/services/sheets/games-list-query';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i].replace(/^--/, ''), process.argv[i + 1]);
const dbJson = args.get('db-json') ?? path.join(tmpdir(), 'hry-bench-api-baseline', 'db.json');
const seconds = Number(args.get('seconds') ?? 5);

const mib = (kib: number) => Math.round(kib / 1024);
function status(field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync('/proc/self/status', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return mib(Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0));
}

async function rate(name: string, run: () => Promise<unknown>): Promise<number> {
  const end = performance.now() + seconds * 1000;
  let n = 0;
  while (performance.now() < end) {
    await run();
    n++;
  }
  const perSecond = Math.round(n / seconds);
  console.log(
    `  ${name.padEnd(10)} ${String(perSecond).padStart(7)} dotazov/s (${(1000 / perSecond).toFixed(3)} ms)`,
  );
  return perSecond;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'hry-pglite-floor-'));
try {
  console.log(`Načítavam dáta ankoru (${dbJson}) do ${dataDir} …`);
  const loaded = spawnSync(process.execPath, ['--import', 'tsx', 'bench/load-anchor-data.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, DB_JSON: dbJson, DATABASE_URL: '' },
    stdio: 'inherit',
  });
  if (loaded.status !== 0) process.exit(loaded.status ?? 1);

  const before = status('VmRSS');
  const db = await openDb({ dataDir });
  const opened = status('VmRSS');
  const filters = filtersOf({}, 'games')!;
  const page = pageOf({ po: '0', pl: '100' } as never);
  console.log(`PGlite bez servera (záťaž ${loadavg()[0].toFixed(1)}):`);
  const snapshot = await rate('snapshot', () => databaseSnapshot(db));
  const firstPage = await rate('page', () => listGames(db, filters, page));
  const peak = status('VmHWM');
  console.log(`  RSS procesu pred otvorením ${before} MiB, po otvorení ${opened} MiB, špička ${peak} MiB`);
  await db.close();
  console.log(
    JSON.stringify({ part: 'pglite-floor', snapshot, firstPage, rssBefore: before, rssOpened: opened, peak }),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
