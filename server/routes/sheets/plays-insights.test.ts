// Answer data and insights (issue 10 items 4-6) on PGlite and PostgreSQL: the game app's event
// ingestion (token unset / missing / wrong, good, repeated and bad batches) and every figure of games
// 3.5 with the near-miss suggestions against values computed by hand for a small fixture.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, describeApi } from '../../test/harness';
import { signInRoles, type RoleCookies } from '../../test/roles';

const TOKEN = 'tajny-token-hernej-aplikacie';
type Json = Record<string, unknown>;

describeApi('answer data and insights API', (ctx) => {
  let roles: RoleCookies;
  let sheetId: number;
  let otherSheetId: number;
  let l1: number;
  let l2: number;
  let otherLevel: number;
  let prefix: string;

  const api = (method: 'GET' | 'PUT' | 'POST', path: string, cookie?: string, body?: unknown) =>
    call(ctx().app, method, path, { cookie, body });
  const ok = async (method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown, cookie = roles.editor) => {
    const res = await api(method, path, cookie, body);
    expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(200);
    expect(res.body.ok, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(true);
    return res.body;
  };
  const send = (events: unknown, authorization = `Bearer ${TOKEN}`) =>
    call(ctx().app, 'POST', 'plays/events', {
      body: { events },
      headers: authorization ? { authorization } : {},
    });
  const storedEvents = async () =>
    Number((await ctx().db.one<{ n: number }>('SELECT count(*)::int AS n FROM play_events'))!.n);
  const insightsOf = async (levelId: number, area = 'drafts', cookie = roles.editor) =>
    (await ok('GET', `${area}/${sheetId}/levels/${levelId}/insights`, undefined, cookie)).insights as Json;

  const newSheet = async () => {
    const sheet = (await ok('PUT', 'drafts', { category: 1 })).sheet as { id: number };
    return sheet.id;
  };
  const addLevel = async (id: number, data: Json) =>
    ((await ok('PUT', `drafts/${id}/levels`, data)).level as Json).id as number;

  beforeAll(async () => {
    roles = await signInRoles(ctx());
    sheetId = await newSheet();
    otherSheetId = await newSheet();
    prefix = `t${sheetId}-`;
    l1 = await addLevel(sheetId, {
      name: 'Námestie',
      question: 'Ktorá svätica stojí na stĺpe uprostred námestia?',
      layout: 'ANSWER_REQUIRED',
      'answer.answers-1': 'Mária',
      'answer.answers-2': 'Panna Mária',
    });
    l2 = await addLevel(sheetId, {
      question: 'Koľko okien má veža?',
      layout: 'ANSWER_REQUIRED',
      'answer.answers-1': '12',
    });
    otherLevel = await addLevel(otherSheetId, {
      question: 'Iná hra',
      layout: 'ANSWER_REQUIRED',
      'answer.answers-1': 'nie',
    });
  });

  describe('POST plays/events', () => {
    const one = () => [
      { id: `${prefix}x1`, type: 'start', playId: `${prefix}px`, sheetId, at: 100, team: 'Test' },
    ];

    it('answers 404 while PLAY_EVENTS_TOKEN is unset, 401 without or with a wrong token', async () => {
      ctx().config.playEventsToken = undefined;
      expect((await send(one())).status).toBe(404);
      ctx().config.playEventsToken = TOKEN;
      expect((await send(one(), '')).status).toBe(401);
      expect((await send(one(), 'Bearer zly-token')).status).toBe(401);
      expect((await send(one(), `Basic ${TOKEN}`)).status).toBe(401);
      // a session is no substitute for the token
      const res = await call(ctx().app, 'POST', 'plays/events', {
        body: { events: one() },
        cookie: roles.admin,
      });
      expect(res.status).toBe(401);
      expect(await storedEvents()).toBe(0);
    });

    it('refuses a bad batch as a whole, naming the bad event, and stores nothing', async () => {
      ctx().config.playEventsToken = TOKEN;
      const good = {
        id: `${prefix}b1`,
        type: 'start',
        playId: `${prefix}pb`,
        sheetId,
        at: 100,
        team: 'Bobri',
      };
      const cases: [unknown, RegExp][] = [
        [
          {
            id: `${prefix}b2`,
            type: 'answer',
            playId: `${prefix}pb`,
            sheetId,
            at: 101,
            text: 'x',
            correct: true,
          },
          /levelId/,
        ],
        [{ id: `${prefix}b2`, type: 'jump', playId: `${prefix}pb`, sheetId, at: 101 }, /type/],
        [
          {
            id: `${prefix}b2`,
            type: 'hint',
            playId: `${prefix}pb`,
            sheetId,
            levelId: l1,
            at: 101,
            text: 'x',
          },
          /text/,
        ],
        [{ id: `${prefix}b2`, type: 'end', playId: `${prefix}pb`, sheetId, levelId: l1, at: 101 }, /levelId/],
        [{ id: `${prefix}b2`, type: 'start', playId: `${prefix}pb`, sheetId, at: 101 }, /team/],
        [
          {
            id: `${prefix}b2`,
            type: 'answer',
            playId: `${prefix}pb`,
            sheetId,
            levelId: l1,
            at: 101,
            text: 'x',
          },
          /correct/,
        ],
        [{ id: `${prefix}b2`, type: 'end', playId: `${prefix}pb`, sheetId, at: 1_700_000_000_000 }, /at/],
        [{ id: '', type: 'end', playId: `${prefix}pb`, sheetId, at: 101 }, /id/],
        ['end', /objekt/],
        [{ id: `${prefix}b2`, type: 'end', playId: `${prefix}pb`, sheetId: 99_999_999, at: 101 }, /99999999/],
        [
          { id: `${prefix}b2`, type: 'hint', playId: `${prefix}pb`, sheetId, levelId: otherLevel, at: 101 },
          /nepatrí/,
        ],
        [
          { id: `${prefix}b2`, type: 'end', playId: `${prefix}pb`, sheetId: otherSheetId, at: 101 },
          /patrí do hry/,
        ],
      ];
      for (const [bad, reason] of cases) {
        const res = await send([good, bad]);
        expect(res.status, JSON.stringify(bad)).toBe(400);
        expect(res.body.err).toBe('invalid_event');
        expect(res.body.message).toMatch(/^events\[1\]/);
        expect(res.body.message).toMatch(reason);
      }
      expect((await send([])).status).toBe(400);
      expect(await storedEvents()).toBe(0);
    });

    it('stores a good batch once: a repeated event is a duplicate', async () => {
      ctx().config.playEventsToken = TOKEN;
      const first = [
        {
          id: `${prefix}r1`,
          type: 'start',
          playId: `${prefix}pr`,
          sheetId: otherSheetId,
          at: 10,
          team: 'Opakovaní',
        },
        {
          id: `${prefix}r2`,
          type: 'hint',
          playId: `${prefix}pr`,
          sheetId: otherSheetId,
          levelId: otherLevel,
          at: 11,
        },
      ];
      expect((await send(first)).body).toEqual({ ok: true, stored: 2, duplicates: 0 });
      expect((await send(first)).body).toEqual({ ok: true, stored: 0, duplicates: 2 });
      const more = [
        ...first,
        { id: `${prefix}r3`, type: 'end', playId: `${prefix}pr`, sheetId: otherSheetId, at: 70 },
      ];
      expect((await send(more)).body).toEqual({ ok: true, stored: 1, duplicates: 2 });
      expect(await storedEvents()).toBe(3);
      // the same id twice in one batch is stored once
      const twice = {
        id: `${prefix}r4`,
        type: 'hint',
        playId: `${prefix}pr`,
        sheetId: otherSheetId,
        levelId: otherLevel,
        at: 12,
      };
      expect((await send([twice, twice])).body).toEqual({ ok: true, stored: 1, duplicates: 1 });
      expect(await storedEvents()).toBe(4);
    });
  });

  describe('GET …/levels/{levelId}/insights', () => {
    // The fixture (seconds): seven plays; p4 plays only level 2; p6 sends no start; p7's events arrive out of order.
    const fixture = () => {
      let n = 0;
      const ev = (playId: string, type: string, at: number, extra: Json = {}) => ({
        id: `${prefix}e${++n}`,
        type,
        playId: `${prefix}${playId}`,
        sheetId,
        at,
        ...extra,
      });
      const ans = (playId: string, at: number, text: string, correct: boolean, levelId = l1) =>
        ev(playId, 'answer', at, { levelId, text, correct });
      return [
        ev('p1', 'start', 1000, { team: 'Líšky' }),
        ev('p1', 'hint', 1010, { levelId: l1 }),
        ans('p1', 1020, 'maria', false),
        ans('p1', 1025, 'Immaculata', false),
        ans('p1', 1030, 'Mária', true),
        ev('p1', 'end', 1600),
        ev('p2', 'start', 2000, { team: 'Vlci' }),
        ans('p2', 2005, 'Immaculata', false),
        ans('p2', 2010, 'Mária', true),
        ev('p2', 'support', 2020, { levelId: l1 }),
        ev('p2', 'support', 2030, { levelId: l1 }),
        ev('p2', 'end', 2900),
        ev('p3', 'start', 3000, { team: 'Sovy' }),
        ans('p3', 3010, 'Maria ', false),
        ev('p3', 'hint', 3015, { levelId: l1 }),
        ev('p3', 'hint', 3016, { levelId: l1 }),
        ans('p3', 3020, 'Panna Maria', false),
        ans('p3', 3025, 'Immaculata', false),
        ans('p3', 3030, ' Mária', true),
        ev('p4', 'start', 4000, { team: 'Medvede' }),
        ans('p4', 4010, '12', true, l2),
        ev('p4', 'end', 4300),
        ev('p5', 'start', 5000, { team: 'Orly' }),
        ev('p5', 'support', 5005, { levelId: l1 }),
        ans('p5', 5010, 'MÁRIA', false),
        ans('p5', 5020, 'Pana Mária', false),
        ans('p6', 6010, 'Mária', true),
        ev('p7', 'start', 7000, { team: 'Rysy' }),
        ev('p7', 'hint', 7005, { levelId: l1 }),
        ans('p7', 7020, 'Panna Mária', true),
        ans('p7', 7010, 'maria', false),
      ];
    };

    beforeAll(async () => {
      ctx().config.playEventsToken = TOKEN;
      const res = await send(fixture());
      expect(res.body).toEqual({ ok: true, stored: 31, duplicates: 0 });
    });

    it('computes every figure of games 3.5 as counted by hand', async () => {
      const insights = await insightsOf(l1);
      expect(insights).toMatchObject({
        levelName: 'Námestie',
        playedGames: 6, // p1 p2 p3 p5 p6 p7
        totalAnswers: 14, // 3 + 2 + 4 + 2 + 1 + 2
        uniqueAnswersCnt: 4, // maria, immaculata, panna maria, pana maria
        avgAnswers: 2.33, // 14 / 6
        avgSessionDuration: 600, // (600 + 900 + 300) / 3 finished plays of the sheet
        hintClicks: 4,
        hintClicksPct: 50, // p1 p3 p7 of 6
        supportClicks: 3,
        supportClicksPct: 33.3, // p2 p5 of 6
        firstAttemptCorrectAnswers: 1, // only p6 answered right first
        firstAttemptCorrectAnswersPct: 16.7,
        acceptedAnswers: ['Mária', 'Panna Mária'],
        nextAnswerSlot: 'answer.answers-3',
      });
      expect(insights.validAnswers).toEqual({ Mária: 4, 'Panna Mária': 1 });
      expect(insights.invalidAnswers).toEqual({
        maria: 2,
        Immaculata: 3,
        Maria: 1,
        'Panna Maria': 1,
        MÁRIA: 1,
        'Pana Mária': 1,
      });
      expect(insights.suggestions).toEqual([
        { text: 'MÁRIA', reason: 'case', similarTo: 'Mária', answers: 1, teams: 1 },
        { text: 'maria', reason: 'diacritics', similarTo: 'Mária', answers: 2, teams: 2 },
        { text: 'Maria', reason: 'diacritics', similarTo: 'Mária', answers: 1, teams: 1 },
        { text: 'Panna Maria', reason: 'diacritics', similarTo: 'Panna Mária', answers: 1, teams: 1 },
        { text: 'Pana Mária', reason: 'typo', similarTo: 'Panna Mária', answers: 1, teams: 1 },
        // issue 31: 'Immaculata' (3 of 6 teams) is a plainly wrong answer, not a near miss
      ]);
    });

    it('counts only the level asked for; a level without events has zeros', async () => {
      expect(await insightsOf(l2)).toMatchObject({
        playedGames: 1,
        totalAnswers: 1,
        avgAnswers: 1,
        firstAttemptCorrectAnswersPct: 100,
        validAnswers: { 12: 1 },
        suggestions: [],
      });
      const empty = await addLevel(sheetId, {
        question: 'Bez hrania',
        layout: 'ANSWER_REQUIRED',
        'answer.answers-1': 'a',
      });
      expect(await insightsOf(empty)).toMatchObject({
        playedGames: 0,
        totalAnswers: 0,
        uniqueAnswersCnt: 0,
        avgAnswers: 0,
        hintClicksPct: 0,
        avgSessionDuration: 600,
        validAnswers: {},
        invalidAnswers: {},
      });
    });

    it('no free answer slot: nextAnswerSlot null; a level without text answers gets no suggestions', async () => {
      const full = Object.fromEntries(
        Array.from({ length: 10 }, (_, i) => [`answer.answers-${i + 1}`, `a${i + 1}`]),
      );
      const fullLevel = await addLevel(sheetId, { question: 'Plná', layout: 'ANSWER_REQUIRED', ...full });
      const wiki = await addLevel(sheetId, {
        question: 'Čítanie',
        layout: 'LEVEL_WIKI',
        description: 'Text',
      });
      const events = [fullLevel, wiki].flatMap((levelId, i) => [
        {
          id: `${prefix}f${i}a`,
          type: 'answer',
          playId: `${prefix}pf`,
          sheetId,
          levelId,
          at: 9000,
          text: 'a',
          correct: false,
        },
        {
          id: `${prefix}f${i}b`,
          type: 'answer',
          playId: `${prefix}pg`,
          sheetId,
          levelId,
          at: 9001,
          text: 'A1',
          correct: false,
        },
      ]);
      expect((await send(events)).body).toMatchObject({ ok: true, stored: 4 });
      const ofFull = await insightsOf(fullLevel);
      expect(ofFull.nextAnswerSlot).toBeNull();
      expect(ofFull.suggestions).toEqual([
        { text: 'A1', reason: 'case', similarTo: 'a1', answers: 1, teams: 1 },
      ]);
      const ofWiki = await insightsOf(wiki);
      expect(ofWiki).toMatchObject({
        playedGames: 2,
        nextAnswerSlot: null,
        suggestions: [],
        acceptedAnswers: [],
      });
    });

    it('a suggestion added through the level update leaves the suggestions', async () => {
      const before = await insightsOf(l1);
      await ok('POST', `drafts/${sheetId}/levels/${l1}`, { [before.nextAnswerSlot as string]: 'maria' });
      const after = await insightsOf(l1);
      expect(after.acceptedAnswers).toEqual(['Mária', 'Panna Mária', 'maria']);
      expect(after.nextAnswerSlot).toBe('answer.answers-4');
      expect((after.suggestions as { text: string }[]).map((s) => s.text)).not.toContain('maria');
      // the rest of the level is kept
      const level = (await ok('GET', `drafts/${sheetId}/levels/${l1}`)).level as {
        info: Record<string, { val?: unknown }>;
      };
      expect(level.info.question.val).toBe('Ktorá svätica stojí na stĺpe uprostred námestia?');
    });

    it('an accepted answer moves to the valid table at once, and taking it back moves it back (issue 22)', async () => {
      const before = await insightsOf(l1);
      expect(before.invalidAnswers).toMatchObject({ Immaculata: 3 });
      const slot = before.nextAnswerSlot as string;
      await ok('POST', `drafts/${sheetId}/levels/${l1}`, { [slot]: 'Immaculata' });
      const accepted = await insightsOf(l1);
      expect(accepted.validAnswers).toMatchObject({ Immaculata: 3 });
      expect(accepted.invalidAnswers).not.toHaveProperty('Immaculata');
      expect(accepted.acceptedAnswers).toContain('Immaculata');

      // 'Vrátiť späť': the slot emptied again
      await ok('POST', `drafts/${sheetId}/levels/${l1}`, { [slot]: '' });
      const undone = await insightsOf(l1);
      expect(undone.acceptedAnswers).not.toContain('Immaculata');
      expect(undone.nextAnswerSlot).toBe(slot);
      expect(undone.invalidAnswers).toMatchObject({ Immaculata: 3 });
      expect(undone.validAnswers).not.toHaveProperty('Immaculata');
      expect(undone.suggestions).toEqual(before.suggestions);
    });

    it('games/{id} and drafts/{id} serve the same to any signed-in user; unknown ids are 404', async () => {
      const viaGames = await insightsOf(l1, 'games', roles.viewer);
      expect(viaGames.playedGames).toBe(6);
      expect((await api('GET', `drafts/${sheetId}/levels/${l1}/insights`, roles.viewer)).status).toBe(200);
      expect((await api('GET', `games/${sheetId}/levels/${l1}/insights`)).status).toBe(401);
      expect((await api('GET', `drafts/${sheetId}/levels/${otherLevel}/insights`, roles.editor)).status).toBe(
        404,
      );
      expect((await api('GET', `drafts/99999999/levels/${l1}/insights`, roles.editor)).status).toBe(404);
      expect((await api('GET', `drafts/${sheetId}/levels/abc/insights`, roles.editor)).status).toBe(400);
    });
  });
});
