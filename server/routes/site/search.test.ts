import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/types';
import { call, describeApi } from '../../test/harness';
import { signInEditorAndViewer, type RoleCookies } from '../../test/roles';
import { searchDocument } from '../../services/platform/search-text';

async function insertGame(db: Db, name: string): Promise<number> {
  const row = await db.one<{ id: number }>('INSERT INTO games (name, search) VALUES ($1, $2) RETURNING id', [
    name,
    searchDocument([name]),
  ]);
  return Number(row!.id);
}

async function insertVariant(
  db: Db,
  gameId: number,
  name: string,
  status: string,
  saved = false,
): Promise<number> {
  const row = await db.one<{ id: number }>(
    'INSERT INTO variants (game_id, name, status, saved, search) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [gameId, name, status, saved, searchDocument([name])],
  );
  return Number(row!.id);
}

async function insertLevel(db: Db, variantId: number, seq: number, name: string): Promise<void> {
  await db.query('INSERT INTO levels (variant_id, seq, info, search) VALUES ($1, $2, $3, $4)', [
    variantId,
    seq,
    { name: { val: name } },
    searchDocument([name]),
  ]);
}

describeApi('site search counts', (ctx) => {
  let roles: Pick<RoleCookies, 'editor' | 'viewer'>;

  beforeAll(async () => {
    const db = ctx().db;
    roles = await signInEditorAndViewer(ctx().app);

    const zilina = await insertGame(db, 'Tajomstvá Žiliny');
    const sent = await insertVariant(db, zilina, 'Rodinná', 'registered');
    const draft = await insertVariant(db, zilina, 'Skica', 'draft');
    await insertVariant(db, zilina, 'Uložená', 'draft', true);
    await insertLevel(db, sent, 1, 'Žilinský hrad');
    await insertLevel(db, sent, 2, 'Bojnice');
    await insertLevel(db, draft, 1, 'Žilinská brána');

    const kosice = await insertGame(db, 'Košický okruh');
    const east = await insertVariant(db, kosice, 'Východná', 'received');
    await insertLevel(db, east, 1, 'Žilinská ulica v Košiciach');
    await insertLevel(db, east, 2, 'Dóm svätej Alžbety');

    for (const [name, city, canceled] of [
      ['Ľubomír Šťastný', 'Žilina', false],
      ['Žilinská firma s.r.o.', 'Martin', true],
      ['Peter Malý', 'Bratislava', false],
    ] as const) {
      await db.query(
        'INSERT INTO invoices (code, name, canceled, info, search) VALUES ($1, $2, $3, $4, $5)',
        [`2026${name.length}`, name, canceled, { city }, searchDocument([name, city])],
      );
    }
    await db.query("INSERT INTO users (type, info, search) VALUES ('player', $1, $2)", [
      { name: 'Žofia Žilinská' },
      searchDocument(['Žofia Žilinská']),
    ]);
  });

  const search = (s: string, cookie?: string) =>
    call(ctx().app, 'GET', `site/search?s=${encodeURIComponent(s)}`, { cookie });

  it('counts every section for an editor, ignoring case and diacritics', async () => {
    const res = await search('ŽILIN', roles.editor);
    expect(res.status).toBe(200);
    // games: the sent variant and the saved draft of 'Tajomstvá Žiliny' (matched by the game name);
    // parcels: levels of games only; drafts: both draft variants; invoices: canceled ones too.
    expect(res.body).toEqual({ ok: true, games: 2, parcels: 2, invoices: 2, drafts: 2, users: 1 });
    expect((await search('zilin', roles.editor)).body).toEqual(res.body);
  });

  it('matches a variant by its own name and a level only inside games', async () => {
    expect((await search('vychodna', roles.editor)).body).toEqual({
      ok: true,
      games: 1,
      parcels: 0,
      invoices: 0,
      drafts: 0,
      users: 0,
    });
    expect((await search('alzbety', roles.editor)).body).toMatchObject({ games: 0, parcels: 1 });
    expect((await search('brana', roles.editor)).body).toMatchObject({ games: 0, parcels: 0, drafts: 0 });
    expect((await search('stastny', roles.editor)).body).toMatchObject({ invoices: 1, users: 0 });
  });

  it('gives a viewer 0 invoices and 0 drafts', async () => {
    expect((await search('zilin', roles.viewer)).body).toEqual({
      ok: true,
      games: 2,
      parcels: 2,
      invoices: 0,
      drafts: 0,
      users: 1,
    });
  });

  it('treats LIKE wildcards in the search as plain text', async () => {
    expect((await search('%', roles.editor)).body).toEqual({
      ok: true,
      games: 0,
      parcels: 0,
      invoices: 0,
      drafts: 0,
      users: 0,
    });
  });

  it('needs a session', async () => {
    expect((await search('zilin')).status).toBe(401);
  });
});
