import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { requireEdit } from '../http/auth';
import { digits, idParam, type ListQuery } from '../http/schemas';
import { searchParam } from '../services/list-search';
import {
  INVOICE_TABS,
  cancelInvoice,
  codeTaken,
  insertInvoice,
  listInvoices,
  loadInvoice,
  nextInvoiceCode,
  presentInvoice,
  updateInvoice,
  type InvoiceRow,
} from '../services/invoices';
import { formsOf, mergeInfo, repeatCountOf, withoutRepeat, type FieldErrors } from '../services/evaluation';
import { listQueryWith, oneOf } from '../http/schemas';
import { registerRecordRoutes } from '../http/record-routes';
import { textOf } from '../services/sql';
import { invoiceParcelRoutes } from './invoice-parcels';

const noQuery = { type: 'object', properties: {} } as const;
const NOT_FOUND = { ok: false, err: 'not_found' } as const;

/** Spec platform 7.6: invoices, both readings of 3.6; everything needs 'edit'. */
export const invoicesRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  registerRecordRoutes<InvoiceRow>(app, {
    path: '/invoices',
    form: 'invoice',
    table: 'invoices',
    listKey: 'invoices',
    recordKey: 'invoice',
    read: requireEdit,
    listSchema: listQueryWith({ t: oneOf(INVOICE_TABS) }),
    replyCreatedIds: true,

    async list(db, query: ListQuery, { offset, limit }) {
      const rows = await listInvoices(db, { tab: query.t, search: searchParam(query.s), offset, limit });
      return rows.map(presentInvoice);
    },
    load: (db, id, { lock }) => loadInvoice(db, id, lock),
    present: presentInvoice,

    async check(db, e, { row }) {
      const errors: FieldErrors = {};
      const code = textOf(e.values.code);
      if (code && code !== row?.code && (await codeTaken(db, code, row?.id))) errors.code = 'code_exists';
      return errors;
    },
    uniqueViolation: () => ({ code: 'code_exists' }),

    // A blank code gets the next number of the year; a repeat count N creates N invoices with
    // consecutive numbers (the first keeps a typed code).
    async create(db, e) {
      const values = withoutRepeat(e);
      const rows: InvoiceRow[] = [];
      for (let i = 0; i < repeatCountOf(e); i++) {
        const typed = i === 0 ? textOf(values.code) : '';
        rows.push(await insertInvoice(db, { ...values, code: typed || (await nextInvoiceCode(db)) }));
      }
      return rows;
    },

    refuseUpdate: (row) => (row.canceled ? 'invalid_state' : undefined),
    async update(db, row, e) {
      const info = mergeInfo(e.form, row.info, withoutRepeat(e));
      if (!textOf(info.code)) info.code = row.code || (await nextInvoiceCode(db));
      return updateInvoice(db, row.id, info);
    },

    refuseDelete: (row) => (row.canceled ? undefined : 'invalid_state'),

    // Reading A: PUT invoices with {type} (a parcel type) creates an empty legacy sheet invoice.
    async createOther(db, input) {
      const form = formsOf(app.deps.config);
      if (!('type' in input) || form.forms.invoice.byId.has('type')) return undefined;
      const types = form.codelists.parcelType?.items ?? [];
      const type = input.type;
      if (typeof type !== 'string' || !types.some((item) => item.value === type && !item.disabled)) {
        return { status: 200, body: { ok: false, err: 'invalid_value' } };
      }
      const row = await db.tx(async (t) => insertInvoice(t, { code: await nextInvoiceCode(t), type }, type));
      return { status: 200, body: { ok: true, invoice: presentInvoice(row) } };
    },
  });

  const withInvoice = { preHandler: requireEdit, schema: { params: idParam, querystring: noQuery } };

  app.post<{ Params: { id: string } }>('/invoices/:id/cancel', withInvoice, async (request, reply) => {
    const outcome = await db.tx(async (t) => {
      const row = await loadInvoice(t, Number(request.params.id), true);
      if (!row) return undefined;
      if (row.canceled) return { ok: false, err: 'invalid_state' };
      return { ok: true, invoice: presentInvoice(await cancelInvoice(t, row.id)) };
    });
    return outcome ?? reply.code(404).send(NOT_FOUND);
  });

  app.post<{ Params: { id: string; senderId: string } }>(
    '/invoices/:id/sender/:senderId',
    {
      preHandler: requireEdit,
      schema: {
        params: {
          type: 'object',
          required: ['id', 'senderId'],
          properties: { id: digits, senderId: digits },
        },
        querystring: noQuery,
      },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
      const senderId = Number(request.params.senderId);
      const sender = await db.one('SELECT 1 AS x FROM users WHERE id = $1', [senderId]);
      const updated = sender
        ? await db.one<{ id: number }>(
            'UPDATE invoices SET sender_id = $2, updated_at = now() WHERE id = $1 RETURNING id',
            [id, senderId],
          )
        : undefined;
      if (!updated) return reply.code(404).send(NOT_FOUND);
      return { ok: true, invoice: presentInvoice((await loadInvoice(db, id))!) };
    },
  );

  app.post<{ Params: { id: string } }>('/invoices/:id/save', withInvoice, async (request, reply) => {
    const id = Number(request.params.id);
    const updated = await db.one<{ id: number }>(
      'UPDATE invoices SET saved = true, updated_at = now() WHERE id = $1 RETURNING id',
      [id],
    );
    if (!updated) return reply.code(404).send(NOT_FOUND);
    return { ok: true, invoice: presentInvoice((await loadInvoice(db, id))!) };
  });

  // Registration (legacy lifecycle, platform 4.3): a saved sheet whose parcels (if it is a parcel
  // sheet) exist is registered at once; the progress call then reports it done.
  app.get<{ Params: { id: string } }>('/invoices/:id/register', withInvoice, async (request, reply) => {
    const row = await loadInvoice(db, Number(request.params.id));
    if (!row) return reply.code(404).send(NOT_FOUND);
    return { ok: true, intern: false };
  });

  app.post<{ Params: { id: string } }>('/invoices/:id/register', withInvoice, async (request, reply) => {
    const outcome = await db.tx(async (t) => {
      const row = await loadInvoice(t, Number(request.params.id), true);
      if (!row) return undefined;
      if (!row.saved || row.canceled) return { ok: false, err: 'invalid_state' };
      if (row.parcel_type) {
        const parcels = await t.one<{ n: number }>(
          'SELECT count(*)::int AS n FROM invoice_parcels WHERE invoice_id = $1',
          [row.id],
        );
        if (!parcels?.n) return { ok: false, err: 'invalid_sheet' };
      }
      const transId = randomUUID();
      await t.query('INSERT INTO invoice_registrations (trans_id, invoice_id) VALUES ($1, $2)', [
        transId,
        row.id,
      ]);
      await t.query(
        'UPDATE invoices SET registered_at = coalesce(registered_at, now()), updated_at = now() WHERE id = $1',
        [row.id],
      );
      return { ok: true, transId, err: null };
    });
    return outcome ?? reply.code(404).send(NOT_FOUND);
  });

  app.get<{ Params: { id: string; transId: string } }>(
    '/invoices/:id/register/:transId',
    {
      preHandler: requireEdit,
      schema: {
        params: {
          type: 'object',
          required: ['id', 'transId'],
          properties: { id: digits, transId: { type: 'string', pattern: '^[A-Za-z0-9-]{1,64}$' } },
        },
        querystring: noQuery,
      },
    },
    async (request, reply) => {
      const trans = await db.one<{ err: string | null }>(
        'SELECT err FROM invoice_registrations WHERE trans_id = $1 AND invoice_id = $2',
        [request.params.transId, Number(request.params.id)],
      );
      if (!trans) return reply.code(404).send(NOT_FOUND);
      const row = (await loadInvoice(db, Number(request.params.id)))!;
      return { ok: true, done: true, pending: false, remain: 0, err: trans.err, sheet: presentInvoice(row) };
    },
  );

  await app.register(invoiceParcelRoutes);
};
