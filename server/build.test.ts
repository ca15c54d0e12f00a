// The compiled server of `npm start` (scripts/build-server.mjs): built into a folder of its own, it starts,
// finds its migrations, schemas and demo data, answers the API, and parses an upload in its compiled worker.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sampleXml } from './test/sheet-import-sample';
import { UPLOAD_BOUNDARY, multipartFile } from './test/roles';
import { startServerProcess, type ServerProcess } from '../scripts/server-process.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const START_TIMEOUT = 60_000;

/** The repository files bundled into outDir, from the source maps of its modules and chunks. */
function bundledSources(outDir: string): string[] {
  const maps = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.map'));
  const sources = maps.flatMap((map) => {
    const { sources: listed } = JSON.parse(readFileSync(path.join(outDir, map), 'utf8')) as {
      sources: string[];
    };
    return listed.map((s) => path.relative(ROOT, path.resolve(path.dirname(path.join(outDir, map)), s)));
  });
  return [...new Set(sources)].sort();
}

/** Test code: the test folders, test files, mocks/ and the test runners. */
const isTestCode = (file: string) =>
  /(^|\/)(test|mocks|e2e)\//.test(file) ||
  /\.test\.tsx?$/.test(file) ||
  /node_modules\/(vitest|msw|@testing-library)\//.test(file);

describe('the compiled server (dist-server/)', () => {
  // Inside dist-server/ (ignored by git), so the bundle finds the repository root above it like dist-server/main.mjs.
  let outDir: string;
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(() => {
    mkdirSync(path.join(ROOT, 'dist-server'), { recursive: true });
    outDir = mkdtempSync(path.join(ROOT, 'dist-server', 'test-'));
    dataDir = mkdtempSync(path.join(tmpdir(), 'hry-build-'));
  });
  afterAll(() => {
    server?.child.kill('SIGKILL');
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'builds, starts on a fresh data folder and answers: sign-in, a game file parsed in the compiled worker',
    async () => {
      const build = spawnSync(process.execPath, ['scripts/build-server.mjs', outDir], {
        cwd: ROOT,
        encoding: 'utf8',
      });
      expect(build.status, build.stderr).toBe(0);
      for (const file of ['main.mjs', 'main.mjs.map', 'parse-worker.mjs'])
        expect(existsSync(path.join(outDir, file)), file).toBe(true);
      // No test code in the bundle: the source maps name every file that went in.
      const sources = bundledSources(outDir);
      expect(sources).toContain('server/main.ts');
      expect(sources.filter(isTestCode)).toEqual([]);

      server = await startServerProcess({
        command: [process.execPath, '--enable-source-maps', path.join(outDir, 'main.mjs')],
        dataDir,
        ready: /Demo prihlásenie/,
        timeoutMs: START_TIMEOUT,
      });
      const api = `${server.url}api/webapp`;
      const output = server.output;

      const anonymous = await fetch(`${api}/session`);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ ok: false, err: 'unauthorized' });

      // Demo data (seeded on this first start) and a validated body.
      const signIn = await fetch(`${api}/session`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'editor@hry.sk', password: 'Editor2026!' }),
      });
      expect(signIn.status, output()).toBe(200);
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');

      // The game file goes through dist-server/parse-worker.mjs; the draft it makes, through the forms of schemas/.
      const upload = await fetch(`${api}/invoices/import?r=json`, {
        method: 'POST',
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}` },
        body: new Uint8Array(multipartFile('hra.xml', sampleXml())),
      });
      const reply = (await upload.json()) as { ok: boolean; count?: number };
      expect(reply, output()).toMatchObject({ ok: true });

      expect(await server.stop(), output()).toBe(0);
    },
    START_TIMEOUT + 30_000,
  );
});
