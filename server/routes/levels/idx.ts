// Games 7.5: parcels (levels of sent sheets) across games, and levels/idx/{idx} that the level/parcel
// detail dialog browses by list index. Any signed-in user reads.
import type { FastifyPluginAsync } from 'fastify';
import { badDate } from '../sheets/games-list';
import { sendNotFound } from '../../http/replies';
import { gamesListReplies, idxParams, levelIdxQuery, type GamesListQuery } from '../../../schemas/api';
import { filtersOf } from '../../services/sheets/games-list-query';
import { parcelAt, presentParcel } from '../../services/sheets/parcels';
import { presentSheet } from '../../services/sheets/sheets';

export const levelIdxRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  app.get(
    '/levels/idx/:idx',
    {
      config: { auth: 'user' },
      schema: { params: idxParams, querystring: levelIdxQuery, response: gamesListReplies.idx },
    },
    async (request, reply) => {
      const filters = filtersOf(request.query as GamesListQuery, 'parcels');
      if (!filters) return badDate(reply);
      const found = await parcelAt(db, filters, Number((request.params as { idx: string }).idx));
      if (!found) return sendNotFound(reply);
      return {
        ok: true,
        sheet: presentSheet(found.parcel.sheet),
        level: presentParcel(found.parcel),
        more: found.more,
      };
    },
  );
};
