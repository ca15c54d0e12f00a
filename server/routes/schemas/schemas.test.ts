import { expect, it } from 'vitest';
import { call, describeApi, signIn, TEST_USERS, type TestContext } from '../../test/harness';
import { FORM_NAMES } from '../../../schemas/engine';
import { schemasInForce, withTeamSize, type SchemaFiles } from '../../test/schema-files';
import { insertSheet } from '../../test/games-fixture';

type Attrs = Record<
  string,
  { val?: unknown; error?: string; required?: boolean; min?: number; max?: number }
>;

async function admin(ctx: TestContext): Promise<string> {
  return signIn(ctx.app, TEST_USERS.admin.email);
}

describeApi('schemas as data', (ctx) => {
  it('serves the version in force to any signed-in user, and names it on every reply', async () => {
    expect((await call(ctx().app, 'GET', 'schemas')).status).toBe(401);
    const viewer = await signIn(ctx().app, TEST_USERS.viewer.email);
    const res = await call(ctx().app, 'GET', 'schemas', { cookie: viewer });
    expect(res.body.ok).toBe(true);
    expect(res.body.version).toBeGreaterThanOrEqual(1);
    expect(Object.keys(res.body.forms as object).sort()).toEqual([...FORM_NAMES].sort());
    expect(res.body.codelists).toHaveProperty('country');
    expect(res.headers['x-schema-version']).toBe(String(res.body.version));
    const other = await call(ctx().app, 'GET', 'session', { cookie: viewer });
    expect(other.headers['x-schema-version']).toBe(String(res.body.version));
  });

  it('lets only the schemas permission read the history and publish', async () => {
    const editor = await signIn(ctx().app, TEST_USERS.editor.email);
    const { version, forms, codelists } = await schemasInForce(ctx(), editor);
    const body = { baseId: version, note: 'x', forms, codelists };
    expect((await call(ctx().app, 'GET', 'schemas/versions')).status).toBe(401);
    expect((await call(ctx().app, 'GET', 'schemas/versions', { cookie: editor })).status).toBe(403);
    expect((await call(ctx().app, 'PUT', 'schemas/versions', { body })).status).toBe(401);
    expect((await call(ctx().app, 'PUT', 'schemas/versions', { cookie: editor, body })).status).toBe(403);
    expect(
      (await call(ctx().app, 'POST', 'schemas/versions/1/publish', { cookie: editor, body })).status,
    ).toBe(403);
    const list = await call(ctx().app, 'GET', 'schemas/versions', { cookie: await admin(ctx()) });
    expect(list.body.ok).toBe(true);
    const versions = list.body.data as { id: number; source: string; note: string }[];
    expect(versions.at(-1)).toMatchObject({ id: 1, source: 'files', note: 'Predvolené schémy zo súborov' });
  });

  it('publishes a new field live, refuses a stale base and a broken schema, and rolls back without losing data', async () => {
    const cookie = await admin(ctx());
    const before = await schemasInForce(ctx(), cookie);

    const published = await call(ctx().app, 'PUT', 'schemas/versions', {
      cookie,
      body: { baseId: before.version, note: 'Počet hráčov', ...withTeamSize(before) },
    });
    expect(published.body).toMatchObject({
      ok: true,
      version: {
        id: before.version + 1,
        source: 'studio',
        note: 'Počet hráčov',
        authorEmail: TEST_USERS.admin.email,
      },
    });
    const v2 = before.version + 1;
    expect((await schemasInForce(ctx(), cookie)).version).toBe(v2);

    // The server validates with the new field at once.
    const attrs = (
      await call(ctx().app, 'POST', 'users/validate', { cookie, body: { name: 'Jana', teamSize: 1 } })
    ).body.attrs as Attrs;
    expect(attrs.teamSize).toMatchObject({ val: 1, error: 'out_of_range', min: 2, max: 12 });
    const created = await call(ctx().app, 'PUT', 'users?t=player', {
      cookie,
      body: { name: 'Tím', teamSize: 5 },
    });
    expect(created.body.ok).toBe(true);
    const userId = (created.body.contact as { id: number }).id;

    // A change made from the older version is refused with the newer one named.
    const stale = await call(ctx().app, 'PUT', 'schemas/versions', {
      cookie,
      body: { baseId: before.version, note: 'iná zmena', forms: before.forms, codelists: before.codelists },
    });
    expect(stale.body).toMatchObject({
      ok: false,
      err: 'conflict',
      current: { id: v2, note: 'Počet hráčov' },
    });

    // A broken schema is refused with the checks' Slovak messages.
    const broken = withTeamSize(before);
    broken.forms.user.fields.at(-1)!.type = 'cislo';
    const refused = await call(ctx().app, 'PUT', 'schemas/versions', {
      cookie,
      body: { baseId: v2, note: 'zlé', ...broken },
    });
    expect(refused.body.ok).toBe(false);
    expect(refused.body.err).toBe('invalid_schema');
    expect((refused.body.problems as string[]).join('\n')).toMatch(/user\.json.*teamSize/);
    const missing = await call(ctx().app, 'PUT', 'schemas/versions', {
      cookie,
      body: {
        baseId: v2,
        note: 'bez formulára',
        forms: { user: before.forms.user },
        codelists: before.codelists,
      },
    });
    expect(missing.body.problems).toContain('level.json: súbor chýba');

    // Rollback: version 1 published again as the newest; the stored value stays in the record.
    const rollback = await call(ctx().app, 'POST', `schemas/versions/${before.version}/publish`, {
      cookie,
      body: { baseId: v2, note: 'späť' },
    });
    expect(rollback.body).toMatchObject({
      ok: true,
      version: { id: v2 + 1, source: 'rollback', baseId: v2 },
    });
    const after = (await call(ctx().app, 'POST', 'users/validate', { cookie, body: {} })).body.attrs as Attrs;
    expect(after).not.toHaveProperty('teamSize');
    const row = await ctx().db.one<{ info: Record<string, unknown> }>(
      'SELECT info FROM users WHERE id = $1',
      [userId],
    );
    expect(row?.info.teamSize).toBe(5);

    const history = (await call(ctx().app, 'GET', 'schemas/versions', { cookie })).body.data as {
      id: number;
    }[];
    expect(history.map((v) => v.id).slice(0, 3)).toEqual([v2 + 1, v2, before.version]);
    const old = await call(ctx().app, 'GET', `schemas/versions/${v2}`, { cookie });
    expect(old.body.version).toMatchObject({ id: v2, note: 'Počet hráčov' });
    expect(old.body.changes).toEqual(['Používateľ: pridané pole Počet hráčov (celé číslo 2–12, povinné)']);
    expect(JSON.stringify((old.body.forms as SchemaFiles['forms']).user)).toContain('teamSize');
  });

  it('answers 400 for malformed requests and 404 for an unknown version', async () => {
    const cookie = await admin(ctx());
    expect((await call(ctx().app, 'GET', 'schemas/versions/abc', { cookie })).status).toBe(400);
    expect((await call(ctx().app, 'GET', 'schemas/versions/99999', { cookie })).status).toBe(404);
    expect(
      (await call(ctx().app, 'PUT', 'schemas/versions', { cookie, body: { baseId: 1, note: 'x' } })).status,
    ).toBe(400);
    const republish = await call(ctx().app, 'POST', 'schemas/versions/99999/publish', {
      cookie,
      body: { baseId: 1, note: '' },
    });
    expect(republish.status).toBe(404);
  });

  it('previews a form under a draft through the engine, without publishing it', async () => {
    const cookie = await admin(ctx());
    const before = await schemasInForce(ctx(), cookie);
    const draft = withTeamSize(before);
    const res = await call(ctx().app, 'POST', 'schemas/preview', {
      cookie,
      body: { form: 'user', input: { name: 'Jana', teamSize: 20 }, ...draft },
    });
    expect(res.body.ok).toBe(true);
    expect((res.body.attrs as Attrs).teamSize).toMatchObject({ val: 20, error: 'out_of_range', max: 12 });
    // Nothing was published: the version in force does not know the field.
    expect((await schemasInForce(ctx(), cookie)).version).toBe(before.version);
    const live = (await call(ctx().app, 'POST', 'users/validate', { cookie, body: {} })).body.attrs as Attrs;
    expect(live).not.toHaveProperty('teamSize');

    const broken = withTeamSize(before);
    broken.forms.user.fields.at(-1)!.pattern = '^(a+)+$';
    const refused = await call(ctx().app, 'POST', 'schemas/preview', {
      cookie,
      body: { form: 'user', input: {}, ...broken },
    });
    expect(refused.body).toMatchObject({ ok: false, err: 'invalid_schema' });
    expect((refused.body.problems as string[]).join('\n')).toMatch(/teamSize.*katastrofálne/);
    const unknownForm = await call(ctx().app, 'POST', 'schemas/preview', {
      cookie,
      body: { form: 'nic', input: {}, ...draft },
    });
    expect(unknownForm.status).toBe(400);
    const editor = await signIn(ctx().app, TEST_USERS.editor.email);
    expect(
      (
        await call(ctx().app, 'POST', 'schemas/preview', {
          cookie: editor,
          body: { form: 'user', input: {}, ...draft },
        })
      ).status,
    ).toBe(403);
  });

  it('tells how many stored records a draft would make incomplete, and which', async () => {
    const cookie = await admin(ctx());
    const before = await schemasInForce(ctx(), cookie);
    const created = await call(ctx().app, 'PUT', 'users?t=player', { cookie, body: { name: 'Bez počtu' } });
    expect(created.body.ok).toBe(true);
    const userId = (created.body.contact as { id: number }).id;

    const unchanged = await call(ctx().app, 'POST', 'schemas/impact', { cookie, body: before });
    expect(unchanged.body.ok).toBe(true);
    const groups = unchanged.body.impact as { type: string; count: number; checked: number }[];
    expect(groups.map((g) => g.type)).toEqual(['level', 'variant', 'game', 'invoice', 'voucher', 'user']);
    expect(groups.every((g) => g.count === 0)).toBe(true);
    expect(groups.find((g) => g.type === 'user')!.checked).toBeGreaterThan(0);

    // A new required field: every stored user without it becomes incomplete.
    const res = await call(ctx().app, 'POST', 'schemas/impact', { cookie, body: withTeamSize(before) });
    const users = (
      res.body.impact as { type: string; count: number; checked: number; items: { id: number }[] }[]
    ).find((g) => g.type === 'user')!;
    expect(users.count).toBeGreaterThan(0);
    expect(users.items.map((i) => i.id)).toContain(userId);
    const editor = await signIn(ctx().app, TEST_USERS.editor.email);
    expect((await call(ctx().app, 'POST', 'schemas/impact', { cookie: editor, body: before })).status).toBe(
      403,
    );
  });
  it('a publish never turns levels of sent games invalid: the impact counts them apart, they stay valid until edited', async () => {
    const cookie = await admin(ctx());
    const before = await schemasInForce(ctx(), cookie);
    const level = { name: 'Brána', question: 'Kde stojí brána?', info: { 'answer.answers-1': 'Žilina' } };
    const draft = await insertSheet(ctx().db, {
      gameName: 'Dopad koncept',
      status: 'draft',
      date: '2026-06-01',
      levels: [level],
    });
    const sent = await insertSheet(ctx().db, {
      gameName: 'Dopad odoslaná',
      status: 'registered',
      date: '2026-06-01',
      levels: [level],
    });
    const validOf = async (area: string, id: number) => {
      const res = await call(ctx().app, 'GET', `${area}/${id}/levels`, { cookie });
      return (res.body.levels as { valid: boolean }[]).map((l) => l.valid);
    };
    // complete under the version in force
    expect(await validOf('drafts', draft.id)).toEqual([true]);
    expect(await validOf('games', sent.id)).toEqual([true]);

    const withNote = structuredClone(before);
    (withNote.forms.level as { fields: unknown[] }).fields.push({
      id: 'safetyNote',
      type: 'str',
      label: 'Bezpečnostné upozornenie',
      required: true,
    });
    const impact = await call(ctx().app, 'POST', 'schemas/impact', { cookie, body: withNote });
    const levels = (
      impact.body.impact as {
        type: string;
        count: number;
        sent: number;
        items: { id: number; sent?: boolean }[];
      }[]
    ).find((g) => g.type === 'level')!;
    expect(levels.sent).toBeGreaterThanOrEqual(1);
    expect(levels.count).toBeGreaterThan(levels.sent);
    expect(levels.items.find((i) => i.id === sent.levelIds[0])).toMatchObject({ sent: true });
    expect(levels.items.find((i) => i.id === draft.levelIds[0])?.sent).toBeUndefined();

    const published = await call(ctx().app, 'PUT', 'schemas/versions', {
      cookie,
      body: { baseId: before.version, note: 'Bezpečnostné upozornenie', ...withNote },
    });
    expect(published.body.ok).toBe(true);
    try {
      expect(await validOf('drafts', draft.id)).toEqual([false]);
      expect(await validOf('games', sent.id)).toEqual([true]);
    } finally {
      const back = await call(ctx().app, 'PUT', 'schemas/versions', {
        cookie,
        body: { baseId: before.version + 1, note: 'Späť', forms: before.forms, codelists: before.codelists },
      });
      expect(back.body.ok).toBe(true);
    }
  });
});
