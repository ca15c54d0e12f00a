// A position field ('Poloha', type geo) added the way the schema studio adds one — a draft previewed,
// then published as a version — works with no code change: the server validates it, stores it and
// returns it. GET map gives the configured tiles the position picker draws on.
import { expect, it } from 'vitest';
import { call, describeApi, signIn, TEST_USERS } from '../../test/harness';
import { schemasInForce, type SchemaFiles } from '../../test/schema-files';

type Attrs = Record<string, { val?: unknown; error?: string; min?: number; max?: number }>;

function withMeetingPoint<T extends SchemaFiles>(files: T): T {
  const copy = structuredClone(files);
  copy.forms.user!.fields.push({
    id: 'meetingPoint',
    type: 'geo',
    label: 'Miesto stretnutia',
    section: 'sidebar',
    min: 10,
    max: 300,
  });
  return copy;
}

describeApi('a position field added in the studio', (ctx) => {
  it('is previewed, published, validated with every refusal and stored as {lat, lng, radius}', async () => {
    const cookie = await signIn(ctx().app, TEST_USERS.admin.email);
    const before = await schemasInForce(ctx(), cookie);
    const draft = withMeetingPoint(before);

    const preview = await call(ctx().app, 'POST', 'schemas/preview', {
      cookie,
      body: {
        form: 'user',
        input: { name: 'Jana', meetingPoint: { lat: 48.7, lng: 19.1, radius: 500 } },
        ...draft,
      },
    });
    expect(preview.body.ok).toBe(true);
    expect((preview.body.attrs as Attrs).meetingPoint).toMatchObject({
      error: 'out_of_range',
      min: 10,
      max: 300,
    });

    const published = await call(ctx().app, 'PUT', 'schemas/versions', {
      cookie,
      body: { baseId: before.version, note: 'Miesto stretnutia', ...draft },
    });
    expect(published.body.ok, JSON.stringify(published.body)).toBe(true);

    const validate = async (meetingPoint: unknown) =>
      (
        (await call(ctx().app, 'POST', 'users/validate', { cookie, body: { name: 'Jana', meetingPoint } }))
          .body.attrs as Attrs
      ).meetingPoint;
    expect(await validate({ lat: 91, lng: 19 })).toMatchObject({ error: 'lat_out_of_range' });
    expect(await validate({ lat: 48, lng: 181 })).toMatchObject({ error: 'lng_out_of_range' });
    expect(await validate({ lat: 48, lng: 19, radius: 5 })).toMatchObject({ error: 'out_of_range' });
    expect(await validate({ lat: 48, lng: 19, note: 'x' })).toMatchObject({ error: 'invalid_format' });
    expect(await validate('48.7235, 19.1462')).toEqual({
      val: { lat: 48.7235, lng: 19.1462, radius: 25 },
      min: 10,
      max: 300,
    });
    expect((await validate(null)).error).toBeUndefined();

    const created = await call(ctx().app, 'PUT', 'users?t=player', {
      cookie,
      body: { name: 'Tím pri fontáne', meetingPoint: { lat: 49.2231, lng: 18.7394, radius: 40 } },
    });
    expect(created.body).toMatchObject({
      ok: true,
      contact: { info: { meetingPoint: { lat: 49.2231, lng: 18.7394, radius: 40 } } },
    });
  });

  it('GET map gives the configured tiles to any signed-in user', async () => {
    expect((await call(ctx().app, 'GET', 'map')).status).toBe(401);
    const viewer = await signIn(ctx().app, TEST_USERS.viewer.email);
    const res = await call(ctx().app, 'GET', 'map', { cookie: viewer });
    expect(res.body).toEqual({
      ok: true,
      map: { tileUrl: ctx().config.mapTileUrl, attribution: ctx().config.mapAttribution },
    });
    expect((await call(ctx().app, 'GET', 'map?x=1', { cookie: viewer })).status).toBe(400);
  });
});
