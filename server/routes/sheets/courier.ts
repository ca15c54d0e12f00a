// Games 2.15, 7.4: the courier order of a sent game (sheet id = variant id).
import type { FastifyPluginAsync } from 'fastify';
import { sendNotFound } from '../../http/replies';
import { loadSheet, type SheetRow } from '../../services/sheets/sheets';
import {
  activeCourierOrder,
  applyCourierRules,
  courierMail,
  courierOffered,
  courierMailTo,
  courierRefusal,
  insertCourierOrder,
  type CourierOrder,
} from '../../services/records/courier';
import { registerFormRoutes } from '../../http/form-routes';
import {
  AttrsReply,
  CourierReply,
  attrsBody,
  emptyQuery,
  responses,
  sheetParams,
} from '../../../schemas/api';

type Params = { id: string };

export const courierRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  app.get<{ Params: Params }>(
    '/games/:id/courier',
    {
      config: { auth: 'user' },
      schema: { params: sheetParams, querystring: emptyQuery, response: responses(CourierReply) },
    },
    async (request, reply) => {
      const sheet = await loadSheet(db, Number(request.params.id));
      if (!sheet) return sendNotFound(reply);
      return { ok: true, courier: await activeCourierOrder(db, sheet.id), offered: courierOffered(sheet) };
    },
  );

  // The courier form: validate, and PUT (one active order per offered sheet) with a confirmation
  // mail to the sheet's sender after the commit.
  registerFormRoutes<CourierOrder, SheetRow>(app, {
    type: 'courier',
    path: '/games/:id/courier',
    form: 'courier',
    schemas: {
      params: { collection: sheetParams, record: sheetParams },
      body: attrsBody,
      query: emptyQuery,
      attrs: responses(AttrsReply),
      write: responses(CourierReply),
    },
    parent: { param: 'id', load: (t, id, { lock }) => loadSheet(t, id, lock) },
    refuseWrite: (t, { parent }) => courierRefusal(t, parent!),
    adjust: (e) => applyCourierRules(e),
    async create(t, e, { parent, request, changed }) {
      const { order, variant } = await insertCourierOrder(t, parent!, e.values, request.auth!.user.id);
      changed.push({ type: 'variant', ...variant });
      return [order];
    },
    present: (order) => ({ courier: order, offered: true }),
    async afterCommit(order, { parent, request }) {
      const to = courierMailTo(parent!, request.auth!.user);
      if (to) await app.deps.mailer.send(courierMail(to, parent!, order));
    },
  });
};
