// API of games 7.1-7.3 (drafts, draft levels, games as sheets) on PGlite and PostgreSQL: reply
// shapes, the permission matrix, bad input, the alias spellings of 3.3, seq with filters, assign and
// number, and the level revalidation when the rules change under a level.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, describeApi } from '../../test/harness';
import { signInRoles, type RoleCookies } from '../../test/roles';
import { newUser } from '../../test/users';
import { imageDeleted } from '../../services/sheets/levels';

type Attrs = Record<string, { val?: unknown; error?: string; required?: boolean }>;
interface Sheet {
  id: number;
  gameId: number;
  gameName: string;
  variantName: string;
  variantNameExtended: string;
  category: string;
  status: string;
  saved: boolean;
  production: boolean;
  valid: boolean;
  senderEmpty: boolean;
  counts: { all: number; production: number; testing: number; invalid: number };
  numTasks: number;
  variants: number;
  price: number | null;
  createdAt: number;
  updatedAt: number;
  info: {
    labeler: boolean;
    valid: boolean;
    production: boolean;
    amount: number | null;
    sender: { name: string; org: string; email: string; phone: string; zip: string };
  };
}
interface Level {
  id: number;
  seq: number;
  gameId: number;
  valid: boolean;
  layout: string;
  active: boolean;
  number: string;
  info: Record<string, { val?: unknown; number?: number }> & { type?: unknown; valid?: unknown };
}

describeApi('game authoring API', (ctx) => {
  let roles: RoleCookies;
  type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
  const api = (method: Method, path: string, cookie?: string, body?: unknown) =>
    call(ctx().app, method, path, { cookie, body });
  const ok = async (method: Method, path: string, body?: unknown, cookie = roles.editor) => {
    const res = await api(method, path, cookie, body);
    expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(200);
    expect(res.body.ok, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(true);
    return res.body;
  };
  const newDraft = async (category: unknown = 1) => (await ok('PUT', 'drafts', { category })).sheet as Sheet;
  const sheetOf = async (id: number) => (await ok('GET', `drafts/${id}`)).game as Sheet;
  const addLevel = async (id: number, data: Record<string, unknown>) =>
    (await ok('PUT', `drafts/${id}/levels`, data)).level as Level;
  const answerLevel = (question: string, answer: string, extra: Record<string, unknown> = {}) => ({
    question,
    layout: 'ANSWER_REQUIRED',
    'answer.answers-1': answer,
    ...extra,
  });

  beforeAll(async () => {
    roles = await signInRoles(ctx());
  });

  describe('drafts', () => {
    it('PUT drafts {category} creates a game with its first variant and replies the sheet', async () => {
      const sheet = await newDraft(1);
      expect(sheet).toMatchObject({
        gameName: '',
        category: 'ZILINA',
        status: 'draft',
        saved: false,
        production: false,
        valid: false,
        senderEmpty: false,
        counts: { all: 0, production: 0, testing: 0, invalid: 0 },
        numTasks: 0,
      });
      expect(sheet.id).toBeGreaterThan(0);
      expect(sheet.info.sender).toMatchObject({ name: 'editor@test.sk', email: 'editor@test.sk' });
      const row = await ctx().db.one<{ game_id: number | string }>(
        'SELECT game_id FROM variants WHERE id = $1',
        [sheet.id],
      );
      expect(Number(row!.game_id)).toBe(sheet.gameId);
      expect((await newDraft('2')).category).toBe('HRY');
      expect((await newDraft(3)).category).toBe('TEAMBUILDING');
    });

    it('a user whose contact has no name or e-mail gets a draft with an empty sender', async () => {
      const db = ctx().db;
      await db.query(`UPDATE users SET info = '{}' WHERE email = 'editor@test.sk'`);
      try {
        const sheet = await newDraft(1);
        expect(sheet.senderEmpty).toBe(false); // the account's e-mail is a contact e-mail
        await db.query(`UPDATE variants SET info = '{}' WHERE id = $1`, [sheet.id]);
        expect((await sheetOf(sheet.id)).senderEmpty).toBe(true);
      } finally {
        await db.query(`UPDATE users SET info = '{"name":"editor@test.sk"}' WHERE email = 'editor@test.sk'`);
      }
    });

    it('refuses an unknown or malformed category with 400', async () => {
      for (const body of [
        { category: 9 },
        { category: 'MARS' },
        {},
        { category: { a: 1 } },
        { category: '' },
      ]) {
        const res = await api('PUT', 'drafts', roles.editor, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.ok).toBe(false);
      }
    });

    it('GET drafts/{id}?a=1 adds the variant attrs; b=1 those of a blank form without required errors', async () => {
      const sheet = await newDraft(1);
      const plain = await ok('GET', `drafts/${sheet.id}`);
      expect(plain.attrs).toBeUndefined();
      const withAttrs = await ok('GET', `drafts/${sheet.id}?a=1`);
      expect((withAttrs.attrs as Attrs).name).toMatchObject({ required: true, error: 'required' });
      const blank = await ok('GET', `drafts/${sheet.id}?a=1&b=1`);
      expect((blank.attrs as Attrs).name.error).toBeUndefined();
      expect((blank.attrs as Attrs).name.required).toBe(true);
    });

    it('POST drafts/{id} refuses field errors with attrs and stores a valid variant', async () => {
      const sheet = await newDraft(2);
      const refused = await api('POST', `drafts/${sheet.id}`, roles.editor, { name: '', price: 'veľa' });
      expect(refused.status).toBe(200);
      expect(refused.body.ok).toBe(false);
      const attrs = refused.body.attrs as Attrs;
      expect(attrs.name.error).toBe('required');
      expect(attrs.price.error).toBe('invalid_format');
      const body = await ok('POST', `drafts/${sheet.id}`, { name: 'Rodinná', price: 39.5, minDuration: 60 });
      expect(body.revalidated).toBe(false);
      expect(body.sheet).toMatchObject({
        variantName: 'Rodinná',
        variantNameExtended: 'Rodinná',
        price: 39.5,
        info: { amount: 39.5, duration: 60 },
      });
      const validated = await ok('POST', `drafts/${sheet.id}/validate`, { price: -5 });
      expect((validated.attrs as Attrs).price.error).toBe('out_of_range');
      expect((validated.attrs as Attrs).name.val).toBe('Rodinná');
    });

    it('the sheet is valid once the game and the variant forms are', async () => {
      const sheet = await newDraft(1);
      await ok('POST', `drafts/${sheet.id}`, { name: 'Klasická' });
      expect((await sheetOf(sheet.id)).valid).toBe(false);
      const body = await ok('POST', `games/${sheet.id}`, { name: 'Tajomstvo hradu', category: 'ZILINA' });
      expect(body.revalidated).toBe(false);
      expect(body.game).toMatchObject({ gameName: 'Tajomstvo hradu', valid: true, info: { valid: true } });
    });

    it('a contract variant has the labeler flag forced on (variant.json rule), so its levels need numbers', async () => {
      const sheet = await newDraft(3);
      await addLevel(sheet.id, answerLevel('Bez čísla?', 'áno'));
      const attrs = (await ok('POST', `drafts/${sheet.id}/validate`, { contract: true, labeler: false }))
        .attrs as Attrs;
      expect(attrs.labeler).toMatchObject({ val: true, forced: true });
      const body = await ok('POST', `drafts/${sheet.id}`, {
        name: 'Zmluvná',
        contract: true,
        labeler: false,
      });
      expect(body.revalidated).toBe(true);
      expect((body.sheet as Sheet).info.labeler).toBe(true);
      expect((body.sheet as Sheet).counts.invalid).toBe(1);
    });

    it('POST drafts/{id}/sender/{senderId} sets the sender from a contact; unknown ids are 404', async () => {
      const sheet = await newDraft(1);
      const contact = await newUser(ctx(), 'player', { name: 'Jana Nováková' });
      const body = await ok('POST', `drafts/${sheet.id}/sender/${contact.id}`);
      expect((body.sheet as Sheet).info.sender).toMatchObject({
        name: 'Jana Nováková',
        email: contact.email,
      });
      expect((await api('POST', `drafts/${sheet.id}/sender/987654`, roles.editor)).status).toBe(404);
      expect((await api('POST', `drafts/987654/sender/${contact.id}`, roles.editor)).status).toBe(404);
    });

    it('save, list, count, price and remove', async () => {
      const sheet = await newDraft(3);
      await ok('POST', `drafts/${sheet.id}`, { name: 'Modrý tím Plavčík', price: 120 });
      await ok('POST', `drafts/${sheet.id}/save`);
      expect((await sheetOf(sheet.id)).saved).toBe(true);
      const list = await ok('GET', 'drafts?po=0&pl=50&s=plavcik');
      expect((list.games as Sheet[]).map((g) => g.id)).toEqual([sheet.id]);
      expect((list.games as Sheet[])[0]).toMatchObject({
        variantNameExtended: 'Modrý tím Plavčík',
        numTasks: 0,
      });
      const all = await ok('GET', 'drafts?pl=2');
      expect((all.games as Sheet[]).length).toBe(2);
      const count = await ok('GET', 'drafts/count');
      expect(count.count).toBeGreaterThanOrEqual(1);
      expect((await ok('POST', `drafts/${sheet.id}/parcels/price`)).price).toBe(120);
      await ok('DELETE', `drafts/${sheet.id}`);
      expect((await api('GET', `drafts/${sheet.id}`, roles.editor)).status).toBe(404);
      const game = await ctx().db.one('SELECT id FROM games WHERE id = $1', [sheet.gameId]);
      expect(game).toBeUndefined();
      expect((await api('DELETE', `drafts/${sheet.id}`, roles.editor)).status).toBe(404);
    });

    it('removes only draft and registered sheets (games 4.1): received, confirmed, expired are invalid_state', async () => {
      for (const status of ['received', 'confirmed', 'expired']) {
        const sheet = await newDraft(1);
        await ctx().db.query(`UPDATE variants SET status = $2, saved = true WHERE id = $1`, [
          sheet.id,
          status,
        ]);
        const res = await api('DELETE', `drafts/${sheet.id}`, roles.editor);
        expect(res.body, status).toEqual({ ok: false, err: 'invalid_state' });
        expect((await sheetOf(sheet.id)).status).toBe(status);
      }
      for (const status of ['draft', 'registered']) {
        const sheet = await newDraft(1);
        await ctx().db.query(`UPDATE variants SET status = $2, saved = true WHERE id = $1`, [
          sheet.id,
          status,
        ]);
        await ok('DELETE', `drafts/${sheet.id}`);
        expect((await api('GET', `drafts/${sheet.id}`, roles.editor)).status, status).toBe(404);
      }
    });

    it("replies the game's variant count; removing one of two variants keeps the game (games 2.4)", async () => {
      const first = await newDraft(1);
      const second = await newDraft(1);
      expect((await sheetOf(first.id)).variants).toBe(1);
      await ctx().db.query('UPDATE variants SET game_id = $2 WHERE id = $1', [second.id, first.gameId]);
      expect((await sheetOf(first.id)).variants).toBe(2);
      expect(((await ok('GET', `games/${second.id}`)).game as Sheet).variants).toBe(2);
      await ok('DELETE', `drafts/${first.id}`);
      expect(await ctx().db.one('SELECT id FROM games WHERE id = $1', [first.gameId])).toBeDefined();
      expect((await sheetOf(second.id)).variants).toBe(1);
    });
  });

  describe('levels', () => {
    let sheet: Sheet;
    beforeAll(async () => {
      sheet = await newDraft(1);
    });

    it('PUT …/levels accepts both spellings of games 3.3 and replies the canonical names', async () => {
      const answer = await addLevel(sheet.id, {
        question: 'Ktorý svätec stojí na stĺpe?',
        layout: 'ANSWER_REQUIRED',
        'answer.min': 2,
        'answer.text': ['Mária', 'Panna Mária'],
      });
      expect(answer.info['answer.answers-min'].val).toBe(2);
      expect(answer.info['answer.answers-1'].val).toBe('Mária');
      expect(answer.info['answer.answers-2'].val).toBe('Panna Mária');
      expect(answer.info['answer.text']).toBeUndefined();
      expect(answer).toMatchObject({ valid: true, layout: 'ANSWER_REQUIRED', gameId: sheet.id, seq: 1 });
      expect(answer.info.type).toBe('ANSWER_REQUIRED');

      const yesNo = await addLevel(sheet.id, {
        question: 'Odfoťte sa s nevestou pri fontáne.',
        layout: 'GAME_YES_NO',
        place: 'fontána',
        tool: 'fotoaparát',
        target: 'Nevesta',
      });
      expect(yesNo.info['yes-no.place'].val).toBe('fontána');
      expect(yesNo.info['yes-no.tool'].val).toBe('fotoaparát');
      expect(yesNo.info['yes-no.target'].val).toBe('Nevesta');
      expect(yesNo.info.place).toBeUndefined();

      const recap = await addLevel(sheet.id, {
        question: 'Zhrňte si, čo ste zažili.',
        layout: 'GAME_RECAPITULATION',
        'recapitulation.title': 'Čo ste splnili',
        'recapitulation.uploads': ['Foto tímu', 'Foto veže'],
        'recapitulation.limit': [3, 5],
      });
      expect(recap.info['recapitulation.title1'].val).toBe('Čo ste splnili');
      expect(recap.info['recapitulation.uploads-2'].val).toBe('Foto veže');
      expect(recap.info['recapitulation.limits-1'].val).toBe(3);
      expect(recap.info['recapitulation.limits-2'].val).toBe(5);
      expect(recap.seq).toBe(3);

      const canonical = await addLevel(sheet.id, {
        question: 'Koľko okien má veža?',
        layout: 'ANSWER_REQUIRED',
        'answer.answers-min': 1,
        'answer.answers-1': '12',
      });
      expect(canonical.info['answer.answers-1'].val).toBe('12');
      const s = await sheetOf(sheet.id);
      expect(s.counts).toEqual({ all: 4, production: 0, testing: 4, invalid: 0 });
    });

    it('a commit with field errors is refused with attrs; validate replies attrs of the layout', async () => {
      const refused = await api('PUT', `drafts/${sheet.id}/levels`, roles.editor, {
        layout: 'ANSWER_REQUIRED',
      });
      expect(refused.body.ok).toBe(false);
      const attrs = refused.body.attrs as Attrs;
      expect(attrs.question.error).toBe('required');
      expect(attrs['answer.answers-1'].error).toBe('required');

      const first = await ok('POST', `drafts/${sheet.id}/levels/validate`, {});
      expect((first.attrs as Attrs).question.error).toBeUndefined();
      expect((first.attrs as Attrs)['answer.answers-1']).toBeDefined();
      const poem = await ok('POST', `drafts/${sheet.id}/levels/validate`, {
        layout: 'MAKE_POEM',
        question: 'x',
      });
      expect((poem.attrs as Attrs)['poem.words']).toBeDefined();
      expect((poem.attrs as Attrs)['answer.answers-1']).toBeUndefined();

      const [level] = (await ok('GET', `drafts/${sheet.id}/levels`)).levels as Level[];
      const v2 = await ok('POST', `drafts/${sheet.id}/levels/${level.id}/validate`, { question: '' });
      expect((v2.attrs as Attrs).question.error).toBe('required');
      expect((v2.attrs as Attrs)['answer.answers-1'].val).toBe('Mária');
      const update = await api('POST', `drafts/${sheet.id}/levels/${level.id}`, roles.editor, {
        question: '',
      });
      expect(update.body.ok).toBe(false);
      const updated = await ok('POST', `drafts/${sheet.id}/levels/${level.id}`, {
        active: true,
        'answer.text': ['Mária'],
      });
      expect(updated.level).toMatchObject({ active: true, valid: true, seq: 1 });
      expect((updated.level as Level).info.question.val).toBe('Ktorý svätec stojí na stĺpe?');
      expect((await sheetOf(sheet.id)).counts).toMatchObject({ all: 4, production: 1, testing: 3 });
    });

    it('lists with filter and search; seq honours them and the p/n/c flags', async () => {
      const levels = (await ok('GET', `drafts/${sheet.id}/levels?po=0&pl=100`)).levels as Level[];
      expect(levels.map((l) => l.seq)).toEqual([1, 2, 3, 4]);
      const production = (await ok('GET', `drafts/${sheet.id}/levels?f=production`)).levels as Level[];
      expect(production.map((l) => l.seq)).toEqual([1]);
      const testing = (await ok('GET', `drafts/${sheet.id}/levels?f=testing&s=VEZA`)).levels as Level[];
      expect(testing.map((l) => l.seq)).toEqual([4]);
      expect(((await ok('GET', `drafts/${sheet.id}/levels?pl=2&po=2`)).levels as Level[]).length).toBe(2);

      const mid = await ok('GET', `drafts/${sheet.id}/levels/seq/2`);
      expect((mid.current as Level).seq).toBe(2);
      expect((mid.prev as Level).seq).toBe(1);
      expect((mid.next as Level).seq).toBe(3);
      const filtered = await ok('GET', `drafts/${sheet.id}/levels/seq/2?f=testing`);
      expect((filtered.prev as Level | null)?.seq ?? null).toBeNull();
      expect((filtered.next as Level).seq).toBe(3);
      const searched = await ok('GET', `drafts/${sheet.id}/levels/seq/1?s=okien`);
      expect(searched.current).toBeNull();
      expect((searched.next as Level).seq).toBe(4);
      const last = await ok('GET', `drafts/${sheet.id}/levels/seq/last`);
      expect((last.current as Level).seq).toBe(4);
      expect((last.prev as Level).seq).toBe(3);
      expect(last.next).toBeNull();
      const lastProduction = await ok('GET', `drafts/${sheet.id}/levels/seq/last?f=production`);
      expect((lastProduction.current as Level).seq).toBe(1);
      const onlyPrev = await ok('GET', `drafts/${sheet.id}/levels/seq/3?p=1`);
      expect(Object.keys(onlyPrev).sort()).toEqual(['ok', 'prev']);
      const one = await ok('GET', `drafts/${sheet.id}/levels/${levels[1].id}`);
      expect((one.level as Level).id).toBe(levels[1].id);
    });

    it("the variant's labeler flag makes every level need its number; assign and number renumber", async () => {
      const on = await ok('POST', `drafts/${sheet.id}`, { name: 'Číslovaná', labeler: true });
      expect(on.revalidated).toBe(true);
      expect((on.sheet as Sheet).counts.invalid).toBe(4);
      expect((on.sheet as Sheet).info.labeler).toBe(true);
      const invalid = (await ok('GET', `drafts/${sheet.id}/levels?f=invalid`)).levels as Level[];
      expect(invalid.map((l) => l.valid)).toEqual([false, false, false, false]);
      const attrs = (await ok('POST', `drafts/${sheet.id}/levels/validate`, { question: 'x' }))
        .attrs as Attrs;
      expect(attrs.order).toMatchObject({ required: true, error: 'required' });
      const refused = await api(
        'PUT',
        `drafts/${sheet.id}/levels`,
        roles.editor,
        answerLevel('Bez čísla?', 'nie'),
      );
      expect((refused.body.attrs as Attrs).order.error).toBe('required');

      expect((await ok('GET', `drafts/${sheet.id}/levels/number`)).number).toBe(1);
      const second = invalid[1];
      const numbered = await ok('POST', `drafts/${sheet.id}/levels/${second.id}/assign`, { number: 5 });
      expect(numbered.assigned).toBe(3);
      // the levels in number order, the unnumbered last
      const levels = (await ok('GET', `drafts/${sheet.id}/levels`)).levels as Level[];
      expect(levels.map((l) => l.number)).toEqual(['5', '6', '7', '']);
      expect(levels.map((l) => l.valid)).toEqual([true, true, true, false]);
      expect((await sheetOf(sheet.id)).counts.invalid).toBe(1);
      // the lowest free number, not one above the highest
      expect((await ok('GET', `drafts/${sheet.id}/levels/number`)).number).toBe(1);
      const all = await ok('POST', `drafts/${sheet.id}/levels/${levels[0].id}/assign`, { number: '1' });
      expect(all.assigned).toBe(4);
      expect((await ok('GET', `drafts/${sheet.id}/levels/number`)).number).toBe(5);
      expect((await sheetOf(sheet.id)).counts.invalid).toBe(0);
      const alias = await addLevel(sheet.id, answerLevel('S číslom?', 'áno', { number: '5' }));
      expect(alias.number).toBe('5');
      expect(alias.info.order.val).toBe('5');

      const off = await ok('POST', `drafts/${sheet.id}`, { labeler: false });
      expect(off.revalidated).toBe(false);
    });

    it('deleting a level updates the counts; unknown or foreign levels are 404', async () => {
      const other = await newDraft(1);
      const foreign = await addLevel(other.id, answerLevel('Cudzia?', 'áno'));
      const before = (await sheetOf(sheet.id)).counts.all;
      const level = await addLevel(sheet.id, answerLevel('Zmazať?', 'áno'));
      expect((await sheetOf(sheet.id)).counts.all).toBe(before + 1);
      await ok('DELETE', `drafts/${sheet.id}/levels/${level.id}`);
      expect((await sheetOf(sheet.id)).counts.all).toBe(before);
      for (const [method, path] of [
        ['DELETE', `drafts/${sheet.id}/levels/${level.id}`],
        ['POST', `drafts/${sheet.id}/levels/${foreign.id}`],
        ['GET', `drafts/${sheet.id}/levels/${foreign.id}`],
        ['POST', `drafts/${sheet.id}/levels/${foreign.id}/validate`],
        ['POST', `drafts/${sheet.id}/levels/${foreign.id}/assign`],
        ['PUT', 'drafts/987654/levels'],
        ['GET', 'drafts/987654/levels'],
        ['GET', 'drafts/987654/levels/seq/last'],
        ['GET', 'drafts/987654/levels/number'],
        ['POST', 'drafts/987654/levels/validate'],
        ['GET', 'games/987654'],
        ['GET', 'games/987654/levels'],
        ['POST', 'games/987654'],
        ['POST', 'games/987654/save'],
        ['POST', 'drafts/987654'],
        ['POST', 'drafts/987654/validate'],
        ['POST', 'drafts/987654/save'],
        ['POST', 'drafts/987654/parcels/price'],
      ] as [Method, string][]) {
        const body =
          method === 'GET' || method === 'DELETE' ? undefined : path.endsWith('assign') ? { number: 1 } : {};
        const res = await api(method, path, roles.editor, body);
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body).toEqual({ ok: false, err: 'not_found' });
      }
    });

    it('a deleted image makes the levels that reference it invalid', async () => {
      const db = ctx().db;
      const s = await newDraft(1);
      const imageId = randomUUID();
      await db.query(
        `INSERT INTO images (id, type, mime, size) VALUES ($1, 'level.images.answer', 'image/png', 10)`,
        [imageId],
      );
      // an image chooser needs a second image and its correct one marked (level.json rules, issue 22)
      const otherId = randomUUID();
      await db.query(
        `INSERT INTO images (id, type, mime, size) VALUES ($1, 'level.images.answer', 'image/png', 10)`,
        [otherId],
      );
      const level = await addLevel(s.id, {
        question: 'Ktorý obrázok je Budatín?',
        layout: 'IMAGE_CHOOSER',
        'images.answer1': { val: imageId, number: 1 },
        'images.answer2': otherId,
        'images.correct1': true,
      });
      expect(level.valid).toBe(true);
      expect(level.info['images.answer1']).toEqual({ val: imageId, number: 1 });
      const missing = await api('PUT', `drafts/${s.id}/levels`, roles.editor, {
        question: 'Neexistujúci obrázok',
        layout: 'IMAGE_CHOOSER',
        'images.answer1': randomUUID(),
      });
      expect((missing.body.attrs as Attrs)['images.answer1'].error).toBe('invalid_value');
      // a saved level names the image: DELETE images refuses (issue 31); a file lost anyway (a damaged
      // storage, a row gone) makes the level invalid on the next read
      const refused = await api('DELETE', 'images', roles.editor, { id: imageId });
      expect(refused.status).toBe(409);
      await db.query('DELETE FROM images WHERE id = $1', [imageId]);
      await imageDeleted(db, imageId);
      const after = await sheetOf(s.id);
      expect(after.counts.invalid).toBe(1);
      const [stored] = (await ok('GET', `drafts/${s.id}/levels?f=invalid`)).levels as Level[];
      expect(stored.id).toBe(level.id);
    });

    it('levels evaluated against another schema are re-evaluated on the next read', async () => {
      const db = ctx().db;
      const s = await newDraft(1);
      const level = await addLevel(s.id, answerLevel('Platná?', 'áno'));
      // A schema edit: the stored value no longer passes the rules (simulated by the stored info and a stale fingerprint).
      await db.query(`UPDATE levels SET info = info || '{"question": ""}' WHERE id = $1`, [level.id]);
      expect((await sheetOf(s.id)).counts.invalid).toBe(0);
      await db.query(`UPDATE variants SET levels_rev = 'stary' WHERE id = $1`, [s.id]);
      const drafts = (await ok('GET', 'drafts?pl=500')).games as Sheet[];
      expect(drafts.find((d) => d.id === s.id)?.counts.invalid).toBe(1);
      expect((await sheetOf(s.id)).counts.invalid).toBe(1);
      const rev = await db.one<{ levels_rev: string }>('SELECT levels_rev FROM variants WHERE id = $1', [
        s.id,
      ]);
      expect(rev!.levels_rev).not.toBe('stary');
    });
  });

  describe('games', () => {
    let sheet: Sheet;
    beforeAll(async () => {
      sheet = await newDraft(2);
      await addLevel(sheet.id, answerLevel('Aká socha je na Michalskej veži?', 'archanjel Michal'));
    });

    it('GET games/{id} replies the game; a=1 the game attrs; its levels are readable', async () => {
      const body = await ok('GET', `games/${sheet.id}?a=1`, undefined, roles.viewer);
      expect((body.game as Sheet).id).toBe(sheet.id);
      expect((body.attrs as Attrs).category.val).toBe('HRY');
      const levels = (await ok('GET', `games/${sheet.id}/levels`, undefined, roles.viewer)).levels as Level[];
      expect(levels).toHaveLength(1);
      const seq = await ok('GET', `games/${sheet.id}/levels/seq/last`, undefined, roles.viewer);
      expect((seq.current as Level).id).toBe(levels[0].id);
      const one = await ok('GET', `games/${sheet.id}/levels/${levels[0].id}`, undefined, roles.viewer);
      expect((one.level as Level).info.question.val).toBe('Aká socha je na Michalskej veži?');
    });

    it('POST games/{id} stores the game fields or refuses with attrs; validate and save', async () => {
      const refused = await api('POST', `games/${sheet.id}`, roles.editor, { name: '', distance: 'ďaleko' });
      expect(refused.body.ok).toBe(false);
      expect((refused.body.attrs as Attrs).name.error).toBe('required');
      expect((refused.body.attrs as Attrs).distance.error).toBe('invalid_format');
      const body = await ok('POST', `games/${sheet.id}`, {
        name: 'Stratený poklad',
        category: 'HRY',
        location: 'Bratislava',
      });
      expect(body.revalidated).toBe(false);
      expect(body.game).toMatchObject({ gameName: 'Stratený poklad', location: 'Bratislava' });
      const v = await ok('POST', `games/${sheet.id}/validate`, { category: 'MARS' });
      expect((v.attrs as Attrs).category.error).toBe('invalid_value');
      await ok('POST', `games/${sheet.id}/save`);
      expect((await sheetOf(sheet.id)).saved).toBe(true);
    });
  });

  describe('permissions and bad input', () => {
    let sheet: Sheet;
    let levelId: number;
    beforeAll(async () => {
      sheet = await newDraft(1);
      levelId = (await addLevel(sheet.id, answerLevel('Oprávnenia?', 'áno'))).id;
    });

    const editCalls = (): [Method, string, unknown?][] => [
      ['PUT', 'drafts', { category: 1 }],
      ['POST', `drafts/${sheet.id}`, { name: 'X' }],
      ['POST', `drafts/${sheet.id}/validate`, {}],
      ['POST', `drafts/${sheet.id}/save`],
      ['POST', `drafts/${sheet.id}/parcels/price`],
      ['DELETE', `drafts/${sheet.id}`],
      ['POST', `drafts/${sheet.id}/sender/1`],
      ['PUT', `drafts/${sheet.id}/levels`, answerLevel('a', 'b')],
      // the next free number is for creating a level: 'edit'
      ['GET', `drafts/${sheet.id}/levels/number`],
      ['POST', `drafts/${sheet.id}/levels/validate`, {}],
      ['POST', `drafts/${sheet.id}/levels/${levelId}`, {}],
      ['POST', `drafts/${sheet.id}/levels/${levelId}/validate`, {}],
      ['POST', `drafts/${sheet.id}/levels/${levelId}/assign`, { number: 1 }],
      ['DELETE', `drafts/${sheet.id}/levels/${levelId}`],
      ['POST', `games/${sheet.id}`, { name: 'X' }],
      ['POST', `games/${sheet.id}/validate`, {}],
      ['POST', `games/${sheet.id}/save`],
    ];
    // drafts are read-only without 'edit' (platform 2.3, issue 21): their reads need only a session
    const readCalls = (): string[] => [
      'drafts',
      `drafts/${sheet.id}`,
      `drafts/${sheet.id}/levels`,
      `drafts/${sheet.id}/levels/${levelId}`,
      `drafts/${sheet.id}/levels/seq/last`,
      `games/${sheet.id}`,
      `games/${sheet.id}?a=1&b=1`,
      `games/${sheet.id}/levels`,
      `games/${sheet.id}/levels/${levelId}`,
      `games/${sheet.id}/levels/seq/1`,
    ];

    it('anonymous: 401 everywhere', async () => {
      for (const [method, path, body] of editCalls()) {
        expect((await api(method, path, undefined, body)).status, `${method} ${path}`).toBe(401);
      }
      for (const path of readCalls()) expect((await api('GET', path)).status, path).toBe(401);
    });

    it('viewer and a switched user: 403 for every write, drafts, the game and their levels readable', async () => {
      for (const cookie of [roles.viewer, roles.switched]) {
        for (const [method, path, body] of editCalls()) {
          const res = await api(method, path, cookie, body);
          expect(res.status, `${method} ${path}`).toBe(403);
          expect(res.body).toEqual({ ok: false, err: 'forbidden' });
        }
        for (const path of readCalls()) await ok('GET', path, undefined, cookie);
      }
      expect((await sheetOf(sheet.id)).counts.all).toBe(1);
    });

    it('editor and admin: every call works', async () => {
      for (const cookie of [roles.admin, roles.editor]) {
        for (const path of readCalls()) await ok('GET', path, undefined, cookie);
        await ok('GET', `drafts/${sheet.id}/levels/seq/last`, undefined, cookie);
      }
    });

    it('malformed input is a 400, never a 500', async () => {
      const bad: [Method, string, unknown?][] = [
        ['GET', 'drafts/abc'],
        ['GET', 'drafts/-1'],
        ['GET', 'games/1.5'],
        ['GET', `drafts/${sheet.id}?a=yes`],
        ['GET', 'drafts?po=-1'],
        ['GET', 'drafts?pl=abc'],
        ['POST', `drafts/${sheet.id}`, [1, 2]],
        ['POST', `games/${sheet.id}/validate`, [1]],
        ['PUT', `drafts/${sheet.id}/levels`, ['x']],
        ['GET', `drafts/${sheet.id}/levels?f=bogus`],
        ['GET', `drafts/${sheet.id}/levels/seq/first`],
        ['GET', `drafts/${sheet.id}/levels/seq/2?p=yes`],
        ['GET', `drafts/${sheet.id}/levels/abc`],
        ['GET', `drafts/${sheet.id}/levels/number?x=1`],
        ['POST', `drafts/${sheet.id}/save?x=1`],
        ['POST', `drafts/${sheet.id}/levels/${levelId}/assign`, { number: 'päť' }],
        ['POST', `drafts/${sheet.id}/levels/${levelId}/assign`, {}],
        ['POST', `drafts/${sheet.id}/levels/${levelId}/assign`, { number: -1 }],
        ['POST', `drafts/${sheet.id}/sender/x`],
      ];
      for (const [method, path, body] of bad) {
        const res = await api(method, path, roles.editor, body);
        expect(res.status, `${method} ${path}`).toBe(400);
        expect(res.body.ok).toBe(false);
      }
      const text = await api('POST', `drafts/${sheet.id}`, roles.editor, 'text');
      expect(text.status).toBe(415);
      // Odd but well-formed values are field errors, not failures.
      const odd = await api('POST', `drafts/${sheet.id}/levels/validate`, roles.editor, {
        layout: 'NEEXISTUJE',
        'answer.text': { a: 1 },
        'images.answer1': [1, 2],
        order: { val: ['x'] },
      });
      expect(odd.status).toBe(200);
      expect((odd.body.attrs as Attrs).layout.error).toBe('invalid_value');
    });
  });
});
