// The codelist usage counts, the refusal to publish a draft that removes a value in use, and the
// export / import of a version as a zip (issue 23).
import { expect, it } from 'vitest';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { call, describeApi, signIn, TEST_USERS, type TestContext } from '../../test/harness';
import { multipartFile, UPLOAD_BOUNDARY } from '../../test/roles';
import { schemasInForce } from '../../test/schema-files';

type Codelist = { label: string; items: { value: string; label: string; disabled?: boolean }[] };

async function usage(ctx: TestContext, cookie: string, name: string): Promise<Record<string, number>> {
  const res = await call(ctx.app, 'GET', `schemas/codelists/${name}/usage`, { cookie });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ ok: true, codelist: name });
  return res.body.usage as Record<string, number>;
}

async function importZip(ctx: TestContext, cookie: string, zip: Uint8Array, name = 'schemy.zip') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/webapp/schemas/import?r=json',
    headers: { 'content-type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}`, cookie },
    payload: multipartFile(name, Buffer.from(zip)),
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

async function exportZip(ctx: TestContext, cookie: string, id: number) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/webapp/schemas/versions/${id}/export`,
    headers: { cookie },
  });
  return { res, zip: new Uint8Array(res.rawPayload) };
}

describeApi('schema codelists and zips', (ctx) => {
  it('counts per codelist value the stored records that use it, for the permission schemas only', async () => {
    const path = 'schemas/codelists/country/usage';
    expect((await call(ctx().app, 'GET', path)).status).toBe(401);
    const editor = await signIn(ctx().app, TEST_USERS.editor.email);
    expect((await call(ctx().app, 'GET', path, { cookie: editor })).status).toBe(403);
    const cookie = await signIn(ctx().app, TEST_USERS.admin.email);
    expect((await call(ctx().app, 'GET', 'schemas/codelists/nieje/usage', { cookie })).status).toBe(404);
    expect((await call(ctx().app, 'GET', 'schemas/codelists/%20x/usage', { cookie })).status).toBe(400);

    const before = await usage(ctx(), cookie, 'country');
    expect(Object.keys(before)).toEqual(
      (await schemasInForce<Codelist>(ctx(), cookie)).codelists.country!.items.map((item) => item.value),
    );
    const created = await call(ctx().app, 'PUT', 'users?t=player', {
      cookie,
      body: { name: 'Maďarský hráč', country: 'hu' },
    });
    expect(created.body.ok).toBe(true);
    const after = await usage(ctx(), cookie, 'country');
    expect(after.hu).toBe(before.hu! + 1);
    expect(after.sk).toBe(before.sk);
  });

  it('counts the values of a set field inside a group once per record', async () => {
    const cookie = await signIn(ctx().app, TEST_USERS.admin.email);
    const before = await usage(ctx(), cookie, 'service');
    const [value, other] = Object.keys(before);
    const game = await ctx().db.one<{ id: number }>(
      `INSERT INTO games (name) VALUES ('Služby') RETURNING id`,
    );
    const variant = await ctx().db.one<{ id: number }>(
      `INSERT INTO variants (game_id, name) VALUES ($1, 'V') RETURNING id`,
      [game!.id],
    );
    for (const [seq, services] of [
      [1, [value, other]],
      [2, [value]],
    ] as const) {
      await ctx().db.query(`INSERT INTO levels (variant_id, seq, info) VALUES ($1, $2, $3)`, [
        variant!.id,
        seq,
        { services },
      ]);
    }
    const after = await usage(ctx(), cookie, 'service');
    expect(after[value!]).toBe(before[value!]! + 2);
    expect(after[other!]).toBe(before[other!]! + 1);
  });

  it('refuses to publish a draft that removes a value in use, and publishes it disabled', async () => {
    const cookie = await signIn(ctx().app, TEST_USERS.admin.email);
    await call(ctx().app, 'PUT', 'users?t=player', { cookie, body: { name: 'Poľský hráč', country: 'pl' } });
    const count = (await usage(ctx(), cookie, 'country')).pl!;
    expect(count).toBeGreaterThan(0);
    const current = await schemasInForce<Codelist>(ctx(), cookie);
    const country = structuredClone(current.codelists.country!);
    const removed = { ...country, items: country.items.filter((item) => item.value !== 'pl') };
    const refused = await call(ctx().app, 'PUT', 'schemas/versions', {
      cookie,
      body: {
        baseId: current.version,
        note: 'Bez Poľska',
        forms: current.forms,
        codelists: { ...current.codelists, country: removed },
      },
    });
    expect(refused.body).toMatchObject({ ok: false, err: 'invalid_schema' });
    expect(refused.body.problems).toEqual([
      `codelists/country.json: hodnotu „pl“ používajú uložené záznamy (${count}); nemožno ju odstrániť, len vyradiť (disabled)`,
    ]);
    expect((await schemasInForce<Codelist>(ctx(), cookie)).version).toBe(current.version);

    // an unused value may go (not 'sk', the fields' default); a used one may be disabled
    const unused = Object.entries(await usage(ctx(), cookie, 'country')).find(
      ([value, n]) => n === 0 && value !== 'sk',
    )![0];
    const items = country.items
      .filter((item) => item.value !== unused)
      .map((item) => (item.value === 'pl' ? { ...item, disabled: true } : item));
    const published = await call(ctx().app, 'PUT', 'schemas/versions', {
      cookie,
      body: {
        baseId: current.version,
        note: 'Poľsko vyradené',
        forms: current.forms,
        codelists: { ...current.codelists, country: { ...country, items } },
      },
    });
    expect(published.body).toMatchObject({ ok: true });
    const now = (await schemasInForce<Codelist>(ctx(), cookie)).codelists.country!.items;
    expect(now.find((item) => item.value === 'pl')).toMatchObject({ disabled: true });
    expect(now.find((item) => item.value === unused)).toBeUndefined();
  });

  it('exports a version as a zip that imports back without changes, nothing published', async () => {
    const editor = await signIn(ctx().app, TEST_USERS.editor.email);
    const cookie = await signIn(ctx().app, TEST_USERS.admin.email);
    const current = await schemasInForce<Codelist>(ctx(), cookie);
    const path = `/api/webapp/schemas/versions/${current.version}/export`;
    expect((await ctx().app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    expect(
      (await ctx().app.inject({ method: 'GET', url: path, headers: { cookie: editor } })).statusCode,
    ).toBe(403);
    expect((await exportZip(ctx(), cookie, 999999)).res.statusCode).toBe(404);

    const { res, zip } = await exportZip(ctx(), cookie, current.version);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="schemy-verzia-${current.version}.zip"`,
    );
    const entries = unzipSync(zip);
    const manifest = JSON.parse(new TextDecoder().decode(entries['version.json']));
    expect(manifest).toMatchObject({ id: current.version, author: expect.anything() });
    expect(manifest.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(entries)).toContain('forms/user.json');
    expect(Object.keys(entries)).toContain('codelists/country.json');
    const userJson = new TextDecoder().decode(entries['forms/user.json']);
    expect(userJson).toBe(`${JSON.stringify(current.forms.user, null, 2)}\n`);

    const imported = await importZip(ctx(), cookie, zip);
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ ok: true, baseId: current.version, changes: [], problems: [] });
    expect(imported.body.forms).toEqual(current.forms);
    expect(imported.body.codelists).toEqual(current.codelists);
    expect((await schemasInForce<Codelist>(ctx(), cookie)).version).toBe(current.version);
    expect((await importZip(ctx(), editor, zip)).status).toBe(403);
  });

  it('shows the changes of an imported zip, and its problems', async () => {
    const cookie = await signIn(ctx().app, TEST_USERS.admin.email);
    const current = await schemasInForce<Codelist>(ctx(), cookie);
    const entries = unzipSync((await exportZip(ctx(), cookie, current.version)).zip);
    const user = structuredClone(current.forms.user!);
    user.fields.push({ id: 'teamSize', type: 'int', label: 'Počet hráčov', section: 'sidebar', min: 2 });
    entries['forms/user.json'] = strToU8(JSON.stringify(user));
    const changed = await importZip(ctx(), cookie, zipSync(entries));
    expect(changed.body.ok).toBe(true);
    expect(changed.body.problems).toEqual([]);
    expect((changed.body.changes as string[]).join('\n')).toContain('Počet hráčov');

    user.fields.push({ id: 'zle', type: 'neznamy', label: 'Zlé pole' });
    entries['forms/user.json'] = strToU8(JSON.stringify(user));
    entries['codelists/role.json'] = strToU8('{ "label": "Rola", ');
    entries['poznamky.txt'] = strToU8('x');
    const bad = await importZip(ctx(), cookie, zipSync(entries));
    expect(bad.status).toBe(200);
    expect(bad.body.ok).toBe(true);
    const problems = bad.body.problems as string[];
    expect(problems.some((p) => p.startsWith('codelists/role.json: nie je platný JSON'))).toBe(true);
    expect(problems.some((p) => p.startsWith('poznamky.txt: neznámy súbor'))).toBe(true);
    expect(problems.some((p) => p.includes('neznamy'))).toBe(true);
    expect((await schemasInForce<Codelist>(ctx(), cookie)).version).toBe(current.version);
  });

  it('refuses a damaged zip with 400 and a Slovak message, and a file that is not a zip by name', async () => {
    const cookie = await signIn(ctx().app, TEST_USERS.admin.email);
    const current = await schemasInForce<Codelist>(ctx(), cookie);
    const zip = (await exportZip(ctx(), cookie, current.version)).zip;
    const damaged = await importZip(ctx(), cookie, zip.subarray(0, Math.floor(zip.length / 2)));
    expect(damaged.status).toBe(400);
    expect(damaged.body).toMatchObject({ ok: false, err: 'bad_request' });
    expect(damaged.body.message).toMatch(/^Súbor nie je platný archív zip/);
    const garbage = await importZip(ctx(), cookie, strToU8('toto nie je zip'));
    expect(garbage.status).toBe(400);
    const empty = await importZip(ctx(), cookie, zipSync({ 'readme.md': strToU8('') }).subarray(0, 0));
    expect(empty.status).toBe(400);
    const wrongType = await importZip(ctx(), cookie, zip, 'schemy.json');
    expect(wrongType.body).toMatchObject({ ok: false, err: 'unsupported_format' });
    const tooLarge = await ctx().app.inject({
      method: 'POST',
      url: '/api/webapp/schemas/import?r=json',
      headers: {
        'content-type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}`,
        cookie,
      },
      payload: multipartFile('velky.zip', Buffer.alloc(5 * 1024 * 1024, 1)),
    });
    expect(tooLarge.statusCode).toBe(413);
  });
});
