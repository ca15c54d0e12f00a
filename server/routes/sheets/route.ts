// GET drafts/{id}/route and GET games/{id}/route: the sheet's route for any signed-in user (as GET
// drafts/{id} and games/{id}; drafts are read-only without 'edit'). Without `format` the JSON the
// game's map draws (with the map tiles); format=gpx|geojson downloads the route file under a Slovak
// name. 404 unknown sheet; a format other than gpx or geojson is a 400 (the query schema).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { DOWNLOAD_COOKIE } from '../../../schemas/constants';
import { RouteReply, responses, routeQuery, sheetParams, type RouteQuery } from '../../../schemas/api';
import { sendNotFound } from '../../http/replies';
import { loadSheet } from '../../services/sheets/sheets';
import { routeFile, sheetRoute } from '../../services/sheets/route';

export const routeRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.deps;
  for (const prefix of ['/drafts', '/games']) {
    app.get(
      `${prefix}/:id/route`,
      {
        config: { auth: 'user' },
        schema: { params: sheetParams, querystring: routeQuery, response: responses(RouteReply) },
      },
      async (request: FastifyRequest, reply) => {
        const sheet = await loadSheet(db, Number((request.params as { id: string }).id));
        if (!sheet) return sendNotFound(reply);
        const { format } = request.query as RouteQuery;
        if (!format) {
          const map = { tileUrl: config.mapTileUrl, attribution: config.mapAttribution };
          return { ok: true, route: await sheetRoute(db, sheet), map };
        }
        const file = await routeFile(db, sheet, format);
        // Platform 4.9: the download modal closes when it sees this cookie.
        reply.setCookie(DOWNLOAD_COOKIE.name, DOWNLOAD_COOKIE.value, { path: DOWNLOAD_COOKIE.path });
        return reply
          .type(file.mime)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.body);
      },
    );
  }
};
