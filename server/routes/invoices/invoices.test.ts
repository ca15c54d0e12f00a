import { beforeAll, describe, expect, it } from 'vitest';
import { call, describeApi } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';
import { signInRoles, type RoleCookies } from '../../test/roles';
import { newUser } from '../../test/users';
import { loggedStatuses } from '../../test/change-log';
import type { Attrs as AttrsReply, HistoryEntry, Invoice } from '../../../schemas/api';

const YEAR = new Date().getFullYear();

describeApi('invoices API', (ctx) => {
  let roles: RoleCookies;
  let variantId: number;
  let inactiveVariantId: number;

  const api = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, cookie?: string, body?: unknown) =>
    call(ctx().app, method, path, { cookie, body });

  const valid = (extra: Record<string, unknown> = {}) => ({
    name: 'Základná škola Hollého',
    address: 'Hollého 66',
    zip: '010 01',
    city: 'Žilina',
    taxableSupplyDate: '2026-03-01',
    dateOfIssue: '2026-03-01',
    dueDate: '2026-03-15',
    game: String(variantId),
    price: '120,50',
    ...extra,
  });

  const create = async (attrs: Record<string, unknown>) => {
    const res = await api('PUT', 'invoices', roles.editor, attrs);
    expect(res.body.ok, JSON.stringify(res.body)).toBe(true);
    return res.body.invoice as Invoice;
  };

  beforeAll(async () => {
    roles = await signInRoles(ctx());
    const db = ctx().db;
    const game = await db.one<{ id: number }>(
      "INSERT INTO games (name, active) VALUES ('Tajomstvo Žilinského hradu', true) RETURNING id",
    );
    const variant = await db.one<{ id: number }>(
      `INSERT INTO variants (game_id, name, status, active, info) VALUES ($1, 'Rodinná', 'received', true, $2) RETURNING id`,
      [game!.id, { variantNameExtended: 'Rodinná (deti od 8 rokov)', price: 12.5 }],
    );
    const inactive = await db.one<{ id: number }>(
      `INSERT INTO variants (game_id, name, active) VALUES ($1, 'Stará', false) RETURNING id`,
      [game!.id],
    );
    variantId = Number(variant!.id);
    inactiveVariantId = Number(inactive!.id);
  });

  describe('permissions', () => {
    it('needs a session (401) and edit (403 for a viewer and a switched admin) for every call', async () => {
      const invoice = await create(valid());
      const calls = [
        ['GET', 'invoices'],
        ['GET', `invoices/${invoice.id}`],
        ['PUT', 'invoices'],
        ['POST', `invoices/${invoice.id}`],
        ['DELETE', `invoices/${invoice.id}`],
        ['POST', 'invoices/validate'],
        ['POST', `invoices/${invoice.id}/validate`],
        ['POST', `invoices/${invoice.id}/cancel`],
        ['POST', `invoices/${invoice.id}/save`],
        ['POST', `invoices/${invoice.id}/register`],
        ['GET', `invoices/${invoice.id}/register`],
        ['GET', `invoices/${invoice.id}/parcels`],
        ['PUT', `invoices/${invoice.id}/parcels`],
        ['GET', `invoices/${invoice.id}/parcels/number`],
      ] as const;
      const bodyFor = (method: string) => (method === 'PUT' || method.startsWith('POST') ? {} : undefined);
      for (const [method, path] of calls) {
        expect((await api(method, path, undefined, bodyFor(method))).status, `${method} ${path}`).toBe(401);
        for (const cookie of [roles.viewer, roles.switched]) {
          const res = await api(method, path, cookie, bodyFor(method));
          expect(res.status, `${method} ${path}`).toBe(403);
          expect(res.body).toEqual({ ok: false, err: 'forbidden' });
        }
      }
      const still = await api('GET', `invoices/${invoice.id}`, roles.admin);
      expect((still.body.invoice as Invoice).canceled).toBe(false);
    });
  });

  describe('create and numbering', () => {
    it('stores a valid invoice, numbers it YYYYNNNN and replies the invoice', async () => {
      const res = await api('PUT', 'invoices', roles.editor, { ...valid(), unknownField: 'x' });
      expect(res.status).toBe(200);
      const invoice = res.body.invoice as Invoice;
      expect(res.body).toMatchObject({ ok: true, invoices: [invoice.id] });
      expect(invoice).toMatchObject({
        id: expect.any(Number),
        code: expect.stringMatching(new RegExp(`^${YEAR}\\d{4}$`)),
        createdAt: expect.any(Number),
        status: 'invoiced',
        name: 'Základná škola Hollého',
        address: 'Hollého 66',
        price: 120.5,
        canceled: false,
        info: {
          name: 'Základná škola Hollého',
          zip: '01001',
          country: 'sk',
          paymentMethod: 'transfer',
          vat: 20,
          price: 120.5,
          game: String(variantId),
          dueDate: '2026-03-15',
        },
      });
      expect(invoice.info.code).toBe(invoice.code);
      expect(invoice.info).not.toHaveProperty('unknownField');
      expect(Math.abs(invoice.createdAt - Date.now() / 1000)).toBeLessThan(600);
      const row = await ctx().db.one<{ variant_id: number }>(
        'SELECT variant_id FROM invoices WHERE id = $1',
        [invoice.id],
      );
      expect(Number(row!.variant_id)).toBe(variantId);
    });

    it('gives consecutive numbers and never repeats one, also after a typed code', async () => {
      const a = await create(valid());
      const b = await create(valid());
      expect(Number(b.code)).toBe(Number(a.code) + 1);
      const typed = await create(valid({ code: String(Number(b.code) + 1) }));
      expect(typed.code).toBe(String(Number(b.code) + 1));
      const c = await create(valid());
      expect(Number(c.code)).toBe(Number(b.code) + 2);
      const dup = await api('PUT', 'invoices', roles.editor, valid({ code: a.code }));
      expect(dup.body.ok).toBe(false);
      expect((dup.body.attrs as AttrsReply).code.error).toBe('code_exists');
    });

    it('creates N invoices with consecutive numbers for a repeat count N', async () => {
      const res = await api(
        'PUT',
        'invoices',
        roles.editor,
        valid({ repeating: true, repeat: 3, name: 'Opakovaná' }),
      );
      expect(res.body.ok).toBe(true);
      const ids = res.body.invoices as number[];
      expect(ids).toHaveLength(3);
      const codes: number[] = [];
      for (const id of ids) {
        const invoice = (await api('GET', `invoices/${id}`, roles.editor)).body.invoice as Invoice;
        expect(invoice.name).toBe('Opakovaná');
        expect(invoice.info.repeating).toBe(false);
        expect(invoice.info).not.toHaveProperty('repeat');
        codes.push(Number(invoice.code));
      }
      expect(codes).toEqual([codes[0], codes[0] + 1, codes[0] + 2]);
    });

    it('replies every error code of the engine and stores nothing for an invalid form', async () => {
      const before = await ctx().db.one<{ n: number }>('SELECT count(*)::int AS n FROM invoices');
      const cases: [Record<string, unknown>, string, string][] = [
        [valid({ name: '' }), 'name', 'required'],
        [valid({ dueDate: 'zajtra' }), 'dueDate', 'invalid_format'],
        [valid({ price: 'veľa' }), 'price', 'invalid_format'],
        [valid({ price: -1 }), 'price', 'out_of_range'],
        [valid({ vat: 101 }), 'vat', 'out_of_range'],
        [valid({ paymentMethod: 'cash' }), 'paymentMethod', 'invalid_value'],
        [valid({ game: String(inactiveVariantId) }), 'game', 'invalid_value'],
        [valid({ repeating: true }), 'repeat', 'required'],
        [valid({ repeating: true, repeat: 0 }), 'repeat', 'out_of_range'],
      ];
      for (const [body, field, error] of cases) {
        const res = await api('PUT', 'invoices', roles.editor, body);
        expect(res.body.ok, JSON.stringify(body)).toBe(false);
        expect((res.body.attrs as AttrsReply)[field].error, JSON.stringify(body)).toBe(error);
      }
      const after = await ctx().db.one<{ n: number }>('SELECT count(*)::int AS n FROM invoices');
      expect(after!.n).toBe(before!.n);
    });

    it('answers 400 to a malformed or non-object body', async () => {
      const malformed = await call(ctx().app, 'PUT', 'invoices', {
        cookie: roles.editor,
        body: '{',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.status).toBe(400);
      expect((await api('PUT', 'invoices', roles.editor, [1, 2])).status).toBe(400);
      const text = await call(ctx().app, 'POST', 'invoices/validate', {
        cookie: roles.editor,
        body: '"text"',
        headers: { 'content-type': 'application/json' },
      });
      expect(text.status).toBe(400);
      expect((await api('GET', 'invoices?t=paid', roles.editor)).status).toBe(400);
    });
  });

  describe('validate', () => {
    it('fills a new form: no required errors, active games as options, the repeat count hidden', async () => {
      const res = await api('POST', 'invoices/validate', roles.editor, {});
      expect(res.body.ok).toBe(true);
      const attrs = res.body.attrs as AttrsReply;
      expect(Object.values(attrs).some((a) => a.error)).toBe(false);
      expect(attrs.game.options).toEqual([
        { value: String(variantId), label: 'Tajomstvo Žilinského hradu (Rodinná (deti od 8 rokov))' },
      ]);
      expect(attrs.paymentMethod).toMatchObject({ val: 'transfer', required: true });
      expect(attrs.repeating).toMatchObject({ val: false });
      expect(attrs).not.toHaveProperty('repeat');
      const checked = await api('POST', 'invoices/validate', roles.editor, { repeating: true });
      expect((checked.body.attrs as AttrsReply).repeat).toMatchObject({ required: true, error: 'required' });
    });

    it('validates an existing invoice against its stored values; unknown ids are 404', async () => {
      const invoice = await create(valid({ name: 'Uložená' }));
      const res = await api('POST', `invoices/${invoice.id}/validate`, roles.editor, { price: 'x' });
      const attrs = res.body.attrs as AttrsReply;
      expect(attrs.name.val).toBe('Uložená');
      expect(attrs.code.val).toBe(invoice.code);
      expect(attrs.price.error).toBe('invalid_format');
      expect((await api('POST', 'invoices/999999/validate', roles.editor, {})).status).toBe(404);
      expect((await api('POST', 'invoices/x1/validate', roles.editor, {})).status).toBe(400);
    });
  });

  describe('update, storno and delete', () => {
    it('updates the sent fields and keeps the number when the code is cleared', async () => {
      const invoice = await create(valid());
      const res = await api('POST', `invoices/${invoice.id}`, roles.editor, { price: 99, code: '' });
      expect(res.body).toMatchObject({
        ok: true,
        invoice: { id: invoice.id, code: invoice.code, price: 99 },
      });
      expect((res.body.invoice as Invoice).info).toMatchObject({ name: 'Základná škola Hollého', price: 99 });
      const bad = await api('POST', `invoices/${invoice.id}`, roles.editor, { dueDate: '2026-02-30' });
      expect(bad.body.ok).toBe(false);
      expect((bad.body.attrs as AttrsReply).dueDate.error).toBe('invalid_format');
      expect((await api('POST', 'invoices/999999', roles.editor, { price: 1 })).status).toBe(404);
    });

    it('removes an invoice only after Storno; a cancelled invoice cannot be changed', async () => {
      const invoice = await create(valid());
      expect((await api('DELETE', `invoices/${invoice.id}`, roles.editor)).body).toEqual({
        ok: false,
        err: 'invalid_state',
      });
      const cancel = await api('POST', `invoices/${invoice.id}/cancel`, roles.editor);
      expect(cancel.body).toMatchObject({
        ok: true,
        invoice: { id: invoice.id, canceled: true, status: 'cancelled' },
      });
      expect((await api('POST', `invoices/${invoice.id}/cancel`, roles.editor)).body).toEqual({
        ok: false,
        err: 'invalid_state',
      });
      expect(await loggedStatuses(ctx().db, 'invoice', invoice.id)).toEqual([['invoiced', 'cancelled']]);
      expect((await api('POST', `invoices/${invoice.id}`, roles.editor, { price: 1 })).body).toEqual({
        ok: false,
        err: 'invalid_state',
      });
      expect((await api('DELETE', `invoices/${invoice.id}`, roles.editor)).body).toEqual({ ok: true });
      expect((await api('GET', `invoices/${invoice.id}`, roles.editor)).status).toBe(404);
      expect((await api('POST', 'invoices/999999/cancel', roles.editor)).status).toBe(404);
    });
  });

  describe('list', () => {
    let ids: number[];
    beforeAll(async () => {
      ids = [];
      for (const name of ['Zoznam Alfa', 'Zoznam Beta', 'Zoznam Gama']) {
        ids.push((await create(valid({ name, city: 'Kysucké Nové Mesto' }))).id);
      }
      await api('POST', `invoices/${ids[1]}/cancel`, roles.editor);
    });

    it('lists newest first with the list fields; the t tabs split invoiced and cancelled', async () => {
      const all = (await api('GET', 'invoices?s=zoznam', roles.editor)).body.invoices as Invoice[];
      expect(all.map((i) => i.id)).toEqual([...ids].reverse());
      // the lean list item (issue 26): what the list screen reads; the by-id call has the whole invoice
      expect(Object.keys(all[0]).sort()).toEqual(
        ['address', 'canceled', 'code', 'createdAt', 'id', 'info', 'name', 'price', 'status'].sort(),
      );
      const invoiced = (await api('GET', 'invoices?s=zoznam&t=invoiced', roles.editor)).body
        .invoices as Invoice[];
      expect(invoiced.map((i) => i.id)).toEqual([ids[2], ids[0]]);
      const cancelled = (await api('GET', 'invoices?s=zoznam&t=cancelled', roles.editor)).body
        .invoices as Invoice[];
      expect(cancelled.map((i) => ({ id: i.id, status: i.status }))).toEqual([
        { id: ids[1], status: 'cancelled' },
      ]);
    });

    it('searches without diacritics, by code too, and pages with po/pl', async () => {
      const byCity = (await api('GET', 'invoices?s=KYSUCKE%20nove', roles.editor)).body.invoices as Invoice[];
      expect(byCity.map((i) => i.id)).toEqual([...ids].reverse());
      const one = (await api('GET', `invoices/${ids[0]}`, roles.editor)).body.invoice as Invoice;
      const byCode = (await api('GET', `invoices?s=${one.code}`, roles.editor)).body.invoices as Invoice[];
      expect(byCode.map((i) => i.id)).toEqual([ids[0]]);
      const page2 = (await api('GET', 'invoices?s=zoznam&po=2&pl=2', roles.editor)).body
        .invoices as Invoice[];
      expect(page2.map((i) => i.id)).toEqual([ids[0]]);
    });
  });

  describe('download', () => {
    it('prints the stored invoice: game label with the variant extended name, payment method label', async () => {
      const invoice = await create(valid({ paymentMethod: 'card', price: 120 }));
      const res = await ctx().app.inject({
        method: 'GET',
        url: `/api/webapp/invoices/${invoice.id}/download`,
        headers: { cookie: roles.editor },
      });
      expect(res.statusCode).toBe(200);
      const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
      expect(text).toContain(`Faktúra č. ${invoice.code}`);
      expect(text).toContain('Tajomstvo Žilinského hradu (Rodinná (deti od 8 rokov))');
      expect(text).toContain('Platba kartou online');
      expect(text).toContain('120,00 €');
      expect(text).toContain('010 01 Žilina');
    });
  });

  describe('reading A: legacy sheet, sender, save, registration and parcels', () => {
    it('creates an empty legacy sheet invoice from a parcel type; an unknown type is invalid_value', async () => {
      const res = await api('PUT', 'invoices', roles.editor, { type: 'b' });
      expect(res.body).toMatchObject({
        ok: true,
        invoice: { type: 'b', status: 'invoiced', saved: false, code: expect.stringMatching(/^\d{8}$/) },
      });
      expect((await api('PUT', 'invoices', roles.editor, { type: 'lietadlo' })).body).toEqual({
        ok: false,
        err: 'invalid_value',
      });
    });

    it('sets the sender, saves and registers a sheet with parcels; progress reports it done', async () => {
      const sheet = (await api('PUT', 'invoices', roles.editor, { type: 'r' })).body.invoice as Invoice;
      const sender = await newUser(ctx(), 'player', { name: 'Odosielateľ' });
      expect(
        (await api('POST', `invoices/${sheet.id}/sender/${sender.id}`, roles.editor)).body,
      ).toMatchObject({
        ok: true,
        invoice: { id: sheet.id, senderId: sender.id },
      });
      expect((await api('POST', `invoices/${sheet.id}/sender/999999`, roles.editor)).status).toBe(404);

      expect((await api('GET', `invoices/${sheet.id}/register`, roles.editor)).body).toEqual({
        ok: true,
        intern: false,
      });
      expect((await api('POST', `invoices/${sheet.id}/register`, roles.editor)).body).toEqual({
        ok: false,
        err: 'invalid_state',
      });
      expect((await api('POST', `invoices/${sheet.id}/save`, roles.editor)).body).toMatchObject({
        ok: true,
        invoice: { saved: true },
      });
      expect((await api('POST', `invoices/${sheet.id}/register`, roles.editor)).body).toEqual({
        ok: false,
        err: 'invalid_sheet',
      });
      await api('PUT', `invoices/${sheet.id}/parcels`, roles.editor, {
        question: 'Kde je poklad?',
        'answer.answers-1': 'pod lipou',
      });
      const started = await api('POST', `invoices/${sheet.id}/register`, roles.editor);
      expect(started.body).toEqual({ ok: true, transId: expect.any(String), err: null });
      // The registration runs as a job: the progress call reports it pending until it is done.
      const progressPath = `invoices/${sheet.id}/register/${started.body.transId as string}`;
      let progress = await api('GET', progressPath, roles.editor);
      for (let i = 0; i < 100 && progress.body.pending === true; i++) {
        expect(progress.body).toMatchObject({ ok: true, done: false, remain: expect.any(Number), err: null });
        await new Promise((resolve) => setTimeout(resolve, 50));
        progress = await api('GET', progressPath, roles.editor);
      }
      expect(progress.body).toMatchObject({
        ok: true,
        done: true,
        pending: false,
        remain: 0,
        err: null,
        sheet: { id: sheet.id, registeredAt: expect.any(Number) },
      });
      // the registration is one status transition in the invoice's history, named in Slovak
      expect(await loggedStatuses(ctx().db, 'invoice', sheet.id)).toEqual([['invoiced', 'registered']]);
      const history = (await api('GET', `history?t=invoice&id=${sheet.id}`, roles.editor)).body
        .history as HistoryEntry[];
      expect(history[0]).toMatchObject({ action: 'status' });
      expect(history[0].changes[0]).toMatchObject({
        field: 'status',
        label: 'Stav',
        beforeLabel: 'vystavená',
        afterLabel: 'zaregistrovaná',
      });
      expect((await api('GET', `invoices/${sheet.id}/register/neznamy-1`, roles.editor)).status).toBe(404);
      expect((await api('GET', `invoices/${sheet.id}/register/zl%C3%A9`, roles.editor)).status).toBe(400);
    });

    it('keeps parcels validated by the level schema, in sequence, with assigned numbers and a price', async () => {
      const sheet = (await api('PUT', 'invoices', roles.editor, { type: 'r' })).body.invoice as Invoice;
      await ctx().db.query('UPDATE invoices SET variant_id = $2 WHERE id = $1', [sheet.id, variantId]);
      const base = `invoices/${sheet.id}/parcels`;

      const blank = await api('POST', `${base}/validate`, roles.editor, {});
      const blankAttrs = blank.body.attrs as AttrsReply;
      expect(blankAttrs.question).toMatchObject({ required: true });
      expect(blankAttrs.question.error).toBeUndefined();
      expect(blankAttrs.layout.val).toBe('ANSWER_REQUIRED');

      const invalid = await api('PUT', base, roles.editor, { name: 'Bez otázky' });
      expect(invalid.body.ok).toBe(false);
      expect((invalid.body.attrs as AttrsReply).question.error).toBe('required');
      expect((invalid.body.attrs as AttrsReply)['answer.answers-1'].error).toBe('required');

      const parcels = [];
      for (const question of ['Prvá?', 'Druhá?', 'Tretia?']) {
        const res = await api('PUT', base, roles.editor, { question, 'answer.answers-1': 'áno' });
        expect(res.body.ok, JSON.stringify(res.body)).toBe(true);
        parcels.push(res.body.parcel as { id: number; seq: number; number: string | null });
      }
      expect(parcels.map((p) => p.seq)).toEqual([1, 2, 3]);

      const updated = await api('POST', `${base}/${parcels[1].id}`, roles.editor, {
        question: 'Druhá, upravená?',
      });
      expect(updated.body).toMatchObject({
        ok: true,
        parcel: { id: parcels[1].id, info: { question: 'Druhá, upravená?' } },
      });
      const validated = await api('POST', `${base}/${parcels[1].id}/validate`, roles.editor, {
        layout: 'NIE',
      });
      expect((validated.body.attrs as AttrsReply).layout.error).toBe('invalid_value');

      expect((await api('GET', `${base}/number`, roles.editor)).body).toEqual({ ok: true, number: '1' });
      expect(
        (await api('POST', `${base}/${parcels[0].id}/assign`, roles.editor, { number: '1' })).body,
      ).toMatchObject({
        ok: true,
        parcel: { id: parcels[0].id, number: '1' },
      });
      expect((await api('GET', `${base}/number`, roles.editor)).body).toEqual({ ok: true, number: '2' });
      expect(
        (await api('POST', `${base}/${parcels[1].id}/assign`, roles.editor, { number: 1 })).body,
      ).toEqual({
        ok: false,
        err: 'invalid_value',
      });
      expect(
        (await api('POST', `${base}/${parcels[1].id}/assign`, roles.editor, { number: 'a b' })).status,
      ).toBe(400);

      const numbered = (await api('GET', `${base}?f=numbered`, roles.editor)).body.parcels as {
        id: number;
      }[];
      expect(numbered.map((p) => p.id)).toEqual([parcels[0].id]);
      const searched = (await api('GET', `${base}?s=upravena`, roles.editor)).body.parcels as {
        id: number;
      }[];
      expect(searched.map((p) => p.id)).toEqual([parcels[1].id]);

      const around = await api('GET', `${base}/seq/2?p=1&n=1&c=1`, roles.editor);
      expect(around.body).toMatchObject({
        ok: true,
        parcel: { id: parcels[1].id, seq: 2 },
        prev: { id: parcels[0].id, seq: 1 },
        next: { id: parcels[2].id, seq: 3 },
      });
      const last = await api('GET', `${base}/seq/3?n=1`, roles.editor);
      expect(last.body).toEqual({ ok: true, next: null });

      expect((await api('POST', `${base}/price`, roles.editor)).body).toEqual({
        ok: true,
        count: 3,
        unitPrice: 12.5,
        price: 37.5,
      });

      expect((await api('DELETE', `${base}/${parcels[0].id}`, roles.editor)).body).toEqual({ ok: true });
      const rest = (await api('GET', base, roles.editor)).body.parcels as { id: number; seq: number }[];
      expect(rest.map((p) => [p.id, p.seq])).toEqual([
        [parcels[1].id, 1],
        [parcels[2].id, 2],
      ]);
      expect((await api('GET', 'invoices/999999/parcels', roles.editor)).status).toBe(404);
      expect((await api('PUT', 'invoices/999999/parcels', roles.editor, { question: 'x' })).status).toBe(404);
      expect((await api('DELETE', `invoices/999999/parcels/${parcels[1].id}`, roles.editor)).status).toBe(
        404,
      );
    });
  });
});
