// The studio's drafts kept on the server: per administrator and scope, with the version they were made
// from; the shape checked, the size limited, only the schemas permission.
import { expect, it } from 'vitest';
import { call, describeApi, PASSWORD, signIn, TEST_USERS } from '../../test/harness';
import { createAccount } from '../../services/auth/accounts';
import { schemasInForce, withTeamSize } from '../../test/schema-files';

describeApi('schema studio drafts', (ctx) => {
  it('keeps, replaces and deletes an administrator’s own draft per scope', async () => {
    const cookie = await signIn(ctx().app, TEST_USERS.admin.email);
    const inForce = await schemasInForce(ctx(), cookie);
    const files = withTeamSize(inForce);
    const body = { baseId: inForce.version, forms: files.forms, codelists: files.codelists };

    const empty = await call(ctx().app, 'GET', 'schemas/drafts/form.user', { cookie });
    expect(empty.body).toEqual({ ok: true, draft: null, current: inForce.version });

    const saved = await call(ctx().app, 'PUT', 'schemas/drafts/form.user', { cookie, body });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ok: true, current: inForce.version });
    expect(saved.body.draft).toMatchObject({ scope: 'form.user', baseId: inForce.version });

    // another session (another browser) reads the same draft
    const other = await signIn(ctx().app, TEST_USERS.admin.email);
    const read = await call(ctx().app, 'GET', 'schemas/drafts/form.user', { cookie: other });
    const draft = read.body.draft as { baseId: number; forms: typeof files.forms };
    expect(draft.baseId).toBe(inForce.version);
    expect(draft.forms.user!.fields.find((f) => f.id === 'teamSize')).toMatchObject({ required: true });
    // another scope has none
    expect((await call(ctx().app, 'GET', 'schemas/drafts/form.level', { cookie })).body.draft).toBeNull();

    // saving again replaces it
    const changed = structuredClone(body);
    changed.forms.user!.fields = changed.forms.user!.fields.filter((f) => f.id !== 'teamSize');
    await call(ctx().app, 'PUT', 'schemas/drafts/form.user', { cookie, body: changed });
    const again = (await call(ctx().app, 'GET', 'schemas/drafts/form.user', { cookie })).body.draft as {
      forms: typeof files.forms;
    };
    expect(again.forms.user!.fields.some((f) => f.id === 'teamSize')).toBe(false);
    const rows = await ctx().db.query('SELECT 1 FROM schema_drafts WHERE scope = $1', ['form.user']);
    expect(rows).toHaveLength(1);

    // another administrator sees none of it
    await createAccount(ctx().db, {
      email: 'admin2@test.sk',
      password: PASSWORD,
      type: 'administrator',
      info: { name: 'Druhý' },
    });
    const second = await signIn(ctx().app, 'admin2@test.sk');
    expect(
      (await call(ctx().app, 'GET', 'schemas/drafts/form.user', { cookie: second })).body.draft,
    ).toBeNull();
    await call(ctx().app, 'DELETE', 'schemas/drafts/form.user', { cookie: second });
    expect((await call(ctx().app, 'GET', 'schemas/drafts/form.user', { cookie })).body.draft).not.toBeNull();

    // discarding removes it
    const deleted = await call(ctx().app, 'DELETE', 'schemas/drafts/form.user', { cookie });
    expect(deleted.body).toEqual({ ok: true, draft: null, current: inForce.version });
    expect((await call(ctx().app, 'GET', 'schemas/drafts/form.user', { cookie })).body.draft).toBeNull();
  });

  it('tells the version in force beside a draft made from an older one', async () => {
    const cookie = await signIn(ctx().app, TEST_USERS.admin.email);
    const v1 = await schemasInForce(ctx(), cookie);
    const body = { baseId: v1.version, forms: v1.forms, codelists: v1.codelists };
    await call(ctx().app, 'PUT', 'schemas/drafts/codelist.country', { cookie, body });
    const published = await call(ctx().app, 'PUT', 'schemas/versions', {
      cookie,
      body: { baseId: v1.version, note: 'Počet hráčov', ...withTeamSize(v1) },
    });
    expect(published.body.ok).toBe(true);
    const read = await call(ctx().app, 'GET', 'schemas/drafts/codelist.country', { cookie });
    expect(read.body).toMatchObject({ ok: true, current: v1.version + 1, draft: { baseId: v1.version } });
    // publishing that draft as it is is refused with the existing conflict
    const stale = await call(ctx().app, 'PUT', 'schemas/versions', {
      cookie,
      body: { ...body, note: 'starý koncept' },
    });
    expect(stale.body).toMatchObject({ ok: false, err: 'conflict', current: { id: v1.version + 1 } });
  });

  it('refuses malformed drafts and scopes with 400, a huge one, and anyone without the schemas permission', async () => {
    const cookie = await signIn(ctx().app, TEST_USERS.admin.email);
    const { version, forms, codelists } = await schemasInForce(ctx(), cookie);
    const put = (scope: string, body: unknown) =>
      call(ctx().app, 'PUT', `schemas/drafts/${scope}`, { cookie, body });

    expect((await put('form.user', { baseId: version, forms })).status).toBe(400);
    expect((await put('form.user', { baseId: 'x', forms, codelists })).status).toBe(400);
    expect(
      (await put('form.user', { baseId: version, forms: { nope: { fields: [] } }, codelists })).status,
    ).toBe(400);
    expect(
      (await put('form.user', { baseId: version, forms: { user: { fields: 3 } }, codelists })).status,
    ).toBe(400);
    expect(
      (await put('form.user', { baseId: version, forms, codelists: { x: { label: 'X' } } })).status,
    ).toBe(400);
    const broken = await call(ctx().app, 'PUT', 'schemas/drafts/form.user', {
      cookie,
      body: '{"baseId":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect((await put('other.user', { baseId: version, forms, codelists })).status).toBe(400);
    expect((await call(ctx().app, 'GET', 'schemas/drafts/form.user?x=1', { cookie })).status).toBe(400);
    expect((await call(ctx().app, 'GET', 'schemas/drafts/form', { cookie })).status).toBe(400);

    const huge = structuredClone(forms);
    huge.user!.fields.push({ id: 'big', type: 'text', label: 'x'.repeat(600 * 1024) });
    const tooLarge = await put('form.user', { baseId: version, forms: huge, codelists });
    expect(tooLarge.body).toEqual({ ok: false, err: 'draft_too_large' });
    expect((await call(ctx().app, 'GET', 'schemas/drafts/form.user', { cookie })).body.draft).toBeNull();

    const editor = await signIn(ctx().app, TEST_USERS.editor.email);
    expect((await call(ctx().app, 'GET', 'schemas/drafts/form.user')).status).toBe(401);
    expect((await call(ctx().app, 'GET', 'schemas/drafts/form.user', { cookie: editor })).status).toBe(403);
    expect(
      (
        await call(ctx().app, 'PUT', 'schemas/drafts/form.user', {
          cookie: editor,
          body: { baseId: version, forms, codelists },
        })
      ).status,
    ).toBe(403);
    expect((await call(ctx().app, 'DELETE', 'schemas/drafts/form.user', { cookie: editor })).status).toBe(
      403,
    );
  });
});
