// Builds the app with vite when dist/ is missing or older than anything that goes into the bundle.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';

const BUNDLE_INPUTS = [
  'src',
  'i18n',
  'schemas',
  'shared',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let t = stat.mtimeMs;
  for (const entry of readdirSync(p)) t = Math.max(t, newestMtime(path.join(p, entry)));
  return t;
}

export function isBuildStale() {
  const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
  return built < Math.max(...BUNDLE_INPUTS.map(newestMtime));
}

/** Returns false when the build failed (vite has printed why). */
export function buildAppIfStale() {
  if (!isBuildStale()) return true;
  console.log('Zostavujem aplikáciu…');
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  return r.status === 0;
}
