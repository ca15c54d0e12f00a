// The promise of ARCHITECTURE.md: a field is added by editing a schema JSON file only. A copy of
// schemas/ gets new fields in user.json and voucher.json; the server built on the copy (SCHEMAS_DIR)
// validates, stores and returns them with no code change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { defaultSchemasDir } from '../../services/records/forms';
import { call, describeApi, signIn, TEST_USERS } from '../../test/harness';
import type { FieldSpec, FormSchema } from '../../../schemas/engine';

type AttrsReply = Record<
  string,
  { val?: unknown; error?: string; required?: boolean; forced?: boolean; min?: number }
>;

function addFields(dir: string, form: string, fields: FieldSpec[]): void {
  const file = path.join(dir, `${form}.json`);
  const schema = JSON.parse(readFileSync(file, 'utf8')) as FormSchema;
  schema.fields.push(...fields);
  writeFileSync(file, JSON.stringify(schema, null, 2));
}

let schemasCopy: string;

beforeAll(() => {
  schemasCopy = mkdtempSync(path.join(tmpdir(), 'hry-schemas-'));
  cpSync(defaultSchemasDir({}), schemasCopy, { recursive: true });
  addFields(schemasCopy, 'user', [
    {
      id: 'teamSize',
      type: 'int',
      label: 'Počet členov tímu',
      section: 'sidebar',
      required: true,
      min: 2,
      max: 12,
    },
    { id: 'memberSince', type: 'str', label: 'Člen od', section: 'sidebar', forced: true, default: '2019' },
  ]);
  addFields(schemasCopy, 'voucher', [
    { id: 'campaign', type: 'str', label: 'Kampaň', section: 'note', maxLength: 20, pattern: '^[A-Z]+$' },
    { id: 'giftFor', type: 'str', label: 'Darček pre', section: 'note', when: { universal: [true] } },
  ]);
});

afterAll(() => rmSync(schemasCopy, { recursive: true, force: true }));

describe('SCHEMAS_DIR', () => {
  it('is read into the config', () => {
    expect(loadConfig({ SCHEMAS_DIR: schemasCopy }).schemasDir).toBe(path.resolve(schemasCopy));
    expect(loadConfig({}).schemasDir).toBeUndefined();
  });
});

describeApi('a field added by editing JSON only', (ctx) => {
  let app: FastifyInstance;
  let editor: string;

  beforeAll(async () => {
    const base = ctx();
    app = await buildApp({
      db: base.db,
      mailer: { send: async () => undefined },
      config: { ...base.config, schemasDir: schemasCopy },
    });
    await app.ready();
    editor = await signIn(app, TEST_USERS.editor.email);
  });
  afterAll(async () => {
    await app?.close();
  });

  const api = (method: 'GET' | 'PUT' | 'POST', apiPath: string, body?: unknown) =>
    call(app, method, apiPath, { cookie: editor, body });

  it('validate replies the new fields with their metadata and errors', async () => {
    const blank = (await api('POST', 'users/validate', {})).body.attrs as AttrsReply;
    expect(blank.teamSize).toEqual({ val: null, required: true, min: 2, max: 12 });
    expect(blank.memberSince).toEqual({ val: '2019', forced: true });

    const small = (await api('POST', 'users/validate', { name: 'Jana', teamSize: 1 })).body
      .attrs as AttrsReply;
    expect(small.teamSize).toMatchObject({ val: 1, error: 'out_of_range' });
    const missing = (await api('POST', 'users/validate', { name: 'Jana' })).body.attrs as AttrsReply;
    expect(missing.teamSize.error).toBe('required');
    const word = (await api('POST', 'users/validate', { name: 'Jana', teamSize: 'päť' })).body
      .attrs as AttrsReply;
    expect(word.teamSize.error).toBe('invalid_format');
  });

  it('create refuses an invalid value, stores a valid one in info and GET returns it; forced stays forced', async () => {
    const refused = await api('PUT', 'users?t=player', { name: 'Tím bez veľkosti' });
    expect(refused.body.ok).toBe(false);
    expect((refused.body.attrs as AttrsReply).teamSize.error).toBe('required');

    const created = await api('PUT', 'users?t=player', {
      name: 'Veľký tím',
      teamSize: '7',
      memberSince: '1999',
    });
    expect(created.body).toMatchObject({ ok: true, contact: { info: { teamSize: 7, memberSince: '2019' } } });
    const id = (created.body.contact as { id: number }).id;

    const detail = await api('GET', `users/${id}`);
    expect(detail.body).toMatchObject({
      ok: true,
      contact: { id, info: { name: 'Veľký tím', teamSize: 7, memberSince: '2019' } },
    });
    const updated = await api('POST', `users/${id}`, { teamSize: 9, memberSince: '2001' });
    expect(updated.body).toMatchObject({ ok: true, contact: { info: { teamSize: 9, memberSince: '2019' } } });
    const list = await api('GET', 'users?s=velky%20tim');
    expect(list.body.users).toMatchObject([{ id, info: { teamSize: 9 } }]);
  });

  it("the schemas are the database's: the first app on the same database validates the new fields too", async () => {
    // The copy's files became the database's newest schema version when the second app started (a
    // deployment with changed files), and every app on that database switches to it.
    const cookie = await signIn(ctx().app, TEST_USERS.editor.email);
    const attrs = (await call(ctx().app, 'POST', 'users/validate', { cookie, body: {} })).body
      .attrs as AttrsReply;
    expect(attrs).toHaveProperty('name');
    expect(attrs.teamSize).toEqual({ val: null, required: true, min: 2, max: 12 });
    const refused = await call(ctx().app, 'PUT', 'users?t=player', {
      cookie,
      body: { name: 'Bez poľa', teamSize: 1 },
    });
    expect(refused.body.ok).toBe(false);
    expect((refused.body.attrs as AttrsReply).teamSize.error).toBe('out_of_range');
  });

  it('a new voucher field is validated, stored and returned; a conditional one only when its condition holds', async () => {
    const bad = (await api('POST', 'vouchers/validate', { promoCode: 'NOVE1', campaign: 'leto' })).body
      .attrs as AttrsReply;
    expect(bad.campaign).toMatchObject({ val: 'leto', error: 'invalid_format' });
    expect(bad).not.toHaveProperty('giftFor');
    const universal = (await api('POST', 'vouchers/validate', { universal: true })).body.attrs as AttrsReply;
    expect(universal).toHaveProperty('giftFor');

    const created = await api('PUT', 'vouchers', {
      promoCode: 'NOVEPOLE',
      campaign: 'LETO',
      giftFor: 'nikoho',
    });
    expect(created.body.ok).toBe(true);
    const voucher = created.body.voucher as { id: number; info: Record<string, unknown> };
    expect(voucher.info.campaign).toBe('LETO');
    expect(voucher.info).not.toHaveProperty('giftFor');
    const gift = await api('PUT', 'vouchers', { promoCode: 'DAROVANY', universal: true, giftFor: 'Janka' });
    const giftId = (gift.body.voucher as { id: number }).id;
    expect((await api('GET', `vouchers/${giftId}`)).body).toMatchObject({
      ok: true,
      voucher: { universal: true, info: { giftFor: 'Janka' } },
    });
  });
});
