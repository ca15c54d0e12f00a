// POST {path}/:id/sender/:senderId and POST {path}/:id/save, shared by invoices and vouchers.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';
import { markSaved, setSender, type SenderSaveTable } from '../services/records/sender-save';
import { sendNotFound } from './replies';
import type { TSchema } from '@sinclair/typebox';
import { OkReply, responses, emptyQuery, idParam, senderParams } from '../../schemas/api';

export interface SenderSaveResource {
  /** URL path under /api/webapp, e.g. '/invoices'. */
  path: string;
  table: SenderSaveTable;
  /** Extra keys of the reply after a change (e.g. the updated invoice). */
  reply?(db: Db, id: number): Promise<Record<string, unknown>>;
  /** The reply's shape (default: just ok). */
  replySchema?: TSchema;
}

export function registerSenderSaveRoutes(app: FastifyInstance, def: SenderSaveResource): void {
  const { db } = app.deps;
  const response = responses(def.replySchema ?? OkReply);
  const replyOf = async (id: number) => ({ ok: true, ...(def.reply ? await def.reply(db, id) : {}) });

  app.post<{ Params: { id: string; senderId: string } }>(
    `${def.path}/:id/sender/:senderId`,
    { config: { auth: 'edit' }, schema: { params: senderParams, querystring: emptyQuery, response } },
    async (request, reply) => {
      const id = Number(request.params.id);
      if (!(await setSender(db, def.table, id, Number(request.params.senderId)))) return sendNotFound(reply);
      return replyOf(id);
    },
  );

  app.post<{ Params: { id: string } }>(
    `${def.path}/:id/save`,
    { config: { auth: 'edit' }, schema: { params: idParam, querystring: emptyQuery, response } },
    async (request, reply) => {
      const id = Number(request.params.id);
      if (!(await markSaved(db, def.table, id))) return sendNotFound(reply);
      return replyOf(id);
    },
  );
}
