// Games 2.15, 7.4: the courier order of a sent game (sheet id = variant id).
import type { FastifyPluginAsync } from 'fastify';
import { sendNotFound, sendOutcome, type Outcome } from '../../http/replies';
import { loadSheet, senderOf } from '../../services/sheets/sheets';
import {
  activeCourierOrder,
  courierMail,
  courierOffered,
  insertCourierOrder,
  validateCourier,
  type CourierOrder,
} from '../../services/records/courier';
import type { FormInput } from '../../../schemas/engine';
import {
  AttrsReply,
  CourierReply,
  attrsBody,
  emptyQuery,
  responses,
  sheetParams,
} from '../../../schemas/api';
import { textOf } from '../../services/platform/sql';

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

  app.post<{ Params: Params; Body: FormInput }>(
    '/games/:id/courier/validate',
    {
      config: { auth: 'edit' },
      schema: {
        params: sheetParams,
        querystring: emptyQuery,
        body: attrsBody,
        response: responses(AttrsReply),
      },
    },
    async (request, reply) => {
      const sheet = await loadSheet(db, Number(request.params.id));
      if (!sheet) return sendNotFound(reply);
      const { attrs } = await validateCourier(db, request.body, { isNew: true });
      return { ok: true, attrs };
    },
  );

  app.put<{ Params: Params; Body: FormInput }>(
    '/games/:id/courier',
    {
      config: { auth: 'edit' },
      schema: {
        params: sheetParams,
        querystring: emptyQuery,
        body: attrsBody,
        response: responses(CourierReply),
      },
    },
    async (request, reply) => {
      const checked = await validateCourier(db, request.body, { isNew: false });
      const user = request.auth!.user;
      let created:
        { order: CourierOrder; to: string | null; mail: Parameters<typeof courierMail>[1] } | undefined;
      const outcome = await db.tx(async (t): Promise<Outcome> => {
        const sheet = await loadSheet(t, Number(request.params.id), true);
        if (!sheet) return { status: 404, body: { ok: false, err: 'not_found' } };
        if (!courierOffered(sheet)) return { status: 200, body: { ok: false, err: 'invalid_state' } };
        if (await activeCourierOrder(t, sheet.id))
          return { status: 200, body: { ok: false, err: 'courier_exists' } };
        if (!checked.valid) return { status: 200, body: { ok: false, attrs: checked.attrs } };
        const order = await insertCourierOrder(t, sheet.id, checked.values, user.id);
        created = { order, to: textOf(senderOf(sheet).email) || user.email, mail: sheet };
        return { status: 200, body: { ok: true, courier: order, offered: true } };
      });
      // The mail goes out after the commit: a refused order sends nothing.
      if (created?.to) await app.deps.mailer.send(courierMail(created.to, created.mail, created.order));
      return sendOutcome(reply, outcome);
    },
  );
};
