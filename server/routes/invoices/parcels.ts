// Parcels of a legacy invoice (spec platform 7.6, reading A): the record routes and the parcel calls
// over the repository in services/records/invoice-parcels.ts.
import type { FastifyPluginAsync } from 'fastify';
import { registerRecordRoutes } from '../../http/record-routes';
import { actorOf } from '../../http/form-routes';
import { sendNotFound } from '../../http/replies';
import {
  assignParcelNumber,
  insertParcel,
  invoiceExists,
  listParcels,
  loadParcel,
  nextParcelNumber,
  parcelAt,
  parcelsPrice,
  presentParcel,
  removeParcel,
  updateParcel,
  type ParcelRow,
} from '../../services/records/invoice-parcels';
import { searchParam } from '../../services/sheets/list-search';
import {
  Parcel,
  ParcelNumberReply,
  ParcelPriceReply,
  ParcelReply,
  REPLY_KEYS,
  emptyQuery,
  idParam,
  invoiceParcelsListQuery,
  parcelParams,
  parcelSeqParams,
  parcelAssignBody,
  parcelSeqQuery,
  parcelsFilterQuery,
  responses,
  type ListQuery,
} from '../../../schemas/api';

export const invoiceParcelRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  registerRecordRoutes<ParcelRow>(app, {
    path: '/invoices/:id/parcels',
    idParam: 'parcelId',
    parent: { param: 'id', exists: invoiceExists },
    form: 'level',
    reply: Parcel,
    type: 'invoice_parcel',
    table: 'invoice_parcels',
    listKey: REPLY_KEYS.parcels.list,
    recordKey: REPLY_KEYS.parcels.record,
    read: 'edit',
    listSchema: invoiceParcelsListQuery,

    list: (db, query: ListQuery, page, invoiceId) =>
      listParcels(db, invoiceId!, { filter: query.f, search: searchParam(query.s), ...page }),
    load: (db, id, { lock, parentId }) => loadParcel(db, parentId!, id, lock),
    present: presentParcel,
    create: async (db, e, { parentId }) => [await insertParcel(db, parentId!, e)],
    update: (db, row, e) => updateParcel(db, row, e),
    remove: removeParcel,
  });

  app.post<{ Params: { id: string } }>(
    '/invoices/:id/parcels/price',
    {
      config: { auth: 'edit' },
      schema: {
        response: responses(ParcelPriceReply),
        params: idParam,
        querystring: parcelsFilterQuery,
      },
    },
    async (request, reply) => {
      const price = await parcelsPrice(db, Number(request.params.id));
      return price ? { ok: true, ...price } : sendNotFound(reply);
    },
  );

  // The parcel at a position and, on request, its neighbours among the filtered parcels.
  app.get<{
    Params: { id: string; seq: string };
    Querystring: { f?: string; s?: string; p?: string; n?: string; c?: string };
  }>(
    '/invoices/:id/parcels/seq/:seq',
    {
      config: { auth: 'edit' },
      schema: {
        response: responses(ParcelReply),
        params: parcelSeqParams,
        querystring: parcelSeqQuery,
      },
    },
    async (request, reply) => {
      const invoiceId = Number(request.params.id);
      if (!(await invoiceExists(db, invoiceId))) return sendNotFound(reply);
      const { f, s, p, n, c } = request.query;
      const seq = Number(request.params.seq);
      const pick = async (where: '=' | '<' | '>') => {
        const row = await parcelAt(db, invoiceId, seq, where, { filter: f, search: searchParam(s) });
        return row ? presentParcel(row) : null;
      };
      const current = c === '1' || (p !== '1' && n !== '1');
      return {
        ok: true,
        ...(current ? { parcel: await pick('=') } : {}),
        ...(p === '1' ? { prev: await pick('<') } : {}),
        ...(n === '1' ? { next: await pick('>') } : {}),
      };
    },
  );

  app.post<{ Params: { id: string; parcelId: string }; Body: { number: string | number } }>(
    '/invoices/:id/parcels/:parcelId/assign',
    {
      config: { auth: 'edit' },
      schema: {
        response: responses(ParcelReply),
        params: parcelParams,
        querystring: emptyQuery,
        body: parcelAssignBody,
      },
    },
    async (request, reply) => {
      const outcome = await assignParcelNumber(
        db,
        Number(request.params.id),
        Number(request.params.parcelId),
        String(request.body.number),
        app.recordChanges.reporter(actorOf(request)),
      );
      if (!outcome) return sendNotFound(reply);
      return 'err' in outcome
        ? { ok: false, err: outcome.err }
        : { ok: true, parcel: presentParcel(outcome.parcel) };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/invoices/:id/parcels/number',
    {
      config: { auth: 'edit' },
      schema: {
        response: responses(ParcelNumberReply),
        params: idParam,
        querystring: emptyQuery,
      },
    },
    async (request, reply) => {
      const invoiceId = Number(request.params.id);
      if (!(await invoiceExists(db, invoiceId))) return sendNotFound(reply);
      return { ok: true, number: await nextParcelNumber(db, invoiceId) };
    },
  );
};
