// The real server as its own process for the benches (`node --import tsx server/main.ts`): the load
// generator must not share the server's event loop, or the generator's own work decides the latencies.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { TEST_PG_URL } from '../server/test/harness';
import { startServerProcess, type ServerProcess } from '../scripts/server-process.mjs';

export type { ServerProcess };

/** Starts the server (scripts/server-process.mjs) on a free port with the given data place; waits until it serves. */
export function startServer(opts: {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  return startServerProcess({
    dataDir: opts.dataDir,
    env: { DATABASE_URL: opts.databaseUrl, NODE_ENV: 'development', ...opts.env },
  });
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
