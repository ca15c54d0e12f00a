// Positions (field type geo) through the API on PGlite and PostgreSQL: a level's 'position' and a
// variant's 'start' are validated, stored and returned as {lat, lng, radius}; refusals carry the error
// code the app turns into its Slovak message; the old free-text place stays as it was.
import { beforeAll, expect, it } from 'vitest';
import { call, describeApi } from '../../test/harness';
import { signInRoles, type RoleCookies } from '../../test/roles';

type Attr = { val?: unknown; error?: string; min?: number; max?: number };
type Attrs = Record<string, Attr>;

describeApi('positions on the map (geo fields)', (ctx) => {
  let roles: RoleCookies;
  type Method = 'GET' | 'PUT' | 'POST';
  const api = (method: Method, path: string, body?: unknown) =>
    call(ctx().app, method, path, { cookie: roles.editor, body });
  const ok = async (method: Method, path: string, body?: unknown) => {
    const res = await api(method, path, body);
    expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(200);
    expect(res.body.ok, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(true);
    return res.body;
  };
  /** A level's stored values as GET drafts/{id}/levels/{levelId} gives them ({val} per field). */
  const levelInfo = async (id: number, levelId: number) =>
    ((await ok('GET', `drafts/${id}/levels/${levelId}`)).level as { info: Record<string, { val?: unknown }> })
      .info;
  const newDraft = async () => ((await ok('PUT', 'drafts', { category: 1 })).sheet as { id: number }).id;

  beforeAll(async () => {
    roles = await signInRoles(ctx());
  });

  it("a level's position is stored and read back; a missing radius gets 25 m", async () => {
    const id = await newDraft();
    const created = await ok('PUT', `drafts/${id}/levels`, {
      question: 'Koľko veží má Budatínsky hrad?',
      layout: 'GAME_YES_NO',
      'yes-no.place': 'Budatínsky hrad',
      position: { lat: 49.2318, lng: 18.7407 },
    });
    const levelId = (created.level as { id: number }).id;
    const info = await levelInfo(id, levelId);
    expect(info.position.val).toEqual({ lat: 49.2318, lng: 18.7407, radius: 25 });
    expect(info['yes-no.place'].val).toBe('Budatínsky hrad');
    const attrs = (await ok('POST', `drafts/${id}/levels/${levelId}/validate`, {})).attrs as Attrs;
    expect(attrs.position).toMatchObject({
      val: { lat: 49.2318, lng: 18.7407, radius: 25 },
      min: 5,
      max: 1000,
    });
    const stored = await ctx().db.one<{ info: Record<string, unknown> }>(
      'SELECT info FROM levels WHERE id = $1',
      [levelId],
    );
    expect(stored?.info.position).toEqual({ lat: 49.2318, lng: 18.7407, radius: 25 });

    // moved and cleared
    await ok('POST', `drafts/${id}/levels/${levelId}`, {
      position: { lat: 49.2231, lng: 18.7394, radius: 60 },
    });
    expect((await levelInfo(id, levelId)).position.val).toEqual({ lat: 49.2231, lng: 18.7394, radius: 60 });
    await ok('POST', `drafts/${id}/levels/${levelId}`, { position: null });
    expect((await levelInfo(id, levelId)).position?.val ?? null).toBeNull();
  });

  it('refuses a latitude, a longitude or a radius out of range and junk, storing nothing', async () => {
    const id = await newDraft();
    const cases: [unknown, string][] = [
      [{ lat: 95, lng: 18.7 }, 'lat_out_of_range'],
      [{ lat: 49.2, lng: -190 }, 'lng_out_of_range'],
      [{ lat: 49.2, lng: 18.7, radius: 3 }, 'out_of_range'],
      [{ lat: 49.2, lng: 18.7, radius: 5000 }, 'out_of_range'],
      [{ lat: 49.2, lng: 18.7, zoom: 3 }, 'invalid_format'],
      ['Žilina', 'invalid_format'],
      [[49.2, 18.7], 'invalid_format'],
    ];
    for (const [position, error] of cases) {
      const res = await api('PUT', `drafts/${id}/levels`, {
        question: 'Otázka',
        layout: 'GAME_YES_NO',
        position,
      });
      expect(res.status).toBe(200);
      expect(res.body.ok, JSON.stringify(position)).toBe(false);
      expect((res.body.attrs as Attrs).position.error, JSON.stringify(position)).toBe(error);
      const validated = await ok('POST', `drafts/${id}/levels/validate`, { position });
      expect((validated.attrs as Attrs).position.error).toBe(error);
    }
    expect(((await ok('GET', `drafts/${id}/levels`)).levels as unknown[]).length).toBe(0);
  });

  it("a variant's start is stored with the draft and can be left empty", async () => {
    const id = await newDraft();
    const start = { lat: 48.1447, lng: 17.1128, radius: 50 };
    await ok('POST', `drafts/${id}`, { name: 'Rodinný', start });
    expect(((await ok('GET', `drafts/${id}?a=1`)).attrs as Attrs).start.val).toEqual(start);
    const refused = await api('POST', `drafts/${id}`, {
      name: 'Rodinný',
      start: { lat: 48.1, lng: 17.1, radius: 1 },
    });
    expect(refused.body.ok).toBe(false);
    expect((refused.body.attrs as Attrs).start.error).toBe('out_of_range');
    await ok('POST', `drafts/${id}`, { name: 'Rodinný', start: null });
    expect(((await ok('GET', `drafts/${id}?a=1`)).attrs as Attrs).start.val ?? null).toBeNull();
  });
});
