// Trying an answer (POST {drafts|games}/{id}/levels/{levelId}/try) on PGlite and PostgreSQL: right,
// wrong, near, normalization and the minimum through the one answer rule; 400 for a malformed body
// (Slovak), 404 for unknown ids, any signed-in user as for reading the level; nothing stored.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, describeApi } from '../../test/harness';
import { signInRoles, type RoleCookies } from '../../test/roles';

type Json = Record<string, unknown>;

describeApi('trying an answer API', (ctx) => {
  let roles: RoleCookies;
  let sheetId: number;
  let textLevel: number;
  let towersLevel: number;
  let imageLevel: number;

  const api = (method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown, cookie = roles.editor) =>
    call(ctx().app, method, path, { cookie, body });
  const ok = async (method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown) => {
    const res = await api(method, path, body);
    expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body;
  };
  const addLevel = async (data: Json) =>
    ((await ok('PUT', `drafts/${sheetId}/levels`, data)).level as Json).id as number;
  const tryAnswer = (levelId: number, answer: string, area = 'drafts', cookie = roles.editor) =>
    api('POST', `${area}/${sheetId}/levels/${levelId}/try`, { answer }, cookie);

  beforeAll(async () => {
    roles = await signInRoles(ctx());
    sheetId = ((await ok('PUT', 'drafts', { category: 1 })).sheet as { id: number }).id;
    textLevel = await addLevel({
      question: 'Ktorá svätica stojí na stĺpe uprostred námestia?',
      layout: 'ANSWER_REQUIRED',
      'answer.answers-1': 'Mária',
      'answer.answers-2': 'Panna Mária',
    });
    towersLevel = await addLevel({
      question: 'Vymenujte dve stavby hradu',
      layout: 'ANSWER_REQUIRED',
      'answer.answers-min': 2,
      'answer.answers-1': 'Hlavná veža',
      'answer.answers-2': 'Bašta',
      'answer.answers-3': 'Brána',
    });
    imageLevel = await addLevel({ question: 'Ktorý obrázok?', layout: 'GAME_YES_NO' });
  });

  it('right, wrong and near; case, diacritics and spaces do not matter', async () => {
    for (const answer of ['Mária', 'maria', '  PANNA   maria ']) {
      const res = await tryAnswer(textLevel, answer);
      expect(res.status).toBe(200);
      expect(res.body, answer).toEqual({ ok: true, correct: true, near: null });
    }
    expect((await tryAnswer(textLevel, 'Immaculata')).body).toEqual({ ok: true, correct: false, near: null });
    expect((await tryAnswer(textLevel, 'Pana Mária')).body).toEqual({
      ok: true,
      correct: false,
      near: 'Panna Mária',
    });
  });

  it('the minimum number of correct answers', async () => {
    expect((await tryAnswer(towersLevel, 'bašta, brana')).body).toEqual({
      ok: true,
      correct: true,
      near: null,
    });
    expect((await tryAnswer(towersLevel, 'Bašta')).body).toEqual({ ok: true, correct: false, near: null });
  });

  it('other layouts by their own rule (yes/no: áno)', async () => {
    expect((await tryAnswer(imageLevel, 'áno')).body).toMatchObject({ correct: true });
    expect((await tryAnswer(imageLevel, 'nie')).body).toMatchObject({ correct: false });
  });

  it('the same under games/{id}, for a viewer too; nothing is stored as a play', async () => {
    const before = await ctx().db.one<{ n: number }>(
      'SELECT (SELECT count(*) FROM plays) + (SELECT count(*) FROM play_events) AS n',
    );
    const res = await tryAnswer(textLevel, 'maria', 'games', roles.viewer);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, correct: true, near: null });
    expect((await tryAnswer(textLevel, 'maria', 'drafts', roles.viewer)).status).toBe(200);
    const after = await ctx().db.one<{ n: number }>(
      'SELECT (SELECT count(*) FROM plays) + (SELECT count(*) FROM play_events) AS n',
    );
    expect(Number(after!.n)).toBe(Number(before!.n));
    const insights = (await ok('GET', `drafts/${sheetId}/levels/${textLevel}/insights`)).insights as Json;
    expect(insights.totalAnswers).toBe(0);
  });

  it('400 with a Slovak message for a malformed body; 404 for unknown ids; 401 without a session', async () => {
    const malformed: [unknown, string][] = [
      [{}, 'Pole answer v tele požiadavky chýba'],
      [{ answer: 5 }, 'Pole answer v tele požiadavky musí byť text'],
      [{ answer: 'a', extra: 1 }, 'Pole extra v tele požiadavky nie je dovolené'],
      [{ answer: 'x'.repeat(2001) }, 'Pole answer v tele požiadavky môže mať najviac 2000 znakov'],
    ];
    for (const [body, message] of malformed) {
      const res = await api('POST', `drafts/${sheetId}/levels/${textLevel}/try`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ ok: false, message });
    }
    expect((await api('POST', `drafts/${sheetId}/levels/${textLevel}/try?x=1`, { answer: 'a' })).status).toBe(
      400,
    );
    expect((await tryAnswer(999999, 'a')).status).toBe(404);
    expect((await api('POST', `drafts/999999/levels/${textLevel}/try`, { answer: 'a' })).status).toBe(404);
    const res = await call(ctx().app, 'POST', `drafts/${sheetId}/levels/${textLevel}/try`, {
      body: { answer: 'a' },
    });
    expect(res.status).toBe(401);
  });

  describe('a level of another sheet', () => {
    it('is 404', async () => {
      const other = ((await ok('PUT', 'drafts', { category: 1 })).sheet as { id: number }).id;
      expect((await api('POST', `drafts/${other}/levels/${textLevel}/try`, { answer: 'a' })).status).toBe(
        404,
      );
    });
  });
});
