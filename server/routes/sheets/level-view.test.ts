// Games 3.3: level replies carry tracking, insights, info.ephid, info.price and info.recipient under
// drafts/{id}/levels… and games/{id}/levels… (list, by id, seq, PUT/POST), the same as parcels/{id};
// a list page costs the same number of queries for one level as for many.
import { beforeAll, expect, it, vi } from 'vitest';
import { call, describeApi } from '../../test/harness';
import { signInRoles, type RoleCookies } from '../../test/roles';

interface LevelReply {
  id: number;
  tracking: string | null;
  insights: { playedGames: number; totalAnswers: number; hintClicks: number; supportClicks: number };
  info: Record<string, { val?: unknown }>;
}

const RECIPIENT = {
  'recipient.name': 'Ján Hraško',
  'recipient.org': 'Hry s.r.o.',
  'recipient.street': 'Hlavná 1',
  'recipient.zip': '01001',
  'recipient.city': 'Žilina',
  'recipient.country': 'sk',
  'recipient.email': 'jan@hry.sk',
};

describeApi('level replies (games 3.3)', (ctx) => {
  let roles: RoleCookies;
  type Method = 'GET' | 'PUT' | 'POST';
  const ok = async (method: Method, path: string, body?: unknown) => {
    const res = await call(ctx().app, method, path, { cookie: roles.editor, body });
    expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(200);
    expect(res.body.ok, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(true);
    return res.body;
  };
  let sheetId: number;
  let levels: number[];

  beforeAll(async () => {
    roles = await signInRoles(ctx());
    const sheet = (await ok('PUT', 'drafts', { category: 1 })).sheet as { id: number };
    sheetId = sheet.id;
    levels = [];
    for (const n of [1, 2, 3]) {
      const level = (
        await ok('PUT', `drafts/${sheetId}/levels`, {
          question: `Otázka ${n}`,
          layout: 'ANSWER_REQUIRED',
          'answer.answers-1': 'áno',
          ...(n === 1 ? RECIPIENT : {}),
        })
      ).level as LevelReply;
      levels.push(level.id);
    }
    const db = ctx().db;
    await db.query(
      `UPDATE variants SET status = 'registered', number = 'EPH2026000042', info = info || '{"price": 12.5}'::jsonb
        WHERE id = $1`,
      [sheetId],
    );
    await db.query(`UPDATE levels SET tracking = 'RR123456789SK' WHERE id = $1`, [levels[0]]);
    const play = await db.one<{ id: string }>(
      `INSERT INTO plays (ext_id, variant_id, team) VALUES ('lv-play-1', $1, 'Tím') RETURNING id`,
      [sheetId],
    );
    const play2 = await db.one<{ id: string }>(
      `INSERT INTO plays (ext_id, variant_id, team) VALUES ('lv-play-2', $1, 'Tím 2') RETURNING id`,
      [sheetId],
    );
    const events: [string, string, string][] = [
      ['lv-e1', play!.id, 'answer'],
      ['lv-e2', play!.id, 'answer'],
      ['lv-e3', play!.id, 'hint'],
      ['lv-e4', play2!.id, 'answer'],
      ['lv-e5', play2!.id, 'support'],
    ];
    for (const [ext, playId, type] of events) {
      await db.query(
        `INSERT INTO play_events (ext_id, play_id, level_id, type, at, correct) VALUES ($1, $2, $3, $4, now(), $5)`,
        [ext, playId, levels[0], type, type === 'answer' ? false : null],
      );
    }
  });

  const expectFirst = (level: LevelReply | undefined) => {
    expect(level).toMatchObject({
      id: levels[0],
      tracking: 'RR123456789SK',
      insights: { playedGames: 2, totalAnswers: 3, hintClicks: 1, supportClicks: 1 },
      info: {
        ephid: { val: 'EPH2026000042' },
        price: { val: 12.5 },
        recipient: {
          val: {
            name: 'Ján Hraško',
            org: 'Hry s.r.o.',
            street: 'Hlavná 1',
            zip: '01001',
            city: 'Žilina',
            country: 'sk',
          },
        },
        'recipient.email': { val: 'jan@hry.sk' },
      },
    });
  };
  const expectOther = (level: LevelReply | undefined) => {
    expect(level).toMatchObject({
      tracking: null,
      insights: { playedGames: 0, totalAnswers: 0, hintClicks: 0, supportClicks: 0 },
      info: { ephid: { val: 'EPH2026000042' }, price: { val: 12.5 }, recipient: { val: { name: null } } },
    });
  };

  for (const area of ['drafts', 'games']) {
    it(`${area}/{id}/levels: the list, one level and seq carry the 3.3 read fields`, async () => {
      const list = (await ok('GET', `${area}/${sheetId}/levels`)).levels as LevelReply[];
      expect(list.map((l) => l.id)).toEqual(levels);
      expectFirst(list[0]);
      expectOther(list[1]);
      expectFirst((await ok('GET', `${area}/${sheetId}/levels/${levels[0]}`)).level as LevelReply);
      const seq = await ok('GET', `${area}/${sheetId}/levels/seq/2`);
      expectFirst(seq.prev as LevelReply);
      expectOther(seq.current as LevelReply);
      expectOther(seq.next as LevelReply);
    });
  }

  it('PUT and POST drafts/{id}/levels reply the same fields', async () => {
    const updated = (
      await ok('POST', `drafts/${sheetId}/levels/${levels[0]}`, { question: 'Otázka 1 znova' })
    ).level as LevelReply;
    expectFirst(updated);
  });

  it('parcels/{id} carries the same fields (one implementation)', async () => {
    expectFirst((await ok('GET', `parcels/${levels[0]}`)).parcel as LevelReply);
  });

  it('a list page costs the same number of queries for one level as for three', async () => {
    const spy = vi.spyOn(ctx().db, 'query');
    // The jobs runner polls on its own timer; only the request's queries count.
    const requestQueries = () => spy.mock.calls.filter(([sql]) => !/\bjobs\b/.test(String(sql))).length;
    try {
      await ok('GET', `games/${sheetId}/levels?pl=1`);
      const one = requestQueries();
      expect(one).toBeGreaterThan(0);
      spy.mockClear();
      await ok('GET', `games/${sheetId}/levels?pl=3`);
      expect(requestQueries()).toBe(one);
    } finally {
      spy.mockRestore();
    }
  });
});
