import type { FastifyPluginAsync } from 'fastify';
import { emptyQuery } from '../http/schemas';
import { can } from '../http/auth';
import { draftCount, freeVoucherCount, invoicedCount } from '../services/section-counts';
import { CountReply, responses } from '../../schemas/api';

const noQuery = { querystring: emptyQuery, response: responses(CountReply) } as const;

/**
 * The menu badges: GET invoices/count (invoices not canceled), GET vouchers/count (free vouchers:
 * not expired, still redeemable), GET drafts/count (variants in status 'draft'; 0 without 'edit').
 */
export const countsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/invoices/count', { config: { auth: 'edit' }, schema: noQuery }, async () => ({
    ok: true,
    count: await invoicedCount(app.deps.db),
  }));

  app.get('/vouchers/count', { config: { auth: 'edit' }, schema: noQuery }, async () => ({
    ok: true,
    count: await freeVoucherCount(app.deps.db),
  }));

  // Spec games 2.3: the drafts badge is loaded only with 'edit', otherwise it shows 0.
  app.get('/drafts/count', { config: { auth: 'user' }, schema: noQuery }, async (request) => ({
    ok: true,
    count: can(request.auth, 'edit') ? await draftCount(app.deps.db) : 0,
  }));
};
