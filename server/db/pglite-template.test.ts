// The first start on a new folder (issue 25 item 7): a new PGlite folder is a copy of the migrated template.
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort, SERVER_ENV_KEYS, TSX_SERVER } from '../../scripts/server-process.mjs';
import { openDb } from './index';
import { migrationFiles } from './migrate';
import { ensureStartTemplate, startFromTemplate, startTemplateDir } from './pglite-template';

const temps: string[] = [];
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const temp = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hry-template-'));
  temps.push(dir);
  return dir;
};

describe('PGlite start template', () => {
  it('is made once under a key of the migrations; a new folder starts migrated from a copy', async () => {
    const template = await ensureStartTemplate();
    expect(template).toBe(startTemplateDir());
    expect(existsSync(path.join(template, 'PG_VERSION'))).toBe(true);
    const dataDir = temp();
    const db = await openDb({ dataDir });
    try {
      const applied = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
      expect(applied.map((r) => r.name)).toEqual(migrationFiles());
      expect(await db.one('SELECT 1 FROM users')).toBeUndefined();
      await db.query(`INSERT INTO games (name) VALUES ('Len v tomto priečinku')`);
    } finally {
      await db.close();
    }
    // The template is untouched by the copy's writes.
    const other = await openDb({ dataDir: temp() });
    try {
      expect(await other.one('SELECT 1 FROM games')).toBeUndefined();
    } finally {
      await other.close();
    }
  }, 120_000);

  it('leaves a folder that is not empty alone', async () => {
    const dir = path.join(temp(), 'pglite');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'cudzi'), 'x');
    expect(await startFromTemplate(dir)).toBe(false);
    expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(false);
  });
});

describe('first start on PGlite', () => {
  it('answers while the demo data is written; a sign-in made as soon as it answers waits for the data and succeeds', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const key of SERVER_ENV_KEYS) delete env[key];
    const child = spawn(TSX_SERVER[0], TSX_SERVER.slice(1), {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: temp(), NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      for (let k = 0; k < 1200; k++) {
        if (
          await fetch(`http://127.0.0.1:${port}/api/health`).then(
            (r) => r.ok,
            () => false,
          )
        )
          break;
        await new Promise((r) => setTimeout(r, 25));
      }
      const signIn = await fetch(`http://127.0.0.1:${port}/api/webapp/session`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@hry.sk', password: 'Admin2026!' }),
      });
      expect(signIn.status).toBe(200);
      expect(((await signIn.json()) as { ok: boolean }).ok).toBe(true);
      // The demo administrator exists: the sign-in waited for the demo data. How early the server answers is
      // a measurement (`npm run bench -- start`), not a test: on a fast machine the data may be in first.
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  }, 120_000);
});
