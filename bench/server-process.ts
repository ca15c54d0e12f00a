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

/** A bench part's server: the running process and a restart on the same data (the previous one stopped). */
export interface BenchServer {
  current: ServerProcess;
  /** Stops the server (to reach PGlite's data, which has one owner at a time). */
  stop(): Promise<void>;
  restart(): Promise<ServerProcess>;
}

/**
 * Runs `part` once per database kind, each on a fresh target with the server started on it (PostgreSQL
 * skipped when unreachable); stops the server and disposes of the target afterwards, then exits the
 * process with 0 when every part met its target.
 */
export async function benchEachKind(
  kinds: ('pglite' | 'postgres')[],
  part: (
    kind: 'pglite' | 'postgres',
    server: BenchServer,
    target: { dataDir: string; databaseUrl?: string },
  ) => Promise<boolean>,
): Promise<never> {
  let good = true;
  for (const kind of kinds) {
    const target = await freshTarget(kind);
    if (!target) {
      console.log(`postgres: preskočené, ${TEST_PG_URL} nie je dostupný`);
      continue;
    }
    let running: ServerProcess | undefined;
    try {
      running = await startServer(target);
      const server: BenchServer = {
        current: running,
        async stop() {
          await running?.stop();
          running = undefined;
        },
        async restart() {
          await running?.stop();
          running = undefined;
          running = server.current = await startServer(target);
          return running;
        },
      };
      good = (await part(kind, server, target)) && good;
    } finally {
      await running?.stop();
      await target.dispose();
    }
  }
  process.exit(good ? 0 : 1);
}
