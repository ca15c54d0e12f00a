import type { FastifyPluginAsync } from 'fastify';
import { emptyQuery } from '../http/schemas';
import { postName, searchAddresses } from '../services/addresses';
import { AddressesReply, PostNameReply, responses } from '../../schemas/api';
import { sendNotFound } from '../http/replies';

/** Spec platform 7.4: GET addresses?s (address autocomplete) and GET posts/name/{zip}. */
export const lookupsRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { s?: string } }>(
    '/addresses',
    {
      config: { auth: 'user' },
      schema: {
        response: responses(AddressesReply),
        querystring: { type: 'object', properties: { s: { type: 'string', maxLength: 200 } } },
      },
    },
    async (request) => {
      const addresses = await searchAddresses(app.deps.db, request.query.s ?? '');
      return { ok: true, addresses };
    },
  );

  app.get<{ Params: { zip: string } }>(
    '/posts/name/:zip',
    {
      config: { auth: 'user' },
      schema: {
        response: responses(PostNameReply),
        params: {
          type: 'object',
          required: ['zip'],
          properties: { zip: { type: 'string', pattern: '^\\s*[0-9]{3}\\s?[0-9]{2}\\s*$' } },
        },
        querystring: emptyQuery,
      },
    },
    async (request, reply) => {
      const name = await postName(app.deps.db, request.params.zip);
      if (name === undefined) return sendNotFound(reply);
      // The zip is echoed as asked, so the client can match the reply to its request.
      return { ok: true, zip: request.params.zip, name };
    },
  );
};
