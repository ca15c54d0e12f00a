import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../http/auth';
import { draftCount } from '../../services/records/section-counts';
import { CountReply, responses, emptyQuery } from '../../../schemas/api';

/** The menu badge: variants in status 'draft'; games 2.3: 0 without 'edit'. */
export const draftCountRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/drafts/count',
    { config: { auth: 'user' }, schema: { querystring: emptyQuery, response: responses(CountReply) } },
    async (request) => ({
      ok: true,
      count: can(request.auth, 'edit') ? await draftCount(app.deps.db) : 0,
    }),
  );
};
