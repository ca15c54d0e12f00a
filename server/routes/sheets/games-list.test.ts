import { beforeAll, describe, expect, it } from 'vitest';
import { call, describeApi, signIn, TEST_USERS } from '../../test/harness';
import { insertSheet, userId } from '../../test/games-fixture';
import { normalizeSearch } from '../../services/platform/search-text';

type Item = Record<string, unknown> & { id: number };

describeApi('games list', (ctx) => {
  let viewer: string;
  let editor: string;
  const ids: Record<string, number> = {};
  const levels: Record<string, number[]> = {};

  beforeAll(async () => {
    const { db, app } = ctx();
    viewer = await signIn(app, TEST_USERS.viewer.email);
    editor = await signIn(app, TEST_USERS.editor.email);
    const admin = await userId(db, TEST_USERS.admin.email);
    const ed = await userId(db, TEST_USERS.editor.email);
    const sheets = {
      registered: await insertSheet(db, {
        gameName: 'Žilinská záhada',
        status: 'registered',
        authorId: admin,
        date: '2026-03-10',
        levels: [
          { name: 'Hradná veža', layout: 'ANSWER_REQUIRED', question: 'Koľko schodov má veža?' },
          { name: 'Fotka pri soche', layout: 'TAKE_PHOTO' },
        ],
      }),
      received: await insertSheet(db, {
        gameName: 'Bratislavský poklad',
        variantName: 'Klasická',
        extended: 'Klasická (2 hodiny)',
        status: 'received',
        authorId: ed,
        date: '2026-03-12',
        levels: [{ name: 'Dóm sv. Martina', layout: 'LEVEL_WIKI' }],
      }),
      confirmed: await insertSheet(db, {
        gameName: 'Košický dóm',
        status: 'confirmed',
        authorId: admin,
        date: '2026-03-15',
        levels: [{ name: 'Báseň o meste', layout: 'MAKE_POEM' }],
      }),
      expired: await insertSheet(db, {
        gameName: 'Stará hra',
        status: 'expired',
        authorId: ed,
        date: '2026-02-01',
        levels: [{ name: 'Prvá úloha' }],
      }),
      savedDraft: await insertSheet(db, {
        gameName: 'Rozpracovaná hra',
        status: 'draft',
        saved: true,
        authorId: admin,
        date: '2026-03-11',
        levels: [{ name: 'Ďalšia fotka', layout: 'TAKE_PHOTO' }],
      }),
      unsavedDraft: await insertSheet(db, {
        gameName: 'Neuložená hra',
        status: 'draft',
        authorId: admin,
        date: '2026-03-11',
        levels: [{ name: 'Skrytá úloha' }],
      }),
    };
    for (const [k, v] of Object.entries(sheets)) {
      ids[k] = v.id;
      levels[k] = v.levelIds;
    }
  });

  const get = async (path: string, cookie = viewer) => {
    const res = await call(ctx().app, 'GET', path, { cookie });
    return res;
  };
  const list = async (query: string): Promise<Item[]> => {
    const res = await get(`games?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.games as Item[];
  };
  const idsOf = async (query: string) => (await list(query)).map((g) => g.id);
  const named = (...keys: string[]) => keys.map((k) => ids[k]);

  describe('GET games', () => {
    it('maps the tabs onto the statuses, newest list date first; an unsaved draft is in none', async () => {
      expect(await idsOf('t=ongoing')).toEqual(named('savedDraft', 'registered'));
      expect(await idsOf('t=active')).toEqual(named('confirmed', 'received'));
      expect(await idsOf('t=finished')).toEqual(named('expired'));
      expect(await idsOf('')).toEqual(named('confirmed', 'received', 'savedDraft', 'registered', 'expired'));
    });

    it('the hidden status filter f agrees with the tabs', async () => {
      expect(await idsOf('f=registered')).toEqual(await idsOf('t=ongoing'));
      expect(await idsOf('f=received')).toEqual(await idsOf('t=active'));
      expect(await idsOf('f=expired')).toEqual(await idsOf('t=finished'));
      expect(await idsOf('f=expired&t=active')).toEqual([]);
    });

    it('with t=active the items carry id, gameName and variantNameExtended', async () => {
      const [, received] = await list('t=active');
      expect(received).toMatchObject({
        id: ids.received,
        gameName: 'Bratislavský poklad',
        variantNameExtended: 'Klasická (2 hodiny)',
        status: 'received',
      });
    });

    it('filters by author, layout, a day and a range of days', async () => {
      const admin = await userId(ctx().db, TEST_USERS.admin.email);
      expect(await idsOf(`a=${admin}`)).toEqual(named('confirmed', 'savedDraft', 'registered'));
      expect(await idsOf(`a=${admin}&t=ongoing`)).toEqual(named('savedDraft', 'registered'));
      expect(await idsOf('l=TAKE_PHOTO')).toEqual(named('savedDraft', 'registered'));
      expect(await idsOf('l=MAKE_POEM&t=active')).toEqual(named('confirmed'));
      expect(await idsOf('d=20260312')).toEqual(named('received'));
      expect(await idsOf('d=20260310-20260312')).toEqual(named('received', 'savedDraft', 'registered'));
      expect(await idsOf('d=20260312-20260310')).toEqual(named('received', 'savedDraft', 'registered'));
      expect(await idsOf('d=20260101-20260131')).toEqual([]);
    });

    it('searches game and variant texts without case and diacritics (level texts are the parcels)', async () => {
      expect(await idsOf('s=ZILINSKA')).toEqual(named('registered'));
      expect(await idsOf('s=klasicka')).toEqual(named('received'));
      expect(await idsOf('s=dom')).toEqual(named('confirmed'));
      expect(await idsOf('s=hra&t=ongoing')).toEqual(named('savedDraft'));
      expect(await idsOf('s=schodov')).toEqual([]);
      expect(await idsOf('s=fotka')).toEqual([]);
      expect(await idsOf('s=neulozena')).toEqual([]);
      expect(await idsOf('s=%25')).toEqual([]);
    });

    it("a renamed game is found by its new name only; a search never spans the game's and the variant's texts", async () => {
      const { app } = ctx();
      const rename = (name: string) =>
        call(app, 'POST', `games/${ids.savedDraft}`, { body: { name, category: 'ZILINA' }, cookie: editor });
      expect((await rename('Trnavské veže')).body.ok).toBe(true);
      expect(await idsOf('s=trnavske')).toEqual(named('savedDraft'));
      expect(await idsOf('s=rozpracovana')).toEqual([]);
      const counts = await call(app, 'GET', 'site/search?s=trnavske', { cookie: editor });
      expect(counts.body).toMatchObject({ ok: true, drafts: 1 });
      const sheet = await call(app, 'GET', `games/${ids.savedDraft}`, { cookie: editor });
      const variantName = normalizeSearch(String((sheet.body.game as Item).variantName));
      expect(await idsOf(`s=${encodeURIComponent(variantName)}`)).toContain(ids.savedDraft);
      expect(await idsOf(`s=${encodeURIComponent(`veze ${variantName}`)}`)).toEqual([]);
      expect(await idsOf(`s=${encodeURIComponent(`${variantName} trnavske`)}`)).toEqual([]);
      await rename('Rozpracovaná hra');
      expect(await idsOf('s=rozpracovana')).toEqual(named('savedDraft'));
    });

    it('pages with po/pl, and k continues after the id of the last item seen', async () => {
      const all = await idsOf('');
      expect(await idsOf('po=1&pl=2')).toEqual(all.slice(1, 3));
      expect(await idsOf(`k=${all[1]}&pl=2`)).toEqual(all.slice(2, 4));
      expect(await idsOf(`k=${all[3]}`)).toEqual(all.slice(4));
    });

    it('refuses malformed keys with 400 and needs a sign-in', async () => {
      for (const q of ['d=20261340', 'd=2026', 't=drafts', 'f=draft', 'a=x', 'po=-1', 'x=1']) {
        const res = await get(`games?${q}`);
        expect(res.status, q).toBe(400);
        expect(res.body.err).toBe('bad_request');
      }
      expect((await call(ctx().app, 'GET', 'games')).status).toBe(401);
    });
  });

  describe('GET games/count and games/exists', () => {
    it('count agrees with the list per tab and in total', async () => {
      for (const q of ['', 's=dom', 'd=20260310-20260312', 's=hra', 'a=1']) {
        const res = await get(`games/count?${q}`);
        expect(res.status).toBe(200);
        const counts = res.body.counts as Record<string, number>;
        for (const t of ['active', 'finished', 'ongoing'])
          expect(counts[t], `${q} ${t}`).toBe((await idsOf(`t=${t}&${q}`)).length);
        expect(res.body.count).toBe((await idsOf(q)).length);
      }
    });

    it('exists: counts per tab and the flag for parcels (levels of sent sheets)', async () => {
      const zero = { active: 0, finished: 0, ongoing: 0 };
      // Only levels match: no game, but parcels (the app shows level items).
      expect((await get('games/exists?s=fotka')).body).toEqual({ ok: true, counts: zero, parcels: true });
      // A game and a level both match.
      expect((await get('games/exists?s=dom')).body).toEqual({
        ok: true,
        counts: { ...zero, active: 1 },
        parcels: true,
      });
      // Only a saved draft's level matches: a draft's levels are no parcels.
      expect((await get('games/exists?s=dalsia')).body).toEqual({ ok: true, counts: zero, parcels: false });
      const none = await get('games/exists?s=nic-take&d=20260312');
      expect(none.body).toEqual({ ok: true, counts: { active: 0, finished: 0, ongoing: 0 }, parcels: false });
    });
  });

  describe('parcels', () => {
    const parcelIds = async (query: string) => {
      const res = await get(`parcels?${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.parcels as Item[]).map((p) => p.id);
    };

    it('lists levels of sent sheets, newest first, with the filters f, t (layout), e (author), s, d', async () => {
      const sent = [
        ...levels.confirmed,
        ...levels.received,
        ...levels.registered.slice().reverse(),
        ...levels.expired,
      ].sort((a, b) => b - a);
      expect(await parcelIds('')).toEqual(sent);
      expect(await parcelIds('t=TAKE_PHOTO')).toEqual([levels.registered[1]]);
      expect(await parcelIds('f=received')).toEqual([...levels.confirmed, ...levels.received]);
      const admin = await userId(ctx().db, TEST_USERS.admin.email);
      expect(await parcelIds(`e=${admin}`)).toEqual(
        [...levels.confirmed, ...levels.registered].sort((a, b) => b - a),
      );
      expect(await parcelIds('s=DOM SV')).toEqual(levels.received);
      expect(await parcelIds('d=20260201')).toEqual(levels.expired);
      expect(await parcelIds('po=1&pl=2')).toEqual(sent.slice(1, 3));
      expect(await parcelIds(`k=${sent[1]}&pl=2`)).toEqual(sent.slice(2, 4));
    });

    it('count and exists agree with the list', async () => {
      for (const q of ['', 's=fotka', 'd=20260310-20260315']) {
        const res = await get(`parcels/count?${q}`);
        expect(res.body.count, q).toBe((await parcelIds(q)).length);
        const counts = res.body.counts as Record<string, number>;
        for (const f of ['received', 'registered', 'expired'])
          expect(counts[f], `${q} ${f}`).toBe((await parcelIds(`f=${f}&${q}`)).length);
      }
      expect((await get('parcels/exists?s=veza')).body).toEqual({
        ok: true,
        counts: { received: 0, registered: 1, expired: 0 },
        games: false,
      });
      expect((await get('parcels/exists?s=rozpracovana')).body).toEqual({
        ok: true,
        counts: { received: 0, registered: 0, expired: 0 },
        games: true,
      });
    });

    it('GET parcels/{id}: the level with its sheet; a draft level or an unknown id is 404', async () => {
      const res = await get(`parcels/${levels.registered[0]}`);
      expect(res.status).toBe(200);
      expect(res.body.parcel).toMatchObject({
        id: levels.registered[0],
        gameId: ids.registered,
        type: 'ANSWER_REQUIRED',
        gameName: 'Žilinská záhada',
        wasRegistered: true,
        wasReceived: false,
      });
      expect(res.body.sheet).toMatchObject({ id: ids.registered, status: 'registered' });
      expect((await get(`parcels/${levels.savedDraft[0]}`)).status).toBe(404);
      expect((await get('parcels/999999')).status).toBe(404);
    });
  });

  it("GET games/{id}/levels?e: the author filter keeps the sheet's levels only for its author", async () => {
    const admin = await userId(ctx().db, TEST_USERS.admin.email);
    const ed = await userId(ctx().db, TEST_USERS.editor.email);
    const levelIds = async (q: string) => {
      const res = await get(`games/${ids.registered}/levels?${q}`);
      expect(res.status, q).toBe(200);
      return (res.body.levels as Item[]).map((l) => l.id).sort((a, b) => a - b);
    };
    const all = await levelIds('');
    expect(all).toEqual(levels.registered.slice().sort((a, b) => a - b));
    expect(await levelIds(`e=${admin}`)).toEqual(all);
    expect(await levelIds(`e=${ed}`)).toEqual([]);
    const bad = await get(`games/${ids.registered}/levels?e=abc`);
    expect(bad.status).toBe(400);
  });

  describe('GET levels/idx/{idx}', () => {
    let big: { id: number; levelIds: number[] };
    beforeAll(async () => {
      big = await insertSheet(ctx().db, {
        gameName: 'Dlhá hra',
        status: 'registered',
        date: '2026-01-05',
        levels: Array.from({ length: 120 }, (_, k) => ({
          name: `Úloha ${k + 1}`,
          layout: k % 2 ? 'GAME_YES_NO' : 'IMAGE_CHOOSER',
        })),
      });
    });

    it('browses one sheet by absolute index across page boundaries (sid)', async () => {
      for (const idx of [0, 49, 50, 99, 100, 119]) {
        const res = await get(`levels/idx/${idx}?sid=${big.id}&po=50&pl=50`);
        expect(res.status, String(idx)).toBe(200);
        expect(res.body.level).toMatchObject({ id: big.levelIds[idx], seq: idx + 1 });
        expect(res.body.sheet).toMatchObject({ id: big.id, gameName: 'Dlhá hra' });
        expect(res.body.more).toBe(idx < 119);
      }
      expect((await get(`levels/idx/120?sid=${big.id}`)).status).toBe(404);
    });

    it('the index follows the parcels list with the same filters, page by page', async () => {
      const pages: number[] = [];
      for (let po = 0; po < 60; po += 25) {
        const res = await get(`parcels?t=GAME_YES_NO&po=${po}&pl=25`);
        pages.push(...(res.body.parcels as Item[]).map((p) => p.id));
      }
      expect(pages).toHaveLength(60);
      for (const idx of [0, 24, 25, 49, 50, 59]) {
        const res = await get(`levels/idx/${idx}?t=GAME_YES_NO`);
        expect((res.body.level as Item).id, String(idx)).toBe(pages[idx]);
        expect(res.body.more).toBe(idx < 59);
      }
    });
  });

  describe('POST games/{id}/clone', () => {
    it('clones registered, received, confirmed and expired sheets into a new unsaved draft', async () => {
      for (const key of ['registered', 'received', 'confirmed', 'expired']) {
        const res = await call(ctx().app, 'POST', `games/${ids[key]}/clone`, { cookie: editor });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ ok: true, id: expect.any(Number) });
        const newId = res.body.id as number;
        expect(newId).not.toBe(ids[key]);
        const draft = await call(ctx().app, 'GET', `drafts/${newId}`, { cookie: editor });
        const original = await call(ctx().app, 'GET', `games/${ids[key]}`, { cookie: editor });
        const o = original.body.game as Record<string, unknown>;
        expect(draft.body.game).toMatchObject({
          status: 'draft',
          saved: false,
          number: null,
          // issue 31: the clone's row can be told from the original's
          gameName: `${o.gameName as string} (kópia)`,
          variantName: o.variantName,
          variantNameExtended: o.variantNameExtended,
          authorEmail: TEST_USERS.editor.email,
        });
        expect((draft.body.game as Record<string, unknown>).gameId).not.toBe(o.gameId);
        const copied = await call(ctx().app, 'GET', `drafts/${newId}/levels`, { cookie: editor });
        const originalLevels = await call(ctx().app, 'GET', `games/${ids[key]}/levels`, { cookie: editor });
        const names = (r: typeof copied) =>
          (r.body.levels as { info: { name: { val: string } } }[]).map((l) => l.info.name.val);
        expect(names(copied)).toEqual(names(originalLevels));
        // The clone is in no tab until saved.
        expect(await idsOf('')).not.toContain(newId);
      }
    });

    it('names a clone of a clone, and a second clone, apart from every other game (issue 31)', async () => {
      const { app, db } = ctx();
      const nameOf = async (id: number) =>
        ((await call(app, 'GET', `drafts/${id}`, { cookie: editor })).body.game as { gameName: string })
          .gameName;
      const second = await call(app, 'POST', `games/${ids.confirmed}/clone`, { cookie: editor });
      expect(await nameOf(second.body.id as number)).toBe('Košický dóm (kópia 2)');
      // a sent clone cloned again counts on instead of stacking suffixes
      await db.query(`UPDATE variants SET status = 'registered' WHERE id = $1`, [second.body.id as number]);
      const third = await call(app, 'POST', `games/${second.body.id as number}/clone`, { cookie: editor });
      expect(await nameOf(third.body.id as number)).toBe('Košický dóm (kópia 3)');
      // the game form and the search show the new name
      const game = await db.one<{ info: { name: unknown }; search: string }>(
        'SELECT g.info, g.search FROM games g JOIN variants v ON v.game_id = g.id WHERE v.id = $1',
        [third.body.id as number],
      );
      expect(game!.info.name).toBe('Košický dóm (kópia 3)');
      expect(game!.search).toContain('kosicky dom (kopia 3)');
    });

    it('refuses drafts (invalid_state), unknown ids (404) and users without edit (403)', async () => {
      for (const key of ['savedDraft', 'unsavedDraft']) {
        const res = await call(ctx().app, 'POST', `games/${ids[key]}/clone`, { cookie: editor });
        expect(res.body).toEqual({ ok: false, err: 'invalid_state' });
      }
      expect((await call(ctx().app, 'POST', 'games/999999/clone', { cookie: editor })).status).toBe(404);
      expect((await call(ctx().app, 'POST', `games/${ids.received}/clone`, { cookie: viewer })).status).toBe(
        403,
      );
    });

    it('a clone of a game in production is a draft in testing that offers send to production (issue 22)', async () => {
      const { db, app } = ctx();
      await db.query(
        `UPDATE variants SET active = true, info = jsonb_set(info, '{active}', 'true') WHERE id = $1`,
        [ids.received],
      );
      const original = await call(app, 'GET', `games/${ids.received}`, { cookie: editor });
      expect((original.body.game as Record<string, unknown>).production).toBe(true);
      const res = await call(app, 'POST', `games/${ids.received}/clone`, { cookie: editor });
      const newId = res.body.id as number;
      const draft = await call(app, 'GET', `drafts/${newId}`, { cookie: editor });
      expect(draft.body.game).toMatchObject({ production: false, info: { production: false } });
      const row = await db.one<{ info: Record<string, unknown> }>('SELECT info FROM variants WHERE id = $1', [
        newId,
      ]);
      expect(row!.info.active).toBe(false);
      // the send is no longer refused as 'already in production'
      const start = await call(app, 'POST', `drafts/${newId}/register`, { cookie: editor });
      expect(start.body.err).not.toBe('invalid_state');
    });

    it('copies the images: deleting the original image or the original leaves the clone whole', async () => {
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      );
      const up = await call(ctx().app, 'PUT', 'images?link=background.image&t=level.background.image', {
        body: png,
        cookie: editor,
        headers: { 'content-type': 'application/octet-stream' },
      });
      const imageId = up.body.id as string;
      const sheet = await insertSheet(ctx().db, {
        gameName: 'Hra s obrázkom',
        status: 'received',
        date: '2026-03-01',
        levels: [{ name: 'Obrázková', info: { 'background.image': { val: imageId, number: 1 } } }],
      });
      const clone = await call(ctx().app, 'POST', `games/${sheet.id}/clone`, { cookie: editor });
      const lv = await call(ctx().app, 'GET', `drafts/${clone.body.id}/levels`, { cookie: editor });
      const level = (lv.body.levels as { info: Record<string, { val: string }> }[])[0];
      const copyId = level.info['background.image'].val;
      expect(copyId).toBeTruthy();
      expect(copyId).not.toBe(imageId);
      // the original's level still names the original: it cannot be deleted from under it (issue 31);
      // its row gone anyway, the copy is still served
      expect(
        (await call(ctx().app, 'DELETE', 'images', { body: { id: imageId }, cookie: editor })).status,
      ).toBe(409);
      await ctx().db.query('DELETE FROM images WHERE id = $1', [imageId]);
      const served = await ctx().app.inject({
        method: 'GET',
        url: `/api/webapp/images/${copyId}`,
        headers: { cookie: editor },
      });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(png)).toBe(true);
    });
  });
});
