// The route of a sheet (GET drafts/{id}/route, games/{id}/route; the send-to-production warnings):
// the variant's start and every level in the levels' order with its position, and the route files
// (GPX 1.1, GeoJSON RFC 7946) built from it. The geometry (order, legs, haversine lengths, warnings) is
// schemas/game-route.ts, the same code the app's map runs.
import type { Db } from '../../db/types';
import type { RouteFormat, RouteLevel, SheetRoute } from '../../../schemas/api';
import {
  buildRoute,
  LEVEL_POSITION_FIELD,
  positionOf,
  VARIANT_START_FIELD,
  type GameRoute,
  type GeoPosition,
} from '../../../schemas/game-route';
import { gameMapMessages } from '../../../i18n/sk/gameMap';
import { normalizeSearch } from '../platform/search-text';
import { textOf } from '../platform/sql';
import { escapeXml } from '../platform/xml';
import { listLevels, type LevelRow } from './levels';
import type { SheetRow } from './sheets';

const TEXTS = gameMapMessages.routeExport.file;

/** A level as the route carries it. */
export function routeLevel(level: Pick<LevelRow, 'id' | 'layout' | 'active' | 'info'>): RouteLevel {
  return {
    id: level.id,
    number: textOf(level.info.order),
    title: textOf(level.info.name) || textOf(level.info.question),
    layout: level.layout,
    active: level.active,
    position: positionOf(level.info[LEVEL_POSITION_FIELD]),
  };
}

/** The sheet's start and all its levels in the levels' order (number, then position). */
export async function sheetRoute(db: Db, sheet: Pick<SheetRow, 'id' | 'info'>): Promise<SheetRoute> {
  const levels = await listLevels(db, sheet.id, { search: '%', offset: 0, limit: 1_000_000 });
  return { start: positionOf(sheet.info[VARIANT_START_FIELD]), levels: levels.map(routeLevel) };
}

/** The geometry of a sheet's route: stops, legs, lengths and the levels without a position. */
export function routeOf(route: SheetRoute): GameRoute<RouteLevel> {
  return buildRoute(route.start, route.levels, (level) => level.position);
}

/** What a route file is made of: the route and the names of its game and variant. */
export interface RouteFileInput {
  sheetId: number;
  gameName: string;
  variantName: string;
  route: SheetRoute;
}

export interface RouteFile {
  fileName: string;
  mime: string;
  body: Buffer;
}

const MIME: Record<RouteFormat, string> = {
  gpx: 'application/gpx+xml; charset=utf-8',
  geojson: 'application/geo+json; charset=utf-8',
};

/** A level's name in a file: 'number title' ('3 Hradná veža'), the title alone without a number. */
export function levelName(level: Pick<RouteLevel, 'number' | 'title'>): string {
  const title = level.title || gameMapMessages.gameMap.untitled;
  return level.number ? `${level.number} ${title}` : title;
}

/** 'Záhada hradu – Rodinná' (either part may be missing). */
const routeTitle = (input: RouteFileInput) =>
  [input.gameName.trim(), input.variantName.trim()].filter(Boolean).join(' – ');

/** The download's name, Slovak and ASCII: 'trasa-zahada-hradu-12.gpx'. */
export function routeFileName(input: RouteFileInput, format: RouteFormat): string {
  const slug = normalizeSearch(input.gameName)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `trasa-${slug ? `${slug}-` : ''}${input.sheetId}.${format}`;
}

/** A coordinate as decimal text (never an exponent), at most 7 decimals (about 1 cm). */
function decimal(value: number): string {
  const text = value.toFixed(7).replace(/\.?0+$/, '');
  return text === '-0' ? '0' : text;
}

/** GPX's longitude is −180 ≤ lon < 180: the antimeridian is written as −180. */
const gpxLon = (lng: number) => decimal(lng >= 180 ? lng - 360 : lng);

/**
 * GPX 1.1: a `wpt` for the start ('Štart') and for every level with a position ('number title', its
 * radius in `desc`, its layout in `type`), then one `rte` whose `rtept`s follow the route's order.
 */
export function routeGpx(input: RouteFileInput): string {
  const { stops } = routeOf(input.route);
  const point = (tag: 'wpt' | 'rtept', stop: (typeof stops)[number], indent: string) => {
    const { lat, lng, radius } = stop.position;
    const name = stop.level ? levelName(stop.level) : TEXTS.start;
    const lines = [
      `<name>${escapeXml(name)}</name>`,
      `<desc>${escapeXml(TEXTS.radius.replace('%{radius}', String(radius)))}</desc>`,
      ...(stop.level?.layout ? [`<type>${escapeXml(stop.level.layout)}</type>`] : []),
    ];
    return [
      `${indent}<${tag} lat="${decimal(lat)}" lon="${gpxLon(lng)}">`,
      ...lines.map((line) => `${indent}  ${line}`),
      `${indent}</${tag}>`,
    ].join('\n');
  };
  const title = routeTitle(input);
  const routeName = TEXTS.route.replace('%{name}', title);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Hry – back-office" xmlns="http://www.topografix.com/GPX/1/1">',
    '  <metadata>',
    `    <name>${escapeXml(title || routeName)}</name>`,
    '  </metadata>',
    ...stops.map((stop) => point('wpt', stop, '  ')),
    ...(stops.length
      ? [
          '  <rte>',
          `    <name>${escapeXml(routeName)}</name>`,
          ...stops.map((stop) => point('rtept', stop, '    ')),
          '  </rte>',
        ]
      : []),
    '</gpx>',
    '',
  ].join('\n');
}

/** [lng, lat] as RFC 7946 orders a position, rounded to 7 decimals. */
const coordinates = (p: GeoPosition): [number, number] => [
  Number(p.lng.toFixed(7)),
  Number(p.lat.toFixed(7)),
];

export interface GeoJsonFeature {
  type: 'Feature';
  geometry:
    | { type: 'Point'; coordinates: [number, number] }
    | { type: 'LineString'; coordinates: [number, number][] };
  properties: Record<string, string | number | boolean>;
}

export interface GeoJsonRoute {
  type: 'FeatureCollection';
  features: GeoJsonFeature[];
}

/**
 * GeoJSON (RFC 7946): a Point for the start (`start: true`) and for every level with a position
 * (number, title, layout, radius), then, when the route has two points or more, its LineString (with
 * its length in metres).
 */
export function routeGeoJson(input: RouteFileInput): GeoJsonRoute {
  const route = routeOf(input.route);
  const points = route.stops.map((stop): GeoJsonFeature => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: coordinates(stop.position) },
    properties: stop.level
      ? {
          start: false,
          id: stop.level.id,
          name: levelName(stop.level),
          number: stop.level.number,
          title: stop.level.title,
          layout: stop.level.layout,
          radius: stop.position.radius,
        }
      : { start: true, name: TEXTS.start, radius: stop.position.radius },
  }));
  const line: GeoJsonFeature[] =
    route.stops.length >= 2
      ? [
          {
            type: 'Feature',
            geometry: { type: 'LineString', coordinates: route.stops.map((s) => coordinates(s.position)) },
            properties: {
              name: TEXTS.route.replace('%{name}', routeTitle(input)),
              length: Math.round(route.total),
            },
          },
        ]
      : [];
  return { type: 'FeatureCollection', features: [...points, ...line] };
}

/** The route file of a sheet in a format. */
export async function routeFile(db: Db, sheet: SheetRow, format: RouteFormat): Promise<RouteFile> {
  const input: RouteFileInput = {
    sheetId: sheet.id,
    gameName: sheet.gameName,
    variantName: textOf(sheet.info.variantNameExtended) || sheet.name,
    route: await sheetRoute(db, sheet),
  };
  const body = format === 'gpx' ? routeGpx(input) : `${JSON.stringify(routeGeoJson(input), null, 2)}\n`;
  return { fileName: routeFileName(input, format), mime: MIME[format], body: Buffer.from(body, 'utf8') };
}
