// Games 7.5: parcels (levels of sent sheets) across games, and levels/idx/{idx} that the level/parcel
// detail dialog browses by list index. Any signed-in user reads.
import type { FastifyPluginAsync } from 'fastify';
import { badDate } from '../sheets/games-list';
import { sendNotFound } from '../../http/replies';
import {
  emptyQuery,
  gamesListReplies,
  idParam,
  listItemOf,
  ParcelListItem,
  parcelsCountQuery,
  parcelsListQuery,
  type GamesListQuery,
} from '../../../schemas/api';
import { anyGame, otherKindFilters } from '../../services/sheets/games-list';
import { filtersOf, pageOf } from '../../services/sheets/games-list-query';
import { listParcels, loadParcel, parcelCounts, presentParcel } from '../../services/sheets/parcels';
import { presentSheet } from '../../services/sheets/sheets';
import { formsOf } from '../../services/records/evaluation';
import { withParcelView } from '../../services/sheets/tracking-parcel';

export const parcelsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  app.get(
    '/parcels',
    {
      config: { auth: 'user' },
      schema: { querystring: parcelsListQuery, response: gamesListReplies.parcels },
    },
    async (request, reply) => {
      const q = request.query as GamesListQuery;
      const filters = filtersOf(q, 'parcels');
      if (!filters) return badDate(reply);
      const rows = await listParcels(db, filters, pageOf(q));
      return { ok: true, parcels: rows.map((row) => listItemOf(ParcelListItem, presentParcel(row))) };
    },
  );

  app.get(
    '/parcels/count',
    {
      config: { auth: 'user' },
      schema: { querystring: parcelsCountQuery, response: gamesListReplies.parcelsCount },
    },
    async (request, reply) => {
      const filters = filtersOf(request.query as GamesListQuery, 'parcels');
      if (!filters) return badDate(reply);
      const counts = await parcelCounts(db, filters);
      return { ok: true, count: counts.received + counts.registered + counts.expired, counts };
    },
  );

  app.get(
    '/parcels/exists',
    {
      config: { auth: 'user' },
      schema: { querystring: parcelsCountQuery, response: gamesListReplies.parcelsExists },
    },
    async (request, reply) => {
      const filters = filtersOf(request.query as GamesListQuery, 'parcels');
      if (!filters) return badDate(reply);
      const counts = await parcelCounts(db, filters);
      const games = await anyGame(db, otherKindFilters(filters, 'parcels'));
      return { ok: true, counts, games };
    },
  );

  app.get(
    '/parcels/:id',
    {
      config: { auth: 'user' },
      schema: { params: idParam, querystring: emptyQuery, response: gamesListReplies.parcel },
    },
    async (request, reply) => {
      const parcel = await loadParcel(db, Number((request.params as { id: string }).id));
      if (!parcel) return sendNotFound(reply);
      // parcel-courier: the inherited attributes of games 3.7 (tracking number, parcel type, recipient…)
      const forms = formsOf(app.deps);
      const view = await withParcelView(db, forms, presentParcel(parcel), parcel.sheet, parcel.level);
      return { ok: true, parcel: view, sheet: presentSheet(parcel.sheet) };
    },
  );
};
