import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Db } from '../db/types';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { migrate } from '../db/migrate';
import { createAccount, type UserType } from '../services/auth/accounts';
import type { MailMessage } from '../services/platform/mail';
import type { ErrorLog } from '../http/errors';

export const TEST_PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const pgAvailable = await postgresReachable();
if (!pgAvailable) {
  if (process.env.CI === 'true') {
    throw new Error(
      `CI=true, ale PostgreSQL na ${TEST_PG_URL} nie je dostupný: API testy na PostgreSQL sú povinné.`,
    );
  }
  console.warn(`PostgreSQL na ${TEST_PG_URL} nie je dostupný: API testy bežia len na PGlite.`);
}

export type DbKind = 'pglite' | 'postgres';
export const DB_KINDS: DbKind[] = pgAvailable ? ['pglite', 'postgres'] : ['pglite'];

export interface TestContext {
  kind: DbKind;
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** Every mail the app sent, newest last. */
  mails: MailMessage[];
}

export const PASSWORD = 'Heslo1234';

/** Users every API suite gets: admin (edit + switch_user), editor (edit), viewer (no perms). */
export const TEST_USERS = {
  admin: { email: 'admin@test.sk', type: 'administrator' as UserType },
  editor: { email: 'editor@test.sk', type: 'editor' as UserType },
  viewer: { email: 'viewer@test.sk', type: 'player' as UserType },
};

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
  const db =
    kind === 'pglite'
      ? await openPglite()
      : await openPostgres(TEST_PG_URL, `t_${randomBytes(6).toString('hex')}`);
  await migrate(db);
  for (const u of Object.values(TEST_USERS)) {
    await createAccount(db, { email: u.email, password: PASSWORD, type: u.type, info: { name: u.email } });
  }
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    distDir: path.join(dataDir, 'no-dist'),
    // The suites simulate distinct clients with X-Forwarded-For (server/test/users.ts fromClient).
    trustProxy: true,
  };
  const mails: MailMessage[] = [];
  const app = await buildApp({
    db,
    config,
    mailer: { send: async (m) => void mails.push(m) },
    errorLog: opts.errorLog,
    // Enqueuing kicks the runner; the poll only picks up jobs left by another runner.
    jobs: { pollMs: 250, leaseMs: 5000 },
  });
  await opts.beforeReady?.(app);
  await app.ready();
  app.jobs.start();
  return {
    kind,
    app,
    db,
    config,
    mails,
    async close() {
      await app.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
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
