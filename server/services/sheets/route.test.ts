// The route files' serializers (route.ts) on plain objects: GPX 1.1 text and GeoJSON (RFC 7946).
import { describe, expect, it } from 'vitest';
import { levelName, routeFileName, routeGeoJson, routeGpx, type RouteFileInput } from './route';
import type { RouteLevel } from '../../../schemas/api';

const level = (id: number, number: string, title: string, position: RouteLevel['position']): RouteLevel => ({
  id,
  number,
  title,
  layout: 'ANSWER_REQUIRED',
  active: true,
  position,
});

const input = (route: RouteFileInput['route'], gameName = 'Košická hra'): RouteFileInput => ({
  sheetId: 7,
  gameName,
  variantName: 'Klasik',
  route,
});

describe('levelName', () => {
  it("is 'number title', the title alone without a number, 'Bez názvu' without a title", () => {
    expect(levelName({ number: '3', title: 'Hradná veža' })).toBe('3 Hradná veža');
    expect(levelName({ number: '', title: 'Dóm' })).toBe('Dóm');
    expect(levelName({ number: '2a', title: '' })).toBe('2a Bez názvu');
  });
});

describe('routeGpx', () => {
  it('writes the start and the placed levels as wpt, then the rte in the same order', () => {
    const gpx = routeGpx(
      input({
        start: { lat: 48.7164, lng: 21.2611, radius: 20 },
        levels: [
          level(1, '1', 'Dóm sv. Alžbety', { lat: 48.7205, lng: 21.2578, radius: 25 }),
          level(2, '2', 'Bez polohy', null),
          level(3, '', 'Spievajúca fontána', { lat: 48.7196, lng: 21.2581, radius: 15 }),
        ],
      }),
    );
    const names = [...gpx.matchAll(/<name>([^<]*)<\/name>/g)].map((m) => m[1]);
    // metadata, 3 wpt, the rte's name, 3 rtept
    expect(names).toEqual([
      'Košická hra – Klasik',
      'Štart',
      '1 Dóm sv. Alžbety',
      'Spievajúca fontána',
      'Trasa hry Košická hra – Klasik',
      'Štart',
      '1 Dóm sv. Alžbety',
      'Spievajúca fontána',
    ]);
    expect(gpx).toContain('<wpt lat="48.7205" lon="21.2578">');
    expect(gpx).toContain('<rtept lat="48.7164" lon="21.2611">');
    expect(gpx).not.toContain('Bez polohy');
    expect(gpx.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1"')).toBe(true);
  });

  it('escapes XML, writes decimals without exponents and the antimeridian as −180', () => {
    const gpx = routeGpx(
      input(
        {
          start: null,
          levels: [
            level(1, '1', 'A & B <"c">', { lat: 0.00000001, lng: 180, radius: 5 }),
            level(2, '2', "d'e", { lat: -12.3456789012, lng: -0.5, radius: 5 }),
          ],
        },
        'Hra <1>',
      ),
    );
    expect(gpx).toContain('<name>1 A &amp; B &lt;&quot;c&quot;&gt;</name>');
    expect(gpx).toContain('<name>2 d&apos;e</name>');
    expect(gpx).toContain('<name>Hra &lt;1&gt; – Klasik</name>');
    expect(gpx).toContain('<wpt lat="0" lon="-180">');
    expect(gpx).toContain('<wpt lat="-12.3456789" lon="-0.5">');
    expect(gpx).not.toMatch(/e-?\d/);
  });

  it('has no wpt and no rte without positions', () => {
    const gpx = routeGpx(input({ start: null, levels: [level(1, '1', 'Nikde', null)] }));
    expect(gpx).not.toContain('<wpt');
    expect(gpx).not.toContain('<rte');
  });
});

describe('routeGeoJson', () => {
  it('a lone start is one Point and no LineString (a LineString needs two positions)', () => {
    expect(routeGeoJson(input({ start: { lat: 48.1, lng: 17.1, radius: 10 }, levels: [] }))).toEqual({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [17.1, 48.1] },
          properties: { start: true, name: 'Štart', radius: 10 },
        },
      ],
    });
  });

  it('orders coordinates [lng, lat] and ends with the LineString and its length in metres', () => {
    const doc = routeGeoJson(
      input({
        start: null,
        levels: [
          level(1, '1', 'Západ', { lat: 0, lng: 0, radius: 5 }),
          level(2, '2', 'Východ', { lat: 0, lng: 0.01, radius: 5 }),
        ],
      }),
    );
    expect(doc.features.map((f) => f.geometry.type)).toEqual(['Point', 'Point', 'LineString']);
    expect(doc.features[1]!.geometry.coordinates).toEqual([0.01, 0]);
    expect(doc.features[2]!.geometry.coordinates).toEqual([
      [0, 0],
      [0.01, 0],
    ]);
    expect(doc.features[2]!.properties).toEqual({ name: 'Trasa hry Košická hra – Klasik', length: 1112 });
  });
});

describe('routeFileName', () => {
  it('is Slovak and ASCII: trasa-<game>-<id>.<format>', () => {
    expect(routeFileName(input({ start: null, levels: [] }), 'gpx')).toBe('trasa-kosicka-hra-7.gpx');
    expect(routeFileName(input({ start: null, levels: [] }, '  Čaro & Ľúbosť!! '), 'geojson')).toBe(
      'trasa-caro-lubost-7.geojson',
    );
    expect(routeFileName(input({ start: null, levels: [] }, '***'), 'gpx')).toBe('trasa-7.gpx');
  });
});
