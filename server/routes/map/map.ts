// GET map: the tiles every map of the app draws on (MAP_TILE_URL, MAP_ATTRIBUTION; the post-branch
// map gets the same with its branch) — the position fields' map picker asks for it when it opens.
import type { FastifyPluginAsync } from 'fastify';
import { routeOptions } from '../../http/route-options';
import { MapReply } from '../../../schemas/api';

export const mapRoutes: FastifyPluginAsync = async (app) => {
  app.get('/map', routeOptions('user', MapReply), async () => {
    const { mapTileUrl, mapAttribution } = app.deps.config;
    return { ok: true, map: { tileUrl: mapTileUrl, attribution: mapAttribution } };
  });
};
