// Games 7.6 / platform 7.4: GET tnt/events/{number} and GET posts/detail/{stamp}.
import type { FastifyPluginAsync } from 'fastify';
import { sendNotFound } from '../../http/replies';
import { postDetail } from '../../services/sheets/posts';
import { routeOptions } from '../../http/route-options';
import { PostDetailReply, postStampParams } from '../../../schemas/api';

export const postDetailRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { stamp: string } }>(
    '/posts/detail/:stamp',
    routeOptions('user', PostDetailReply, { params: postStampParams }),
    async (request, reply) => {
      const post = await postDetail(app.deps.db, request.params.stamp);
      if (!post) return sendNotFound(reply);
      const { mapTileUrl, mapAttribution } = app.deps.config;
      return { ok: true, post, map: { tileUrl: mapTileUrl, attribution: mapAttribution } };
    },
  );
};
