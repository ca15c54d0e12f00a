// GET drafts/{id}/route and GET games/{id}/route: the JSON of the game's map, the GPX 1.1 file (validated
// against the GPX 1.1 XSD shipped in server/test/fixtures, with libxml2's xmllint compiled to
// WebAssembly) and the GeoJSON file (RFC 7946 checked field by field); permissions, 400, 404.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { validateXML } from 'xmllint-wasm';
import { describeApi, signIn, TEST_USERS } from '../../test/harness';
import { insertSheet } from '../../test/games-fixture';
import { distanceMeters } from '../../../schemas/game-route';

const GPX_XSD = readFileSync(path.join(import.meta.dirname, '../../test/fixtures/gpx11.xsd'), 'utf8');

async function gpxErrors(xml: string): Promise<string[]> {
  const result = await validateXML({ xml: [{ fileName: 'trasa.gpx', contents: xml }], schema: [GPX_XSD] });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}

const START = { lat: 49.2231, lng: 18.7394, radius: 30 };
const GATE = { lat: 49.2237, lng: 18.7401, radius: 25 };
const TOWER = { lat: 49.2285, lng: 18.7211, radius: 40 };

/** An RFC 7946 position: [longitude, latitude], both numbers in range. */
function expectPosition(p: unknown) {
  expect(Array.isArray(p) && p.length === 2).toBe(true);
  const [lng, lat] = p as [number, number];
  expect(typeof lng === 'number' && lng >= -180 && lng <= 180).toBe(true);
  expect(typeof lat === 'number' && lat >= -90 && lat <= 90).toBe(true);
}

describeApi('game route (map, GPX, GeoJSON)', (ctx) => {
  let viewer: string;
  let editor: string;
  let draft: number;
  let game: number;
  let levelIds: number[] = [];

  beforeAll(async () => {
    const { db, app } = ctx();
    viewer = await signIn(app, TEST_USERS.viewer.email);
    editor = await signIn(app, TEST_USERS.editor.email);
    const inserted = await insertSheet(db, {
      gameName: 'Záhada Budatínskeho hradu',
      variantName: 'Rodinná',
      extended: 'Rodinná',
      status: 'draft',
      date: '2026-03-10',
      variantInfo: { start: START },
      // stored out of order: the route follows the level numbers (1, 2, 3), not the insertion
      levels: [
        { name: 'Hradná veža & <brána>', order: '3', info: { position: TOWER } },
        { name: 'Brána', order: '1', info: { position: GATE } },
        { name: 'Bez miesta', order: '2', layout: 'TAKE_PHOTO', info: { position: 'pri fontáne' } },
      ],
    });
    draft = inserted.id;
    levelIds = inserted.levelIds;
    game = (
      await insertSheet(db, {
        gameName: 'Prázdna hra',
        status: 'registered',
        number: 'R-1',
        date: '2026-03-11',
        levels: [{ name: 'Jediná', order: '1' }],
      })
    ).id;
  });

  const get = (url: string, cookie: string | null = viewer) =>
    ctx().app.inject({ method: 'GET', url: `/api/webapp/${url}`, headers: cookie ? { cookie } : {} });

  it('JSON: the start, every level in number order with its position or null, and the map tiles', async () => {
    const res = await get(`drafts/${draft}/route`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ok).toBe(true);
    expect(body.route.start).toEqual(START);
    expect(body.route.levels).toEqual([
      {
        id: levelIds[1],
        number: '1',
        title: 'Brána',
        layout: 'ANSWER_REQUIRED',
        active: true,
        position: GATE,
      },
      {
        id: levelIds[2],
        number: '2',
        title: 'Bez miesta',
        layout: 'TAKE_PHOTO',
        active: true,
        position: null,
      },
      {
        id: levelIds[0],
        number: '3',
        title: 'Hradná veža & <brána>',
        layout: 'ANSWER_REQUIRED',
        active: true,
        position: TOWER,
      },
    ]);
    expect(body.map).toEqual({ tileUrl: ctx().config.mapTileUrl, attribution: ctx().config.mapAttribution });
    // the same under games/{id} (any sheet), for a viewer without 'edit' too
    const mirror = await get(`games/${draft}/route`);
    expect(mirror.json().route).toEqual(body.route);
  });

  it('GPX: a valid GPX 1.1 file with a wpt per placed level and the start, and the rte in order', async () => {
    const res = await get(`drafts/${draft}/route?format=gpx`, editor);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gpx+xml; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="trasa-zahada-budatinskeho-hradu-${draft}.gpx"`,
    );
    const xml = res.body;
    expect(await gpxErrors(xml)).toEqual([]);
    const gpx = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml).gpx;
    expect(gpx.version).toBe('1.1');
    expect(gpx.metadata.name).toBe('Záhada Budatínskeho hradu – Rodinná');
    const wpts = gpx.wpt as { name: string; lat: string; lon: string; desc: string }[];
    expect(wpts.map((w) => w.name)).toEqual(['Štart', '1 Brána', '3 Hradná veža & <brána>']);
    expect(wpts.map((w) => [Number(w.lat), Number(w.lon)])).toEqual([
      [START.lat, START.lng],
      [GATE.lat, GATE.lng],
      [TOWER.lat, TOWER.lng],
    ]);
    expect(wpts[2].desc).toBe('Polomer 40 m');
    expect(gpx.rte.name).toBe('Trasa hry Záhada Budatínskeho hradu – Rodinná');
    expect((gpx.rte.rtept as { name: string }[]).map((p) => p.name)).toEqual([
      'Štart',
      '1 Brána',
      '3 Hradná veža & <brána>',
    ]);
  });

  it('the XSD check can fail: a GPX without its version or with a longitude of 180 is refused', async () => {
    const res = await get(`drafts/${draft}/route?format=gpx`);
    expect(await gpxErrors(res.body.replace(' version="1.1"', ''))).not.toEqual([]);
    expect(await gpxErrors(res.body.replace(`lon="${GATE.lng}"`, 'lon="180"'))).not.toEqual([]);
    expect(await gpxErrors(res.body.replace('<name>Štart</name>', '<nazov>Štart</nazov>'))).not.toEqual([]);
  });

  it('GeoJSON: a FeatureCollection of Points ([lng, lat]; number, title, layout, radius) and the route', async () => {
    const res = await get(`games/${draft}/route?format=geojson`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/geo+json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="trasa-zahada-budatinskeho-hradu-${draft}.geojson"`,
    );
    const doc = JSON.parse(res.body);
    expect(doc.type).toBe('FeatureCollection');
    expect(Object.keys(doc).sort()).toEqual(['features', 'type']);
    for (const feature of doc.features) {
      expect(feature.type).toBe('Feature');
      expect(typeof feature.properties).toBe('object');
      const { geometry } = feature;
      if (geometry.type === 'Point') expectPosition(geometry.coordinates);
      else {
        expect(geometry.type).toBe('LineString');
        expect(geometry.coordinates.length).toBeGreaterThanOrEqual(2);
        geometry.coordinates.forEach(expectPosition);
      }
    }
    const points = doc.features.filter((f: { geometry: { type: string } }) => f.geometry.type === 'Point');
    expect(points.map((f: { properties: unknown }) => f.properties)).toEqual([
      { start: true, name: 'Štart', radius: 30 },
      {
        start: false,
        id: levelIds[1],
        name: '1 Brána',
        number: '1',
        title: 'Brána',
        layout: 'ANSWER_REQUIRED',
        radius: 25,
      },
      {
        start: false,
        id: levelIds[0],
        name: '3 Hradná veža & <brána>',
        number: '3',
        title: 'Hradná veža & <brána>',
        layout: 'ANSWER_REQUIRED',
        radius: 40,
      },
    ]);
    expect(points[1].geometry.coordinates).toEqual([GATE.lng, GATE.lat]);
    const line = doc.features.find((f: { geometry: { type: string } }) => f.geometry.type === 'LineString');
    expect(line.geometry.coordinates).toEqual([
      [START.lng, START.lat],
      [GATE.lng, GATE.lat],
      [TOWER.lng, TOWER.lat],
    ]);
    expect(line.properties.length).toBe(
      Math.round(distanceMeters(START, GATE) + distanceMeters(GATE, TOWER)),
    );
  });

  it('a sheet without positions: an empty route, a GPX without points (still valid), no LineString', async () => {
    const json = (await get(`games/${game}/route`)).json();
    expect(json.route.start).toBeNull();
    expect(json.route.levels.map((l: { position: unknown }) => l.position)).toEqual([null]);
    const gpx = await get(`games/${game}/route?format=gpx`);
    expect(gpx.headers['content-disposition']).toBe(`attachment; filename="trasa-prazdna-hra-${game}.gpx"`);
    expect(await gpxErrors(gpx.body)).toEqual([]);
    expect(gpx.body).not.toContain('<wpt');
    expect(JSON.parse((await get(`games/${game}/route?format=geojson`)).body)).toEqual({
      type: 'FeatureCollection',
      features: [],
    });
  });

  it('follows positions saved through the forms: the variant start and a level position', async () => {
    const { app } = ctx();
    const call = async (method: 'PUT' | 'POST', url: string, payload: object) => {
      const res = await app.inject({
        method,
        url: `/api/webapp/${url}`,
        headers: { cookie: editor },
        payload,
      });
      expect(res.json(), `${method} ${url}`).toMatchObject({ ok: true });
      return res.json();
    };
    const sheet = (await call('PUT', 'drafts', { category: 1 })).sheet as { id: number };
    await call('POST', `drafts/${sheet.id}`, { name: 'Trasa cez formulár', start: START });
    const level = (
      await call('PUT', `drafts/${sheet.id}/levels`, {
        name: 'Brána',
        order: '1',
        question: 'Koľko?',
        layout: 'ANSWER_REQUIRED',
        'answer.answers-1': 'štyri',
        position: GATE,
      })
    ).level as { id: number };
    const route = (await get(`drafts/${sheet.id}/route`, editor)).json().route;
    expect(route).toEqual({
      start: START,
      levels: [
        {
          id: level.id,
          number: '1',
          title: 'Brána',
          layout: 'ANSWER_REQUIRED',
          active: false, // a new level is in testing
          position: GATE,
        },
      ],
    });
    const gpx = (await get(`drafts/${sheet.id}/route?format=gpx`, editor)).body;
    expect(await gpxErrors(gpx)).toEqual([]);
    expect(gpx).toContain(`<wpt lat="${GATE.lat}" lon="${GATE.lng}">`);
  });

  it('refuses a bad format or another key (400), an unknown sheet (404) and anonymous callers (401)', async () => {
    for (const query of ['format=kml', 'format=', 'format=GPX', 'f=gpx']) {
      const res = await get(`drafts/${draft}/route?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ ok: false, err: 'bad_request' });
    }
    for (const prefix of ['drafts', 'games']) {
      expect((await get(`${prefix}/999999/route`)).statusCode).toBe(404);
      expect((await get(`${prefix}/999999/route?format=gpx`)).json()).toEqual({
        ok: false,
        err: 'not_found',
      });
      expect((await get(`${prefix}/${draft}/route?format=gpx`, null)).statusCode).toBe(401);
    }
  });
});
