// The lean items of GET drafts and GET games (issue 26 items 1 and 2): their keys are SheetListItem's and
// no other, and a kept item is never stale. Each input of an item is changed after both lists were read
// (so every process keeps the item): the game's name, the variant's names, a level added, removed or made
// invalid by a schema change, saving, a status and number written by SQL outside the API, and the list
// date. On PostgreSQL the writes go through a second server on the same database and both servers read.
// The lean item shows nothing of its author (no name, no e-mail), so a user's change is no input of it.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { openPostgres } from '../../db/postgres';
import type { Db } from '../../db/types';
import { call, describeApi } from '../../test/harness';
import { signInRoles, type RoleCookies } from '../../test/roles';
import { SheetListItem } from '../../../schemas/api';
import { ListItemCache, listItemCacheOf } from '../../services/sheets/list-items';
import { bodyEtag } from '../../http/conditional-replies';

type Item = SheetListItem & Record<string, unknown>;

describeApi('list items of drafts and games', (ctx) => {
  let roles: RoleCookies;
  /** The second server (PostgreSQL), or the same one (PGlite: one process owns the data). */
  let other: FastifyInstance;
  let otherDb: Db | undefined;

  beforeAll(async () => {
    roles = await signInRoles(ctx());
    const { kind, databaseUrl, config } = ctx();
    if (kind === 'postgres') {
      otherDb = await openPostgres(databaseUrl!);
      other = await buildApp({ db: otherDb, config, mailer: { send: async () => undefined } });
      await other.ready();
    } else other = ctx().app;
  });
  afterAll(async () => {
    if (otherDb) {
      await other.close();
      await otherDb.close();
    }
  });

  const servers = () => [ctx().app, other];
  const ok = async (
    app: FastifyInstance,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
  ) => {
    const res = await call(app, method, path, { cookie: roles.editor, body });
    expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(200);
    expect(res.body.ok, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(true);
    return res.body;
  };
  /** The sheet's item in the list at `path`, read from every server; they all agree. */
  const itemOf = async (path: string, id: number): Promise<Item | undefined> => {
    const seen: (Item | undefined)[] = [];
    for (const app of servers())
      seen.push(((await ok(app, 'GET', path)).games as Item[]).find((g) => g.id === id));
    expect(seen[1]).toEqual(seen[0]);
    return seen[0];
  };
  const draftItem = (id: number) => itemOf('drafts?pl=500', id);
  const gameItem = (id: number) => itemOf('games?pl=500', id);
  /** Writes go through the other server. */
  const write = (method: 'PUT' | 'POST' | 'DELETE', path: string, body?: unknown) =>
    ok(other, method, path, body);

  const newSheet = async () => {
    const id = ((await write('PUT', 'drafts', { category: 1 })).sheet as { id: number }).id;
    await write('POST', `games/${id}`, { name: 'Kept hra', category: 'ZILINA' });
    await write('POST', `drafts/${id}`, { name: 'Kept variant' });
    return id;
  };
  const level = (question: string) => ({
    question,
    layout: 'ANSWER_REQUIRED',
    'answer.answers-1': 'áno',
  });

  it('an item carries exactly the keys of SheetListItem; the by-id call keeps the full sheet', async () => {
    const id = await newSheet();
    await write('POST', `drafts/${id}/save`);
    for (const item of [await draftItem(id), await gameItem(id)]) {
      const keys = Object.keys(SheetListItem.properties);
      const required = keys.filter((k) => k !== 'sentAt');
      expect(Object.keys(item!).filter((k) => !keys.includes(k))).toEqual([]);
      expect(required.filter((k) => !(k in item!))).toEqual([]);
      expect(item).toMatchObject({ id, gameName: 'Kept hra', variantNameExtended: 'Kept variant' });
    }
    expect((await gameItem(id))?.sentAt).toEqual(expect.any(Number));
    expect((await draftItem(id))?.sentAt).toBeUndefined();
    const full = (await ok(ctx().app, 'GET', `drafts/${id}`)).game as Record<string, unknown>;
    expect(full).toHaveProperty('info');
    expect(full).toHaveProperty('senderEmpty');
    // the options shape of games?t=active stays (games 7.3)
    const active = await ok(ctx().app, 'GET', 'games?t=active&pl=1');
    for (const g of active.games as Item[])
      expect(g).toMatchObject({
        id: expect.any(Number),
        gameName: expect.any(String),
        variantNameExtended: expect.any(String),
      });
  });

  it('the game name and the variant names', async () => {
    const id = await newSheet();
    expect(await draftItem(id)).toMatchObject({ gameName: 'Kept hra', variantName: 'Kept variant' });
    await write('POST', `games/${id}`, { name: 'Premenovaná hra', category: 'ZILINA' });
    expect(await draftItem(id)).toMatchObject({ gameName: 'Premenovaná hra' });
    await write('POST', `drafts/${id}`, { name: 'Nový variant' });
    expect(await draftItem(id)).toMatchObject({
      variantName: 'Nový variant',
      variantNameExtended: 'Nový variant',
    });
    // the extended name is no form field (imports and seeds write it)
    await ctx().db.query(
      `UPDATE variants SET info = info || '{"variantNameExtended": "Nový variant (3 hodiny)"}' WHERE id = $1`,
      [id],
    );
    expect(await draftItem(id)).toMatchObject({ variantNameExtended: 'Nový variant (3 hodiny)' });
  });

  it('a level added, removed, and made invalid by a schema change', async () => {
    const id = await newSheet();
    expect(await draftItem(id)).toMatchObject({ numTasks: 0, counts: { all: 0 } });
    const first = (await write('PUT', `drafts/${id}/levels`, level('Prvá?'))).level as { id: number };
    expect(await draftItem(id)).toMatchObject({ numTasks: 1, counts: { all: 1, invalid: 0 } });
    const second = (await write('PUT', `drafts/${id}/levels`, level('Druhá?'))).level as { id: number };
    expect(await draftItem(id)).toMatchObject({ numTasks: 2 });
    await write('DELETE', `drafts/${id}/levels/${second.id}`);
    expect(await draftItem(id)).toMatchObject({ numTasks: 1, counts: { all: 1 } });
    // A schema edit under a stored level (as game-authoring.test.ts simulates it): the stored value no
    // longer passes and the sheet's levels were evaluated against another schema.
    const db = ctx().db;
    await db.query(`UPDATE levels SET info = info || '{"question": ""}' WHERE id = $1`, [first.id]);
    await db.query(`UPDATE variants SET levels_rev = 'iná schéma' WHERE id = $1`, [id]);
    expect(await draftItem(id)).toMatchObject({ counts: { all: 1, invalid: 1 } });
  });

  it('saving, and a status, number and send day written outside the API', async () => {
    const id = await newSheet();
    expect(await gameItem(id)).toBeUndefined(); // an unsaved draft is in no tab
    await write('POST', `drafts/${id}/save`);
    expect(await draftItem(id)).toMatchObject({ status: 'draft' });
    const before = await gameItem(id);
    expect(before).toMatchObject({ status: 'draft', number: null });
    // another feature (or psql) sends it: no route of this module is involved
    await ctx().db.query(
      `UPDATE variants SET status = 'registered', number = 'LI-1', sent_at = now() + interval '1 day' WHERE id = $1`,
      [id],
    );
    const after = await gameItem(id);
    expect(after).toMatchObject({ status: 'registered', number: 'LI-1' });
    expect(after!.sentAt).toBeGreaterThan(before!.sentAt!);
    expect(await draftItem(id)).toBeUndefined();
  });

  it('keeps each item once per version, per database', async () => {
    const id = await newSheet();
    await draftItem(id);
    const cache = listItemCacheOf(ctx().db);
    const size = cache.size;
    await draftItem(id);
    expect(cache.size).toBe(size);
    // a bounded cache drops the least recently used
    const small = new ListItemCache(2);
    small.set('a', '1', 'A');
    small.set('b', '1', 'B');
    expect(small.get('a', '1')).toBe('A');
    small.set('c', '1', 'C');
    expect(small.get('b', '1')).toBeUndefined();
    expect(small.get('a', '1')).toBe('A');
    expect(small.get('a', '2')).toBeUndefined();
  });
  it('keeps a whole page until a commit: a hit answers the bytes and ETag of the miss, 304 stays right', async () => {
    const id = await newSheet();
    const { app, db, kind } = ctx();
    const get = (url: string, etag?: string) =>
      app.inject({
        method: 'GET',
        url: `/api/webapp/${url}`,
        headers: { cookie: roles.editor, ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const spy = vi.spyOn(db, 'query');
    /** Statements over the list's tables since the last call (a kept reply reads only the snapshot). */
    const listReads = () => {
      const n = spy.mock.calls.filter(([sql]) => /\bvariants\b/.test(String(sql))).length;
      spy.mockClear();
      return n;
    };
    try {
      for (const path of ['drafts?pl=499', 'games?pl=499']) {
        spy.mockClear();
        const miss = await get(path);
        expect(listReads()).toBeGreaterThan(0);
        // The snapshot is the whole server's: on PostgreSQL other suites' commits (and on either database a
        // job of the server's own timers) may make a request miss, so a hit is awaited, not assumed.
        let hit = await get(path);
        for (let i = 0; i < 10 && listReads() > 0; i++) hit = await get(path);
        if (kind === 'pglite') {
          hit = await get(path);
          expect(listReads()).toBe(0);
        }
        expect(hit.statusCode).toBe(200);
        expect(hit.payload).toBe(miss.payload);
        expect(hit.headers.etag).toBe(miss.headers.etag);
        expect(hit.headers.etag).toBe(bodyEtag(miss.payload));
        // the same query in another order of its parameters is the same page
        expect((await get(path.replace('?', '?s=&'))).payload).toBe(miss.payload);
        expect((await get(path, String(miss.headers.etag))).statusCode).toBe(304);
      }
      // a write through the other server: the next read builds again and shows it, the old ETag is no match
      const before = await get('drafts?pl=499');
      await write('POST', `games/${id}`, { name: 'Po zápise', category: 'ZILINA' });
      spy.mockClear();
      const after = await get('drafts?pl=499', String(before.headers.etag));
      expect(listReads()).toBeGreaterThan(0);
      expect(after.statusCode).toBe(200);
      expect((after.json().games as Item[]).find((g) => g.id === id)).toMatchObject({
        gameName: 'Po zápise',
      });
      expect((await get('drafts?pl=499', String(after.headers.etag))).statusCode).toBe(304);
      // a write outside the API (psql, another feature): the kept page is not used
      await db.query(`UPDATE variants SET name = 'Mimo API' WHERE id = $1`, [id]);
      spy.mockClear();
      const outside = await get('drafts?pl=499');
      expect(listReads()).toBeGreaterThan(0);
      expect((outside.json().games as Item[]).find((g) => g.id === id)).toMatchObject({
        variantName: 'Mimo API',
      });
    } finally {
      spy.mockRestore();
    }
  });
});
