// The test suite's databases: every test context and database test starts from a migrated template
// instead of running the migrations again (issue 20, item 8).
// - PGlite: a fresh in-memory PGlite runs initdb (seconds), then the migrations. The template is made once
//   (all migrations, optionally the TEST_USERS), dumped as a tarball to node_modules/.cache/hry-test/ under
//   a key of everything that shapes it, and each database is loaded from that tarball.
// - PostgreSQL: a template database hry_test_<template>_<key>, made once under an advisory lock; each
//   database is `CREATE DATABASE … TEMPLATE` and is dropped when closed.
import { createHash, randomBytes } from 'node:crypto';
import { Blob as NodeBlob } from 'node:buffer';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Db } from '../db/types';
import { dumpPglite, openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { migrate } from '../db/migrate';
import { createAccount, type UserType } from '../services/auth/accounts';

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

export const PASSWORD = 'Heslo1234';

/** Users every API suite gets: admin (edit, switch_user, schemas), editor (edit), viewer (no perms). */
export const TEST_USERS = {
  admin: { email: 'admin@test.sk', type: 'administrator' as UserType },
  editor: { email: 'editor@test.sk', type: 'editor' as UserType },
  viewer: { email: 'viewer@test.sk', type: 'player' as UserType },
};

/** `migrated`: every migration, no rows; `users`: and the TEST_USERS with PASSWORD. */
export type Template = 'migrated' | 'users';

async function fill(db: Db, template: Template): Promise<void> {
  await migrate(db);
  if (template !== 'users') return;
  for (const u of Object.values(TEST_USERS)) {
    await createAccount(db, { email: u.email, password: PASSWORD, type: u.type, info: { name: u.email } });
  }
}

const ROOT = path.resolve(import.meta.dirname, '../..');
const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'hry-test');

/** What shapes a template: the migrations, the account code, this file and the PGlite version. */
const TEMPLATE_KEY = (() => {
  const hash = createHash('sha256');
  const migrations = path.join(ROOT, 'server/db/migrations');
  const files = [
    ...readdirSync(migrations)
      .sort()
      .map((f) => path.join(migrations, f)),
    path.join(ROOT, 'server/services/auth/accounts.ts'),
    path.join(ROOT, 'server/services/auth/passwords.ts'),
    path.join(ROOT, 'server/test/databases.ts'),
    path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json'),
  ];
  for (const file of files) hash.update(path.relative(ROOT, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 12);
})();

const unique = () => randomBytes(6).toString('hex');

/** The template's tarball, made by the first caller that finds none (written aside and renamed). */
async function pgliteTemplate(template: Template): Promise<Blob> {
  const file = path.join(CACHE_DIR, `pglite-${template}-${TEMPLATE_KEY}.tar`);
  if (!existsSync(file)) {
    const db = await openPglite();
    await fill(db, template);
    const dump = await dumpPglite(db);
    await db.close();
    mkdirSync(CACHE_DIR, { recursive: true });
    const part = `${file}.${unique()}.part`;
    writeFileSync(part, new Uint8Array(await dump.arrayBuffer()));
    renameSync(part, file);
  }
  // Node's Blob, also under jsdom (the component tests), whose Blob PGlite cannot read.
  return new NodeBlob([readFileSync(file)]) as unknown as Blob;
}

const databaseUrl = (name: string) => {
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

async function withAdmin<T>(fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end().catch(() => undefined);
  }
}

/** Per process: the name of the template database, once it exists. */
const postgresTemplates = new Map<Template, Promise<string>>();

function postgresTemplate(template: Template): Promise<string> {
  let made = postgresTemplates.get(template);
  if (!made) {
    made = withAdmin(async (admin) => {
      const name = `hry_test_${template}_${TEMPLATE_KEY}`;
      // Parallel test workers (and other checkouts on the same server) make each template once.
      await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
      try {
        const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (!found.rowCount) {
          // Made under another name and renamed: a half-made template is never cloned.
          const part = `${name}_${unique()}`;
          await admin.query(`CREATE DATABASE ${part}`);
          const db = await openPostgres(databaseUrl(part));
          try {
            await fill(db, template);
          } finally {
            await db.close();
          }
          await admin.query(`ALTER DATABASE ${part} RENAME TO ${name}`);
        }
      } finally {
        await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
      }
      return name;
    });
    made.catch(() => postgresTemplates.delete(template));
    postgresTemplates.set(template, made);
  }
  return made;
}

/** A test database; `url`: PostgreSQL's connection string (for a second connection, e.g. a second server). */
export type TestDb = Db & { url?: string };

/** A database of its own, migrated (and with the TEST_USERS for `users`); closing it drops it. */
export async function openTestDb(kind: DbKind, template: Template = 'migrated'): Promise<TestDb> {
  if (kind === 'pglite') return openPglite(undefined, { loadDataDir: await pgliteTemplate(template) });
  const source = await postgresTemplate(template);
  const name = `t_${unique()}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${source}`));
  const url = databaseUrl(name);
  const db = await openPostgres(url);
  return {
    ...db,
    url,
    async close() {
      await db.close();
      await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
