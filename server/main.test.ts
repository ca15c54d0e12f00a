import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite } from './db/pglite';
import type { Db } from './db/types';
import { DEMO_ACCOUNTS } from './seed';
import { DB_KINDS, TEST_PG_URL } from './test/harness';
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { freePort, startServerProcess, TSX_SERVER, type ServerProcess } from '../scripts/server-process.mjs';

const SERVER_START_TIMEOUT = 60_000;
// A start under load (tsx, PGlite's first open, migrations, seed) can take tens of seconds.
const SERVER_TEST_TIMEOUT = 3 * SERVER_START_TIMEOUT;

/**
 * `tsx server/main.ts` as `npm start` runs it, with only the given configuration in its environment;
 * ready once the whole banner is out (its last line: the database, or in development the last demo account).
 */
async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const last = DEMO_ACCOUNTS[DEMO_ACCOUNTS.length - 1].email.replace(/[.]/g, '\\.');
  const ready = env.NODE_ENV === 'production' ? /Databáza: .*\n/ : new RegExp(`${last} .*\n`);
  const server = await startServerProcess({ dataDir, env, ready, timeoutMs: SERVER_START_TIMEOUT });
  // As before the shared starter: a SIGTERM right at the banner of a restarted server can end it by the
  // signal (exit code null); to be found out (open issue), not hidden in the starter.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return server;
}

async function withPglite<T>(dataDir: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await openPglite(path.join(dataDir, 'pglite'));
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

const userEmails = (db: Db) =>
  db
    .query<{ email: string }>('SELECT email FROM users ORDER BY email')
    .then((rows) => rows.map((r) => r.email));

describe('server/main.ts', () => {
  const dataDirs: string[] = [];
  const freshDataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hry-main-'));
    dataDirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  describe('on an empty DATA_DIR', () => {
    let dataDir: string;
    let server: ServerProcess;
    beforeAll(async () => {
      dataDir = freshDataDir();
      server = await startServer(dataDir);
    }, SERVER_TEST_TIMEOUT);

    it('prints its address, the embedded database and the demo sign-in', () => {
      expect(server.output()).toContain(`beží na ${server.url}`);
      expect(server.output()).toContain(`PGlite v ${path.join(dataDir, 'pglite')}`);
      expect(server.output()).toContain('Demo dáta boli vytvorené.');
      for (const account of DEMO_ACCOUNTS) {
        expect(server.output()).toContain(`${account.email} / ${account.password}`);
      }
    });

    it('answers the API: no session yet is 401', async () => {
      const res = await fetch(`${server.url}api/webapp/session`);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ ok: false, err: 'unauthorized' });
    });

    it('signs in a demo account', async () => {
      const { email, password } = DEMO_ACCOUNTS[0];
      const res = await fetch(`${server.url}api/webapp/session`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      expect(await res.json()).toMatchObject({ ok: true, user: { email } });
    });

    it(
      'shuts down gracefully on SIGTERM with exit code 0',
      async () => {
        expect(await server.stop()).toBe(0);
        expect(server.output()).toContain('SIGTERM: ukončujem…');
      },
      SERVER_TEST_TIMEOUT,
    );

    it(
      'does not seed the demo data again on the next start',
      async () => {
        const before = await withPglite(dataDir, userEmails);
        expect(before).toEqual(expect.arrayContaining(DEMO_ACCOUNTS.map((a) => a.email)));
        const again = await startServer(dataDir);
        expect(again.output()).not.toContain('Demo dáta boli vytvorené.');
        expect(again.output()).toContain(`beží na ${again.url}`);
        expect(await again.stop()).toBe(0);
        expect(await withPglite(dataDir, userEmails)).toEqual(before);
      },
      SERVER_TEST_TIMEOUT,
    );
  });

  it(
    'in production seeds no demo data but creates the ADMIN_EMAIL administrator',
    async () => {
      const dataDir = freshDataDir();
      const admin = { email: 'sef@firma.sk', password: 'Silne-Heslo-2026' };
      const server = await startServer(dataDir, {
        NODE_ENV: 'production',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
      });
      expect(server.output()).toContain(`beží na ${server.url}`);
      expect(server.output()).toContain(`Administrátor ${admin.email} je pripravený.`);
      expect(server.output()).not.toContain('Demo');
      for (const account of DEMO_ACCOUNTS) expect(server.output()).not.toContain(account.email);

      const res = await fetch(`${server.url}api/webapp/session`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(admin),
      });
      const body = await res.json();
      expect(body).toMatchObject({ ok: true, user: { email: admin.email } });
      expect(body.user.perms).toEqual(expect.arrayContaining(['edit', 'switch_user']));
      expect(await server.stop()).toBe(0);

      expect(await withPglite(dataDir, userEmails)).toEqual([admin.email]);
    },
    SERVER_TEST_TIMEOUT,
  );

  it(
    'a first start: the ADMIN_EMAIL account signs in by a request sent the moment the port opens',
    async () => {
      // Only the order of events counts, not the machine's speed: the request goes out as soon as a
      // connection to the port succeeds (polled every 5 ms), while the demo data is still being written.
      const dataDir = freshDataDir();
      const admin = { email: 'prvy@firma.sk', password: 'Silne-Heslo-2026' };
      const port = await freePort();
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
      };
      for (const key of ['DATABASE_URL', 'NODE_ENV', 'WORKERS', 'DIST_DIR']) delete env[key];
      Object.assign(env, { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
      const child = spawn(TSX_SERVER[0], TSX_SERVER.slice(1), {
        cwd: path.resolve(import.meta.dirname, '..'),
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        const portOpen = async (): Promise<boolean> =>
          new Promise((resolve) => {
            const socket = connect(port, '127.0.0.1');
            socket.once('connect', () => resolve(true)).once('error', () => resolve(false));
            socket.once('connect', () => socket.destroy());
          });
        while (!(await portOpen())) {
          if (child.exitCode !== null) throw new Error(`Server skončil:\n${output}`);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        const bannerAtOpen = output.includes('beží na');
        const signIn = () =>
          fetch(`http://127.0.0.1:${port}/api/webapp/session`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(admin),
            signal: AbortSignal.timeout(SERVER_START_TIMEOUT),
          });
        const first = await signIn();
        const body = (await first.json()) as { ok: boolean; err?: string; message?: string };
        if (first.status === 503) {
          // A machine so slow that the start took over the 10 s wait: the documented refusal, never a
          // wrong answer, and the same sign-in succeeds once the server is ready.
          expect(body).toEqual({ ok: false, err: 'not_ready', message: expect.stringMatching(/spúšťa/) });
          expect(first.headers.get('retry-after')).toBe('2');
          while ((await fetch(`http://127.0.0.1:${port}/api/ready`)).status !== 200)
            await new Promise((resolve) => setTimeout(resolve, 100));
          expect(await (await signIn()).json()).toMatchObject({ ok: true, user: { email: admin.email } });
        } else {
          expect(first.status).toBe(200);
          expect(body).toMatchObject({ ok: true, user: { email: admin.email } });
        }
        // The request was answered after the start had finished: the server was not ready when it came.
        expect(bannerAtOpen, output).toBe(false);
        expect(output).toContain('Demo dáta boli vytvorené.');
      } finally {
        child.kill('SIGTERM');
        await exited;
      }
    },
    SERVER_TEST_TIMEOUT,
  );

  // Registered only where PostgreSQL is reachable; the harness makes it required when CI=true.
  if (DB_KINDS.includes('postgres')) {
    it(
      'starts and serves on PostgreSQL from DATABASE_URL',
      async () => {
        const database = `hry_main_${randomBytes(5).toString('hex')}`;
        const admin = new pg.Client({ connectionString: TEST_PG_URL });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${database}`);
        const databaseUrl = new URL(TEST_PG_URL);
        databaseUrl.pathname = `/${database}`;
        try {
          const dataDir = freshDataDir();
          const server = await startServer(dataDir, { DATABASE_URL: databaseUrl.toString() });
          expect(server.output()).toContain('Databáza: PostgreSQL (DATABASE_URL)');
          expect(server.output()).toContain('Demo dáta boli vytvorené.');
          const res = await fetch(`${server.url}api/webapp/session`);
          expect(res.status).toBe(401);
          expect(await server.stop()).toBe(0);

          const db = new pg.Client({ connectionString: databaseUrl.toString() });
          await db.connect();
          const { rows } = await db.query<{ email: string }>('SELECT email FROM users ORDER BY email');
          await db.end();
          expect(rows.map((r) => r.email)).toEqual(expect.arrayContaining(DEMO_ACCOUNTS.map((a) => a.email)));
        } finally {
          await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
          await admin.end();
        }
      },
      SERVER_TEST_TIMEOUT,
    );
  }
});
