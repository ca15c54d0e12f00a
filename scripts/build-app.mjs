// Builds the app with vite when dist/ is missing or older than anything that goes into the bundle.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { newestMtime } from './newest-mtime.mjs';

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
