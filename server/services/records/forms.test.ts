import { afterEach, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeApi } from '../../test/harness';
import { checkSchemasDir, defaultSchemasDir, getForms, loadForms, SchemaError } from './forms';
import { evaluate, isValid } from './evaluation';

const temps: string[] = [];
/** A copy of the repository's schemas folder that a test may break. */
function schemasCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hry-schemas-'));
  temps.push(dir);
  cpSync(defaultSchemasDir({}), dir, { recursive: true });
  return dir;
}
afterEach(() => {
  while (temps.length) rmSync(temps.pop() as string, { recursive: true, force: true });
});

function editJson(file: string, edit: (json: { fields: Record<string, unknown>[] }) => void): void {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  edit(json);
  writeFileSync(file, JSON.stringify(json));
}

describe('loadForms', () => {
  it('loads the six forms of the repository', () => {
    const { forms, codelists } = getForms();
    expect(Object.keys(forms)).toEqual(['game', 'variant', 'level', 'invoice', 'voucher', 'user', 'courier']);
    expect(codelists.country.items.length).toBeGreaterThanOrEqual(7);
    expect(forms.invoice.sources).toEqual(['activeGames']);
  });

  it('SCHEMAS_DIR overrides the folder', () => {
    expect(defaultSchemasDir({ SCHEMAS_DIR: '/tmp/x' })).toBe('/tmp/x');
  });

  it('a broken schema throws the readable report naming the file and the field', () => {
    const dir = schemasCopy();
    editJson(path.join(dir, 'user.json'), (json) => {
      json.fields[0].type = 'text';
      json.fields.push({ id: 'vip', type: 'bool' });
    });
    let error: unknown;
    try {
      loadForms(dir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SchemaError);
    const message = (error as Error).message;
    expect(message).toContain('V schémach formulárov sú chyby (2):');
    expect(message).toContain('user.json: pole „name“: neznámy typ „text“');
    expect(message).toContain('user.json: pole „vip“: chýba popis "label"');
    expect(message).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it('invalid JSON, a missing form and an unknown codelist are reported per file', () => {
    const dir = schemasCopy();
    writeFileSync(path.join(dir, 'game.json'), '{ "title": "Hra", ');
    unlinkSync(path.join(dir, 'voucher.json'));
    unlinkSync(path.join(dir, 'codelists', 'role.json'));
    const problems = checkSchemasDir(dir);
    expect(problems[0]).toMatch(/^game\.json: nie je platný JSON/);
    expect(problems).toContain('voucher.json: súbor chýba');
    expect(problems).toContain(
      'user.json: pole „role“: neznámy číselník „role“ (súbor codelists/role.json neexistuje)',
    );
  });

  it('a broken codelist is reported with its path', () => {
    const dir = schemasCopy();
    writeFileSync(
      path.join(dir, 'codelists', 'role.json'),
      JSON.stringify({ label: 'Rola', items: [{ value: '1' }] }),
    );
    expect(checkSchemasDir(dir)).toContain('codelists/role.json: položka č. 1: chýba popis "label"');
  });

  it('a field added to a schema file appears with no code change', () => {
    const dir = schemasCopy();
    editJson(path.join(dir, 'user.json'), (json) => {
      json.fields.push({ id: 'phone', type: 'str', label: 'Telefón', section: 'contact', maxLength: 20 });
    });
    const { forms } = loadForms(dir);
    expect(forms.user.byId.get('phone')?.spec.label).toBe('Telefón');
  });
});

describeApi('evaluate', (ctx) => {
  it('resolves activeGames from the games list active tab (received, confirmed), labelled gameName (variantNameExtended)', async () => {
    const { db } = ctx();
    const game = await db.one<{ id: string }>(
      `INSERT INTO games (name, active) VALUES ('Žilinská hra', true) RETURNING id`,
    );
    const on = await db.one<{ id: string }>(
      `INSERT INTO variants (game_id, name, status, active, info) VALUES ($1, 'Klasik', 'received', true, $2) RETURNING id::text AS id`,
      [game!.id, { variantNameExtended: 'Klasik – 2 hod.' }],
    );
    const off = await db.one<{ id: string }>(
      `INSERT INTO variants (game_id, name, status, active) VALUES ($1, 'Test', 'expired', true) RETURNING id::text AS id`,
      [game!.id],
    );
    const result = await evaluate(db, getForms(), 'voucher', { promoCode: 'X', game: on!.id });
    expect(isValid(result)).toBe(true);
    expect(result.attrs.game.options).toEqual([{ value: on!.id, label: 'Žilinská hra (Klasik – 2 hod.)' }]);
    const inactive = await evaluate(db, getForms(), 'voucher', { promoCode: 'X', game: off!.id });
    expect(inactive.attrs.game.error).toBe('invalid_value');
  });

  it('a new form with empty input suppresses required errors; a filled one does not', async () => {
    const { db } = ctx();
    const blank = await evaluate(db, getForms(), 'user', {}, { firstFill: true });
    expect(blank.attrs.name).toEqual({ val: null, required: true, max: 100 });
    const filled = await evaluate(db, getForms(), 'user', { org: 'Tím' }, { firstFill: true });
    expect(filled.attrs.name.error).toBe('required');
  });

  it('an update falls back to the stored values', async () => {
    const { db } = ctx();
    const result = await evaluate(
      db,
      getForms(),
      'user',
      { org: 'Nový tím' },
      { stored: { name: 'Jana', role: '2' } },
    );
    expect(result.values).toMatchObject({ name: 'Jana', org: 'Nový tím', role: '2' });
    expect(isValid(result)).toBe(true);
  });
});
