// Migration 250: the position fields (level 'position', variant 'start') reach a database whose version
// in force was published on top of the files (studio, CLI, rollback), as a new version of source
// 'migration' that keeps the rest of that version; a version of the files is left to the start-up.
import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate';
import type { Db } from '../../db/types';
import { DB_KINDS, openTestDb, type TestDb } from '../../test/databases';
import { rootPath } from '../../paths';
import type { SchemaFiles } from '../../../schemas/loader';
import { formsFromFiles, readSchemaDir } from '../records/forms';
import { recordShippedSchemas } from './runtime';
import { currentVersion, insertVersion } from './versions';

const MIGRATION = '250_geo_positions.sql';

type FieldJson = { id: string; type: string; fields?: FieldJson[]; [key: string]: unknown };
type FormJson = { sections?: { id: string }[]; fields: FieldJson[]; [key: string]: unknown };

function shipped(): SchemaFiles {
  const read = readSchemaDir(rootPath('schemas'));
  return { forms: read.forms, codelists: read.codelists } as SchemaFiles;
}

const formOf = (files: SchemaFiles, name: string) => files.forms[name] as unknown as FormJson;

/** The shipped files as they were before the position fields, with a field a studio added to the level. */
function studioFiles(): SchemaFiles {
  const files = structuredClone(shipped());
  const level = formOf(files, 'level');
  level.fields = level.fields.filter((f) => f.id !== 'position');
  level.fields.push({ id: 'studioNote', type: 'str', label: 'Poznámka štúdia', section: 'content' });
  const variant = formOf(files, 'variant');
  variant.fields = variant.fields.filter((f) => f.id !== 'start');
  return files;
}

async function rerunMigration(db: Db): Promise<void> {
  await db.query('DELETE FROM schema_migrations WHERE name = $1', [MIGRATION]);
  await migrate(db);
}

describe.each(DB_KINDS)('migration 250 (positions) on %s', (kind) => {
  let db: TestDb | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it('adds both fields to a studio version as a new version, keeping the rest and its key order', async () => {
    db = await openTestDb(kind);
    const files = studioFiles();
    await db.tx(async (t) => {
      await insertVersion(t, { files: shipped(), source: 'files', note: 'v1', authorId: null, baseId: null });
      await insertVersion(t, { files, source: 'studio', note: 'štúdio', authorId: null, baseId: 1 });
    });
    const before = (await currentVersion(db))!;
    await rerunMigration(db);

    const after = (await currentVersion(db))!;
    expect(after.id).toBe(before.id + 1);
    expect(after).toMatchObject({ source: 'migration', baseId: before.id, authorId: null });
    expect(after.note).toContain('Poloha úlohy');
    expect(after.hash).toMatch(/^migration:[0-9a-f]{32}$/);

    const level = formOf(after.files, 'level');
    const ids = level.fields.map((f) => f.id);
    expect(ids.slice(ids.indexOf('order'), ids.indexOf('order') + 2)).toEqual(['order', 'position']);
    expect(ids).toContain('studioNote');
    // the field exactly as the shipped file has it
    expect(level.fields.find((f) => f.id === 'position')).toEqual(
      formOf(shipped(), 'level').fields.find((f) => f.id === 'position'),
    );
    const variant = formOf(after.files, 'variant');
    const vIds = variant.fields.map((f) => f.id);
    expect(vIds[vIds.indexOf('contract') + 1]).toBe('start');
    expect(variant.fields.find((f) => f.id === 'start')).toEqual(
      formOf(shipped(), 'variant').fields.find((f) => f.id === 'start'),
    );
    // key order of the forms and of the set kept (files is json, the export shows it as it was)
    expect(Object.keys(after.files)).toEqual(Object.keys(before.files));
    expect(Object.keys(after.files.forms)).toEqual(Object.keys(before.files.forms));
    expect(Object.keys(level)).toEqual(Object.keys(formOf(before.files, 'level')));
    expect(after.files.codelists).toEqual(before.files.codelists);
    // the version compiles (the server starts with it) and the start-up does not replace it
    expect(() => formsFromFiles(after.files, '')).not.toThrow();
    expect((await recordShippedSchemas(db, rootPath('schemas'))).id).toBe(after.id);
    // its entry in the change log
    const log = await db.one<{ changes: unknown }>(
      `SELECT changes FROM change_log WHERE record_type = 'schema' AND record_id = $1`,
      [after.id],
    );
    expect(log?.changes).toMatchObject({ source: [null, 'migration'] });
  });

  it('leaves a form that has the field already and a version of the files alone', async () => {
    db = await openTestDb(kind);
    const files = studioFiles();
    formOf(files, 'level').fields.push({ id: 'position', type: 'str', label: 'Vlastná poloha' });
    await insertVersion(db, { files, source: 'cli', note: 'cli', authorId: null, baseId: null });
    await rerunMigration(db);
    const after = (await currentVersion(db))!;
    expect(after.source).toBe('migration');
    expect(formOf(after.files, 'level').fields.filter((f) => f.id === 'position')).toEqual([
      { id: 'position', type: 'str', label: 'Vlastná poloha' },
    ]);
    expect(formOf(after.files, 'variant').fields.some((f) => f.id === 'start')).toBe(true);

    // nothing more to add: a second run makes no version
    await rerunMigration(db);
    expect((await currentVersion(db))!.id).toBe(after.id);
  });

  it('does nothing on a version of the files (the start-up records the changed files)', async () => {
    db = await openTestDb(kind);
    await insertVersion(db, {
      files: studioFiles(),
      source: 'files',
      note: 'v1',
      authorId: null,
      baseId: null,
    });
    await rerunMigration(db);
    expect((await currentVersion(db))!.source).toBe('files');
    const recorded = await recordShippedSchemas(db, rootPath('schemas'));
    expect(formOf(recorded.files, 'level').fields.some((f) => f.id === 'position')).toBe(true);
  });

  it('does nothing on an empty database', async () => {
    db = await openTestDb(kind);
    await rerunMigration(db);
    expect(await currentVersion(db)).toBeUndefined();
  });
});
