// Games 2.5 / 7.3: the games list (GET games), its counts per tab (games/count, games/exists) and the
// clone of a sent game (POST games/{id}/clone). Any signed-in user reads; cloning needs 'edit'.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { paramsOf } from '../http/schemas';
import { sendNotFound, sendOutcome } from '../http/replies';
import {
  gamesCountQuery,
  gamesListQuery,
  gamesListReplies,
  type GamesListQuery,
} from '../../schemas/api/games-list';
import { gameCounts, listGames } from '../services/games-list';
import { filtersOf, pageOf } from '../services/games-list-query';
import { anyParcel } from '../services/parcels';
import { presentSheet } from '../services/sheets';
import { cloneSheet } from '../services/game-clone';
import { emptyQuery } from '../http/schemas';

const badDate = (reply: FastifyReply) =>
  reply.code(400).send({ ok: false, err: 'bad_request', message: 'd is not a day' });

export const gamesListRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  app.get(
    '/games',
    { config: { auth: 'user' }, schema: { querystring: gamesListQuery, response: gamesListReplies.list } },
    async (request, reply) => {
      const q = request.query as GamesListQuery;
      const filters = filtersOf(q, 'games');
      if (!filters) return badDate(reply);
      const rows = await listGames(db, filters, pageOf(q));
      return { ok: true, games: rows.map((r) => ({ ...presentSheet(r.sheet), sentAt: r.sentAt })) };
    },
  );

  app.get(
    '/games/count',
    { config: { auth: 'user' }, schema: { querystring: gamesCountQuery, response: gamesListReplies.count } },
    async (request, reply) => {
      const filters = filtersOf(request.query as GamesListQuery, 'games');
      if (!filters) return badDate(reply);
      const counts = await gameCounts(db, filters);
      return { ok: true, count: counts.active + counts.finished + counts.ongoing, counts };
    },
  );

  app.get(
    '/games/exists',
    { config: { auth: 'user' }, schema: { querystring: gamesCountQuery, response: gamesListReplies.exists } },
    async (request, reply) => {
      const q = request.query as GamesListQuery;
      const filters = filtersOf(q, 'games');
      if (!filters) return badDate(reply);
      const counts = await gameCounts(db, filters);
      // The other kind: levels of sent sheets matching the same search and day (the list's author and layout too).
      const parcels = await anyParcel(db, {
        status: filters.status ?? (filters.tab && tabStatus[filters.tab]),
        search: filters.search,
        days: filters.days,
        author: filters.author,
        layout: filters.layout,
      });
      return { ok: true, counts, parcels };
    },
  );

  app.post(
    '/games/:id/clone',
    {
      config: { auth: 'edit' },
      schema: { params: paramsOf('id'), querystring: emptyQuery, response: gamesListReplies.clone },
    },
    async (request, reply) => {
      const id = Number((request.params as { id: string }).id);
      const outcome = await cloneSheet(app.deps, id, request.auth!.user.id);
      if (outcome === 'not_found') return sendNotFound(reply);
      if (outcome === 'invalid_state')
        return sendOutcome(reply, { status: 200, body: { ok: false, err: 'invalid_state' } });
      return { ok: true, id: outcome };
    },
  );
};

const tabStatus = { active: 'received', ongoing: 'registered', finished: 'expired' } as const;
