// A retired field through the API (issue 23): publishing it retired keeps every stored value on later
// writes, shows it read-only in validate only for a record that has it, and never checks it.
import { expect, it } from 'vitest';
import { call, describeApi, signIn, TEST_USERS } from '../../test/harness';
import { schemasInForce, withTeamSize, type SchemaFiles } from '../../test/schema-files';

type Attrs = Record<string, { val?: unknown; error?: string; forced?: boolean; required?: boolean }>;

describeApi('retired fields', (ctx) => {
  it('keeps a retired field’s stored value on every write and shows it read-only', async () => {
    const cookie = await signIn(ctx().app, TEST_USERS.admin.email);
    const get = () => schemasInForce(ctx(), cookie);
    const publish = async (files: { version: number } & SchemaFiles, note: string) => {
      const res = await call(ctx().app, 'PUT', 'schemas/versions', {
        cookie,
        body: { baseId: files.version, note, forms: files.forms, codelists: files.codelists },
      });
      expect(res.body.ok).toBe(true);
    };

    const v1 = await get();
    const withField = withTeamSize(v1);
    await publish(withField, 'Počet hráčov');
    const created = await call(ctx().app, 'PUT', 'users?t=player', {
      cookie,
      body: { name: 'Tím', teamSize: 5 },
    });
    expect(created.body.ok).toBe(true);
    const id = (created.body.contact as { id: number }).id;

    const v2 = await get();
    const retired = structuredClone(v2);
    const field = retired.forms.user.fields.find((f) => f.id === 'teamSize')!;
    field.retired = true;
    await publish(retired, 'Počet hráčov sa už nezadáva');

    // the record with a value: read-only, not required, the input ignored; a write keeps the value
    const attrs = (
      await call(ctx().app, 'POST', `users/${id}/validate`, { cookie, body: { name: 'Tím 2', teamSize: 40 } })
    ).body.attrs as Attrs;
    expect(attrs.teamSize).toEqual({ val: 5, forced: true });
    const saved = await call(ctx().app, 'POST', `users/${id}`, {
      cookie,
      body: { name: 'Tím 2', teamSize: 40 },
    });
    expect(saved.body.ok).toBe(true);
    const row = await ctx().db.one<{ info: Record<string, unknown> }>(
      'SELECT info FROM users WHERE id = $1',
      [id],
    );
    expect(row?.info).toMatchObject({ name: 'Tím 2', teamSize: 5 });

    // a new record: the field is not there, and not required
    const fresh = (await call(ctx().app, 'POST', 'users/validate', { cookie, body: { name: 'Iný' } })).body
      .attrs as Attrs;
    expect(fresh).not.toHaveProperty('teamSize');
    const other = await call(ctx().app, 'PUT', 'users?t=player', {
      cookie,
      body: { name: 'Iný', teamSize: 3 },
    });
    expect(other.body.ok).toBe(true);
    const otherId = (other.body.contact as { id: number }).id;
    const otherRow = await ctx().db.one<{ info: Record<string, unknown> }>(
      'SELECT info FROM users WHERE id = $1',
      [otherId],
    );
    expect(otherRow?.info).not.toHaveProperty('teamSize');
  });
});
