// The SERVER_CMD of ../shared/bench/api-baseline/measure.sh for the project (issue 13 item 1): loads the
// anchor's data with bench/load-anchor-data.ts in a child process (PGlite in a fresh temporary DATA_DIR,
// or the re-created database `hry_bench_anchor` on the PostgreSQL server of DATABASE_URL), then runs the
// production server, the compiled dist-server/main.mjs of `npm start`, in this process (no TypeScript
// transpiler loaded), so the harness's VmHWM of this PID is the serving server's peak memory.
// Usage: DB_JSON=/path/db.json HOST=127.0.0.1 PORT=8801 [DATABASE_URL=postgres://…] node bench/anchor-server.mjs
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerIfStale } from '../scripts/build-server.mjs';

const BENCH_DATABASE = 'hry_bench_anchor'; // as bench/load-anchor-data.ts

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')); // measure.sh runs this in its folder
if (!(await buildServerIfStale())) process.exit(1);

const dataDir = mkdtempSync(path.join(tmpdir(), 'hry-bench-anchor-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
const loaded = spawnSync(process.execPath, ['--import', 'tsx', 'bench/load-anchor-data.ts'], {
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: 'inherit',
});
if (loaded.status !== 0) process.exit(loaded.status ?? 1);

process.env.DATA_DIR = dataDir;
process.env.ADMIN_EMAIL = '';
if (process.env.DATABASE_URL) {
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${BENCH_DATABASE}`;
  process.env.DATABASE_URL = url.toString();
}
await import('../dist-server/main.mjs');
