// GET {drafts|games}/{id}/route: the sheet's start and levels with their positions, and the map tiles
// (schemas/api/route.ts). The files of the same route are downloaded with ?format=gpx|geojson.
import { apiCall, apiUrl } from '../../providers/api';
import type { MapConfig, RouteFormat, RouteLevel, RouteReply, SheetRoute } from '../../../schemas/api';

export type { MapConfig, RouteFormat, RouteLevel, SheetRoute };

export type RouteArea = 'drafts' | 'games';

export interface LoadedRoute {
  route: SheetRoute;
  map: MapConfig | null;
}

export async function loadRoute(
  area: RouteArea,
  id: number | string,
  signal: AbortSignal,
): Promise<LoadedRoute> {
  const reply = await apiCall<RouteReply>('GET', `${area}/${id}/route`, undefined, { signal });
  if (!reply.ok || !reply.route) throw new Error('route');
  return { route: reply.route, map: reply.map ?? null };
}

/** The address of a route file (a download through FileDownloadDialog). */
export const routeFileUrl = (area: RouteArea, id: number | string, format: RouteFormat) =>
  apiUrl(`${area}/${id}/route`, { format });
