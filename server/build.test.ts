// The compiled server of `npm start` (scripts/build-server.mjs): built into a folder of its own, it starts,
// finds its migrations, schemas and demo data, answers the API, and parses an upload in its compiled worker.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sampleXml } from './services/imports/sheet-import-sample';
import { UPLOAD_BOUNDARY, multipartFile } from './test/roles';
import { freePort } from './test/free-port';

const ROOT = path.resolve(import.meta.dirname, '..');
const START_TIMEOUT = 60_000;

describe('the compiled server (dist-server/)', () => {
  // Inside dist-server/ (ignored by git), so the bundle finds the repository root above it like dist-server/main.mjs.
  let outDir: string;
  let dataDir: string;
  let child: ChildProcess | undefined;
  let output = '';

  beforeAll(() => {
    mkdirSync(path.join(ROOT, 'dist-server'), { recursive: true });
    outDir = mkdtempSync(path.join(ROOT, 'dist-server', 'test-'));
    dataDir = mkdtempSync(path.join(tmpdir(), 'hry-build-'));
  });
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
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
      for (const file of ['main.mjs', 'main.mjs.map', 'contacts-sheet-worker.mjs', 'sheet-import-worker.mjs'])
        expect(existsSync(path.join(outDir, file)), file).toBe(true);

      const port = await freePort();
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
      };
      for (const key of [
        'DATABASE_URL',
        'SMTP_URL',
        'NODE_ENV',
        'ADMIN_EMAIL',
        'ADMIN_PASSWORD',
        'LOG_REQUESTS',
      ])
        delete env[key];
      child = spawn(process.execPath, ['--enable-source-maps', path.join(outDir, 'main.mjs')], {
        cwd: ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const deadline = Date.now() + START_TIMEOUT;
      while (!/Demo prihlásenie/.test(output)) {
        if (child.exitCode !== null) throw new Error(`Server skončil s kódom ${child.exitCode}:\n${output}`);
        if (Date.now() > deadline) throw new Error(`Server sa nespustil včas:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const api = `http://127.0.0.1:${port}/api/webapp`;

      const anonymous = await fetch(`${api}/session`);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ ok: false, err: 'unauthorized' });

      // Demo data (seeded on this first start) and a validated body.
      const signIn = await fetch(`${api}/session`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'editor@hry.sk', password: 'Editor2026!' }),
      });
      expect(signIn.status, output).toBe(200);
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');

      // The game file goes through dist-server/sheet-import-worker.mjs; the draft it makes, through the forms of schemas/.
      const upload = await fetch(`${api}/invoices/import?r=json`, {
        method: 'POST',
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}` },
        body: new Uint8Array(multipartFile('hra.xml', sampleXml())),
      });
      const reply = (await upload.json()) as { ok: boolean; count?: number };
      expect(reply, output).toMatchObject({ ok: true });

      child.kill('SIGTERM');
      const code = await new Promise<number | null>((resolve) => child!.once('exit', resolve));
      expect(code, output).toBe(0);
    },
    START_TIMEOUT + 30_000,
  );
});
