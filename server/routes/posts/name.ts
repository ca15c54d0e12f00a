import type { FastifyPluginAsync } from 'fastify';
import { postName } from '../../services/records/addresses';
import { PostNameReply, responses, emptyQuery, postNameParams } from '../../../schemas/api';
import { sendNotFound } from '../../http/replies';

/** Spec platform 7.4: GET addresses?s (address autocomplete) and GET posts/name/{zip}. */
export const postNameRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { zip: string } }>(
    '/posts/name/:zip',
    {
      config: { auth: 'user' },
      schema: {
        response: responses(PostNameReply),
        params: postNameParams,
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
