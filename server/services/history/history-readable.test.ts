// History for people (issue 31, point 6) on PGlite and PostgreSQL: the read model of 'História zmien'
// and 'Zmeny' hides field changes a person would not read as changes (empty → empty, a value → the
// same value, a postal leftover of the level form only taking or losing its default: 'Trieda',
// 'Krajina', 'Doplnkové služby: — →'), and names the game of every game, variant, level and image
// entry, in GET changes and in its export (column 'Hra').
import { beforeAll, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { call, describeApi } from '../../test/harness';
import { signInRoles, type RoleCookies } from '../../test/roles';
import type { HistoryEntry } from '../../../schemas/api';

type Method = 'GET' | 'PUT' | 'POST';

describeApi('history for people', (ctx) => {
  let roles: RoleCookies;
  const ok = async (method: Method, path: string, body?: unknown, cookie = roles.editor) => {
    const res = await call(ctx().app, method, path, { cookie, body });
    expect(res.body.ok, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(true);
    return res.body;
  };
  const history = async (type: string, id: number) => {
    const res = await call(ctx().app, 'GET', `history?t=${type}&id=${id}`, { cookie: roles.editor });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.history as HistoryEntry[];
  };
  let sheetId = 0;
  let levelId = 0;

  beforeAll(async () => {
    roles = await signInRoles(ctx());
    sheetId = ((await ok('PUT', 'drafts', { category: 1 })).sheet as { id: number }).id;
    await ok('POST', `games/${sheetId}`, { name: 'Záhada hradnej studne', category: 'ZILINA' });
    levelId = (
      (
        await ok('PUT', `drafts/${sheetId}/levels`, {
          question: 'Koľko schodov má veža?',
          layout: 'ANSWER_REQUIRED',
          'answer.answers-1': '120',
        })
      ).level as { id: number }
    ).id;
    await ok('POST', `drafts/${sheetId}/levels/${levelId}`, {
      question: 'Koľko schodov má hradná veža?',
      layout: 'ANSWER_REQUIRED',
      'answer.answers-1': '120',
    });
  });

  it('a level history shows what the person wrote, not the postal leftovers the form fills in', async () => {
    const version = await ctx().db.one<{ v: number }>('SELECT max(schema_version) AS v FROM change_log');
    // an older entry the way earlier saves wrote them: empty → empty list, defaults taken, one real change
    await ctx().db.query(
      `INSERT INTO change_log (actor_id, request_id, record_type, record_id, action, schema_version, changes)
       VALUES (NULL, 'test', 'level', $1, 'update', $2, $3::jsonb)`,
      [
        levelId,
        version!.v,
        {
          services: [null, []],
          class: [null, 'c2'],
          'recipient.country': ['', 'sk'],
          'recipient.name': [null, ''],
          note: ['', null],
          help: [null, 'Pozri sa hore'],
        },
      ],
    );
    const all = await history('level', levelId);
    const fields = all.flatMap((e) => e.changes.map((c) => c.label));
    for (const hidden of ['Trieda', 'Krajina', 'Doplnkové služby', 'Meno'])
      expect(fields).not.toContain(hidden);
    expect(all[0].changes.map((c) => c.field)).toEqual(['help']);
    const created = all.find((e) => e.action === 'create')!;
    expect(created.changes.map((c) => c.field)).toEqual(
      expect.arrayContaining(['question', 'layout', 'answer.answers-1']),
    );
    for (const c of created.changes) expect([c.field, c.after]).not.toEqual([c.field, null]);
    const updated = all.find((e) => e.action === 'update' && e.changes.some((c) => c.field === 'question'))!;
    expect(updated.changes.map((c) => c.field)).toEqual(['question']);
  });

  it('a postal field that really changed still shows', async () => {
    const version = await ctx().db.one<{ v: number }>('SELECT max(schema_version) AS v FROM change_log');
    await ctx().db.query(
      `INSERT INTO change_log (actor_id, request_id, record_type, record_id, action, schema_version, changes)
       VALUES (NULL, 'test', 'level', $1, 'update', $2, $3::jsonb)`,
      [levelId, version!.v, { class: ['c2', 'c1'], services: [[], ['d']] }],
    );
    const [newest] = await history('level', levelId);
    expect(newest.changes.map((c) => c.label)).toEqual(['Trieda', 'Doplnkové služby']);
    expect(newest.changes[0]).toMatchObject({ before: 'c2', after: 'c1', afterLabel: '1. trieda' });
  });

  it("every game, variant and level entry in 'Zmeny' names its game, and so does the export", async () => {
    const res = await call(ctx().app, 'GET', `changes?t=level`, { cookie: roles.admin });
    expect(res.status).toBe(200);
    const entries = (res.body.history as HistoryEntry[]).filter((e) => e.recordId === levelId);
    expect(entries.length).toBeGreaterThan(0);
    for (const e of entries)
      expect(e.game).toEqual({ id: expect.any(Number), name: 'Záhada hradnej studne' });
    const variants = (
      (await call(ctx().app, 'GET', `changes?t=variant`, { cookie: roles.admin })).body
        .history as HistoryEntry[]
    ).filter((e) => e.recordId === sheetId);
    expect(variants[0].game?.name).toBe('Záhada hradnej studne');

    const file = await ctx().app.inject({
      method: 'GET',
      url: `/api/webapp/changes/export?t=level`,
      headers: { cookie: roles.admin },
    });
    expect(file.statusCode).toBe(200);
    const book = XLSX.read(file.rawPayload);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    const column = rows[0].indexOf('Hra');
    expect(column).toBeGreaterThan(0);
    const mine = rows.filter((r) => r[5] === levelId);
    expect(mine.length).toBeGreaterThan(0);
    for (const r of mine) expect(r[column]).toBe('Záhada hradnej studne');
  });
});
