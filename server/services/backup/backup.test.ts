// Backup and restore (issue 25 item 1): the demo data with its images backed up from PGlite, restored into
// a fresh PGlite and into PostgreSQL, every table and file compared; a backup taken under write load is
// consistent at one moment; damaged, newer and non-empty cases are refused before anything is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { Db } from '../../db/types';
import { loadConfig } from '../../config';
import { prepareData } from '../../seed';
import { DB_KINDS, openTestDb } from '../../test/databases';
import { BackupError, MANIFEST, openArchive, type BackupManifest } from './archive';
import { backupFileName, createBackup, listFiles, pruneBackups, writeArchiveFile } from './backup';
import { restoreBackup } from './restore';
import { backupScheduleFromEnv, enqueueBackupIfDue, parseEvery } from './schedule';
import { JobRunner } from '../platform/jobs';
import { registerJobKinds } from '../../background';
import { getForms } from '../records/forms';
import { RecordChanges } from '../records/record-changes';
import { productTables, quoteIdent } from './tables';

const temps: string[] = [];
const temp = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hry-backup-test-'));
  temps.push(dir);
  return dir;
};
const opened: Db[] = [];
async function fresh(kind: 'pglite' | 'postgres'): Promise<Db> {
  const db = await openTestDb(kind, 'migrated');
  opened.push(db);
  return db;
}
afterAll(async () => {
  for (const db of opened) await db.close().catch(() => undefined);
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/** Every table as text lines (all columns, generated ones too), in primary key order, times in UTC. */
async function tableDump(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  await db.tx(async (t) => {
    await t.query(`SET LOCAL TimeZone = 'UTC'`);
    for (const table of await productTables(t)) {
      const order = table.primaryKey.length ? `ORDER BY ${table.primaryKey.map(quoteIdent).join(', ')}` : '';
      const rows = await t.query<{ j: string }>(
        `SELECT row_to_json(r)::text AS j FROM ${quoteIdent(table.name)} r ${order}`,
      );
      out[table.name] = rows.map((r) => r.j);
    }
  });
  return out;
}

const filesOf = (dataDir: string) =>
  Object.fromEntries(
    ['files', 'outbox'].flatMap((folder) =>
      listFiles(path.join(dataDir, folder)).map((rel) => [
        `${folder}/${rel}`,
        readFileSync(path.join(dataDir, folder, rel)).toString('base64'),
      ]),
    ),
  );

let source: Db;
let sourceDir: string;
let archive: Uint8Array;
let manifest: BackupManifest;

beforeAll(async () => {
  source = await fresh('pglite');
  sourceDir = temp();
  await prepareData(source, loadConfig({ DATA_DIR: sourceDir }), () => undefined);
  // A mail in the outbox, and a session (not backed up).
  const outbox = path.join(sourceDir, 'outbox');
  mkdirSync(outbox, { recursive: true });
  writeFileSync(path.join(outbox, '1-abc.eml'), 'Subject: Aktivácia\r\n\r\nodkaz');
  await source.query(
    `INSERT INTO sessions (id_hash, user_id, expires_at) SELECT 'backup-test', min(id), now() + interval '1 day' FROM users`,
  );
  ({ bytes: archive, manifest } = await createBackup(source, { dataDir: sourceDir }));
}, 120_000);

describe('backup', () => {
  it('has a manifest with the migrations, the row counts and a checksum of every entry', async () => {
    expect(manifest.migrations.length).toBeGreaterThan(10);
    expect(manifest.source).toBe('pglite');
    const users = manifest.tables.find((t) => t.name === 'users')!;
    expect(users.rows).toBe(
      Number((await source.one<{ n: number }>('SELECT count(*)::int AS n FROM users'))!.n),
    );
    expect(manifest.tables.map((t) => t.name)).not.toContain('sessions');
    // parents first: users before variants, games before variants, variants before levels
    const at = (name: string) => manifest.tables.findIndex((t) => t.name === name);
    expect(at('users')).toBeLessThan(at('variants'));
    expect(at('games')).toBeLessThan(at('variants'));
    expect(at('variants')).toBeLessThan(at('levels'));
    expect(manifest.files).toBeGreaterThan(20); // the demo images and the mail
    expect(manifest.entries['outbox/1-abc.eml'].sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(openArchive(archive).manifest.entries).toEqual(manifest.entries);
  });

  it('restores into a fresh PGlite and into PostgreSQL: every table and file equal', async () => {
    const expected = await tableDump(source);
    const expectedFiles = filesOf(sourceDir);
    for (const kind of DB_KINDS) {
      const target = await fresh(kind);
      const dir = temp();
      const result = await restoreBackup(target, archive, { dataDir: dir });
      expect(result.files).toBe(manifest.files);
      const restored = await tableDump(target);
      for (const table of Object.keys(expected))
        expect([kind, table, restored[table]]).toEqual([kind, table, expected[table]]);
      expect(Object.keys(restored).sort()).toEqual(Object.keys(expected).sort());
      expect(filesOf(dir)).toEqual(expectedFiles);
      // The sequences go on after the restored ids.
      const next = await target.one<{ id: number }>(
        `INSERT INTO games (name) VALUES ('Po obnove') RETURNING id`,
      );
      const max = await source.one<{ m: number }>('SELECT max(id)::int AS m FROM games');
      expect(Number(next!.id)).toBeGreaterThan(Number(max!.m));
      expect(await target.one('SELECT 1 FROM sessions')).toBeUndefined();
    }
  }, 180_000);

  it('is consistent at one moment while writers commit', async () => {
    const db = await fresh('pglite');
    const dir = temp();
    let stop = false;
    let writes = 0;
    // Each write inserts a user and its token in one transaction: a backup that read users and
    // account_tokens at different moments would hold a token without its user (the restore would fail).
    const writer = (async () => {
      while (!stop) {
        await db.tx(async (t) => {
          const u = await t.one<{ id: number }>(
            `INSERT INTO users (email, password_hash, type, status) VALUES ($1, 'x', 'player', 'active') RETURNING id`,
            [`zataz-${writes}@hry.sk`],
          );
          await t.query(
            `INSERT INTO account_tokens (token_hash, user_id, kind, expires_at) VALUES ($1, $2, 'activate', now() + interval '1 day')`,
            [`tok-${writes}`, u!.id],
          );
        });
        writes++;
        await new Promise((r) => setImmediate(r));
      }
    })();
    const backups = [];
    for (let k = 0; k < 3; k++) {
      await new Promise((r) => setTimeout(r, 30));
      backups.push(await createBackup(db, { dataDir: dir }));
    }
    stop = true;
    await writer;
    expect(writes).toBeGreaterThan(3);
    for (const b of backups) {
      const users = b.manifest.tables.find((t) => t.name === 'users')!.rows;
      const tokens = b.manifest.tables.find((t) => t.name === 'account_tokens')!.rows;
      expect(tokens).toBe(users);
    }
    const target = await fresh(DB_KINDS.at(-1)!);
    const last = backups.at(-1)!;
    await restoreBackup(target, last.bytes, { dataDir: temp() });
    const n = await target.one<{ n: number }>('SELECT count(*)::int AS n FROM account_tokens');
    expect(Number(n!.n)).toBe(last.manifest.tables.find((t) => t.name === 'account_tokens')!.rows);
  }, 120_000);
});

describe('restore refuses', () => {
  const code = async (run: () => Promise<unknown>) => {
    try {
      await run();
      return 'restored';
    } catch (error) {
      if (error instanceof BackupError) return error.code;
      throw error;
    }
  };

  it('a damaged archive (a changed byte, a changed entry, a cut file) before writing anything', async () => {
    const target = await fresh('pglite');
    const dir = temp();
    const flipped = archive.slice();
    flipped[Math.floor(flipped.length / 2)] ^= 0xff;
    expect(await code(() => restoreBackup(target, flipped, { dataDir: dir }))).toBe('damaged');
    expect(
      await code(() => restoreBackup(target, archive.slice(0, archive.length - 100), { dataDir: dir })),
    ).toBe('damaged');
    // A consistent zip whose table file no longer matches its checksum.
    const files = unzipSync(archive);
    files['db/users.jsonl'] = strToU8(
      strFromU8(files['db/users.jsonl']).replace('admin@hry.sk', 'zly@hry.sk'),
    );
    expect(await code(() => restoreBackup(target, zipSync(files), { dataDir: dir }))).toBe('damaged');
    expect(readdirSync(dir)).toEqual([]);
    expect(await target.one('SELECT 1 FROM users')).toBeUndefined();
  });

  it('an archive of a newer version (a migration this code does not know)', async () => {
    const files = unzipSync(archive);
    const m = JSON.parse(strFromU8(files[MANIFEST])) as BackupManifest;
    m.migrations.push('999_future.sql');
    files[MANIFEST] = strToU8(JSON.stringify(m));
    const target = await fresh('pglite');
    expect(await code(() => restoreBackup(target, zipSync(files), { dataDir: temp() }))).toBe('newer');
  });

  it('a database or a DATA_DIR that is not empty', async () => {
    expect(await code(() => restoreBackup(source, archive, { dataDir: temp() }))).toBe('not_empty');
    const target = await fresh('pglite');
    expect(await code(() => restoreBackup(target, archive, { dataDir: sourceDir }))).toBe('not_empty');
    expect(await target.one('SELECT 1 FROM users')).toBeUndefined();
  });
});

describe('backup files', () => {
  it('are written under a temporary name and renamed; the oldest beyond BACKUP_KEEP are removed', async () => {
    const dir = temp();
    const names = [];
    for (let k = 0; k < 4; k++) {
      const file = await writeArchiveFile(
        path.join(dir, backupFileName(new Date(Date.UTC(2026, 0, 1, 0, 0, k)))),
        archive,
      );
      names.push(path.basename(file));
    }
    writeFileSync(path.join(dir, `${names[3]}.abcd.part`), 'half');
    expect(readdirSync(dir).filter((n) => n.endsWith('.zip'))).toHaveLength(4);
    const removed = await pruneBackups(dir, 2);
    expect(removed).toEqual(names.slice(0, 2));
    expect(readdirSync(dir).sort()).toEqual([...names.slice(2), `${names[3]}.abcd.part`].sort());
    expect(existsSync(path.join(dir, names[3]))).toBe(true);
    expect(openArchive(readFileSync(path.join(dir, names[3]))).manifest.createdAt).toBe(manifest.createdAt);
  });
});

describe('scheduled backup', () => {
  it('enqueues one due run; the job writes an archive into BACKUP_DIR and keeps BACKUP_KEEP', async () => {
    for (const kind of DB_KINDS) {
      const db = await fresh(kind);
      const dir = temp();
      const schedule = { dir, everyMs: 3600_000, keep: 1 };
      expect(await enqueueBackupIfDue(db, schedule, sourceDir)).toBe(true);
      expect(await enqueueBackupIfDue(db, schedule, sourceDir)).toBe(false); // one is waiting
      const runner = registerJobKinds(new JobRunner(db), {
        config: loadConfig({ DATA_DIR: temp() }),
        forms: () => getForms(),
        report: new RecordChanges().reporter(null),
      });
      expect(await runner.runOnce()).toBe(true);
      const job = await db.one<{ status: string; result: { file: string } }>(
        `SELECT status, result FROM jobs WHERE kind = 'backup'`,
      );
      expect([kind, job!.status]).toEqual([kind, 'done']);
      const own = openArchive(readFileSync(job!.result.file));
      expect(own.manifest.files).toBe(manifest.files);
      // The archive holds its own job as running; a restore does not resume it (it names this machine's folders).
      expect(strFromU8(own.entries.get('db/jobs.jsonl')!)).toMatch(
        /"kind":"backup","[^\n]*"status":"running"/,
      );
      const restored = await fresh(kind);
      await restoreBackup(restored, readFileSync(job!.result.file), { dataDir: temp() });
      expect(await restored.one(`SELECT 1 FROM jobs WHERE kind = 'backup'`)).toBeUndefined();
      expect(await enqueueBackupIfDue(db, schedule, sourceDir)).toBe(false); // done within the interval
      expect(await enqueueBackupIfDue(db, { ...schedule, everyMs: 1 }, sourceDir)).toBe(true);
      await new Promise((r) => setTimeout(r, 1100)); // a new second: a new name
      expect(await runner.runOnce()).toBe(true);
      expect(readdirSync(dir).filter((n) => n.endsWith('.zip'))).toHaveLength(1); // BACKUP_KEEP=1
    }
  }, 120_000);

  it('reads BACKUP_DIR, BACKUP_EVERY and BACKUP_KEEP', () => {
    expect(backupScheduleFromEnv({})).toBeUndefined();
    expect(backupScheduleFromEnv({ BACKUP_DIR: '/z' })).toEqual({ dir: '/z', everyMs: 86_400_000, keep: 7 });
    expect(backupScheduleFromEnv({ BACKUP_DIR: '/z', BACKUP_EVERY: '30m', BACKUP_KEEP: '0' })).toEqual({
      dir: '/z',
      everyMs: 1_800_000,
      keep: 0,
    });
    expect(parseEvery('7d')).toBe(7 * 86_400_000);
    expect(() => parseEvery('denne')).toThrow(/BACKUP_EVERY/);
    expect(() => backupScheduleFromEnv({ BACKUP_DIR: '/z', BACKUP_KEEP: '-1' })).toThrow(/BACKUP_KEEP/);
  });
});
