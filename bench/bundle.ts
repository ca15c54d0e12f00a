// First-page bundle beside its anchor (issue 13 item 4): builds the app with the Vite manifest into a
// temporary directory and measures it the way ../shared/bench/bundle-baseline/sizes.mjs does (gzip -9 -n per
// file; first page = the entry chunk and its static imports, recursively). Also prints, for every lazily
// loaded screen, what it adds to the first page and the largest chunk it loads, and in which chunks the
// heavy libraries ended up. Usage: npm run bench:bundle   (last line of stdout: one JSON object)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Manifest, type Plugin } from 'vite';

/** The anchor's first page (../shared/bench/README.md, measured 2026-11-22). */
const ANCHOR_FIRST_PAGE_GZIP = 363_618;
/** Issue 13 item 4: at most 0.8× the anchor. */
const TARGET_RATIO = 0.8;

/** Heavy libraries that must stay out of the first page, by a part of their module path. */
const HEAVY: Record<string, string> = {
  'level editor': '/src/levels/',
  maps: '/node_modules/leaflet/',
  charts: '/node_modules/@mui/x-charts/',
  PDFs: '/node_modules/pdfjs-dist/',
  spreadsheets: '/node_modules/@e965/xlsx/',
  'date pickers': '/node_modules/@mui/x-date-pickers/',
};

const outDir = mkdtempSync(path.join(tmpdir(), 'hry-bundle-'));
const modulesByFile = new Map<string, string[]>();

/** Records which source modules went into each output chunk. */
const recordModules: Plugin = {
  name: 'bench-record-modules',
  generateBundle(_options, bundle) {
    for (const out of Object.values(bundle)) {
      if (out.type === 'chunk') modulesByFile.set(out.fileName, out.moduleIds);
    }
  },
};

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = execFileSync('gzip', ['-9', '-n', '-c', path.join(outDir, file)], { maxBuffer: 1 << 30 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** Output JS files of the manifest entry `key` and everything it imports statically. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}
const jsFiles = (manifest: Manifest, keys: Iterable<string>) =>
  [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
const sum = (files: string[]) => files.reduce((total, f) => total + gzipBytes(f), 0);

try {
  const started = performance.now();
  await build({
    configFile: path.resolve('vite.config.ts'),
    logLevel: 'warn',
    plugins: [recordModules],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const buildSeconds = (performance.now() - started) / 1000;
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

  const firstKeys = new Set<string>();
  for (const key of Object.keys(manifest).filter((k) => manifest[k].isEntry))
    staticClosure(manifest, key, firstKeys);
  const firstPage = jsFiles(manifest, firstKeys);
  const firstPageGzip = sum(firstPage);

  // Each lazily loaded screen: the chunks it loads beyond the first page.
  const routes = Object.keys(manifest)
    .filter((k) => manifest[k].isDynamicEntry)
    .map((key) => {
      const files = jsFiles(manifest, staticClosure(manifest, key)).filter((f) => !firstPage.includes(f));
      const largest = files.reduce((a, b) => (gzipBytes(b) > gzipBytes(a) ? b : a), files[0] ?? '');
      return {
        route: key,
        addedGzip: sum(files),
        largestChunk: largest,
        largestChunkGzip: largest ? gzipBytes(largest) : 0,
      };
    })
    .sort((a, b) => b.largestChunkGzip - a.largestChunkGzip);
  const largestRouteChunk = routes[0];

  const heavyChunks = Object.fromEntries(
    Object.entries(HEAVY).map(([label, part]) => [
      label,
      [...modulesByFile].filter(([, ids]) => ids.some((id) => id.includes(part))).map(([file]) => file),
    ]),
  );
  const heavyInFirstPage = Object.entries(heavyChunks)
    .filter(([, files]) => files.some((f) => firstPage.includes(f)))
    .map(([label]) => label);

  const ratio = firstPageGzip / ANCHOR_FIRST_PAGE_GZIP;
  const line = (label: string, value: string) => console.log(`${label.padEnd(44)} ${value}`);
  line('first page JS (gzip)', `${firstPageGzip.toLocaleString('en')} B in ${firstPage.length} files`);
  line('anchor (smallest react-admin 5 app)', `${ANCHOR_FIRST_PAGE_GZIP.toLocaleString('en')} B`);
  line(
    'ratio',
    `${ratio.toFixed(3)}× (target ≤ ${TARGET_RATIO}×) ${ratio <= TARGET_RATIO ? 'OK' : 'MISSED'}`,
  );
  line(
    'largest chunk a route loads (gzip)',
    `${largestRouteChunk?.largestChunkGzip.toLocaleString('en')} B ${largestRouteChunk?.largestChunk} (${largestRouteChunk?.route})`,
  );
  console.log('\nlazily loaded screens (gzip beyond the first page, largest chunk):');
  for (const r of routes) {
    line(
      `  ${r.route}`,
      `+${r.addedGzip.toLocaleString('en')} B, largest ${r.largestChunkGzip.toLocaleString('en')} B ${r.largestChunk}`,
    );
  }
  console.log('\nheavy parts by chunk:');
  for (const [label, files] of Object.entries(heavyChunks))
    line(`  ${label}`, files.join(', ') || '(not used)');
  console.log(
    JSON.stringify({
      bench: 'bundle',
      build_s: Number(buildSeconds.toFixed(2)),
      first_page_js_files: firstPage.length,
      first_page_js_gzip_bytes: firstPageGzip,
      anchor_first_page_js_gzip_bytes: ANCHOR_FIRST_PAGE_GZIP,
      ratio: Number(ratio.toFixed(3)),
      target_ratio: TARGET_RATIO,
      met: ratio <= TARGET_RATIO && heavyInFirstPage.length === 0,
      heavy_in_first_page: heavyInFirstPage,
      largest_route_chunk: largestRouteChunk?.largestChunk ?? null,
      largest_route_chunk_gzip_bytes: largestRouteChunk?.largestChunkGzip ?? 0,
      largest_route_chunk_route: largestRouteChunk?.route ?? null,
    }),
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
