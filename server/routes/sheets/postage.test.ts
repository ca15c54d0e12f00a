// Games 9 'Pripočítať poštovné k dobierke' through the API: a validate call of the level form with
// "$action": "cod.price" replies cod.price plus the postage of the sheet's parcel type and the weight.
import { beforeAll, expect, it } from 'vitest';
import { call, describeApi } from '../../test/harness';
import { signInRoles, type RoleCookies } from '../../test/roles';

type Attrs = Record<string, { val?: unknown; warning?: string; error?: string }>;

describeApi('postage action of the level form', (ctx) => {
  let roles: RoleCookies;
  let sheetId: number;
  let levelId: number;
  const post = (path: string, body: unknown, cookie = roles.editor) =>
    call(ctx().app, 'POST', path, { cookie, body });

  beforeAll(async () => {
    roles = await signInRoles(ctx());
    const created = await call(ctx().app, 'PUT', 'drafts', { cookie: roles.editor, body: { category: 1 } });
    sheetId = (created.body.sheet as { id: number }).id;
    await ctx().db.query(`UPDATE variants SET info = info || '{"parcelType": "b"}'::jsonb WHERE id = $1`, [
      sheetId,
    ]);
    const level = await call(ctx().app, 'PUT', `drafts/${sheetId}/levels`, {
      cookie: roles.editor,
      body: {
        question: 'Otázka',
        layout: 'ANSWER_REQUIRED',
        'answer.answers-1': 'áno',
        weight: 1.5,
        'cod.price': 10,
      },
    });
    expect(level.body.ok, JSON.stringify(level.body)).toBe(true);
    levelId = (level.body.level as { id: number }).id;
  });

  it('a new level: the amount plus the postage of a parcel (b) up to 2 kg', async () => {
    const res = await post(`drafts/${sheetId}/levels/validate`, {
      'cod.price': 20,
      weight: 1.5,
      $action: 'cod.price',
    });
    expect(res.status).toBe(200);
    expect((res.body.attrs as Attrs)['cod.price']?.val).toBe(25.4);
  });

  it('an existing level: amount and weight from the stored level; nothing is stored by validate', async () => {
    const res = await post(`drafts/${sheetId}/levels/${levelId}/validate`, { $action: 'cod.price' });
    expect((res.body.attrs as Attrs)['cod.price']?.val).toBe(15.4);
    const stored = await ctx().db.one<{ price: unknown }>(
      `SELECT info->'cod.price' AS price FROM levels WHERE id = $1`,
      [levelId],
    );
    expect(Number(stored!.price)).toBe(10);
  });

  it('follows the sheet parcel type; warns and keeps the amount when the price list has no band', async () => {
    await ctx().db.query(`UPDATE variants SET info = info || '{"parcelType": "ek"}'::jsonb WHERE id = $1`, [
      sheetId,
    ]);
    const ek = await post(`drafts/${sheetId}/levels/validate`, {
      'cod.price': 0,
      weight: 4,
      $action: 'cod.price',
    });
    expect((ek.body.attrs as Attrs)['cod.price']?.val).toBe(9.9);
    const heavy = await post(`drafts/${sheetId}/levels/validate`, {
      'cod.price': 3,
      weight: 80,
      $action: 'cod.price',
    });
    expect((heavy.body.attrs as Attrs)['cod.price']).toMatchObject({ val: 3, warning: 'no_postage' });
  });

  it('malformed $action is ignored (no 500); viewers may not call validate', async () => {
    const res = await post(`drafts/${sheetId}/levels/validate`, { 'cod.price': 3, $action: { x: 1 } });
    expect(res.status).toBe(200);
    expect((res.body.attrs as Attrs)['cod.price']?.val).toBe(3);
    expect(
      (await post(`drafts/${sheetId}/levels/validate`, { $action: 'cod.price' }, roles.viewer)).status,
    ).toBe(403);
  });
});
