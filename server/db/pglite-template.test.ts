// The first start on a new folder (issue 25 item 7): a new PGlite folder is a copy of the migrated template.
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb } from './index';
import { migrationFiles } from './migrate';
import { ensureStartTemplate, startFromTemplate, startTemplateDir } from './pglite-template';

const temps: string[] = [];
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const temp = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hry-template-'));
  temps.push(dir);
  return dir;
};

describe('PGlite start template', () => {
  it('is made once under a key of the migrations; a new folder starts migrated from a copy', async () => {
    const template = await ensureStartTemplate();
    expect(template).toBe(startTemplateDir());
    expect(existsSync(path.join(template, 'PG_VERSION'))).toBe(true);
    const dataDir = temp();
    const db = await openDb({ dataDir });
    try {
      const applied = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
      expect(applied.map((r) => r.name)).toEqual(migrationFiles());
      expect(await db.one('SELECT 1 FROM users')).toBeUndefined();
      await db.query(`INSERT INTO games (name) VALUES ('Len v tomto priečinku')`);
    } finally {
      await db.close();
    }
    // The template is untouched by the copy's writes.
    const other = await openDb({ dataDir: temp() });
    try {
      expect(await other.one('SELECT 1 FROM games')).toBeUndefined();
    } finally {
      await other.close();
    }
  }, 120_000);

  it('leaves a folder that is not empty alone', async () => {
    const dir = path.join(temp(), 'pglite');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'cudzi'), 'x');
    expect(await startFromTemplate(dir)).toBe(false);
    expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(false);
  });
});
