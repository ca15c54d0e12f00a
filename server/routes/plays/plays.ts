// Answer data (issue 10 item 4): POST plays/events, the game app's report of what teams do. Not a
// session call: the guard checks `Authorization: Bearer <PLAY_EVENTS_TOKEN>` (auth 'token').
import type { FastifyPluginAsync } from 'fastify';
import { checkPlayEvent, ingestPlayEvents, PlayEventError } from '../../services/sheets/plays';
import { PlayEventsReply, emptyQuery, playEventsBody, responses } from '../../../schemas/api';

export const playsRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.deps;

  app.post(
    '/plays/events',
    {
      config: { auth: 'token', bearerToken: () => config.playEventsToken },
      schema: { querystring: emptyQuery, body: playEventsBody, response: responses(PlayEventsReply) },
    },
    async (request, reply) => {
      const raw = (request.body as { events: unknown[] }).events;
      try {
        const events = raw.map((e, index) => checkPlayEvent(e, index));
        const result = await db.tx((t) => ingestPlayEvents(t, events));
        return { ok: true, ...result };
      } catch (error) {
        if (!(error instanceof PlayEventError)) throw error;
        return reply.code(400).send({ ok: false, err: 'invalid_event', message: error.message });
      }
    },
  );
};
