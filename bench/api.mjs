// API side by side with json-server (issue 13 item 1): runs ../shared/bench/api-baseline/measure.sh for
// the anchor and for the project (bench/anchor-server.mjs on PGlite, and on PostgreSQL when reachable)
// alternately, A B A B A B, and prints every figure's median beside the anchor's with the median ratio and
// the target of the issue. The harness is copied to a private folder first: it writes db.json and
// node_modules next to itself, and the shared folder is read by everyone.
//
// Usage: node bench/api.mjs [--rounds 3] [--duration 10s] [--c1 5s] [--db pglite,postgres] [--tab active] [--quick]
//   --quick = 1 round, 5 s measured and 2 s unloaded per endpoint. DATABASE_URL (default the local
//   postgres://postgres@127.0.0.1:5432/postgres) is the PostgreSQL server the bench database is made on.
// The raw JSON of every run goes to bench/results/api-<time>.json; the last line of stdout is a JSON summary.
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const anchorSource = path.resolve(
  process.env.API_BASELINE_DIR ?? path.join(repo, '../shared/bench/api-baseline'),
);
const work = path.join(tmpdir(), 'hry-bench-api-baseline');

const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const quick = argv.includes('--quick');
const rounds = Number(opt('rounds', quick ? 1 : 3));
const duration = opt('duration', quick ? '5s' : '10s');
const c1 = opt('c1', quick ? '2s' : '5s');
const pgUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Targets as ratios to the anchor in the same run (p99 in ms): issue 13 item 1, the list pages as issue 26
 * restates them (PostgreSQL at least as fast as json-server with p99 ≤ 50 ms, PGlite at least half).
 */
const TARGETS = {
  postgres: {
    list_first_page: { ratio: 1, p99: 50 },
    list_deep_page: { ratio: 1, p99: 50 },
    search_q: { ratio: 100 },
    get_by_id: { ratio: 2 },
  },
  pglite: { list_first_page: { ratio: 0.5 }, list_deep_page: { ratio: 0.5 }, search_q: { ratio: 50 } },
};
const RSS_TARGET = 0.5;
const ENDPOINTS = ['list_first_page', 'list_deep_page', 'search_q', 'get_by_id'];

async function postgresReachable() {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function prepareHarness() {
  mkdirSync(work, { recursive: true });
  // Copied only when changed: a newer package-lock.json makes measure.sh run npm ci again.
  for (const f of ['measure.sh', 'gen.mjs', 'report.lua', 'package.json', 'package-lock.json']) {
    const from = path.join(anchorSource, f);
    const to = path.join(work, f);
    if (!existsSync(to) || !readFileSync(to).equals(readFileSync(from))) copyFileSync(from, to);
  }
  execFileSync('node', ['gen.mjs', 'db.json'], { cwd: work, stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * The deep page the way the app's infinite scroll reaches it: keyset `k` = the id of the 90,000th
 * sheet in list order (list date = createdAt for every anchor game, newest first, then id), so the page
 * holds the same 100 sheets as po=90000.
 */
function deepPageKey(tab) {
  const tabOf = {
    draft: 'ongoing',
    registered: 'ongoing',
    received: 'active',
    confirmed: 'active',
    expired: 'finished',
  };
  const games = JSON.parse(readFileSync(path.join(work, 'db.json'), 'utf8')).games.filter(
    (g) => !tab || tabOf[g.status] === tab,
  );
  games.sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  return games[Math.min(89_999, games.length - 101)].id;
}

function measure(env) {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', [path.join(work, 'measure.sh')], {
      env: { ...process.env, DURATION: duration, C1_DURATION: c1, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => {
      if (process.env.BENCH_VERBOSE) process.stderr.write(d);
    });
    child.on('exit', (code) => {
      const last = out.trim().split('\n').pop() ?? '';
      if (code === 0 && last.startsWith('{')) resolve(JSON.parse(last));
      else reject(new Error(`measure.sh skončil s kódom ${code} (log: /tmp/api-baseline-server.*.log)`));
    });
  });
}

const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const fmt = (x, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : '–');

async function main() {
  const kinds = (opt('db', '') || 'pglite,postgres').split(',');
  if (kinds.includes('postgres') && !(await postgresReachable())) {
    console.log(`PostgreSQL na ${pgUrl} nie je dostupný: meria sa len PGlite`);
    kinds.splice(kinds.indexOf('postgres'), 1);
  }
  prepareHarness();
  // --tab t: the list calls as the app's tabs send them (t=ongoing|active|finished), deep page near the tab's end.
  const tab = opt('tab', '');
  const t = tab ? `t=${tab}&` : '';
  const k = deepPageKey(tab);
  const project = (kind) => ({
    // measure.sh runs in its own folder; the script chdirs to the repository.
    SERVER_CMD: `node ${path.join(repo, 'bench/anchor-server.mjs')}`,
    READY_PATH: '/public/templates/hra_sablona.xsd',
    HEADER_CMD: `node ${path.join(repo, 'bench/sign-in.mjs')}`,
    P_LIST_FIRST: `/api/webapp/games?${t}po=0&pl=100`,
    P_LIST_DEEP: `/api/webapp/games?${t}k=${k}&pl=100`,
    P_SEARCH: `/api/webapp/games?${t}s={q}&po=0&pl=50`,
    P_BY_ID: '/api/webapp/games/12345',
    ...(kind === 'postgres' ? { DATABASE_URL: pgUrl } : { DATABASE_URL: '' }),
  });

  const runs = { anchor: [], pglite: [], postgres: [] };
  const started = new Date();
  console.log(
    `API${tab ? ` (karta t=${tab})` : ''}: ${rounds} kolá × (json-server, ${kinds.join(', ')}), ${duration} pri 32 spojeniach, ` +
      `zaťaženie stroja ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  for (let round = 1; round <= rounds; round++) {
    for (const target of ['anchor', ...kinds]) {
      const load = loadavg()[0];
      const t0 = Date.now();
      const result = await measure(target === 'anchor' ? {} : project(target));
      result.loadavg_1m_before = load;
      runs[target].push(result);
      const rps = ENDPOINTS.map((e) => fmt(result.endpoints[e]?.rps, 0)).join(' / ');
      console.log(
        `  kolo ${round} ${target.padEnd(8)} rps ${rps}, špička RSS ${result.server_peak_rss_mib} MiB, ` +
          `štart ${result.startup_s} s, ${((Date.now() - t0) / 1000).toFixed(0)} s, load ${load.toFixed(1)}`,
      );
    }
  }

  const resultsDir = path.join(repo, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `api-${started.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ started, rounds, duration, c1, tab, deepPageKey: k, runs }, null, 1));

  const summary = { part: 'api', rounds, duration, tab: tab || null, figures: [] };
  console.log(
    `\n${'figúra'.padEnd(30)}${'anchor'.padStart(10)}${'projekt'.padStart(10)}${'pomer'.padStart(9)}  cieľ`,
  );
  for (const kind of kinds) {
    console.log(`${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}:`);
    const pairs = runs[kind].map((r, i) => [runs.anchor[i], r]);
    for (const e of ENDPOINTS) {
      const a = median(pairs.map(([x]) => x.endpoints[e].rps));
      const p = median(pairs.map(([, y]) => y.endpoints[e].rps));
      const ratio = median(pairs.map(([x, y]) => y.endpoints[e].rps / x.endpoints[e].rps));
      const p99 = median(pairs.map(([, y]) => y.endpoints[e].p99_ms));
      const aP99 = median(pairs.map(([x]) => x.endpoints[e].p99_ms));
      const t = TARGETS[kind][e];
      const met = t ? ratio >= t.ratio && (!t.p99 || p99 <= t.p99) : undefined;
      const goal = t
        ? `≥ ${t.ratio}×${t.p99 ? `, p99 ≤ ${t.p99} ms` : ''} ${met ? 'SPLNENÉ' : 'NESPLNENÉ'}`
        : '(bez cieľa)';
      console.log(
        `  ${`${e} rps`.padEnd(28)}${fmt(a, 0).padStart(10)}${fmt(p, 0).padStart(10)}${`${fmt(ratio, 2)}×`.padStart(9)}  ${goal}`,
      );
      console.log(`  ${`${e} p99 ms`.padEnd(28)}${fmt(aP99).padStart(10)}${fmt(p99).padStart(10)}`);
      summary.figures.push({
        db: kind,
        endpoint: e,
        anchor_rps: a,
        rps: p,
        ratio,
        p99_ms: p99,
        anchor_p99_ms: aP99,
        target: t ?? null,
        met: met ?? null,
      });
    }
    const aRss = median(pairs.map(([x]) => x.server_peak_rss_mib));
    const pRss = median(pairs.map(([, y]) => y.server_peak_rss_mib));
    const rssRatio = median(pairs.map(([x, y]) => y.server_peak_rss_mib / x.server_peak_rss_mib));
    const rssMet = rssRatio <= RSS_TARGET;
    console.log(
      `  ${'špička RSS MiB'.padEnd(28)}${fmt(aRss, 0).padStart(10)}${fmt(pRss, 0).padStart(10)}${`${fmt(rssRatio, 2)}×`.padStart(9)}  ≤ ${RSS_TARGET}× ${rssMet ? 'SPLNENÉ' : 'NESPLNENÉ'}`,
    );
    const aStart = median(pairs.map(([x]) => x.startup_s));
    const pStart = median(pairs.map(([, y]) => y.startup_s));
    console.log(
      `  ${'štart s (s načítaním dát)'.padEnd(28)}${fmt(aStart).padStart(10)}${fmt(pStart).padStart(10)}`,
    );
    summary.figures.push({
      db: kind,
      endpoint: 'peak_rss_mib',
      anchor: aRss,
      value: pRss,
      ratio: rssRatio,
      target: RSS_TARGET,
      met: rssMet,
    });
    summary.figures.push({ db: kind, endpoint: 'startup_s', anchor: aStart, value: pStart });
  }
  console.log(`\nsurové výsledky: ${path.relative(repo, file)}`);
  console.log(JSON.stringify(summary));
}

if (!existsSync(path.join(anchorSource, 'measure.sh'))) {
  console.error(`api-baseline nenájdený v ${anchorSource} (API_BASELINE_DIR)`);
  process.exit(1);
}
await main();
