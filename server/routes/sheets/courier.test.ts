import { beforeAll, expect, it } from 'vitest';
import { call, describeApi } from '../../test/harness';
import { signInRoles, type RoleCookies } from '../../test/roles';
import { sentSheet } from '../../test/parcels';
import { pickupDateBounds, MAX_KG_PER_PIECE } from '../../services/records/courier';
import type { CourierOrder } from '../../../schemas/api';

describeApi('courier orders', (ctx) => {
  let roles: RoleCookies;
  beforeAll(async () => {
    roles = await signInRoles(ctx());
  });
  const order = (over: Record<string, unknown> = {}) => ({
    pickupDate: pickupDateBounds().min,
    pickupWindow: '12-16',
    street: 'Národná 1/13',
    zip: '010 01',
    city: 'Žilina',
    contactName: 'Ján Kuriérsky',
    phone: '+421 900 123 456',
    pieces: 2,
    weight: '12,5',
    note: 'Zvoniť pri bráne',
    ...over,
  });

  it('GET games/{id}/courier: none before, the order after PUT; the game is marked courier; one order only', async () => {
    const sheet = await sentSheet(ctx(), roles.editor, { parcelType: 'ek' });
    const before = await call(ctx().app, 'GET', `games/${sheet.id}/courier`, { cookie: roles.viewer });
    expect(before.body).toEqual({ ok: true, courier: null, offered: true });

    const put = await call(ctx().app, 'PUT', `games/${sheet.id}/courier`, {
      cookie: roles.editor,
      body: order(),
    });
    expect(put.status).toBe(200);
    expect(put.body.ok).toBe(true);
    const created = put.body.courier as CourierOrder;
    expect(created).toMatchObject({
      gameId: sheet.id,
      status: 'active',
      info: {
        pickupDate: pickupDateBounds().min,
        pickupWindow: '12-16',
        zip: '01001',
        weight: 12.5,
        pieces: 2,
        contactName: 'Ján Kuriérsky',
      },
    });
    expect(typeof created.id).toBe('number');
    expect(typeof created.createdAt).toBe('number');

    const after = await call(ctx().app, 'GET', `games/${sheet.id}/courier`, { cookie: roles.viewer });
    expect(after.body).toEqual({ ok: true, courier: created, offered: true });
    const game = await call(ctx().app, 'GET', `games/${sheet.id}`, { cookie: roles.viewer });
    expect((game.body.game as { info: { courier: boolean } }).info.courier).toBe(true);

    const mail = ctx().mails.at(-1)!;
    expect(mail.to).toBe('editor@test.sk');
    expect(mail.subject).toContain(`Objednávka kuriéra č. ${created.id}`);
    expect(mail.text).toContain('Adresa: Národná 1/13, 010 01 Žilina');
    expect(mail.text).toContain('Čas vyzdvihnutia: 12:00 – 16:00');

    const mailsBefore = ctx().mails.length;
    const second = await call(ctx().app, 'PUT', `games/${sheet.id}/courier`, {
      cookie: roles.admin,
      body: order(),
    });
    expect(second.body).toEqual({ ok: false, err: 'courier_exists' });
    expect(ctx().mails.length).toBe(mailsBefore);
    const count = await ctx().db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM courier_orders WHERE variant_id = $1',
      [sheet.id],
    );
    expect(count!.n).toBe(1);
  });

  it('two orders at once: exactly one is created', async () => {
    const sheet = await sentSheet(ctx(), roles.editor, { parcelType: 'ems' });
    const replies = await Promise.all(
      [roles.editor, roles.admin].map((cookie) =>
        call(ctx().app, 'PUT', `games/${sheet.id}/courier`, { cookie, body: order() }),
      ),
    );
    expect(replies.map((r) => r.body.ok).sort()).toEqual([false, true]);
  });

  it('the weight limit of 50 kg per piece', async () => {
    const sheet = await sentSheet(ctx(), roles.editor, { parcelType: 'epg' });
    const check = await call(ctx().app, 'POST', `games/${sheet.id}/courier/validate`, {
      cookie: roles.editor,
      body: order({ pieces: 2, weight: 100.01 }),
    });
    const attrs = check.body.attrs as Record<string, { error?: string; max?: number }>;
    expect(attrs.weight).toMatchObject({ error: 'out_of_range', max: 2 * MAX_KG_PER_PIECE });
    const atLimit = await call(ctx().app, 'POST', `games/${sheet.id}/courier/validate`, {
      cookie: roles.editor,
      body: order({ pieces: 2, weight: 100 }),
    });
    expect((atLimit.body.attrs as Record<string, { error?: string }>).weight.error).toBeUndefined();
    const refused = await call(ctx().app, 'PUT', `games/${sheet.id}/courier`, {
      cookie: roles.editor,
      body: order({ pieces: 1, weight: 51 }),
    });
    expect(refused.body.ok).toBe(false);
    expect((refused.body.attrs as Record<string, { error?: string }>).weight.error).toBe('out_of_range');
    expect(
      (await call(ctx().app, 'GET', `games/${sheet.id}/courier`, { cookie: roles.editor })).body.courier,
    ).toBeNull();
  });

  it('the pickup date: from the earliest day of platform 5.7, not today or in the past', async () => {
    const sheet = await sentSheet(ctx(), roles.editor, { parcelType: 'ek' });
    const bounds = pickupDateBounds();
    const validate = async (pickupDate: string) =>
      (
        (
          await call(ctx().app, 'POST', `games/${sheet.id}/courier/validate`, {
            cookie: roles.editor,
            body: order({ pickupDate }),
          })
        ).body.attrs as Record<string, { error?: string; min?: string; max?: string }>
      ).pickupDate;
    const today = new Date();
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(await validate(iso)).toMatchObject({ error: 'out_of_range', min: bounds.min, max: bounds.max });
    expect(await validate('2020-01-01')).toMatchObject({ error: 'out_of_range' });
    expect((await validate(bounds.min)).error).toBeUndefined();
    expect((await validate(bounds.max)).error).toBeUndefined();
    expect((await validate('31.2.2027')).error).toBe('invalid_format');
  });

  it('refused: required fields, a draft, a parcel type without courier, an unknown game', async () => {
    const sheet = await sentSheet(ctx(), roles.editor, { parcelType: 'ek' });
    const empty = await call(ctx().app, 'PUT', `games/${sheet.id}/courier`, {
      cookie: roles.editor,
      body: {},
    });
    expect(empty.body.ok).toBe(false);
    expect((empty.body.attrs as Record<string, { error?: string }>).street.error).toBe('required');

    const letter = await sentSheet(ctx(), roles.editor, { parcelType: 'r' });
    const noCourier = await call(ctx().app, 'PUT', `games/${letter.id}/courier`, {
      cookie: roles.editor,
      body: order(),
    });
    expect(noCourier.body).toEqual({ ok: false, err: 'invalid_state' });
    expect(
      (await call(ctx().app, 'GET', `games/${letter.id}/courier`, { cookie: roles.editor })).body.offered,
    ).toBe(false);

    const draft = await sentSheet(ctx(), roles.editor, { status: 'draft' });
    expect(
      (await call(ctx().app, 'PUT', `games/${draft.id}/courier`, { cookie: roles.editor, body: order() }))
        .body,
    ).toEqual({
      ok: false,
      err: 'invalid_state',
    });

    for (const [method, path] of [
      ['GET', 'games/999999/courier'],
      ['POST', 'games/999999/courier/validate'],
      ['PUT', 'games/999999/courier'],
    ] as const) {
      const res = await call(ctx().app, method, path, {
        cookie: roles.editor,
        body: method === 'GET' ? undefined : order(),
      });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ ok: false, err: 'not_found' });
    }
    expect((await call(ctx().app, 'GET', 'games/abc/courier', { cookie: roles.editor })).status).toBe(400);
    expect(
      (await call(ctx().app, 'PUT', `games/${sheet.id}/courier`, { cookie: roles.editor, body: [1] })).status,
    ).toBe(400);
    expect(
      (await call(ctx().app, 'PUT', `games/${sheet.id}/courier?x=1`, { cookie: roles.editor, body: order() }))
        .status,
    ).toBe(400);
  });

  it('permission matrix: reading needs sign-in, validate and create need edit', async () => {
    const sheet = await sentSheet(ctx(), roles.editor, { parcelType: 'ek' });
    const cases: [string, 'GET' | 'POST' | 'PUT', string][] = [
      ['read', 'GET', `games/${sheet.id}/courier`],
      ['validate', 'POST', `games/${sheet.id}/courier/validate`],
      ['create', 'PUT', `games/${sheet.id}/courier`],
    ];
    for (const [what, method, path] of cases) {
      const body = method === 'GET' ? undefined : order();
      expect((await call(ctx().app, method, path, { body })).status, `${what} anonymous`).toBe(401);
      const asViewer = await call(ctx().app, method, path, { cookie: roles.viewer, body });
      expect(asViewer.status, `${what} viewer`).toBe(what === 'read' ? 200 : 403);
      const asSwitched = await call(ctx().app, method, path, { cookie: roles.switched, body });
      expect(asSwitched.status, `${what} switched`).toBe(what === 'read' ? 200 : 403);
    }
    expect(
      (await call(ctx().app, 'GET', `games/${sheet.id}/courier`, { cookie: roles.viewer })).body.courier,
    ).toBeNull();
  });
});
