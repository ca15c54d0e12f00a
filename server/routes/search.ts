import type { FastifyPluginAsync } from 'fastify';
import { can } from '../http/auth';
import { searchCondition, searchParam, variantIsDraft, variantIsGame } from '../services/list-search';

interface SearchCounts {
  games: number;
  parcels: number;
  invoices: number;
  drafts: number;
  users: number;
}

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
        querystring: { type: 'object', properties: { s: { type: 'string', maxLength: 200 } } },
      },
    },
    async (request) => {
      const edit = can(request.auth, 'edit');
      const count = (sql: string) => `(SELECT count(*)::int FROM ${sql})`;
      const counts = await app.deps.db.one<SearchCounts>(
        `SELECT
           ${count(`variants v WHERE ${variantIsGame('v')} AND ${searchCondition('variants', 'v', '$1')}`)} AS games,
           ${count(
             `levels l JOIN variants v ON v.id = l.variant_id
              WHERE ${variantIsGame('v')} AND ${searchCondition('levels', 'l', '$1')}`,
           )} AS parcels,
           ${edit ? count(`invoices i WHERE ${searchCondition('invoices', 'i', '$1')}`) : '0'} AS invoices,
           ${edit ? count(`variants v WHERE ${variantIsDraft('v')} AND ${searchCondition('variants', 'v', '$1')}`) : '0'} AS drafts,
           ${count(`users u WHERE ${searchCondition('users', 'u', '$1')}`)} AS users`,
        [searchParam(request.query.s)],
      );
      return { ok: true, ...counts };
    },
  );
};
