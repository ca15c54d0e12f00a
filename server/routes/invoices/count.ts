import type { FastifyPluginAsync } from 'fastify';
import { invoicedCount } from '../../services/records/section-counts';
import { CountReply, responses, emptyQuery } from '../../../schemas/api';

/** The menu badge: invoices not canceled. */
export const invoiceCountRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/invoices/count',
    { config: { auth: 'edit' }, schema: { querystring: emptyQuery, response: responses(CountReply) } },
    async () => ({
      ok: true,
      count: await invoicedCount(app.deps.db),
    }),
  );
};
