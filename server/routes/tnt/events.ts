// Games 7.6 / platform 7.4: GET tnt/events/{number} and GET posts/detail/{stamp}.
import type { FastifyPluginAsync } from 'fastify';
import { trackingEvents } from '../../services/sheets/tracking';
import { TrackingEventsReply, responses, emptyQuery, trackingParams } from '../../../schemas/api';

export const tntRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { number: string } }>(
    '/tnt/events/:number',
    {
      config: { auth: 'user' },
      schema: {
        params: trackingParams,
        querystring: emptyQuery,
        response: responses(TrackingEventsReply),
      },
    },
    // An unknown number is not an error: it has no events yet.
    async (request) => ({ ok: true, events: await trackingEvents(app.deps.db, request.params.number) }),
  );
};
