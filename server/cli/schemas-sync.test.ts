// npm run schemas:pull / schemas:push: on a PGlite data folder with no server, through the API of a server
// that holds the PGlite database, and on PostgreSQL. Each case spawns the CLI once as a person would run
// it; its other steps call the same function in this process (a tsx process costs seconds to start).
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { DB_KINDS, TEST_PG_URL } from '../test/harness';
import { freePort, startServerProcess } from '../../scripts/server-process.mjs';
import { cliEnv, spawnCli, tempDirs } from '../test/cli-process';
import { schemasSync } from './schemas-sync-run';

const temp = tempDirs('hry-schemas-sync-');
const unset = ['SCHEMAS_DIR'];
/** The CLI in its own process (tsx server/cli/schemas-sync.ts …). */
const spawnSyncCli = (args: string[], env: Record<string, string>) =>
  spawnCli('schemas-sync.ts', args, env, unset).done;

/** The CLI's function in this process, its output collected as the process would print it. */
async function run(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string }> {
  let out = '';
  const print = (line: string) => (out += `${line}\n`);
  const code = await schemasSync(args, cliEnv(env, unset), { log: print, error: print });
  return { code, out };
}

/** Adds a 'teamSize' field to the user form of a pulled folder. */
function addTeamSize(dir: string): void {
  const file = path.join(dir, 'user.json');
  const user = JSON.parse(readFileSync(file, 'utf8'));
  user.fields.push({ id: 'teamSize', type: 'int', label: 'Počet hráčov', min: 2, max: 12 });
  writeFileSync(file, JSON.stringify(user, null, 2));
}

const userForm = (dir: string) => readFileSync(path.join(dir, 'user.json'), 'utf8');

describe('schemas:pull and schemas:push', () => {
  it('on a PGlite data folder without a server: pull, change, push, pull again', async () => {
    const env = { DATA_DIR: temp(), PORT: String(await freePort()) };
    const first = temp();
    const pulled = await spawnSyncCli(['pull', first], env);
    expect(pulled.out).toMatch(/Verzia 1 \(PGlite v .*\) je zapísaná/);
    expect(pulled.code).toBe(0);
    expect(userForm(first)).not.toContain('teamSize');
    expect(readFileSync(path.join(first, 'codelists', 'country.json'), 'utf8')).toContain('Slovensko');

    const same = await run(['push', first], env);
    expect(same.out).toContain('sú rovnaké ako verzia 1; nič sa nezverejnilo');

    addTeamSize(first);
    const pushed = await run(['push', first, '--note', 'Počet hráčov'], env);
    expect(pushed.out).toContain('Zverejnená verzia 2');
    expect(pushed.code).toBe(0);
    const second = temp();
    await run(['pull', second], env);
    expect(userForm(second)).toContain('teamSize');

    const broken = JSON.parse(userForm(second));
    broken.fields.at(-1).type = 'cislo';
    writeFileSync(path.join(second, 'user.json'), JSON.stringify(broken));
    const refused = await run(['push', second], env);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/user\.json: pole „teamSize“/);
    expect(refused.out).not.toMatch(/\n\s+at .+[:(]\d+/);
  }, 120_000);

  it('through the API of a running server that holds the PGlite database', async () => {
    const dataDir = temp();
    const admin = { ADMIN_EMAIL: 'schemy@hry.sk', ADMIN_PASSWORD: 'Schemy-2026!' };
    const server = await startServerProcess({ dataDir, env: { ...admin, NODE_ENV: 'test' } });
    try {
      const env = { DATA_DIR: dataDir, PORT: String(server.port) };
      const withoutAdmin = await spawnSyncCli(['pull', temp()], env);
      expect(withoutAdmin.code).toBe(1);
      expect(withoutAdmin.out).toContain('nastavte ADMIN_EMAIL a ADMIN_PASSWORD');

      const folder = temp();
      const pulled = await run(['pull', folder], { ...env, ...admin });
      expect(pulled.out).toMatch(/Verzia 1 \(server http:\/\/127\.0\.0\.1:\d+\)/);
      addTeamSize(folder);
      const pushed = await run(['push', folder], { ...env, ...admin });
      expect(pushed.out).toContain('Zverejnená verzia 2 (server');
      const check = temp();
      await run(['pull', check], { ...env, ...admin });
      expect(userForm(check)).toContain('teamSize');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 180_000);

  it.runIf(DB_KINDS.includes('postgres'))(
    'on PostgreSQL',
    async () => {
      const name = `hry_schemas_sync_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: TEST_PG_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      try {
        const url = new URL(TEST_PG_URL);
        url.pathname = `/${name}`;
        const env = { DATABASE_URL: url.toString(), DATA_DIR: temp() };
        const folder = temp();
        expect((await spawnSyncCli(['pull', folder], env)).out).toMatch(/Verzia 1 \(databáza PostgreSQL\)/);
        addTeamSize(folder);
        expect((await run(['push', folder], env)).out).toContain('Zverejnená verzia 2 (databáza PostgreSQL)');
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    120_000,
  );
});
