// Send to production (games 3.6, 4.3, 7.1): GET drafts/{id}/register (intern), POST drafts/{id}/register
// (transId, or err) and GET drafts/{id}/register/{transId} (progress). The work is a job
// (server/services/sheets/draft-registration.ts); everything needs 'edit'.
import type { FastifyPluginAsync } from 'fastify';
import { sendNotFound } from '../../http/replies';
import { actorOf } from '../../http/form-routes';
import { formsOf } from '../../services/records/evaluation';
import { ensureLevelsFresh } from '../../services/sheets/levels';
import { loadSheet } from '../../services/sheets/sheets';
import {
  draftRegistrationProgress,
  registrationCheck,
  registrationInfo,
  startDraftRegistration,
} from '../../services/sheets/draft-registration';
import {
  DraftRegisterInfoReply,
  DraftRegisterProgressReply,
  DraftRegisterStartReply,
  emptyQuery,
  registrationParams,
  responses,
  sheetParams,
} from '../../../schemas/api';

export const draftRegisterRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.deps;

  app.get<{ Params: { id: string } }>(
    '/drafts/:id/register',
    {
      config: { auth: 'edit' },
      schema: { params: sheetParams, querystring: emptyQuery, response: responses(DraftRegisterInfoReply) },
    },
    async (request, reply) => {
      const sheet = await loadSheet(db, Number(request.params.id));
      if (!sheet) return sendNotFound(reply);
      // The invalid levels it names follow the current rules (as the POST's blockers do).
      const fresh = await ensureLevelsFresh(db, formsOf(app.deps), sheet);
      return {
        ok: true,
        ...registrationInfo(fresh),
        ...(await registrationCheck(db, formsOf(app.deps), fresh)),
      };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/drafts/:id/register',
    {
      config: { auth: 'edit' },
      schema: { params: sheetParams, querystring: emptyQuery, response: responses(DraftRegisterStartReply) },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
      const sheet = await loadSheet(db, id);
      if (!sheet) return sendNotFound(reply);
      // The blockers read the levels' valid flags: bring them up to date with the current rules first.
      await ensureLevelsFresh(db, formsOf(app.deps), sheet);
      const outcome = await startDraftRegistration(db, id, config.schemasDir, actorOf(request));
      if (!outcome) return sendNotFound(reply);
      if (outcome.ok) app.jobs.kick();
      return outcome;
    },
  );

  app.get<{ Params: { id: string; transId: string } }>(
    '/drafts/:id/register/:transId',
    {
      config: { auth: 'edit' },
      schema: {
        params: registrationParams,
        querystring: emptyQuery,
        response: responses(DraftRegisterProgressReply),
      },
    },
    async (request, reply) => {
      const progress = await draftRegistrationProgress(db, Number(request.params.id), request.params.transId);
      if (!progress) return sendNotFound(reply);
      return { ok: true, ...progress };
    },
  );
};
