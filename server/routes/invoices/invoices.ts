import type { FastifyPluginAsync } from 'fastify';
import { sendNotFound } from '../../http/replies';
import { registerSenderSaveRoutes } from '../../http/sender-save-routes';
import { registrationProgress, startRegistration } from '../../services/records/invoice-registration';
import { searchParam } from '../../services/sheets/list-search';
import { trashInvoice } from '../../services/trash/trash';
import {
  cancelInvoice,
  invoiceStatus,
  codeTaken,
  insertInvoice,
  listInvoices,
  loadInvoice,
  nextInvoiceCode,
  presentInvoice,
  removeInvoice,
  updateInvoice,
  type InvoiceRow,
} from '../../services/records/invoices';
import {
  formsOf,
  mergeInfo,
  repeatCountOf,
  withoutRepeat,
  type FieldErrors,
} from '../../services/records/evaluation';
import { registerRecordRoutes } from '../../http/record-routes';
import { actorOf } from '../../http/form-routes';
import { textOf } from '../../services/platform/sql';
import { invoiceParcelRoutes } from './parcels';
import type { TSchema } from '@sinclair/typebox';
import {
  Invoice,
  InvoiceListItem,
  InvoiceReply,
  type ListQuery,
  REPLY_KEYS,
  RegistrationInfoReply,
  RegistrationProgressReply,
  RegistrationStartReply,
  emptyQuery,
  idParam,
  invoicesListQuery,
  registrationParams,
  responses,
} from '../../../schemas/api';

/** Spec platform 7.6: invoices, both readings of 3.6; everything needs 'edit'. */
export const invoicesRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  registerRecordRoutes<InvoiceRow>(app, {
    path: '/invoices',
    form: 'invoice',
    reply: Invoice,
    listItem: InvoiceListItem,
    type: 'invoice',
    table: 'invoices',
    listKey: REPLY_KEYS.invoices.list,
    recordKey: REPLY_KEYS.invoices.record,
    read: 'edit',
    listSchema: invoicesListQuery,
    replyCreatedIds: true,

    list: (db, query: ListQuery, page) =>
      listInvoices(db, { tab: query.t, search: searchParam(query.s), ...page }),
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
    keepInBin: (t, row) => trashInvoice(t, row.id),
    remove: removeInvoice,

    // Reading A: PUT invoices with {type} (a parcel type) creates an empty legacy sheet invoice.
    async createOther(db, input, request) {
      const form = formsOf(app.deps);
      if (!('type' in input) || form.forms.invoice.byId.has('type')) return undefined;
      const types = form.codelists.parcelType?.items ?? [];
      const type = input.type;
      if (typeof type !== 'string' || !types.some((item) => item.value === type && !item.disabled)) {
        return { status: 200, body: { ok: false, err: 'invalid_value' } };
      }
      const row = await db.tx(async (t) => {
        const created = await insertInvoice(t, { code: await nextInvoiceCode(t), type }, type);
        const change = { type: 'invoice', id: created.id, before: null, after: created.info } as const;
        await app.recordChanges.report(t, { ...change, actor: actorOf(request) });
        return created;
      });
      return { status: 200, body: { ok: true, invoice: presentInvoice(row) } };
    },
  });

  const withInvoice = (response: TSchema) => ({
    config: { auth: 'edit' as const },
    schema: { params: idParam, querystring: emptyQuery, response: responses(response) },
  });

  app.post<{ Params: { id: string } }>(
    '/invoices/:id/cancel',
    withInvoice(InvoiceReply),
    async (request, reply) => {
      const outcome = await db.tx(async (t) => {
        const row = await loadInvoice(t, Number(request.params.id), true);
        if (!row) return undefined;
        if (row.canceled) return { ok: false, err: 'invalid_state' };
        const canceled = await cancelInvoice(t, row.id);
        await app.recordChanges.report(t, {
          type: 'invoice',
          id: row.id,
          before: row.info,
          after: canceled.info,
          status: [invoiceStatus(row), invoiceStatus(canceled)],
          actor: actorOf(request),
        });
        return { ok: true, invoice: presentInvoice(canceled) };
      });
      return outcome ?? sendNotFound(reply);
    },
  );

  registerSenderSaveRoutes(app, {
    path: '/invoices',
    table: 'invoices',
    replySchema: InvoiceReply,
    reply: async (db, id) => ({ invoice: presentInvoice((await loadInvoice(db, id))!) }),
  });

  // Registration (legacy lifecycle, platform 4.3) runs as a job; the progress call polls it.
  app.get<{ Params: { id: string } }>(
    '/invoices/:id/register',
    withInvoice(RegistrationInfoReply),
    async (request, reply) => {
      const row = await loadInvoice(db, Number(request.params.id));
      if (!row) return sendNotFound(reply);
      return { ok: true, intern: false };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/invoices/:id/register',
    withInvoice(RegistrationStartReply),
    async (request, reply) => {
      const outcome = await startRegistration(db, Number(request.params.id), actorOf(request));
      if (outcome?.ok) app.jobs.kick();
      return outcome ?? sendNotFound(reply);
    },
  );

  app.get<{ Params: { id: string; transId: string } }>(
    '/invoices/:id/register/:transId',
    {
      config: { auth: 'edit' },
      schema: {
        response: responses(RegistrationProgressReply),
        params: registrationParams,
        querystring: emptyQuery,
      },
    },
    async (request, reply) => {
      const progress = await registrationProgress(db, Number(request.params.id), request.params.transId);
      if (!progress) return sendNotFound(reply);
      return { ok: true, ...progress };
    },
  );

  await app.register(invoiceParcelRoutes);
};
