// Requests and replies of a game's route: GET drafts/{id}/route and GET games/{id}/route. Without
// `format` the reply is JSON for the game's map; format=gpx or format=geojson downloads the route file.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Reply, StringEnum } from './common';
import { MapConfig } from './parcels';

export const ROUTE_FORMATS = ['gpx', 'geojson'] as const;
export type RouteFormat = (typeof ROUTE_FORMATS)[number];

/** ?format=gpx|geojson (a file); without it the JSON reply. Any other value or key is a 400. */
export const routeQuery = Type.Object(
  { format: Type.Optional(StringEnum(ROUTE_FORMATS)) },
  { additionalProperties: false },
);
export type RouteQuery = Static<typeof routeQuery>;

/** A stored position: WGS 84 degrees and a radius in metres (the `geo` field's value). */
export const GeoPositionReply = Type.Object({
  lat: Type.Number(),
  lng: Type.Number(),
  radius: Type.Number(),
});

/** A level on the route, in the levels' order (number, then position): position null = not on the map. */
export const RouteLevel = Type.Object({
  id: Type.Number(),
  /** The level number as typed ('' when it has none). */
  number: Type.String(),
  /** Its name, else its question ('' when neither). */
  title: Type.String(),
  layout: Type.String(),
  active: Type.Boolean(),
  position: Nullable(GeoPositionReply),
});
export type RouteLevel = Static<typeof RouteLevel>;

/** The sheet's route: the variant's start and every level (with or without a position). */
export const SheetRoute = Type.Object({
  start: Nullable(GeoPositionReply),
  levels: Type.Array(RouteLevel),
});
export type SheetRoute = Static<typeof SheetRoute>;

/** GET {drafts|games}/{id}/route: the route and the map tiles to draw it on. */
export const RouteReply = Reply({ route: SheetRoute, map: MapConfig });
export type RouteReply = Static<typeof RouteReply>;
