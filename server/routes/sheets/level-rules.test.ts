// Issue 22: the completeness rules of level.json and variant.json through the API (PGlite and
// PostgreSQL): image chooser, frame and background, poem, answers, recapitulation, wiki, variant
// durations, a level number unique within its sheet, and the stored levels' validity recomputed when a
// rule changes under them or a duplicate number goes away.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, describeApi } from '../../test/harness';
import { signInRoles, type RoleCookies } from '../../test/roles';

type Attr = { val?: unknown; error?: string; message?: string; required?: boolean };
type Attrs = Record<string, Attr>;
interface Level {
  id: number;
  seq: number;
  valid: boolean;
  number: string;
  info: Record<string, { val?: unknown }>;
}
interface Sheet {
  id: number;
  valid: boolean;
  counts: { all: number; invalid: number };
}

describeApi('level and variant rules (issue 22)', (ctx) => {
  let roles: RoleCookies;
  type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
  const api = (method: Method, path: string, body?: unknown) =>
    call(ctx().app, method, path, { cookie: roles.editor, body });
  const ok = async (method: Method, path: string, body?: unknown) => {
    const res = await api(method, path, body);
    expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(200);
    expect(res.body.ok, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(true);
    return res.body;
  };
  /** A refused write: 200 with ok false and the attrs. */
  const refused = async (method: Method, path: string, body: unknown): Promise<Attrs> => {
    const res = await api(method, path, body);
    expect(res.status).toBe(200);
    expect(res.body.ok, JSON.stringify(res.body)).toBe(false);
    return res.body.attrs as Attrs;
  };
  const newDraft = async () => (await ok('PUT', 'drafts', { category: 1 })).sheet as Sheet;
  const sheetOf = async (id: number) => (await ok('GET', `drafts/${id}`)).game as Sheet;
  const addLevel = async (id: number, data: Record<string, unknown>) =>
    (await ok('PUT', `drafts/${id}/levels`, data)).level as Level;
  const levelsOf = async (id: number, filter = '') =>
    (await ok('GET', `drafts/${id}/levels${filter}`)).levels as Level[];
  const newImage = async (type = 'level.images.answer') => {
    const id = randomUUID();
    await ctx().db.query(`INSERT INTO images (id, type, mime, size) VALUES ($1, $2, 'image/png', 10)`, [
      id,
      type,
    ]);
    return id;
  };
  const answerLevel = (question: string, extra: Record<string, unknown> = {}) => ({
    question,
    layout: 'ANSWER_REQUIRED',
    'answer.answers-1': 'áno',
    ...extra,
  });

  beforeAll(async () => {
    roles = await signInRoles(ctx());
  });

  describe('image chooser', () => {
    it('needs two images and its correct image marked; the refusals name what is missing', async () => {
      const s = await newDraft();
      const [a, b] = [await newImage(), await newImage()];
      const base = { question: 'Ktorý obrázok je Budatín?', layout: 'IMAGE_CHOOSER' };

      const none = await refused('PUT', `drafts/${s.id}/levels`, base);
      expect(none['images.answer1']).toMatchObject({
        error: 'rule',
        message: 'Výber obrázka potrebuje aspoň 2 obrázky: nahrajte ďalšiu obrázkovú odpoveď',
      });
      const one = await refused('PUT', `drafts/${s.id}/levels`, {
        ...base,
        'images.answer1': a,
        'images.correct1': true,
      });
      expect(one['images.answer2'].message).toBe(
        'Výber obrázka potrebuje aspoň 2 obrázky: nahrajte ďalšiu obrázkovú odpoveď',
      );
      const unmarked = await refused('PUT', `drafts/${s.id}/levels`, {
        ...base,
        'images.answer1': a,
        'images.answer2': b,
      });
      expect(unmarked['images.correct1'].message).toBe(
        'Označte správny obrázok: zaškrtnite „je správna odpoveď“ aspoň pri jednom obrázku',
      );
      const emptySlot = await refused('PUT', `drafts/${s.id}/levels`, {
        ...base,
        'images.answer1': a,
        'images.answer2': b,
        'images.correct3': true,
      });
      expect(emptySlot['images.correct3'].message).toBe(
        'Obrázok 3 je označený ako správna odpoveď, ale Obrázková odpoveď 3 nie je nahraná',
      );
      expect(await levelsOf(s.id)).toHaveLength(0);

      const level = await addLevel(s.id, {
        ...base,
        'images.answer1': a,
        'images.answer2': { val: b, number: 2 },
        'images.correct2': true,
      });
      expect(level.valid).toBe(true);
      expect(level.info['images.correct2'].val).toBe(true);
    });

    it("the frame layout needs the variant's frame and a background image", async () => {
      const s = await newDraft();
      const [a, b, bg] = [await newImage(), await newImage(), await newImage('level.background.image')];
      const frameLevel = {
        question: 'Ktorý obrázok patrí do rámika?',
        layout: 'FRAME_IMAGES_CHOOSER',
        'images.answer1': a,
        'images.answer2': b,
        'images.correct1': true,
      };
      const attrs = await refused('PUT', `drafts/${s.id}/levels`, frameLevel);
      expect(attrs.layout.message).toBe(
        'Výber obrázka v rámiku potrebuje rámik: nahrajte ho v okne Variant hry (Rámik)',
      );
      expect(attrs['background.image'].message).toBe(
        'Výber obrázka v rámiku potrebuje obrázok pozadia (Nastavenia pozadia)',
      );
      const frame = await newImage('variant.frame.image');
      await ok('POST', `drafts/${s.id}`, { name: 'Rodinný', 'frame-image': frame });
      const level = await addLevel(s.id, { ...frameLevel, 'background.image': bg });
      expect(level.valid).toBe(true);

      // Removing the frame from the variant makes the stored frame level invalid (a draft to fix).
      const stored = await ok('POST', `drafts/${s.id}`, { 'frame-image': null });
      expect(stored.revalidated).toBe(true);
      expect((await sheetOf(s.id)).counts.invalid).toBe(1);
      const v = await ok('POST', `drafts/${s.id}/levels/${level.id}/validate`, {});
      expect((v.attrs as Attrs).layout.error).toBe('rule');
    });
  });

  describe('other layouts', () => {
    let sheetId: number;
    beforeAll(async () => {
      sheetId = (await newDraft()).id;
    });

    it('poem: minimum ≤ maximum; words separated by commas are stored separated by ";"', async () => {
      const poem = { question: 'Zložte básničku', layout: 'MAKE_POEM' };
      const attrs = await refused('PUT', `drafts/${sheetId}/levels`, {
        ...poem,
        'poem.minlength': 200,
        'poem.maxlength': 50,
      });
      expect(attrs['poem.minlength']).toMatchObject({
        error: 'rule',
        message: 'Minimálna dĺžka nesmie byť väčšia ako maximálna',
      });
      const level = await addLevel(sheetId, {
        ...poem,
        'poem.minlength': 50,
        'poem.maxlength': 200,
        'poem.words': 'hrad, veža ,erb',
      });
      expect(level.info['poem.words'].val).toBe('hrad; veža; erb');
    });

    it('answers: at least as many as the minimum number of correct answers', async () => {
      const attrs = await refused(
        'PUT',
        `drafts/${sheetId}/levels`,
        answerLevel('Dve odpovede?', { 'answer.answers-min': 2 }),
      );
      expect(attrs['answer.answers-2'].message).toBe(
        'Min. počet správnych odpovedí je 2: vyplňte aspoň toľko odpovedí',
      );
      const level = await addLevel(
        sheetId,
        answerLevel('Dve odpovede?', { 'answer.answers-min': 2, 'answer.answers-2': 'nie' }),
      );
      expect(level.valid).toBe(true);
    });

    it('recapitulation needs a task or an upload; wiki and manuals need the description', async () => {
      const recap = await refused('PUT', `drafts/${sheetId}/levels`, {
        question: 'Zhrnutie',
        layout: 'GAME_RECAPITULATION',
        'recapitulation.title1': 'Úlohy',
      });
      expect(recap['recapitulation.tasks-1'].message).toBe(
        'Rekapitulácia potrebuje aspoň jednu úlohu alebo nahrávanie fotky',
      );
      for (const layout of ['LEVEL_WIKI', 'VIEW_GAME_MANUAL', 'DOWNLOAD_GAME_MANUAL']) {
        const wiki = await refused('PUT', `drafts/${sheetId}/levels`, { question: 'Čítajte', layout });
        expect(wiki.description.message, layout).toBe(
          'Zaujímavosť a návod k hre potrebujú Popis: hráč uvidí práve ten',
        );
      }
      expect(
        (await addLevel(sheetId, { question: 'Čítajte', layout: 'LEVEL_WIKI', description: 'Fakt' })).valid,
      ).toBe(true);
    });

    it('a new form opens without rule errors (first fill), the layout switch shows them', async () => {
      const first = await ok('POST', `drafts/${sheetId}/levels/validate`, {});
      expect(Object.values(first.attrs as Attrs).filter((a) => a.error)).toEqual([]);
      const chooser = await ok('POST', `drafts/${sheetId}/levels/validate`, {
        layout: 'IMAGE_CHOOSER',
        question: 'x',
      });
      expect((chooser.attrs as Attrs)['images.answer1'].error).toBe('rule');
    });
  });

  describe('an invalid game (issue 31)', () => {
    it('names the fields of the game and variant forms that make it invalid, and none once fixed', async () => {
      const s = await newDraft();
      const read = async () =>
        (await ok('GET', `drafts/${s.id}`)).game as Sheet & {
          problems?: { form: string; fields: string[] }[];
        };
      const blank = await read();
      expect(blank.valid).toBe(false);
      expect(blank.problems).toEqual([
        { form: 'game', fields: ['Názov'] },
        { form: 'variant', fields: ['Názov variantu'] },
      ]);
      await ok('POST', `games/${s.id}`, { name: 'Nová hra', category: 'ZILINA' });
      expect((await read()).problems).toEqual([{ form: 'variant', fields: ['Názov variantu'] }]);
      await ok('POST', `drafts/${s.id}`, { name: 'Rodinný' });
      const fixed = await read();
      expect(fixed.valid).toBe(true);
      expect(fixed.problems).toBeUndefined();
    });
  });

  describe('yes/no challenge (issue 31)', () => {
    type Options = { options?: { value: string }[] };
    const targets = async (sheetId: number) => {
      const v = await ok('POST', `drafts/${sheetId}/levels/validate`, { layout: 'GAME_YES_NO' });
      return ((v.attrs as Record<string, Options>)['yes-no.target'].options ?? []).map((o) => o.value);
    };

    it("offers the wedding roles only in a game marked 'Svadobná hra'", async () => {
      const s = await newDraft();
      expect(await targets(s.id)).toEqual(['', 'Všetci']);
      await ok('POST', `games/${s.id}`, { name: 'Svadba', category: 'HRY', wedding: true });
      expect(await targets(s.id)).toEqual(['', 'Nevesta', 'Ženích', 'Ženích a svedok', 'Všetci']);
    });

    it('a stored role stays valid when the game is no longer a wedding game', async () => {
      const s = await newDraft();
      await ok('POST', `games/${s.id}`, { name: 'Svadba', category: 'HRY', wedding: true });
      const level = await addLevel(s.id, {
        question: 'Tanec',
        layout: 'GAME_YES_NO',
        'yes-no.target': 'Nevesta',
      });
      await ok('POST', `games/${s.id}`, { name: 'Svadba', category: 'HRY', wedding: false });
      const v = await ok('POST', `drafts/${s.id}/levels/${level.id}/validate`, {});
      const attr = (v.attrs as Attrs)['yes-no.target'];
      expect(attr.val).toBe('Nevesta');
      expect(attr.error).toBeUndefined();
      expect(await targets(s.id)).toEqual(['', 'Všetci']);
    });
  });

  describe('variant', () => {
    it('min ≤ average ≤ max duration; the failing field carries the message', async () => {
      const s = await newDraft();
      const attrs = await refused('POST', `drafts/${s.id}`, {
        name: 'Rodinný',
        minDuration: 45,
        avgDuration: 75,
        maxDuration: 60,
      });
      expect(attrs.avgDuration).toMatchObject({
        error: 'rule',
        message: 'Priemerné trvanie nesmie byť väčšie ako max. trvanie',
      });
      const validate = await ok('POST', `drafts/${s.id}/validate`, { minDuration: 70, maxDuration: 60 });
      expect((validate.attrs as Attrs).minDuration.message).toBe(
        'Min. trvanie nesmie byť väčšie ako max. trvanie',
      );
      await ok('POST', `drafts/${s.id}`, {
        name: 'Rodinný',
        minDuration: 45,
        avgDuration: 60,
        maxDuration: 75,
      });
    });

    it('a required field is never stored empty: the variant name, with other fields changed too', async () => {
      const s = await newDraft();
      const attrs = await refused('POST', `drafts/${s.id}`, { name: '', price: 10 });
      expect(attrs.name.error).toBe('required');
      const stored = await ok('GET', `drafts/${s.id}?a=1`);
      expect((stored.attrs as Attrs).price.val ?? null).toBeNull();
    });
  });

  describe('a level number unique within its sheet', () => {
    it('the second level with a taken number is refused naming the other one', async () => {
      const s = await newDraft();
      await addLevel(s.id, answerLevel('Prvá', { order: '1', name: 'Brána' }));
      await addLevel(s.id, answerLevel('Druhá', { order: '2', name: 'Námestie' }));
      const attrs = await refused('PUT', `drafts/${s.id}/levels`, answerLevel('Tretia', { order: ' 2 ' }));
      expect(attrs.order).toMatchObject({ error: 'rule', message: 'Číslo 2 má už úloha „Námestie“' });
      const validate = await ok(
        'POST',
        `drafts/${s.id}/levels/validate`,
        answerLevel('Tretia', { order: '1' }),
      );
      expect((validate.attrs as Attrs).order.message).toBe('Číslo 1 má už úloha „Brána“');
      // Another sheet's numbers do not count.
      const other = await newDraft();
      expect((await addLevel(other.id, answerLevel('Iná hra', { order: '2' }))).valid).toBe(true);
      // Renumbering a level onto a taken number is refused the same way (an earlier level holds it).
      const third = await addLevel(s.id, answerLevel('Tretia', { order: '3' }));
      const moved = await refused('POST', `drafts/${s.id}/levels/${third.id}`, { order: '1' });
      expect(moved.order.message).toBe('Číslo 1 má už úloha „Brána“');
    });

    it('stored duplicates: the second becomes invalid as on a schema change, valid again once the first is renumbered', async () => {
      const db = ctx().db;
      const s = await newDraft();
      const first = await addLevel(s.id, answerLevel('Prvá', { order: '2', name: 'Brána' }));
      const second = await addLevel(s.id, answerLevel('Druhá', { order: '3', name: 'Veža' }));
      // Stored before the rule existed (an old import, a clone): the second repeats the first's number.
      await db.query(`UPDATE levels SET info = info || '{"order": "2"}', number = 2 WHERE id = $1`, [
        second.id,
      ]);
      await db.query(`UPDATE variants SET levels_rev = 'stary' WHERE id = $1`, [s.id]);
      expect((await sheetOf(s.id)).counts.invalid).toBe(1);
      const invalid = await levelsOf(s.id, '?f=invalid');
      expect(invalid.map((l) => l.id)).toEqual([second.id]);
      const why = await ok('POST', `drafts/${s.id}/levels/${second.id}/validate`, {});
      expect((why.attrs as Attrs).order.message).toBe('Číslo 2 má už úloha „Brána“');
      // A write of an unrelated level leaves the duplicate invalid.
      await addLevel(s.id, answerLevel('Tretia', { order: '7' }));
      expect((await sheetOf(s.id)).counts.invalid).toBe(1);

      await ok('POST', `drafts/${s.id}/levels/${first.id}`, { order: '5' });
      expect((await sheetOf(s.id)).counts.invalid).toBe(0);
      expect((await levelsOf(s.id)).find((l) => l.id === second.id)?.valid).toBe(true);

      // Taking the number back: the first is earlier, so the second one is invalid again.
      await ok('POST', `drafts/${s.id}/levels/${first.id}`, { order: '2' });
      expect((await levelsOf(s.id, '?f=invalid')).map((l) => l.id)).toEqual([second.id]);
      // Deleting the first frees the number.
      await ok('DELETE', `drafts/${s.id}/levels/${first.id}`);
      expect((await sheetOf(s.id)).counts.invalid).toBe(0);
    });
  });
});
