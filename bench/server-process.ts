// The real server as its own process for the benches (`node --import tsx server/main.ts`): the load
// generator must not share the server's event loop, or the generator's own work decides the latencies.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { TEST_PG_URL } from '../server/test/harness';
import { freePort } from '../server/test/free-port';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ServerProcess {
  /** http://127.0.0.1:port/api/webapp/ */
  base: string;
  child: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
  /** SIGTERM and wait for the exit (SIGKILL after 20 s). */
  stop(): Promise<void>;
}

/** Starts the server on a free port with a fresh data directory and waits until it answers. */
export async function startServer(opts: {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/api/webapp/`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      DATABASE_URL: opts.databaseUrl ?? '',
      NODE_ENV: 'development',
      LOG_REQUESTS: '',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const server: ServerProcess = {
    base,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const kill = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await gone;
      clearTimeout(kill);
    },
  };
  const deadline = performance.now() + 120_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server skončil pri štarte:\n${output}`);
    try {
      const res = await fetch(`${base}session`);
      if (res.status < 500) return server;
    } catch {
      /* not listening yet */
    }
    await sleep(100);
  }
  await server.stop();
  throw new Error(`server neodpovedá do 120 s:\n${output}`);
}

/** Signs in with e-mail and password; returns the `sid=…` cookie. */
export async function signInAs(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}session`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!res.ok || !cookie) throw new Error(`prihlásenie zlyhalo: ${res.status} ${await res.text()}`);
  return cookie.split(';')[0];
}

/**
 * A fresh place for the server's data: a temporary directory and, for PostgreSQL, a new database on
 * the test server (dropped by `dispose`). Undefined when PostgreSQL is asked for and unreachable.
 */
export async function freshTarget(
  kind: 'pglite' | 'postgres',
): Promise<{ dataDir: string; databaseUrl?: string; dispose(): Promise<void> } | undefined> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `hry-bench-${kind}-`));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') return { dataDir, dispose: async () => removeDir() };
  const admin = new pg.Client({ connectionString: TEST_PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    removeDir();
    await admin.end().catch(() => undefined);
    return undefined;
  }
  const name = `hry_bench_${Date.now().toString(36)}_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    async dispose() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await admin.end().catch(() => undefined);
      removeDir();
    },
  };
}
