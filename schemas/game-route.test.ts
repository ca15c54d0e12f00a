import { describe, expect, it } from 'vitest';
// The route of a game (schemas/game-route.ts): the haversine distance, the order of the stops, the legs,
// the levels without a position and the send-to-production warnings.
import {
  EARTH_RADIUS_METERS,
  buildRoute,
  distanceMeters,
  positionOf,
  routeWarnings,
  type GeoPosition,
} from './game-route';

const at = (lat: number, lng: number, radius = 25): GeoPosition => ({ lat, lng, radius });
const ZILINA = at(49.2231, 18.7394);
const BRATISLAVA = at(48.1486, 17.1077);
const KOSICE = at(48.7164, 21.2611);

describe('distanceMeters (haversine)', () => {
  it('measures one degree along a meridian and along the equator as R·π/180', () => {
    const degree = (EARTH_RADIUS_METERS * Math.PI) / 180;
    expect(distanceMeters(at(0, 0), at(1, 0))).toBeCloseTo(degree, 3);
    expect(distanceMeters(at(0, 0), at(0, 1))).toBeCloseTo(degree, 3);
    expect(degree).toBeCloseTo(111_195, 0);
  });

  it('shrinks a degree of longitude by cos(latitude)', () => {
    const degree = (EARTH_RADIUS_METERS * Math.PI) / 180;
    // along a parallel the great circle is slightly shorter than the parallel itself
    const d = distanceMeters(at(60, 0), at(60, 1));
    expect(d).toBeGreaterThan(degree * 0.5 * 0.999);
    expect(d).toBeLessThan(degree * 0.5);
  });

  it('gives the distances between Slovak towns, the same both ways and 0 to itself', () => {
    expect(distanceMeters(ZILINA, BRATISLAVA) / 1000).toBeCloseTo(169.2, 0);
    expect(distanceMeters(BRATISLAVA, KOSICE) / 1000).toBeCloseTo(312.8, 0);
    expect(distanceMeters(KOSICE, ZILINA)).toBeCloseTo(distanceMeters(ZILINA, KOSICE), 6);
    expect(distanceMeters(ZILINA, ZILINA)).toBe(0);
  });

  it('crosses the antimeridian the short way and stays finite for antipodes', () => {
    const degree = (EARTH_RADIUS_METERS * Math.PI) / 180;
    expect(distanceMeters(at(0, 179.5), at(0, -179.5))).toBeCloseTo(degree, 3);
    expect(distanceMeters(at(0, 0), at(0, 180))).toBeCloseTo(Math.PI * EARTH_RADIUS_METERS, 3);
  });
});

describe('positionOf', () => {
  it('reads a stored position and one wrapped as {val}', () => {
    expect(positionOf({ lat: 48.7235, lng: 19.1462, radius: 30 })).toEqual(at(48.7235, 19.1462, 30));
    expect(positionOf({ val: { lat: 1, lng: 2, radius: 5 } })).toEqual(at(1, 2, 5));
  });

  it('is null for anything that is not a position in range', () => {
    for (const value of [
      null,
      undefined,
      '',
      'Námestie',
      [48, 19],
      { lat: '48', lng: 19, radius: 5 },
      { lat: 91, lng: 19, radius: 5 },
      { lat: 48, lng: -181, radius: 5 },
      { lat: Number.NaN, lng: 19, radius: 5 },
      { val: null },
    ])
      expect(positionOf(value)).toBeNull();
  });
});

describe('buildRoute', () => {
  const levels = [
    { n: '1', position: ZILINA },
    { n: '2', position: null },
    { n: '3', position: BRATISLAVA },
    { n: '4', position: KOSICE },
  ];

  it('starts at the start, then the placed levels in their order; legs join consecutive stops', () => {
    const start = at(49.22, 18.74);
    const route = buildRoute(start, levels, (l) => l.position);
    expect(route.stops.map((s) => (s.kind === 'start' ? 'start' : s.level!.n))).toEqual([
      'start',
      '1',
      '3',
      '4',
    ]);
    expect(route.legs.map((l) => [l.from, l.to])).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
    ]);
    expect(route.legs[1]!.meters).toBeCloseTo(distanceMeters(ZILINA, BRATISLAVA), 6);
    expect(route.total).toBeCloseTo(
      distanceMeters(start, ZILINA) + distanceMeters(ZILINA, BRATISLAVA) + distanceMeters(BRATISLAVA, KOSICE),
      6,
    );
    expect(route.unplaced.map((l) => l.n)).toEqual(['2']);
  });

  it('without a start begins at the first placed level; no stops, no legs, length 0', () => {
    const route = buildRoute(null, levels, (l) => l.position);
    expect(route.stops[0]!.level!.n).toBe('1');
    expect(route.legs).toHaveLength(2);
    const empty = buildRoute(null, [{ n: '1', position: null }], (l) => l.position);
    expect(empty).toEqual({ stops: [], legs: [], total: 0, unplaced: [{ n: '1', position: null }] });
  });
});

describe('routeWarnings', () => {
  const near = (m: number) => at(49.2231 + m / 111_195, 18.7394);

  it('names the levels without a position only when the variant has a start', () => {
    const levels = [
      { n: '1', position: near(0) },
      { n: '2', position: null },
    ];
    expect(routeWarnings(buildRoute(near(0), levels, (l) => l.position)).unplaced.map((l) => l.n)).toEqual([
      '2',
    ]);
    expect(routeWarnings(buildRoute(null, levels, (l) => l.position)).unplaced).toEqual([]);
  });

  it('names the legs longer than 3 km, not one of exactly 3 km or less', () => {
    const levels = [
      { n: '1', position: near(0) },
      { n: '2', position: near(2999) },
      { n: '3', position: near(2999 + 3001) },
    ];
    const warnings = routeWarnings(buildRoute(null, levels, (l) => l.position));
    expect(warnings.longLegs.map((l) => [l.from, l.to])).toEqual([[1, 2]]);
  });
});
