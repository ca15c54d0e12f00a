// Games 7.6 / platform 7.4: GET tnt/events/{number} and GET posts/detail/{stamp}.
import type { FastifyPluginAsync } from 'fastify';
import { emptyQuery } from '../../http/schemas';
import { sendNotFound } from '../../http/replies';
import { postDetail } from '../../services/sheets/posts';
import { PostDetailReply, responses } from '../../../schemas/api';

export const postDetailRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { stamp: string } }>(
    '/posts/detail/:stamp',
    {
      config: { auth: 'user' },
      schema: {
        params: {
          type: 'object',
          required: ['stamp'],
          properties: { stamp: { type: 'string', pattern: '^[0-9]{3} ?[0-9]{2}$' } },
        },
        querystring: emptyQuery,
        response: responses(PostDetailReply),
      },
    },
    async (request, reply) => {
      const post = await postDetail(app.deps.db, request.params.stamp);
      if (!post) return sendNotFound(reply);
      const { mapTileUrl, mapAttribution } = app.deps.config;
      return { ok: true, post, map: { tileUrl: mapTileUrl, attribution: mapAttribution } };
    },
  );
};
