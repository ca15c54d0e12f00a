import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../http/auth';
import { searchCounts } from '../../services/records/section-counts';
import { SearchReply, responses, searchQuery } from '../../../schemas/api';

/**
 * Spec platform 2.3 / 7.4: GET site/search?s → counts per menu section. Drafts and invoices are
 * counted only for users with 'edit' (0 otherwise), as their sections are closed to others.
 */
export const searchRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { s?: string } }>(
    '/site/search',
    {
      config: { auth: 'user' },
      schema: {
        response: responses(SearchReply),
        querystring: searchQuery,
      },
    },
    async (request) => {
      const counts = await searchCounts(app.deps.db, request.query.s, can(request.auth, 'edit'));
      return { ok: true, ...counts };
    },
  );
};
