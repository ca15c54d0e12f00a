// Level numbers (games 2.8 'Nasledujúce', 4.3 'Úlohy bez čísla dostanú nasledujúce voľné čísla') on
// PGlite and PostgreSQL: an unnumbered level gets the lowest free number, not one above the highest;
// the cards (the levels list), the dialog's arrows, the export and the labels list the
// levels in number order, not in the order they were added.
import { beforeAll, expect, it } from 'vitest';
import { call, describeApi } from '../../test/harness';
import { signInRoles, type RoleCookies } from '../../test/roles';
import { insertSheet } from '../../test/games-fixture';
import { pdfText } from '../../test/pdf-text';

interface Level {
  id: number;
  seq: number;
  number: string;
  info: { question?: { val?: unknown } };
}

const until = async (check: () => Promise<boolean>, what: string, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Nedočkal som sa: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

/** The positions of `texts` in `text`, each found. */
const positions = (text: string, texts: string[]) =>
  texts.map((t) => {
    const at = text.indexOf(t);
    expect(at, t).toBeGreaterThanOrEqual(0);
    return at;
  });
const ascending = (numbers: number[]) => [...numbers].sort((a, b) => a - b);

describeApi('level numbers and their order', (ctx) => {
  let roles: RoleCookies;
  type Method = 'GET' | 'PUT' | 'POST';
  const ok = async (method: Method, path: string, body?: unknown) => {
    const res = await call(ctx().app, method, path, { cookie: roles.editor, body });
    expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(200);
    expect(res.body.ok, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(true);
    return res.body;
  };
  const level = (question: string, order?: string) => ({
    question,
    layout: 'ANSWER_REQUIRED',
    'answer.answers-1': 'odpoveď',
    // in production: a variant without an active level is not sent (issue 31)
    active: true,
    ...(order ? { order } : {}),
  });
  const numbersOf = async (path: string) => ((await ok('GET', path)).levels as Level[]).map((l) => l.number);

  beforeAll(async () => {
    roles = await signInRoles(ctx());
  });

  it('an unnumbered level gets the lowest free number; the cards, arrows and export run 1, 2, 4, 5', async () => {
    const sheet = (await ok('PUT', 'drafts', { category: 1 })).sheet as { id: number };
    await ok('POST', `games/${sheet.id}`, { name: 'Poradie úloh', category: 'ZILINA' });
    await ok('POST', `drafts/${sheet.id}`, { name: 'Základný variant' });
    // added in this order: 1, 2, 5, (none), 4, (none)
    for (const l of [
      level('Otázka jedna', '1'),
      level('Otázka dva', '2'),
      level('Otázka päť', '5'),
      level('Báseň bez čísla'),
      level('Otázka štyri', '4'),
      level('Ďalšia bez čísla'),
    ])
      await ok('PUT', `drafts/${sheet.id}/levels`, l);

    // 'Nasledujúce' in the level dialog: 3 is free
    expect((await ok('GET', `drafts/${sheet.id}/levels/number`)).number).toBe(3);

    // the cards: by number, the unnumbered last (in the order they were added)
    const levels = (await ok('GET', `drafts/${sheet.id}/levels`)).levels as Level[];
    expect(levels.map((l) => l.number)).toEqual(['1', '2', '4', '5', '', '']);
    expect(levels.map((l) => l.info.question?.val)).toEqual([
      'Otázka jedna',
      'Otázka dva',
      'Otázka štyri',
      'Otázka päť',
      'Báseň bez čísla',
      'Ďalšia bez čísla',
    ]);
    // the dialog's arrows follow the cards: after 2 comes 4, before 5 comes 4, after 5 the unnumbered
    const around = async (l: Level) =>
      (await ok('GET', `drafts/${sheet.id}/levels/seq/${l.seq}?p=1&n=1&c=1`)) as {
        prev: { id: number } | null;
        next: { id: number } | null;
      };
    expect((await around(levels[1])).next?.id).toBe(levels[2].id);
    expect((await around(levels[3])).prev?.id).toBe(levels[2].id);
    expect((await around(levels[3])).next?.id).toBe(levels[4].id);
    expect((await around(levels[4])).prev?.id).toBe(levels[3].id);
    const last = (await ok('GET', `drafts/${sheet.id}/levels/seq/last?p=1&n=1&c=1`)) as {
      current: { id: number };
    };
    expect(last.current.id).toBe(levels[5].id);

    // the export lists them in that order too
    const file = await ctx().app.inject({
      method: 'GET',
      url: `/api/webapp/drafts/${sheet.id}/export?f=xml`,
      headers: { cookie: roles.editor },
    });
    expect(file.statusCode).toBe(200);
    const order = positions(file.body, ['Otázka jedna', 'Otázka dva', 'Otázka štyri', 'Otázka päť']);
    expect(order).toEqual(ascending(order));

    // sending fills the gaps: 3, then 6 (not 6 and 7)
    const started = (await ok('POST', `drafts/${sheet.id}/register`)) as { transId: string };
    await until(async () => {
      const progress = (await ok('GET', `drafts/${sheet.id}/register/${started.transId}`)) as {
        pending: boolean;
      };
      return !progress.pending;
    }, 'koniec odosielania');
    const sent = (await ok('GET', `games/${sheet.id}/levels`)).levels as Level[];
    expect(sent.map((l) => l.number)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(sent.map((l) => l.info.question?.val)).toEqual([
      'Otázka jedna',
      'Otázka dva',
      'Báseň bez čísla',
      'Otázka štyri',
      'Otázka päť',
      'Ďalšia bez čísla',
    ]);
  });

  it('"Všetky nasledujúce" renumbers the levels that follow in the cards', async () => {
    const { db } = ctx();
    const sheet = await insertSheet(db, {
      gameName: 'Prečíslovanie',
      status: 'draft',
      date: '2026-03-10',
      levels: [
        { name: 'A', order: '1' },
        { name: 'B', order: '5' },
        { name: 'C', order: '2' },
      ],
      variantInfo: { labeler: true },
    });
    const [a] = (await ok('GET', `drafts/${sheet.id}/levels`)).levels as Level[];
    const assigned = await ok('POST', `drafts/${sheet.id}/levels/${a.id}/assign`, { number: '1' });
    expect(assigned.assigned).toBe(3);
    const levels = (await ok('GET', `drafts/${sheet.id}/levels`)).levels as (Level & {
      info: { name?: { val?: unknown } };
    })[];
    // the cards showed A 1, C 2, B 5: they keep that order, numbered 1, 2, 3
    expect(levels.map((l) => [l.info.name?.val, l.number])).toEqual([
      ['A', '1'],
      ['C', '2'],
      ['B', '3'],
    ]);
  });

  it('the labels print the levels in number order', async () => {
    const { db } = ctx();
    const sheet = await insertSheet(db, {
      gameName: 'Štítky v poradí',
      status: 'registered',
      date: '2026-03-10',
      levels: [
        { name: 'Brána', order: '1' },
        { name: 'Studňa', order: '2' },
        { name: 'Pivnica', order: '5' },
        { name: 'Veža', order: '3' },
        { name: 'Kaplnka', order: '4' },
      ],
      variantInfo: {
        sender: { name: 'Ľubica Ďurčová', org: 'Hry Žilina', email: 'l@hry.sk', zip: '01004' },
        labeler: true,
      },
    });
    expect(await numbersOf(`games/${sheet.id}/levels`)).toEqual(['1', '2', '3', '4', '5']);
    const res = await ctx().app.inject({
      method: 'GET',
      url: `/api/webapp/games/${sheet.id}/labels?t=address&f=a4`,
      headers: { cookie: roles.editor },
    });
    expect(res.statusCode, res.body).toBe(200);
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    const labels = positions(text, ['Úloha 1', 'Úloha 2', 'Úloha 3', 'Úloha 4', 'Úloha 5']);
    expect(labels).toEqual(ascending(labels));
    const names = positions(text, ['Brána', 'Studňa', 'Veža', 'Kaplnka', 'Pivnica']);
    expect(names).toEqual(ascending(names));
  });
});
