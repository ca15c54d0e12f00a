// npm run backup / restore, spawned as a person would run them (issue 25 item 1): the scheduled backup of
// a running PGlite server (BACKUP_DIR), a backup through that server's API, a restore into an empty folder
// and the refusals; kill -9 during backups leaves the finished archives intact and no half archive with a
// backup's name.
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startServerProcess } from '../../scripts/server-process.mjs';
import { spawnCli, tempDirs } from '../test/cli-process';
import { DB_KINDS, TEST_PG_URL } from '../test/databases';
import { openArchive, type BackupManifest } from '../services/backup/archive';
import { BACKUP_NAME } from '../services/backup/backup';

const temp = tempDirs('hry-backup-cli-');
const cli = (args: string[], env: Record<string, string>) => spawnCli('backup.ts', args, env, ['BACKUP_DIR']);
const run = (args: string[], env: Record<string, string>) => cli(args, env).done;

const archives = (dir: string) => readdirSync(dir).filter((n) => BACKUP_NAME.test(n));
const manifestOf = (file: string): BackupManifest => openArchive(readFileSync(file)).manifest;
const counts = (m: BackupManifest) =>
  Object.fromEntries(m.tables.filter((t) => t.name !== 'jobs').map((t) => [t.name, t.rows]));

/** The archive the first test made through the server (the PostgreSQL test restores it). */
let archiveFile: string | undefined;

describe('npm run backup / restore', () => {
  it('scheduled, through a running server, restored into an empty folder; refusals', async () => {
    const dataDir = temp();
    const backupDir = temp();
    const admin = { ADMIN_EMAIL: 'zaloha@hry.sk', ADMIN_PASSWORD: 'Zaloha-2026!' };
    const server = await startServerProcess({
      dataDir,
      env: { ...admin, NODE_ENV: 'test', BACKUP_DIR: backupDir, BACKUP_EVERY: '24h', BACKUP_KEEP: '3' },
    });
    let viaApi: string;
    try {
      // The scheduled backup runs at start (none within BACKUP_EVERY).
      for (let k = 0; k < 600 && !archives(backupDir).length; k++)
        await new Promise((r) => setTimeout(r, 100));
      expect(archives(backupDir)).toHaveLength(1);
      expect(manifestOf(path.join(backupDir, archives(backupDir)[0])).tables.length).toBeGreaterThan(10);

      const env = { DATA_DIR: dataDir, PORT: String(server.port) };
      const refused = await run(['backup', temp()], env);
      expect(refused.code).toBe(1);
      expect(refused.out).toContain('nastavte ADMIN_EMAIL a ADMIN_PASSWORD');
      const out = temp();
      const made = await run(['backup', out], { ...env, ...admin });
      expect(made.out).toMatch(
        /Záloha \(server http:\/\/127\.0\.0\.1:\d+\) je zapísaná do .*hry-backup-.*\.zip/,
      );
      expect(made.code).toBe(0);
      viaApi = path.join(out, archives(out)[0]);
    } finally {
      await server.stop();
    }
    archiveFile = viaApi;
    const original = manifestOf(viaApi);
    expect(counts(original).users).toBeGreaterThan(3);

    const target = temp();
    const restored = await run(['restore', viaApi], { DATA_DIR: target });
    expect(restored.out).toContain('je obnovená (PGlite v');
    expect(restored.code).toBe(0);
    const again = await run(['restore', viaApi], { DATA_DIR: target });
    expect(again.code).toBe(1);
    expect(again.out).toContain('nie je prázdny');

    // A backup of the restored folder (no server) holds the same rows and files.
    const out2 = temp();
    expect((await run(['backup', out2], { DATA_DIR: target, PORT: '1' })).code).toBe(0);
    const copy = manifestOf(path.join(out2, archives(out2)[0]));
    expect(counts(copy)).toEqual(counts(original));
    const files = (m: BackupManifest) =>
      Object.fromEntries(Object.entries(m.entries).filter(([name]) => !name.startsWith('db/')));
    expect(files(copy)).toEqual(files(original));

    // A damaged archive is refused and leaves the folder empty.
    const damaged = path.join(temp(), 'poskodena.zip');
    const bytes = readFileSync(viaApi);
    bytes[Math.floor(bytes.length / 3)] ^= 0x55;
    writeFileSync(damaged, bytes);
    const empty = temp();
    const bad = await run(['restore', damaged], { DATA_DIR: empty });
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/poškoden|Kontrolný súčet/);
    expect(readdirSync(empty)).toEqual([]);
  }, 600_000);

  it.runIf(DB_KINDS.includes('postgres'))(
    'restores a PGlite backup into PostgreSQL and backs PostgreSQL up',
    async () => {
      expect(archiveFile).toBeDefined();
      const name = `hry_backup_cli_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: TEST_PG_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      try {
        const url = new URL(TEST_PG_URL);
        url.pathname = `/${name}`;
        const env = { DATABASE_URL: url.toString(), DATA_DIR: temp() };
        const restored = await run(['restore', archiveFile!], env);
        expect(restored.out).toContain('je obnovená (databáza PostgreSQL)');
        expect((await run(['restore', archiveFile!], { ...env, DATA_DIR: temp() })).out).toContain(
          'Databáza nie je prázdna',
        );
        const out = temp();
        const made = await run(['backup', out], env);
        expect(made.out).toContain('Záloha (databáza PostgreSQL) je zapísaná');
        const copy = manifestOf(path.join(out, archives(out)[0]));
        expect(copy.source).toBe('postgres');
        expect(counts(copy)).toEqual(counts(manifestOf(archiveFile!)));
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    120_000,
  );

  it('kill -9 during backups: the finished archives stay whole, no half archive has a backup name', async () => {
    const dataDir = temp();
    const server = await startServerProcess({ dataDir, env: { NODE_ENV: 'test' } });
    await server.stop();
    const dir = temp();
    const env = { DATA_DIR: dataDir, PORT: '1' };
    const t0 = Date.now();
    expect((await run(['backup', dir], env)).code).toBe(0);
    const full = Date.now() - t0;
    // Killed while reading the tables and while writing the archive.
    for (const fraction of [0.6, 0.95]) {
      const { child, done } = cli(['backup', dir], env);
      await new Promise((r) => setTimeout(r, Math.floor(full * fraction)));
      child.kill('SIGKILL');
      await done;
    }
    expect((await run(['backup', dir], env)).code).toBe(0);
    const names = readdirSync(dir);
    const whole = archives(dir);
    expect(whole.length).toBeGreaterThanOrEqual(2);
    for (const name of whole) expect(() => openArchive(readFileSync(path.join(dir, name)))).not.toThrow();
    // Anything else is a temporary file, never a name a restore or BACKUP_KEEP would take for a backup.
    for (const name of names.filter((n) => !whole.includes(n))) expect(name).toMatch(/\.part$/);
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
  }, 600_000);
});
