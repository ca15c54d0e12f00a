import type { FastifyPluginAsync } from 'fastify';
import { searchAddresses } from '../../services/records/addresses';
import { AddressesReply, responses, searchQuery } from '../../../schemas/api';

/** Spec platform 7.4: GET addresses?s (address autocomplete) and GET posts/name/{zip}. */
export const addressesRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { s?: string } }>(
    '/addresses',
    {
      config: { auth: 'user' },
      schema: {
        response: responses(AddressesReply),
        querystring: searchQuery,
      },
    },
    async (request) => {
      const addresses = await searchAddresses(app.deps.db, request.query.s ?? '');
      return { ok: true, addresses };
    },
  );
};
