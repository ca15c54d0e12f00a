// POST {path}/:id/sender/:senderId and POST {path}/:id/save, shared by invoices and vouchers.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import { markSaved, setSender, type SenderSaveTable } from '../services/records/sender-save';
import { sendNotFound } from './replies';
import { actorOf } from './form-routes';
import type { InfoChange, RecordType } from '../services/records/record-changes';
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
  const type: RecordType = def.table === 'invoices' ? 'invoice' : 'voucher';
  /** Runs one write in a transaction and reports its change there; false when nothing was found. */
  const write = (request: FastifyRequest, run: (t: Db) => Promise<InfoChange | undefined>) =>
    db.tx(async (t) => {
      const change = await run(t);
      if (change) await app.recordChanges.report(t, { type, ...change, actor: actorOf(request) });
      return !!change;
    });

  app.post<{ Params: { id: string; senderId: string } }>(
    `${def.path}/:id/sender/:senderId`,
    { config: { auth: 'edit' }, schema: { params: senderParams, querystring: emptyQuery, response } },
    async (request, reply) => {
      const id = Number(request.params.id);
      const senderId = Number(request.params.senderId);
      if (!(await write(request, (t) => setSender(t, def.table, id, senderId)))) return sendNotFound(reply);
      return replyOf(id);
    },
  );

  app.post<{ Params: { id: string } }>(
    `${def.path}/:id/save`,
    { config: { auth: 'edit' }, schema: { params: idParam, querystring: emptyQuery, response } },
    async (request, reply) => {
      const id = Number(request.params.id);
      if (!(await write(request, (t) => markSaved(t, def.table, id)))) return sendNotFound(reply);
      return replyOf(id);
    },
  );
}
