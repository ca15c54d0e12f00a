// WORKERS=N (issue 13 item 3): two processes on PostgreSQL share the port, a session made through one is
// valid on the other, SIGTERM stops them all; PGlite refuses more than one. The real server is started
// as `npm start` starts it (`node --import tsx server/main.ts`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_ACCOUNTS } from './seed';
import { DB_KINDS, TEST_PG_URL } from './test/harness';
import { effectiveWorkers, parseWorkers } from './workers';
import { startServerProcess, type ServerProcess } from '../scripts/server-process.mjs';

const START_TIMEOUT = 90_000;

/** One request on a new connection (the cluster hands out connections, not requests). */
function request(
  port: number,
  method: string,
  apiPath: string,
  opts: { cookie?: string; body?: unknown } = {},
): Promise<{ status: number; body: Record<string, unknown>; pid: string; setCookie: string[] }> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: `/api/webapp/${apiPath}`,
        agent: false,
        headers: {
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(text) as Record<string, unknown>,
            pid: String(res.headers['x-server-pid']),
            setCookie: res.headers['set-cookie'] ?? [],
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('WORKERS', () => {
  it('reads the count: empty = 1, auto = cores, a bad value is an error', () => {
    expect(parseWorkers(undefined)).toBe(1);
    expect(parseWorkers('')).toBe(1);
    expect(parseWorkers('3')).toBe(3);
    expect(parseWorkers('auto', 6)).toBe(6);
    expect(() => parseWorkers('0')).toThrow(/WORKERS/);
    expect(() => parseWorkers('dva')).toThrow(/WORKERS/);
  });

  it('on PGlite runs one process and says why', () => {
    const lines: string[] = [];
    expect(effectiveWorkers(4, undefined, (l) => lines.push(l))).toBe(1);
    expect(lines.join('\n')).toMatch(/PGlite.*PostgreSQL/);
    expect(effectiveWorkers(4, 'postgres://x/y', (l) => lines.push(l))).toBe(4);
  });
});

describe.runIf(DB_KINDS.includes('postgres'))('WORKERS=2 on PostgreSQL', () => {
  const dbName = `hry_workers_${Date.now().toString(36)}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hry-workers-'));
  let admin: pg.Client;
  let server: ServerProcess;
  let port: number;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: TEST_PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    const url = new URL(TEST_PG_URL);
    url.pathname = `/${dbName}`;
    server = await startServerProcess({
      dataDir,
      env: { NODE_ENV: 'test', DATABASE_URL: url.toString(), WORKERS: '2' },
      ready: /beží na .*\(2 procesov\)/,
      timeoutMs: START_TIMEOUT,
    });
    port = server.port;
    await request(port, 'GET', 'session');
  }, START_TIMEOUT + 10_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await admin?.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin?.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a schema version published through one process is in force in the other within a second', async () => {
    const who = DEMO_ACCOUNTS.find((a) => a.type === 'administrator')!;
    const signIn = await request(port, 'PUT', 'session', {
      body: { email: who.email, password: who.password },
    });
    const cookie = signIn.setCookie.find((c) => c.startsWith('sid='))!.split(';')[0];
    const schemas = (await request(port, 'GET', 'schemas', { cookie })).body as {
      version: number;
      forms: { user: { fields: object[] } };
      codelists: object;
    };
    schemas.forms.user.fields.push({ id: 'teamSize', type: 'int', label: 'Počet hráčov', min: 2, max: 12 });
    const published = await request(port, 'PUT', 'schemas/versions', {
      cookie,
      body: {
        baseId: schemas.version,
        note: 'Počet hráčov',
        forms: schemas.forms,
        codelists: schemas.codelists,
      },
    });
    expect(published.body.ok).toBe(true);
    const at = Date.now();
    // The other process refuses teamSize 1 as out of range as soon as it has switched to the new version.
    let other: { attrs: Record<string, { error?: string }>; ms: number } | undefined;
    while (!other && Date.now() - at < 5_000) {
      const res = await request(port, 'POST', 'users/validate', {
        cookie,
        body: { name: 'Jana', teamSize: 1 },
      });
      const attrs = res.body.attrs as Record<string, { error?: string }>;
      if (res.pid !== published.pid && attrs.teamSize) other = { attrs, ms: Date.now() - at };
    }
    expect(other?.attrs.teamSize.error).toBe('out_of_range');
    expect(other!.ms).toBeLessThan(1_000);
  });

  it(
    'answers from both processes, a session made on one is valid on the other, SIGTERM stops all',
    async () => {
      const who = DEMO_ACCOUNTS.find((a) => a.type === 'administrator')!;
      const signIn = await request(port, 'PUT', 'session', {
        body: { email: who.email, password: who.password },
      });
      expect(signIn.body.ok).toBe(true);
      const cookie = signIn.setCookie.find((c) => c.startsWith('sid='))!.split(';')[0];

      const pids = new Set<string>();
      for (let i = 0; i < 40 && pids.size < 2; i++) {
        const res = await request(port, 'GET', 'session', { cookie });
        expect(res.status).toBe(200);
        expect(res.body.ok).toBe(true);
        expect((res.body.user as { email?: string }).email).toBe(who.email);
        pids.add(res.pid);
      }
      expect(pids.size).toBe(2);
      expect(pids.has(String(server.child.pid))).toBe(false);

      // Signed out through one process: refused by every process at once.
      const out = await request(port, 'DELETE', 'session', { cookie });
      expect(out.body.ok).toBe(true);
      for (let i = 0; i < 6; i++) {
        const res = await request(port, 'GET', 'session', { cookie });
        expect(res.body.ok).not.toBe(true);
      }

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output()).toMatch(/ukončujem 2 procesov/);
      for (const pid of pids) expect(() => process.kill(Number(pid), 0)).toThrow();
      await expect(request(port, 'GET', 'session')).rejects.toThrow();
    },
    START_TIMEOUT,
  );
});
