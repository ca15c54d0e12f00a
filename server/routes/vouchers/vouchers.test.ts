import { beforeAll, describe, expect, it } from 'vitest';
import { call, describeApi } from '../../test/harness';
import { signInRoles, type RoleCookies } from '../../test/roles';
import { newUser } from '../../test/users';
import type { Attrs as AttrsReply, Voucher } from '../../../schemas/api';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const epochOf = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
const VARIANT_WITHOUT_VOUCHER = 500_000;

describeApi('vouchers API', (ctx) => {
  let roles: RoleCookies;
  let variantId: number;
  let inactiveVariantId: number;

  const api = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, cookie?: string, body?: unknown) =>
    call(ctx().app, method, path, { cookie, body });
  const create = async (attrs: Record<string, unknown>) => {
    const res = await api('PUT', 'vouchers', roles.editor, attrs);
    expect(res.body.ok, JSON.stringify(res.body)).toBe(true);
    return res.body.voucher as Voucher;
  };
  let counter = 0;
  const promo = (prefix = 'KOD') => `${prefix}${Date.now().toString(36).toUpperCase()}${counter++}`;

  beforeAll(async () => {
    roles = await signInRoles(ctx());
    const db = ctx().db;
    const game = await db.one<{ id: number }>(
      "INSERT INTO games (name, active) VALUES ('Stratený poklad Bratislavy', true) RETURNING id",
    );
    const variant = await db.one<{ id: number }>(
      `INSERT INTO variants (game_id, name, status, active, info) VALUES ($1, 'Klasická', 'received', true, $2) RETURNING id`,
      [game!.id, { variantNameExtended: 'Klasická trasa' }],
    );
    const inactive = await db.one<{ id: number }>(
      "INSERT INTO variants (game_id, name, active) VALUES ($1, 'Nočná', false) RETURNING id",
      [game!.id],
    );
    await db.query(
      "INSERT INTO variants (id, game_id, name, status, active) VALUES ($1, $2, 'Vysoké id', 'received', true)",
      [VARIANT_WITHOUT_VOUCHER, game!.id],
    );
    variantId = Number(variant!.id);
    inactiveVariantId = Number(inactive!.id);
  });

  it('needs a session (401) for every call; reads for anyone signed in, writes only with edit (403)', async () => {
    const voucher = await create({ promoCode: promo() });
    // platform 2.3 (issue 21): vouchers are in everyone's menu, read-only without 'edit'
    for (const path of ['vouchers', `vouchers/${voucher.id}`]) {
      expect((await api('GET', path)).status, path).toBe(401);
      for (const cookie of [roles.viewer, roles.switched]) {
        const res = await api('GET', path, cookie);
        expect(res.status, `GET ${path}`).toBe(200);
        expect(res.body.ok).toBe(true);
      }
    }
    const calls = [
      ['PUT', 'vouchers'],
      ['POST', `vouchers/${voucher.id}`],
      ['DELETE', `vouchers/${voucher.id}`],
      ['POST', 'vouchers/validate'],
      ['POST', `vouchers/${voucher.id}/validate`],
      ['POST', `vouchers/${voucher.id}/save`],
      ['POST', `vouchers/${voucher.id}/sender/1`],
    ] as const;
    for (const [method, path] of calls) {
      const body = method === 'PUT' || method === 'POST' ? { promoCode: 'X' } : undefined;
      expect((await api(method, path, undefined, body)).status, `${method} ${path}`).toBe(401);
      for (const cookie of [roles.viewer, roles.switched]) {
        const res = await api(method, path, cookie, body);
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body).toEqual({ ok: false, err: 'forbidden' });
      }
    }
    expect((await api('GET', `vouchers/${voucher.id}`, roles.admin)).body.voucher).toMatchObject({
      promo: voucher.promo,
    });
  });

  describe('create', () => {
    it('stores a voucher for a variant and replies the list shape', async () => {
      const code = promo('LETO');
      const expiration = inDays(30);
      const res = await api('PUT', 'vouchers', roles.editor, {
        code,
        game: String(variantId),
        limit: '5',
        expiration,
        note: 'Výhra v súťaži',
        universal: true,
        stranger: 1,
      });
      expect(res.body.ok).toBe(true);
      const voucher = res.body.voucher as Voucher;
      expect(res.body.vouchers).toEqual([voucher.id]);
      expect(voucher).toEqual({
        id: expect.any(Number),
        game: { name: { sk: 'Stratený poklad Bratislavy' } },
        variant: { name: 'Klasická', variantNameExtended: 'Klasická trasa' },
        status: 'free',
        promo: code,
        universal: true,
        wholegame: false,
        stats: { usage: 0, limit: 5 },
        expirationAt: epochOf(expiration),
        registeredAt: expect.any(Number),
        updatedAt: expect.any(Number),
        info: {
          promoCode: code,
          game: String(variantId),
          wholegame: false,
          universal: true,
          generate: false,
          expirationDate: expiration,
          limit: 5,
          note: 'Výhra v súťaži',
        },
      });
      const detail = await api('GET', `vouchers/${voucher.id}`, roles.editor);
      expect(detail.body).toEqual({ ok: true, voucher });
    });

    it('shows no variant for a whole-game voucher and no game for one without a game', async () => {
      const whole = await create({ promoCode: promo(), game: String(variantId), wholegame: true });
      expect(whole).toMatchObject({
        game: { name: { sk: 'Stratený poklad Bratislavy' } },
        variant: null,
        wholegame: true,
      });
      const any = await create({ promoCode: promo() });
      expect(any).toMatchObject({
        game: null,
        variant: null,
        stats: { usage: 0, limit: 1 },
        expirationAt: null,
      });
    });

    it('generates N one-time vouchers with distinct unguessable codes', async () => {
      const res = await api('PUT', 'vouchers', roles.editor, {
        generate: true,
        repeat: 5,
        game: String(variantId),
      });
      expect(res.body.ok, JSON.stringify(res.body)).toBe(true);
      const ids = res.body.vouchers as number[];
      expect(ids).toHaveLength(5);
      expect((res.body.voucher as Voucher).id).toBe(ids[0]);
      const vouchers: Voucher[] = [];
      for (const id of ids)
        vouchers.push((await api('GET', `vouchers/${id}`, roles.editor)).body.voucher as Voucher);
      const codes = vouchers.map((v) => v.promo);
      expect(new Set(codes).size).toBe(5);
      for (const voucher of vouchers) {
        expect(voucher.promo).toMatch(/^[A-HJ-NP-Z2-9]{8,}$/);
        expect(voucher.stats).toEqual({ usage: 0, limit: 1 });
        expect(voucher.info).toMatchObject({ promoCode: voucher.promo, generate: false, limit: 1 });
        expect(voucher.info).not.toHaveProperty('repeat');
      }
    });

    it('puts a typed promo code before the generated ones', async () => {
      const res = await api('PUT', 'vouchers', roles.editor, {
        promoCode: 'SVADBA',
        generate: true,
        repeat: 2,
      });
      const ids = res.body.vouchers as number[];
      for (const id of ids) {
        const voucher = (await api('GET', `vouchers/${id}`, roles.editor)).body.voucher as Voucher;
        expect(voucher.promo).toMatch(/^SVADBA-[A-HJ-NP-Z2-9]{10}$/);
      }
    });

    it('replies every error code for an invalid form and stores nothing', async () => {
      const taken = await create({ promoCode: promo('OBSADENY') });
      const before = await ctx().db.one<{ n: number }>('SELECT count(*)::int AS n FROM vouchers');
      const cases: [Record<string, unknown>, string, string][] = [
        [{ limit: 2 }, 'promoCode', 'required'],
        [{ promoCode: taken.promo.toLowerCase() }, 'promoCode', 'code_exists'],
        [{ promoCode: promo(), expirationDate: 'budúci rok' }, 'expirationDate', 'invalid_format'],
        [{ promoCode: promo(), limit: 'veľa' }, 'limit', 'invalid_format'],
        [{ promoCode: promo(), limit: 0 }, 'limit', 'out_of_range'],
        [{ promoCode: promo(), game: String(inactiveVariantId) }, 'game', 'invalid_value'],
        [{ generate: true }, 'repeat', 'required'],
        [{ generate: true, repeat: 1001 }, 'repeat', 'out_of_range'],
        [{ promoCode: promo(), wholegame: 'možno' }, 'wholegame', 'invalid_format'],
      ];
      for (const [body, field, error] of cases) {
        const res = await api('PUT', 'vouchers', roles.editor, body);
        expect(res.body.ok, JSON.stringify(body)).toBe(false);
        expect((res.body.attrs as AttrsReply)[field].error, JSON.stringify(body)).toBe(error);
      }
      const after = await ctx().db.one<{ n: number }>('SELECT count(*)::int AS n FROM vouchers');
      expect(after!.n).toBe(before!.n);
    });

    it('answers 400 to malformed input', async () => {
      const malformed = await call(ctx().app, 'PUT', 'vouchers', {
        cookie: roles.editor,
        body: '{"promoCode"',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.status).toBe(400);
      expect((await api('PUT', 'vouchers', roles.editor, ['A'])).status).toBe(400);
      expect((await api('GET', 'vouchers?t=old', roles.editor)).status).toBe(400);
      expect((await api('GET', 'vouchers/abc', roles.editor)).status).toBe(400);
      expect((await api('GET', 'vouchers/999999', roles.editor)).status).toBe(404);
    });
  });

  describe('validate', () => {
    it('fills a new form without required errors; generating needs no promo code', async () => {
      const blank = await api('POST', 'vouchers/validate', roles.editor, {});
      const attrs = blank.body.attrs as AttrsReply;
      expect(blank.body.ok).toBe(true);
      expect(Object.values(attrs).some((a) => a.error)).toBe(false);
      expect(attrs.promoCode.required).toBe(true);
      expect(attrs.limit.val).toBe(1);
      expect(attrs).not.toHaveProperty('repeat');
      expect(attrs.game.options).toContainEqual({
        value: String(variantId),
        label: 'Stratený poklad Bratislavy (Klasická trasa)',
      });
      const generating = await api('POST', 'vouchers/validate', roles.editor, { generate: true, repeat: 3 });
      const g = generating.body.attrs as AttrsReply;
      expect(g.promoCode.error).toBeUndefined();
      expect(g.repeat).toMatchObject({ val: 3, required: true });
      const notGenerating = await api('POST', 'vouchers/validate', roles.editor, { limit: 3 });
      expect((notGenerating.body.attrs as AttrsReply).promoCode.error).toBe('required');
    });

    it('validates an existing voucher by its id, or a new voucher for a variant by the variant id', async () => {
      const voucher = await create({ promoCode: promo('EXIST'), limit: 4 });
      const existing = await api('POST', `vouchers/${voucher.id}/validate`, roles.editor, { limit: 0 });
      const e = existing.body.attrs as AttrsReply;
      expect(e.promoCode.val).toBe(voucher.promo);
      expect(e.limit).toMatchObject({ val: 0, error: 'out_of_range' });

      const forVariant = await api('POST', `vouchers/${VARIANT_WITHOUT_VOUCHER}/validate`, roles.editor, {});
      const v = forVariant.body.attrs as AttrsReply;
      expect(v.game.val).toBe(String(VARIANT_WITHOUT_VOUCHER));
      expect(Object.values(v).some((a) => a.error)).toBe(false);
      expect((await api('POST', 'vouchers/900000/validate', roles.editor, {})).status).toBe(404);
    });
  });

  describe('update, delete, sender and save', () => {
    it('updates the sent fields; a promo code of another voucher is code_exists', async () => {
      const other = await create({ promoCode: promo('INY') });
      const voucher = await create({ promoCode: promo('MOJ'), limit: 2 });
      const res = await api('POST', `vouchers/${voucher.id}`, roles.editor, {
        limit: 7,
        note: 'Zvýšený limit',
      });
      expect(res.body).toMatchObject({
        ok: true,
        voucher: {
          id: voucher.id,
          promo: voucher.promo,
          stats: { limit: 7 },
          info: { note: 'Zvýšený limit' },
        },
      });
      const clash = await api('POST', `vouchers/${voucher.id}`, roles.editor, { promoCode: other.promo });
      expect((clash.body.attrs as AttrsReply).promoCode.error).toBe('code_exists');
      const same = await api('POST', `vouchers/${voucher.id}`, roles.editor, {
        promoCode: voucher.promo.toLowerCase(),
      });
      expect(same.body).toMatchObject({ ok: true, voucher: { promo: voucher.promo.toLowerCase() } });
    });

    it('deletes a voucher; sender and save reply ok; unknown ids are 404', async () => {
      const voucher = await create({ promoCode: promo('ZMAZ') });
      const sender = await newUser(ctx(), 'player');
      expect((await api('POST', `vouchers/${voucher.id}/sender/${sender.id}`, roles.editor)).body).toEqual({
        ok: true,
      });
      expect((await api('POST', `vouchers/${voucher.id}/sender/999999`, roles.editor)).status).toBe(404);
      expect((await api('POST', `vouchers/${voucher.id}/save`, roles.editor)).body).toEqual({ ok: true });
      const row = await ctx().db.one<{ saved: boolean; sender_id: number }>(
        'SELECT saved, sender_id FROM vouchers WHERE id = $1',
        [voucher.id],
      );
      expect({ saved: row!.saved, sender: Number(row!.sender_id) }).toEqual({
        saved: true,
        sender: sender.id,
      });
      expect((await api('DELETE', `vouchers/${voucher.id}`, roles.editor)).body).toEqual({ ok: true });
      expect((await api('GET', `vouchers/${voucher.id}`, roles.editor)).status).toBe(404);
      expect((await api('DELETE', `vouchers/${voucher.id}`, roles.editor)).status).toBe(404);
      expect((await api('POST', `vouchers/${voucher.id}/save`, roles.editor)).status).toBe(404);
    });
  });

  describe('list', () => {
    const ids: Record<'free' | 'used' | 'expired' | 'unlimited', number> = {
      free: 0,
      used: 0,
      expired: 0,
      unlimited: 0,
    };

    beforeAll(async () => {
      ids.free = (await create({ promoCode: promo('TABVOLNY'), limit: 3, note: 'Tabuľka Žilina' })).id;
      ids.used = (await create({ promoCode: promo('TABPOUZITY'), limit: 2, note: 'Tabuľka Žilina' })).id;
      ids.expired = (
        await create({ promoCode: promo('TABSTARY'), expirationDate: inDays(10), note: 'Tabuľka Žilina' })
      ).id;
      ids.unlimited = (await create({ promoCode: promo('TABNEOBMEDZENY'), note: 'Tabuľka Žilina' })).id;
      await ctx().db.query('UPDATE vouchers SET usage = 1 WHERE id = $1', [ids.free]);
      await ctx().db.query('UPDATE vouchers SET usage = 2 WHERE id = $1', [ids.used]);
      await ctx().db.query('UPDATE vouchers SET expiration_date = current_date - 1 WHERE id = $1', [
        ids.expired,
      ]);
      await ctx().db.query('UPDATE vouchers SET "limit" = NULL, usage = 40 WHERE id = $1', [ids.unlimited]);
    });

    const list = async (query: string) =>
      ((await api('GET', `vouchers?${query}`, roles.editor)).body.vouchers as Voucher[]).map((v) => [
        v.id,
        v.status,
      ]);

    it('splits the tabs: used = usage reached the limit, expired = past the date, free = the rest', async () => {
      expect(await list('s=zilina&t=free')).toEqual([
        [ids.unlimited, 'free'],
        [ids.free, 'free'],
      ]);
      expect(await list('s=zilina&t=used')).toEqual([[ids.used, 'used']]);
      expect(await list('s=zilina&t=expired')).toEqual([[ids.expired, 'expired']]);
      expect(await list('s=ZILINA')).toEqual([
        [ids.unlimited, 'free'],
        [ids.expired, 'expired'],
        [ids.used, 'used'],
        [ids.free, 'free'],
      ]);
    });

    it('searches by promo code without case and pages with po/pl', async () => {
      const byCode = await list('s=tabpouzity');
      expect(byCode).toEqual([[ids.used, 'used']]);
      expect(await list('s=zilina&po=1&pl=2')).toEqual([
        [ids.expired, 'expired'],
        [ids.used, 'used'],
      ]);
      expect(await list('s=zilina&po=3&pl=2')).toEqual([[ids.free, 'free']]);
    });
  });
});
