// npm run bench (issue 13): every benchmark, one after another, each figure printed beside its anchor or
// target with the ratio, and a summary table at the end. Not part of npm test: it takes 15–25 minutes and
// wants an otherwise idle machine. PostgreSQL figures need the local server (or DATABASE_URL /
// TEST_DATABASE_URL); parts whose script is missing on this branch are listed as such.
//
// Usage: npm run bench                      every part
//        npm run bench -- api bundle        only these parts
//        npm run bench -- api --quick       options after the part names go to the api part (bench/api.mjs)
// Parts: api, bundle, validate, register, sheet-import, contacts-import, labels, games-scale, list-ceiling,
// schema-publish, start.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(repo);
const tsx = (file) => ['node', ['--import', 'tsx', file]];

/** One line of the summary: a figure, its anchor or target, the ratio where there is an anchor. */
const rows = [];
const row = (part, figure, value, reference, verdict) =>
  rows.push({ part, figure, value, reference, verdict });
const ok = (met) => (met ? 'SPLNENÉ' : 'NESPLNENÉ');

/** Runs a command with its output shown indented; resolves with stdout and the exit code. */
function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const show = (d) => process.stdout.write(String(d).replace(/^(?=.)/gm, '    '));
    child.stdout.on('data', (d) => {
      out += d;
      show(d);
    });
    child.stderr.on('data', show);
    child.on('exit', (code) => resolve({ out, code: code ?? 1 }));
  });
}
const lastJson = (out) => {
  const line = out
    .trim()
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('{'));
  return line ? JSON.parse(line) : undefined;
};
const n = (x, d = 0) => (Number.isFinite(x) ? Number(x).toFixed(d) : '–');

const parts = {
  async api(extra) {
    const { out } = await run('node', ['bench/api.mjs', ...extra]);
    const summary = lastJson(out);
    if (!summary) return row('api', 'measure.sh', 'zlyhalo', '', '');
    for (const f of summary.figures) {
      const db = f.db === 'postgres' ? 'PG' : 'PGlite';
      if (f.endpoint === 'startup_s') {
        row('api', `${db} štart s 100k hrami`, `${n(f.value, 1)} s`, `json-server ${n(f.anchor, 1)} s`, '');
      } else if (f.endpoint === 'peak_rss_mib') {
        row(
          'api',
          `${db} špička RSS`,
          `${n(f.value)} MiB`,
          `${n(f.anchor)} MiB, ${n(f.ratio, 2)}×`,
          `≤ ${f.target}× ${ok(f.met)}`,
        );
      } else {
        const goal = f.target
          ? `≥ ${f.target.ratio}×${f.target.p99 ? ` p99 ≤ ${f.target.p99}` : ''} ${ok(f.met)}`
          : '';
        row(
          'api',
          `${db} ${f.endpoint}`,
          `${n(f.rps)} rps p99 ${n(f.p99_ms)} ms`,
          `${n(f.anchor_rps)} rps, ${n(f.ratio, 2)}×`,
          goal,
        );
      }
    }
  },

  async bundle() {
    if (!existsSync('bench/bundle.ts'))
      return row('bundle', 'bench/bundle.ts', 'chýba na tejto vetve', '', '');
    const { out } = await run(...tsx('bench/bundle.ts'));
    const b = lastJson(out);
    if (!b) return row('bundle', 'bench/bundle.ts', 'zlyhalo', '', '');
    row(
      'bundle',
      '1. strana JS gzip',
      `${b.first_page_js_gzip_bytes} B`,
      `${b.anchor_first_page_js_gzip_bytes} B, ${n(b.ratio, 2)}×`,
      `≤ ${b.target_ratio}× ${ok(b.met)}`,
    );
    row(
      'bundle',
      'najväčší chunk trasy',
      `${b.largest_route_chunk_gzip_bytes} B`,
      b.largest_route_chunk_route ?? '',
      '',
    );
  },

  async validate() {
    const { out } = await run(...tsx('bench/validate.ts'));
    // one line per call: "level validate" (an existing level, validate2) and "new level validate"
    const lines =
      /^(\w+)\s+((?:new )?level) validate: (\d+) req\/s, p50 ([\d.]+) ms, p99 ([\d.]+) ms, max \d+ ms, \d+ requests, (\d+) errors/gm;
    for (const m of out.matchAll(lines)) {
      const [, db, what, rps, , p99, errors] = m;
      const met = Number(rps) >= 1000 && Number(p99) <= 50 && Number(errors) === 0;
      row(
        'validate',
        `${db} validate ${what === 'level' ? 'úlohy' : 'novej úlohy'} (wrk)`,
        `${rps}/s p99 ${p99} ms${Number(errors) ? `, ${errors} chýb` : ''}`,
        '≥ 1000/s, p99 ≤ 50 ms',
        db === 'postgres' ? ok(met) : '(cieľ na PG)',
      );
    }
  },

  async register() {
    const { out } = await run(...tsx('bench/register.ts'));
    for (const m of out.matchAll(/(\w+)\s+register (\d+) levels: ([\d.]+) s, .*?longest pause (\d+) ms/g)) {
      const [, db, levels, s, pause] = m;
      row(
        'register',
        `${db} odoslanie ${levels} úloh`,
        `${s} s, pauza ${pause} ms`,
        '≤ 10 s, pauza ≤ 1000 ms',
        ok(Number(s) <= 10 && Number(pause) <= 1000),
      );
    }
  },

  async 'sheet-import'() {
    const { out } = await run(...tsx('bench/sheet-import.ts'));
    for (const m of out.matchAll(/^(\w+)\s+(\d+) úloh .*?, ([\d.]+) s, RSS .*?\(\+(\d+) MB\)/gm)) {
      const [, db, rowsN, s, mb] = m;
      row(
        'sheet-import',
        `${db} import ${rowsN} riadkov`,
        `${s} s, +${mb} MB`,
        '≤ 5 s, ≤ 400 MB',
        ok(Number(s) <= 5 && Number(mb) <= 400),
      );
    }
  },

  async 'contacts-import'() {
    if (!existsSync('bench/contacts-import.ts'))
      return row('contacts-import', 'bench/contacts-import.ts', 'chýba na tejto vetve', '', '');
    const { out } = await run(...tsx('bench/contacts-import.ts'));
    for (const m of out.matchAll(/^(\w+)\s+(\d+) kontaktov .*?, ([\d.]+) s .*?RSS .*?\(\+(\d+) MB/gm)) {
      const [, db, rowsN, s, mb] = m;
      row(
        'contacts-import',
        `${db} import ${rowsN} kontaktov`,
        `${s} s, +${mb} MB`,
        '≤ 5 s, ≤ 400 MB',
        ok(Number(s) <= 5 && Number(mb) <= 400),
      );
    }
  },

  async labels() {
    if (!existsSync('bench/labels.ts'))
      return row('labels', 'bench/labels.ts', 'chýba na tejto vetve', '', '');
    const { out } = await run(...tsx('bench/labels.ts'));
    for (const m of out.matchAll(/^(\w+): (\d+) štítkov, (\d+) strán, .*?(\d+) ms$/gm)) {
      const [, format, count, , ms] = m;
      row('labels', `štítky ${format} (${count})`, `${ms} ms`, '≤ 3000 ms', ok(Number(ms) <= 3000));
    }
  },

  async 'games-scale'() {
    if (!existsSync('bench/games-scale.ts'))
      return row('games-scale', 'bench/games-scale.ts', 'chýba na tejto vetve', '', '');
    const pgUrl =
      process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
    const { out } = await run(...tsx('bench/games-scale.ts'), { DATABASE_URL: pgUrl });
    let db = '';
    for (const line of out.split('\n')) {
      if (/^(PGlite|PostgreSQL)$/.test(line.trim())) db = line.trim() === 'PostgreSQL' ? 'PG' : 'PGlite';
      const m =
        /^\s+(zoznam, 1\. strana.*?|hlboká strana \(keyset k\)|hľadanie "zilina".*?|games\/\{id\})\s+([\d.]+) ms$/.exec(
          line,
        );
      if (m) row('games-scale', `${db} ${m[1]}`, `${m[2]} ms`, '(medián, 1 spojenie)', '');
    }
  },

  /** Where a list page's time goes in the server process, without the database (bench/list-ceiling.ts). */
  async 'list-ceiling'() {
    const { out } = await run(...tsx('bench/list-ceiling.ts'));
    for (const m of out.matchAll(
      /^\s+(string|object|present|stringify|lean|kept)\s+(\d+) req\/s, p99 (\S+)$/gm,
    ))
      row(
        'list-ceiling',
        `strana 100 hier bez databázy: ${m[1]}`,
        `${m[2]} req/s (p99 ${m[3]})`,
        'json-server: časť api',
        '',
      );
  },

  /** Publish-to-every-process latency of a field schema version, PostgreSQL with WORKERS=2 (issue 23). */
  async 'schema-publish'() {
    const { out } = await run(...tsx('bench/schema-publish.ts'));
    const m = /p50 (\d+) ms, p99 (\d+) ms, max (\d+) ms/.exec(out);
    if (!m)
      return row(
        'schema-publish',
        'bench/schema-publish.ts',
        /preskočené/.test(out) ? 'bez PG' : 'zlyhalo',
        '',
        '',
      );
    const met = Number(m[2]) <= 1000;
    row(
      'schema-publish',
      'PG zverejnenie schém → oba procesy',
      `p50 ${m[1]} ms, p99 ${m[2]} ms`,
      'p99 ≤ 1 s (WORKERS=2)',
      ok(met),
    );
  },

  /**
   * npm start on a built tree, until it is ready (GET /api/ready answers 200: the data prepared, the
   * ADMIN_EMAIL account made, the jobs running; until then every other request waits, issue 36): the first
   * start after an install, a first start in a new folder (empty DATA_DIR, demo data) and a restart.
   */
  async start() {
    const { buildAppIfStale } = await import(path.join(repo, 'scripts/build-app.mjs'));
    const { buildServerIfStale } = await import(path.join(repo, 'scripts/build-server.mjs'));
    if (!buildAppIfStale() || !(await buildServerIfStale()))
      return row('start', 'npm run build', 'zlyhalo', '', '');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hry-bench-start-'));
    const otherDir = mkdtempSync(path.join(tmpdir(), 'hry-bench-start-'));
    try {
      // The very first start after an install also makes the migrated PGlite template (issue 25 item 7,
      // server/db/pglite-template.ts); every later first start in a new folder copies it.
      // (the cached template is removed first, so the first row measures that start).
      rmSync(path.join(repo, 'node_modules', '.cache', 'hry-start'), { recursive: true, force: true });
      const runs = [
        ['prvý štart po inštalácii', otherDir, 10],
        ['prvý štart (demo dáta)', dataDir, 2],
        ['opätovný štart', dataDir, 2],
      ];
      for (const [label, dir, target] of runs) {
        const port = await freePort();
        const t0 = performance.now();
        const child = spawn('node', ['scripts/start.mjs'], {
          env: { ...process.env, PORT: String(port), DATA_DIR: dir, DATABASE_URL: '' },
          stdio: 'ignore',
        });
        /** Seconds until GET path answers 200 (NaN after a minute). */
        const until = async (urlPath) => {
          while (performance.now() - t0 < 60_000) {
            const answered = await fetch(`http://127.0.0.1:${port}${urlPath}`).then(
              (r) => r.ok,
              () => false,
            );
            if (answered) return (performance.now() - t0) / 1000;
            await new Promise((r) => setTimeout(r, 50));
          }
          return NaN;
        };
        // The time until ready: before it no request but the monitoring ones is answered (a request made
        // earlier waits for it), so this is when the server serves; the restart then finds a whole database.
        const seconds = await until('/api/ready');
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
        console.log(`    npm start, ${label}: /api/ready ${n(seconds, 2)} s`);
        row('start', `npm start, ${label}`, `${n(seconds, 2)} s`, `≤ ${target} s`, ok(seconds <= target));
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(otherDir, { recursive: true, force: true });
    }
  },
};

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const args = process.argv.slice(2);
const firstOption = args.findIndex((a) => a.startsWith('--'));
const names = firstOption < 0 ? args : args.slice(0, firstOption);
const apiOptions = firstOption < 0 ? [] : args.slice(firstOption);
const unknown = names.filter((a) => !(a in parts));
if (unknown.length) {
  console.error(`Neznáme časti: ${unknown.join(', ')}. Časti: ${Object.keys(parts).join(', ')}`);
  process.exit(2);
}
const started = new Date();
for (const name of names.length ? names : Object.keys(parts)) {
  const load = loadavg()[0];
  console.log(`\n== ${name} (zaťaženie ${load.toFixed(1)}, ${new Date().toISOString().slice(11, 19)} UTC)`);
  const before = rows.length;
  await parts[name](apiOptions);
  for (const r of rows.slice(before)) r.load = load;
}

const w = [17, 40, 26, 26];
console.log(
  `\n${'časť'.padEnd(w[0])}${'figúra'.padEnd(w[1])}${'hodnota'.padEnd(w[2])}${'anchor / cieľ'.padEnd(w[3])}výsledok`,
);
for (const r of rows)
  console.log(
    `${r.part.padEnd(w[0])}${r.figure.padEnd(w[1])}${String(r.value).padEnd(w[2])}${String(r.reference).padEnd(w[3])}${r.verdict}`,
  );
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/run-${started.toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(file, JSON.stringify({ started, rows }, null, 1));
console.log(`\n${file}`);
