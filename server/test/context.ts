import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Db } from '../db/types';
import { openTestDb, PASSWORD, type DbKind } from './databases';
import type { MailMessage } from '../services/platform/mail';
import type { ErrorLog } from '../http/errors';
import { assertRepliesMatchSchemas, checkReplySchemas } from './reply-schemas';

export { DB_KINDS, PASSWORD, postgresReachable, TEST_PG_URL, TEST_USERS, type DbKind } from './databases';

export interface TestContext {
  kind: DbKind;
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** Every mail the app sent, newest last. */
  mails: MailMessage[];
  /** PostgreSQL: the test database's connection string (a second server on the same data). */
  databaseUrl?: string;
}

export interface ContextOptions {
  /** Runs after the routes are registered and before app.ready() (e.g. a bench-only route). */
  beforeReady?: (app: FastifyInstance) => Promise<void>;
  /** Receives every 5xx the app logs (default: stderr). */
  errorLog?: ErrorLog;
}

export async function createTestContext(
  kind: DbKind,
  opts: ContextOptions = {},
): Promise<TestContext & { close(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hry-test-'));
  // Migrated, with the TEST_USERS: loaded from the suite's template (server/test/databases.ts).
  const db = await openTestDb(kind, 'users');
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    distDir: path.join(dataDir, 'no-dist'),
    // The suites simulate distinct clients with X-Forwarded-For (server/test/users.ts fromClient).
    trustProxy: true,
  };
  const mails: MailMessage[] = [];
  let app: FastifyInstance;
  try {
    app = await buildApp({
      db,
      config,
      mailer: { send: async (m) => void mails.push(m) },
      errorLog: opts.errorLog,
      // Enqueuing kicks the runner; the poll only picks up jobs left by another runner.
      jobs: { pollMs: 250, leaseMs: 5000 },
    });
    await opts.beforeReady?.(app);
    // Every JSON reply against its route's documented schema (server/test/reply-schemas.ts), in tests
    // (vitest sets VITEST); the benchmarks that use a test context (bench/) measure the app without it.
    if (process.env.VITEST) checkReplySchemas(app);
    await app.ready();
  } catch (error) {
    // A context that fails to start leaves no database behind (PostgreSQL's is dropped on close).
    await db.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  app.jobs.start();
  return {
    kind,
    app,
    db,
    config,
    mails,
    databaseUrl: db.url,
    async close() {
      await app.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
      // Replies no call() or afterEach reported yet (a suite outside describeApi).
      assertRepliesMatchSchemas(app);
    },
  };
}

export interface ApiResponse {
  status: number;
  body: Record<string, unknown> & { ok?: boolean; err?: string };
  headers: Record<string, unknown>;
  cookie?: string;
}

/** One call to /api/webapp/{path}; `cookie` is the session cookie header value, e.g. from signIn. */
export async function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  apiPath: string,
  opts: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse> {
  const res = await app.inject({
    method,
    url: `/api/webapp/${apiPath}`,
    headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers },
    ...(opts.body !== undefined ? { payload: opts.body as InjectOptions['payload'] } : {}),
  });
  assertRepliesMatchSchemas(app);
  const setCookie = res.cookies.find((c) => c.name === 'sid');
  let body: ApiResponse['body'] = {};
  try {
    body = res.json();
  } catch {
    body = {};
  }
  return {
    status: res.statusCode,
    body,
    headers: res.headers,
    cookie: setCookie ? `sid=${setCookie.value}` : undefined,
  };
}

/** Signs in through PUT session and returns the cookie header value. */
export async function signIn(app: FastifyInstance, email: string, password = PASSWORD): Promise<string> {
  const res = await call(app, 'PUT', 'session', { body: { email, password } });
  if (!res.body.ok || !res.cookie)
    throw new Error(`Prihlásenie ${email} zlyhalo: ${JSON.stringify(res.body)}`);
  return res.cookie;
}
