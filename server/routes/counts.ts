import type { FastifyPluginAsync } from 'fastify';
import { emptyQuery } from '../http/schemas';
import { can } from '../http/auth';
import { invoiceIsInvoiced, variantIsDraft, voucherIsFree } from '../services/list-search';

const noQuery = { querystring: emptyQuery } as const;

/**
 * The menu badges: GET invoices/count (invoices not canceled), GET vouchers/count (free vouchers:
 * not expired, still redeemable), GET drafts/count (variants in status 'draft'; 0 without 'edit').
 */
export const countsRoutes: FastifyPluginAsync = async (app) => {
  const countOf = async (sql: string): Promise<number> =>
    (await app.deps.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`))?.n ?? 0;

  app.get('/invoices/count', { config: { auth: 'edit' }, schema: noQuery }, async () => ({
    ok: true,
    count: await countOf(`invoices i WHERE ${invoiceIsInvoiced('i')}`),
  }));

  app.get('/vouchers/count', { config: { auth: 'edit' }, schema: noQuery }, async () => ({
    ok: true,
    count: await countOf(`vouchers vo WHERE ${voucherIsFree('vo')}`),
  }));

  // Spec games 2.3: the drafts badge is loaded only with 'edit', otherwise it shows 0.
  app.get('/drafts/count', { config: { auth: 'user' }, schema: noQuery }, async (request) => ({
    ok: true,
    count: can(request.auth, 'edit') ? await countOf(`variants v WHERE ${variantIsDraft('v')}`) : 0,
  }));
};
