// Compiles the server for `npm start`: server/main.ts and the parsing worker bundled by esbuild into
// dist-server/ (ESM for Node 20, node_modules left external, source maps for the stack traces of the 5xx
// log under --enable-source-maps). `npm run dev` and the tests keep running the TypeScript through tsx.
// The worker lands beside main.mjs under the name off-thread.ts looks for next to its own module
// (dist-server/parse-worker.mjs, compiled, instead of server/services/imports/parse-worker.mjs, which
// loads the TypeScript through tsx). Files the server reads at run time (migrations, schemas,
// public/) are found from the repository root, see server/paths.ts.
import { existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { newestMtime } from './newest-mtime.mjs';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_OUT_DIR = path.join(ROOT, 'dist-server');

const ENTRY_POINTS = {
  main: 'server/main.ts',
  'parse-worker': 'server/services/imports/parse-worker.ts',
};

/** What goes into the bundle: a change in any of them makes dist-server/ stale. */
const SERVER_INPUTS = [
  'server',
  'schemas',
  'i18n',
  'shared',
  'package-lock.json',
  'scripts/build-server.mjs',
];

/** True when outDir has no main.mjs or one older than an input. */
export function isServerBuildStale(outDir = SERVER_OUT_DIR) {
  const builtFile = path.join(outDir, 'main.mjs');
  const built = existsSync(builtFile) ? statSync(builtFile).mtimeMs : 0;
  return built < Math.max(...SERVER_INPUTS.map((p) => newestMtime(path.join(ROOT, p))));
}

/**
 * Bundles the server into outDir; throws with esbuild's messages when the build fails. Each file is written
 * beside its place and renamed over it, main.mjs last, so a server starting meanwhile never reads half a file.
 */
export async function buildServer(outDir = SERVER_OUT_DIR) {
  const { build } = await import('esbuild'); // only when building: a start on a fresh build does not load it
  const { outputFiles } = await build({
    absWorkingDir: ROOT,
    entryPoints: ENTRY_POINTS,
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    // Code reached only by import() (PDFs, spreadsheets) goes to its own chunk, loaded on first use.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    sourcemap: true,
    logLevel: 'warning',
    write: false,
  });
  const main = path.join(outDir, 'main.mjs');
  mkdirSync(outDir, { recursive: true });
  for (const file of [...outputFiles].sort((a, b) => Number(a.path === main) - Number(b.path === main))) {
    mkdirSync(path.dirname(file.path), { recursive: true });
    const part = `${file.path}.${process.pid}.part`;
    writeFileSync(part, file.contents);
    renameSync(part, file.path);
  }
}

/**
 * Builds when stale; with checkInputs false (SKIP_BUILD=1) only when there is no build at all.
 * Returns false when the build failed (esbuild has printed why).
 */
export async function buildServerIfStale(outDir = SERVER_OUT_DIR, checkInputs = true) {
  const missing = !existsSync(path.join(outDir, 'main.mjs'));
  if (!missing && !(checkInputs && isServerBuildStale(outDir))) return true;
  console.log('Zostavujem server…');
  try {
    await buildServer(outDir);
    return true;
  } catch {
    return false;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // `node scripts/build-server.mjs [outDir]` (npm run build:server): always builds.
  buildServer(process.argv[2] ? path.resolve(process.argv[2]) : undefined).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
