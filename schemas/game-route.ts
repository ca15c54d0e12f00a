// The route of a game (a sheet): the variant's start, then every level with a position in the levels'
// order, joined by straight legs measured as great-circle distances. One implementation for the app
// (the game's map: markers, line, lengths) and the server (the send-to-production warnings, the GPX and
// GeoJSON exports). No DOM and no Node-only imports; no dependencies.

import type { GeoValue } from './engine';

/** A position as a `geo` field stores it: WGS 84 degrees and a radius in metres (the engine's GeoValue). */
export type GeoPosition = GeoValue;

/** The field of a level that holds its position (level.json). */
export const LEVEL_POSITION_FIELD = 'position';
/** The field of a variant that holds the game's start (variant.json). */
export const VARIANT_START_FIELD = 'start';

/** A leg longer than this (metres) is worth a warning before a send to production. */
export const LONG_LEG_METERS = 3000;

/** The mean Earth radius (IUGG), metres: the haversine distance's sphere. */
export const EARTH_RADIUS_METERS = 6_371_008.8;

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * The position a stored value holds, or null: a `{lat, lng, radius}` object within the WGS 84 ranges
 * (a value wrapped as `{val}`, as replies carry info attributes, is unwrapped). Anything else (empty,
 * an old free-text value, a broken object) is no position.
 */
export function positionOf(value: unknown): GeoPosition | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  if ('val' in v && !('lat' in v)) return positionOf(v.val);
  const { lat, lng, radius } = v;
  if (!finite(lat) || !finite(lng) || lat < -90 || lat > 90 || lng < -180 || lng > 180) return null;
  return { lat, lng, radius: finite(radius) && radius >= 0 ? radius : 0 };
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two positions in metres (haversine formula, spherical Earth). */
export function distanceMeters(
  a: Pick<GeoPosition, 'lat' | 'lng'>,
  b: Pick<GeoPosition, 'lat' | 'lng'>,
): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** One point of the route: the start, or a level with a position. */
export interface RouteStop<L> {
  kind: 'start' | 'level';
  position: GeoPosition;
  /** The level (undefined for the start). */
  level?: L;
}

/** A straight leg between two consecutive stops (indices into `stops`). */
export interface RouteLeg {
  from: number;
  to: number;
  meters: number;
}

export interface GameRoute<L> {
  /** The start first (when the variant has one), then the placed levels in the given order. */
  stops: RouteStop<L>[];
  /** stops.length − 1 legs. */
  legs: RouteLeg[];
  /** The sum of the legs, metres. */
  total: number;
  /** The levels without a position, in the given order. */
  unplaced: L[];
}

/**
 * The route through `levels` (already in the levels' order): the start, then each level with a
 * position. `positionOfLevel` reads a level's position (e.g. `positionOf(level.info.position)`).
 */
export function buildRoute<L>(
  start: GeoPosition | null,
  levels: readonly L[],
  positionOfLevel: (level: L) => GeoPosition | null,
): GameRoute<L> {
  const stops: RouteStop<L>[] = start ? [{ kind: 'start', position: start }] : [];
  const unplaced: L[] = [];
  for (const level of levels) {
    const position = positionOfLevel(level);
    if (position) stops.push({ kind: 'level', position, level });
    else unplaced.push(level);
  }
  const legs: RouteLeg[] = [];
  for (let i = 1; i < stops.length; i++)
    legs.push({ from: i - 1, to: i, meters: distanceMeters(stops[i - 1]!.position, stops[i]!.position) });
  return { stops, legs, total: legs.reduce((sum, leg) => sum + leg.meters, 0), unplaced };
}

/** What the route warns of before a send to production (warnings, not blockers). */
export interface RouteWarnings<L> {
  /** Levels without a position while the variant has a start (empty when it has none). */
  unplaced: L[];
  /** Legs longer than LONG_LEG_METERS. */
  longLegs: RouteLeg[];
}

export function routeWarnings<L>(route: GameRoute<L>): RouteWarnings<L> {
  const hasStart = route.stops[0]?.kind === 'start';
  return {
    unplaced: hasStart ? route.unplaced : [],
    longLegs: route.legs.filter((leg) => leg.meters > LONG_LEG_METERS),
  };
}
