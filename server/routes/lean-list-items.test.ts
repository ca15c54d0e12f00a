// Issue 26: the parcels, users, invoices and vouchers lists answer with lean items (what the list screens read,
// declared once in schemas/api/records.ts); the by-id call keeps the full record.
import { beforeAll, expect, it } from 'vitest';
import { call, describeApi } from '../test/harness';
import { signInRoles, type RoleCookies } from '../test/roles';
import { insertSheet } from '../test/games-fixture';

describeApi('lean list items (parcels, users, invoices, vouchers)', (ctx) => {
  let roles: RoleCookies;
  let variantId: number;

  const api = (method: 'GET' | 'PUT', path: string, body?: unknown) =>
    call(ctx().app, method, path, { cookie: roles.editor, body });
  const created = async (path: string, key: string, attrs: Record<string, unknown>) => {
    const res = await api('PUT', path, attrs);
    expect(res.body.ok, JSON.stringify(res.body)).toBe(true);
    return res.body[key] as Record<string, unknown> & { id: number };
  };
  const listed = async (path: string, key: string, id: number) => {
    const res = await api('GET', path);
    expect(res.status).toBe(200);
    const item = (res.body[key] as { id: number }[]).find((x) => x.id === id);
    expect(item, `${path} lists ${id}`).toBeDefined();
    return item as Record<string, unknown>;
  };

  beforeAll(async () => {
    roles = await signInRoles(ctx());
    const db = ctx().db;
    const game = await db.one<{ id: number }>(
      "INSERT INTO games (name, active) VALUES ('Záhada Oravského hradu', true) RETURNING id",
    );
    const variant = await db.one<{ id: number }>(
      `INSERT INTO variants (game_id, name, status, active, info) VALUES ($1, 'Rodinná', 'received', true, $2) RETURNING id`,
      [game!.id, { variantNameExtended: 'Rodinná trasa', price: 12.5 }],
    );
    variantId = Number(variant!.id);
  });

  it('users: id, type and info (platform 7.5); users/{id} has the dates too', async () => {
    const user = await created('users?t=player', 'contact', { name: 'Ľahký Zoznam', city: 'Martin' });
    const item = await listed('users?r=player&s=Ľahký', 'users', user.id);
    expect(Object.keys(item).sort()).toEqual(['id', 'info', 'type']);
    expect(item.info).toMatchObject({ name: 'Ľahký Zoznam', city: 'Martin' });
    const full = (await api('GET', `users/${user.id}`)).body.contact as Record<string, unknown>;
    expect(Object.keys(full).sort()).toEqual(['createdAt', 'id', 'info', 'type', 'updatedAt']);
  });

  it('invoices: what InvoiceItem reads, of info only zip and city; invoices/{id} is the full invoice', async () => {
    const invoice = await created('invoices', 'invoice', {
      name: 'Gymnázium Ľahkých Zoznamov',
      address: 'Hlavná 1',
      zip: '036 01',
      city: 'Martin',
      taxableSupplyDate: '2026-03-01',
      dateOfIssue: '2026-03-01',
      dueDate: '2026-03-15',
      game: String(variantId),
      price: '99,90',
    });
    const item = await listed('invoices?t=invoiced', 'invoices', invoice.id);
    expect(Object.keys(item).sort()).toEqual([
      'address',
      'canceled',
      'code',
      'createdAt',
      'id',
      'info',
      'name',
      'price',
      'status',
    ]);
    expect(item).toMatchObject({ name: 'Gymnázium Ľahkých Zoznamov', address: 'Hlavná 1', price: 99.9 });
    expect(item.info).toEqual({ zip: '03601', city: 'Martin' });
    const full = (await api('GET', `invoices/${invoice.id}`)).body.invoice as Record<string, unknown>;
    expect(full).toMatchObject({ status: expect.any(String), saved: expect.any(Boolean) });
    expect(full.info).toMatchObject({ dueDate: expect.anything(), game: expect.anything(), city: 'Martin' });
  });

  it('vouchers: what VoucherItem reads, of info only the note; vouchers/{id} is the full voucher', async () => {
    const promo = `LEAN${Date.now().toString(36).toUpperCase()}`;
    const voucher = await created('vouchers', 'voucher', { promoCode: promo, note: 'Pre triedu 3.B' });
    const item = await listed('vouchers?t=free', 'vouchers', voucher.id);
    expect(Object.keys(item).sort()).toEqual([
      'expirationAt',
      'game',
      'id',
      'info',
      'promo',
      'registeredAt',
      'stats',
      'status',
      'universal',
      'updatedAt',
      'variant',
    ]);
    expect(item).toMatchObject({ promo, status: 'free' });
    expect(item.info).toEqual({ note: 'Pre triedu 3.B' });
    const full = (await api('GET', `vouchers/${voucher.id}`)).body.voucher as Record<string, unknown>;
    expect(full).toMatchObject({ promo, wholegame: expect.any(Boolean) });
    expect(full.info).toMatchObject({ promoCode: promo, note: 'Pre triedu 3.B' });
  });

  it('parcels: what LevelItem reads (title, number, layout, game); levels/idx has the full level', async () => {
    const sheet = await insertSheet(ctx().db, {
      gameName: 'Ľahká parcela',
      status: 'registered',
      date: '2026-03-10',
      levels: [{ name: 'Veža Ľahkého zoznamu', layout: 'ANSWER_REQUIRED', question: 'Koľko?', order: '3' }],
    });
    const id = sheet.levelIds[0]!;
    const item = await listed('parcels?s=Ľahkého zoznamu', 'parcels', id);
    expect(Object.keys(item).sort()).toEqual(['gameName', 'id', 'info', 'layout', 'number']);
    expect(item).toMatchObject({ gameName: 'Ľahká parcela', layout: 'ANSWER_REQUIRED' });
    expect(Object.keys(item.info as object).sort()).toEqual(['name', 'order', 'question', 'type']);
    expect(item.info).toMatchObject({ name: { val: 'Veža Ľahkého zoznamu' }, order: { val: '3' } });
    const idx = await api('GET', 'levels/idx/0?s=Ľahkého zoznamu');
    expect(idx.body.level).toMatchObject({
      id,
      gameId: sheet.id,
      wasRegistered: true,
      sheetNumber: expect.any(String),
    });
    const full = await api('GET', `parcels/${id}`);
    expect(full.body.parcel).toMatchObject({ id, gameName: 'Ľahká parcela', wasRegistered: true });
  });
});
