// Games 2.5 / 7.3: the games list (GET games), its counts per tab (games/count, games/exists) and the
// clone of a sent game (POST games/{id}/clone). Any signed-in user reads; cloning needs 'edit'.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { refusal, sendNotFound, sendOutcome } from '../../http/replies';
import {
  gamesCountQuery,
  gamesListQuery,
  gamesListReplies,
  emptyQuery,
  sheetParams,
  type GamesListQuery,
  REPLY_KEYS,
} from '../../../schemas/api';
import { gameCounts, listGames, otherKindFilters } from '../../services/sheets/games-list';
import { filtersOf, pageOf } from '../../services/sheets/games-list-query';
import { anyParcel } from '../../services/sheets/parcels';
import { sendKeptJson } from '../../http/conditional-replies';
import { listPage } from '../../services/sheets/list-items';
import { formsOf } from '../../services/records/evaluation';
import { cloneSheet } from '../../services/sheets/game-clone';
import { actorOf } from '../../http/form-routes';

/** The reply to a `d` that names no real day (e.g. 20261340). */
export const badDate = (reply: FastifyReply) =>
  reply.code(400).send({ ok: false, err: 'bad_request', message: 'd is not a day' });

export const gamesListRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  /** The games' filters of a query and the counts per tab under them; undefined for malformed days. */
  const countsOf = async (q: GamesListQuery) => {
    const filters = filtersOf(q, 'games');
    return filters && { filters, counts: await gameCounts(db, filters) };
  };

  app.get(
    '/games',
    { config: { auth: 'user' }, schema: { querystring: gamesListQuery, response: gamesListReplies.list } },
    async (request, reply) => {
      const q = request.query as GamesListQuery;
      const filters = filtersOf(q, 'games');
      if (!filters) return badDate(reply);
      // The page is kept while the database is unchanged, else built from each item's JSON kept per row
      // version (list-items.ts); sheets evaluated against another schema show fresh counts and validity.
      const page = await listPage(db, formsOf(app.deps), 'games', REPLY_KEYS.games.list, q, () =>
        listGames(db, filters, pageOf(q)),
      );
      return sendKeptJson(reply, page);
    },
  );

  app.get(
    '/games/count',
    { config: { auth: 'user' }, schema: { querystring: gamesCountQuery, response: gamesListReplies.count } },
    async (request, reply) => {
      const found = await countsOf(request.query as GamesListQuery);
      if (!found) return badDate(reply);
      const { counts } = found;
      return { ok: true, count: counts.active + counts.finished + counts.ongoing, counts };
    },
  );

  app.get(
    '/games/exists',
    { config: { auth: 'user' }, schema: { querystring: gamesCountQuery, response: gamesListReplies.exists } },
    async (request, reply) => {
      const found = await countsOf(request.query as GamesListQuery);
      if (!found) return badDate(reply);
      const { filters, counts } = found;
      // The other kind: levels of sent sheets matching the same search, days, author and layout.
      const parcels = await anyParcel(db, otherKindFilters(filters, 'games'));
      return { ok: true, counts, parcels };
    },
  );

  app.post(
    '/games/:id/clone',
    {
      config: { auth: 'edit' },
      schema: { params: sheetParams, querystring: emptyQuery, response: gamesListReplies.clone },
    },
    async (request, reply) => {
      const id = Number((request.params as { id: string }).id);
      const report = app.recordChanges.reporter(actorOf(request));
      const outcome = await cloneSheet(app.deps, id, request.auth!.user.id, report);
      if (outcome === 'not_found') return sendNotFound(reply);
      if (outcome === 'invalid_state') return sendOutcome(reply, refusal('invalid_state'));
      return { ok: true, id: outcome };
    },
  );
};
