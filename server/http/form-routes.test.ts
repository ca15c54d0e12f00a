// The one write path of form-backed records reports every committed change (type, id, before → after,
// actor) inside the write's transaction, and nothing for a write it refuses.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { call, describeApi } from '../test/harness';
import { signInRoles, type RoleCookies } from '../test/roles';
import type { RecordChange } from '../services/records/record-changes';

describeApi('form routes: record changes', (ctx) => {
  let roles: RoleCookies;
  let changes: RecordChange[] = [];
  let unsubscribe: () => void;
  type Method = 'PUT' | 'POST' | 'DELETE';
  const ok = async (method: Method, path: string, body?: unknown) => {
    const res = await call(ctx().app, method, path, { cookie: roles.editor, body });
    expect(res.body.ok, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(true);
    return res.body as Record<string, { id: number; gameId: number }>;
  };
  const editorId = async () =>
    Number((await ctx().db.one<{ id: string }>(`SELECT id FROM users WHERE email = 'editor@test.sk'`))!.id);

  beforeAll(async () => {
    roles = await signInRoles(ctx());
    unsubscribe = ctx().app.recordChanges.on(async (tx, change) => {
      // the listener runs inside the write: the written row is visible to it
      if (change.type === 'user' && change.after)
        expect(await tx.one('SELECT 1 AS x FROM users WHERE id = $1', [change.id])).toBeTruthy();
      changes.push(change);
    });
  });
  afterAll(() => unsubscribe());
  beforeEach(() => {
    changes = [];
  });

  it('a user: created, updated and deleted, each with the values before and after and the actor', async () => {
    const actor = await editorId();
    const { contact } = await ok('PUT', 'users?t=player', { name: 'Kontakt Histórie' });
    await ok('POST', `users/${contact.id}`, { name: 'Kontakt Zmenený' });
    await ok('DELETE', `users/${contact.id}`);
    expect(changes).toMatchObject([
      { type: 'user', id: contact.id, before: null, after: { name: 'Kontakt Histórie' }, actor },
      {
        type: 'user',
        id: contact.id,
        before: { name: 'Kontakt Histórie' },
        after: { name: 'Kontakt Zmenený' },
        actor,
      },
      { type: 'user', id: contact.id, before: { name: 'Kontakt Zmenený' }, after: null, actor },
    ]);
  });

  it('a refused write (a field error) reports nothing', async () => {
    const { contact } = await ok('PUT', 'users?t=player', { name: 'Bez Zmeny' });
    changes = [];
    const refused = await call(ctx().app, 'POST', `users/${contact.id}`, {
      cookie: roles.editor,
      body: { name: '' },
    });
    expect(refused.body).toMatchObject({ ok: false, attrs: { name: { error: 'required' } } });
    expect(changes).toEqual([]);
  });

  it('a level of a sheet and the game form of a sheet (reported under the game id)', async () => {
    const { sheet } = await ok('PUT', 'drafts', { category: 1 });
    changes = [];
    const { level } = await ok('PUT', `drafts/${sheet.id}/levels`, {
      question: 'Koľko?',
      layout: 'ANSWER_REQUIRED',
      'answer.answers-1': 'päť',
    });
    await ok('POST', `games/${sheet.id}`, { name: 'Hra s históriou', category: 'ZILINA' });
    await ok('POST', `drafts/${sheet.id}/levels/${level.id}/assign`, { number: 7 });
    expect(changes).toMatchObject([
      { type: 'level', id: level.id, before: null, after: { question: 'Koľko?' } },
      { type: 'game', id: sheet.gameId, after: { name: 'Hra s históriou' } },
      { type: 'level', id: level.id, before: { question: 'Koľko?' }, after: { order: '7' } },
    ]);
    expect(changes[2].before).not.toHaveProperty('order', '7');
  });

  it('the sender of a sheet (outside the form, still reported)', async () => {
    const { sheet } = await ok('PUT', 'drafts', { category: 1 });
    const { contact } = await ok('PUT', 'users?t=player', { name: 'Odosielateľ Histórie' });
    changes = [];
    await ok('POST', `drafts/${sheet.id}/sender/${contact.id}`);
    expect(changes).toMatchObject([
      { type: 'variant', id: sheet.id, after: { sender: { name: 'Odosielateľ Histórie' } } },
    ]);
  });
});
