import type { FastifyPluginAsync } from 'fastify';
import { freeVoucherCount } from '../../services/records/section-counts';
import { CountReply, responses, emptyQuery } from '../../../schemas/api';

/** The menu badge: free vouchers (not expired, still redeemable). */
export const voucherCountRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/vouchers/count',
    { config: { auth: 'edit' }, schema: { querystring: emptyQuery, response: responses(CountReply) } },
    async () => ({
      ok: true,
      count: await freeVoucherCount(app.deps.db),
    }),
  );
};
