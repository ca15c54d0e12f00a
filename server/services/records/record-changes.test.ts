// Every write of a form-backed record outside the form routes reports through app.recordChanges, in
// its transaction, with the stored values before and after and the acting user: drafts (create, save,
// sender, remove with its levels and game), send to production (a job), clone, invoices (storno,
// sender, save, registration, parcel numbers, delete with its parcels), vouchers (sender, save) and
// both imports. A failing listener rolls the write back; two apps never see each other's changes; a
// save ignores "$action" while validate runs it.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { call, describeApi } from '../../test/harness';
import { multipartFile, signInRoles, UPLOAD_BOUNDARY, type RoleCookies } from '../../test/roles';
import { filledTemplate, SAMPLE_LEVELS } from '../../test/sheet-import-sample';
import { uniqueEmail } from '../../test/users';
import { xlsOf } from '../../test/xls';
import type { RecordChange } from './record-changes';

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
type Body = Record<string, unknown>;
type Attrs = Record<string, { val?: unknown }>;

const until = async (check: () => Promise<boolean>, what: string, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Nedočkal som sa: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describeApi('record changes of every write path', (ctx) => {
  let roles: RoleCookies;
  let actor: number;
  let changes: RecordChange[] = [];
  let failOn: string | undefined;
  let unsubscribe: () => void;

  const api = (method: Method, path: string, body?: unknown) =>
    call(ctx().app, method, path, { cookie: roles.editor, body });
  const ok = async (method: Method, path: string, body?: unknown) => {
    const res = await api(method, path, body);
    expect(res.body.ok, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(true);
    return res.body as Body;
  };
  const upload = (path: string, name: string, content: Buffer) =>
    ctx().app.inject({
      method: 'POST',
      url: `/api/webapp/${path}?r=json`,
      headers: { 'content-type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}`, cookie: roles.editor },
      payload: multipartFile(name, content),
    });
  const count = async (table: string) =>
    (await ctx().db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))!.n;
  const idsOf = (type: string) => changes.filter((c) => c.type === type).map((c) => c.id);
  const levelIds = async (sheetId: number) =>
    (
      await ctx().db.query<{ id: string }>('SELECT id FROM levels WHERE variant_id = $1 ORDER BY id', [
        sheetId,
      ])
    ).map((r) => Number(r.id));
  // active: a sheet needs an active level to be sent (issue 31)
  const level = (question: string) => ({
    question,
    layout: 'ANSWER_REQUIRED',
    'answer.answers-1': 'áno',
    active: true,
  });

  /** A draft that can be sent: valid game and variant, the editor as sender, these levels. */
  const validDraft = async (questions: string[]) => {
    const sheet = (await ok('PUT', 'drafts', { category: 1 })).sheet as { id: number; gameId: number };
    await ok('POST', `games/${sheet.id}`, { name: 'Hra do histórie', category: 'ZILINA' });
    await ok('POST', `drafts/${sheet.id}`, { name: 'Variant do histórie' });
    for (const q of questions) await ok('PUT', `drafts/${sheet.id}/levels`, level(q));
    return sheet;
  };
  const register = async (sheetId: number) => {
    const started = await ok('POST', `drafts/${sheetId}/register`);
    await until(async () => {
      const progress = await api('GET', `drafts/${sheetId}/register/${started.transId as string}`);
      return progress.body.pending === false;
    }, 'odoslanie do výroby');
  };

  beforeAll(async () => {
    roles = await signInRoles(ctx());
    actor = Number(
      (await ctx().db.one<{ id: string }>(`SELECT id FROM users WHERE email = 'editor@test.sk'`))!.id,
    );
    unsubscribe = ctx().app.recordChanges.on(async (tx, change) => {
      // inside the write's transaction: a created or changed record is visible as written
      if (change.type === 'level' && change.after) {
        const row = await tx.one<{ info: Body }>('SELECT info FROM levels WHERE id = $1', [change.id]);
        expect(row?.info).toEqual(change.after);
      }
      if (failOn === change.type) throw new Error('zápis histórie zlyhal');
      changes.push(change);
    });
  });
  afterAll(() => unsubscribe());
  beforeEach(() => {
    changes = [];
    failOn = undefined;
  });

  it('PUT drafts: the game and the variant, created by the signed-in user', async () => {
    const { sheet } = (await ok('PUT', 'drafts', { category: 1 })) as {
      sheet: { id: number; gameId: number };
    };
    expect(changes).toEqual([
      { type: 'game', id: sheet.gameId, before: null, after: expect.any(Object), actor },
      { type: 'variant', id: sheet.id, before: null, after: expect.any(Object), actor },
    ]);
    expect(changes[1].after).toMatchObject({ sender: { email: 'editor@test.sk' } });
  });

  it('save of a draft and of a game: the variant, before and after', async () => {
    const sheet = await validDraft([]);
    changes = [];
    await ok('POST', `drafts/${sheet.id}/save`);
    await ok('POST', `games/${sheet.id}/save`);
    expect(changes).toMatchObject([
      { type: 'variant', id: sheet.id, before: { name: 'Variant do histórie' }, actor },
      { type: 'variant', id: sheet.id, after: { name: 'Variant do histórie' }, actor },
    ]);
  });

  it('send to production (a job): the variant goes to production, unnumbered levels get numbers, as the user who sent it', async () => {
    const sheet = await validDraft(['Prvá', 'Druhá']);
    const levels = await levelIds(sheet.id);
    changes = [];
    await register(sheet.id);
    expect(changes).toEqual([
      {
        type: 'variant',
        id: sheet.id,
        before: expect.not.objectContaining({ active: true }),
        after: expect.objectContaining({ active: true, name: 'Variant do histórie' }),
        actor,
        status: ['draft', 'registered'],
      },
      // its game goes into production with it (issue 31)
      {
        type: 'game',
        id: sheet.gameId,
        before: expect.not.objectContaining({ active: true }),
        after: expect.objectContaining({ active: true }),
        actor,
      },
      {
        type: 'level',
        id: levels[0],
        before: expect.objectContaining({ question: 'Prvá' }),
        after: expect.objectContaining({ question: 'Prvá', order: '1' }),
        actor,
      },
      {
        type: 'level',
        id: levels[1],
        before: expect.objectContaining({ question: 'Druhá' }),
        after: expect.objectContaining({ question: 'Druhá', order: '2' }),
        actor,
      },
    ]);
    expect(changes[2].before).not.toHaveProperty('order', '1');
  });

  it('clone and remove: the copies are created; removing the clone reports the variant, its levels and its game', async () => {
    const sheet = await validDraft(['Kópia']);
    await register(sheet.id);
    changes = [];
    const cloned = await ok('POST', `games/${sheet.id}/clone`);
    const id = cloned.id as number;
    const copy = (await ok('GET', `drafts/${id}`)).game as { gameId: number };
    const [copiedLevel] = await levelIds(id);
    expect(changes).toEqual([
      {
        type: 'game',
        id: copy.gameId,
        before: null,
        after: expect.objectContaining({ name: 'Hra do histórie (kópia)' }),
        actor,
      },
      {
        type: 'variant',
        id,
        before: null,
        after: expect.objectContaining({ name: 'Variant do histórie' }),
        actor,
      },
      {
        type: 'level',
        id: copiedLevel,
        before: null,
        after: expect.objectContaining({ question: 'Kópia' }),
        actor,
      },
    ]);

    changes = [];
    await ok('DELETE', `drafts/${id}`);
    expect(changes).toEqual([
      {
        type: 'variant',
        id,
        before: expect.objectContaining({ name: 'Variant do histórie' }),
        after: null,
        actor,
      },
      {
        type: 'level',
        id: copiedLevel,
        before: expect.objectContaining({ question: 'Kópia' }),
        after: null,
        actor,
      },
      {
        type: 'game',
        id: copy.gameId,
        before: expect.objectContaining({ name: 'Hra do histórie (kópia)' }),
        after: null,
        actor,
      },
    ]);
    expect(await levelIds(id)).toEqual([]);
  });

  it('a legacy invoice: created, sender, save, parcel number, registration, storno, delete with its parcels', async () => {
    const invoice = (await ok('PUT', 'invoices', { type: 'r' })).invoice as { id: number; code: string };
    const sender = (await ok('PUT', 'users?t=player', { name: 'Odosielateľ faktúry' })).contact as {
      id: number;
    };
    const parcel = (await ok('PUT', `invoices/${invoice.id}/parcels`, level('Balík'))).parcel as {
      id: number;
    };
    expect(changes.map((c) => [c.type, c.id, c.before, c.actor])).toEqual([
      ['invoice', invoice.id, null, actor],
      ['user', sender.id, null, actor],
      ['invoice_parcel', parcel.id, null, actor],
    ]);
    expect(changes[0].after).toMatchObject({ code: invoice.code, type: 'r' });

    changes = [];
    await ok('POST', `invoices/${invoice.id}/sender/${sender.id}`);
    await ok('POST', `invoices/${invoice.id}/save`);
    await ok('POST', `invoices/${invoice.id}/parcels/${parcel.id}/assign`, { number: '7' });
    const started = await ok('POST', `invoices/${invoice.id}/register`);
    await until(async () => {
      const progress = await api('GET', `invoices/${invoice.id}/register/${started.transId as string}`);
      return progress.body.pending === false;
    }, 'registrácia faktúry');
    await ok('POST', `invoices/${invoice.id}/cancel`);
    const stored = { code: invoice.code, type: 'r' };
    expect(changes).toEqual(
      ['sender', 'save', 'parcel', 'registration', 'storno'].map((step) =>
        step === 'parcel'
          ? {
              type: 'invoice_parcel',
              id: parcel.id,
              before: expect.objectContaining({ question: 'Balík' }),
              after: expect.objectContaining({ question: 'Balík' }),
              actor,
            }
          : {
              type: 'invoice',
              id: invoice.id,
              before: expect.objectContaining(stored),
              after: expect.objectContaining(stored),
              actor,
              ...(step === 'registration' ? { status: ['invoiced', 'registered'] } : {}),
              ...(step === 'storno' ? { status: ['registered', 'cancelled'] } : {}),
            },
      ),
    );

    changes = [];
    await ok('DELETE', `invoices/${invoice.id}`);
    expect(changes).toEqual([
      { type: 'invoice', id: invoice.id, before: expect.objectContaining(stored), after: null, actor },
      {
        type: 'invoice_parcel',
        id: parcel.id,
        before: expect.objectContaining({ question: 'Balík' }),
        after: null,
        actor,
      },
    ]);
    expect(await count(`invoice_parcels WHERE invoice_id = ${invoice.id}`)).toBe(0);
  });

  it('a voucher: sender and save', async () => {
    const voucher = (await ctx().db.one<{ id: string }>(
      `INSERT INTO vouchers (promo, info) VALUES ($1, $2) RETURNING id`,
      ['HISTORIA-1', { promoCode: 'HISTORIA-1' }],
    ))!;
    const id = Number(voucher.id);
    await ok('POST', `vouchers/${id}/sender/${actor}`);
    await ok('POST', `vouchers/${id}/save`);
    const info = { promoCode: 'HISTORIA-1' };
    expect(changes).toEqual([
      { type: 'voucher', id, before: info, after: info, actor },
      { type: 'voucher', id, before: info, after: info, actor },
    ]);
    expect(await api('POST', `vouchers/987654/save`)).toMatchObject({ status: 404 });
    expect(changes).toHaveLength(2);
  });

  it('the contacts import: every created user, in the import', async () => {
    const email = uniqueEmail('historia');
    const file = xlsOf([
      ['Meno', 'Organizácia/Tím', 'E-mail'],
      ['Prvý Dovezený', 'História', email],
      ['Druhý Dovezený', 'História', ''],
    ]);
    const res = await upload('users/import', 'kontakty.xls', file);
    expect(res.json()).toEqual({ ok: true, count: 2 });
    const created = await ctx().db.query<{ id: string }>(
      `SELECT id FROM users WHERE info->>'org' = 'História' ORDER BY id`,
    );
    expect(changes).toEqual([
      {
        type: 'user',
        id: Number(created[0].id),
        before: null,
        after: expect.objectContaining({ name: 'Prvý Dovezený', email }),
        actor,
      },
      {
        type: 'user',
        id: Number(created[1].id),
        before: null,
        after: expect.objectContaining({ name: 'Druhý Dovezený' }),
        actor,
      },
    ]);
  });

  it('the game-file import: a new draft (game, variant, levels) and levels added to a draft', async () => {
    const res = await upload('invoices/import', 'hra.xls', filledTemplate());
    const body = res.json() as { ok: boolean; sheet: { id: number; gameId: number } };
    expect(body.ok, JSON.stringify(body)).toBe(true);
    const { id, gameId } = body.sheet;
    const levels = await levelIds(id);
    expect(levels).toHaveLength(SAMPLE_LEVELS.length);
    expect(changes.map((c) => [c.type, c.id, c.before, c.actor])).toEqual([
      ['game', gameId, null, actor],
      ['variant', id, null, actor],
      ...levels.map((l) => ['level', l, null, actor]),
    ]);

    changes = [];
    expect((await upload(`invoices/${id}/import`, 'ulohy.xls', filledTemplate())).json()).toMatchObject({
      ok: true,
    });
    const added = (await levelIds(id)).slice(SAMPLE_LEVELS.length);
    expect(added).toHaveLength(SAMPLE_LEVELS.length);
    expect(changes.map((c) => [c.type, c.id, c.before])).toEqual(added.map((l) => ['level', l, null]));
  });

  it('a failing listener rolls the whole write back: nothing half-written', async () => {
    const before = {
      games: await count('games'),
      variants: await count('variants'),
      levels: await count('levels'),
    };
    failOn = 'variant';
    expect((await api('PUT', 'drafts', { category: 1 })).status).toBe(500);
    failOn = 'level';
    expect((await upload('invoices/import', 'hra.xls', filledTemplate())).statusCode).toBe(500);
    expect({
      games: await count('games'),
      variants: await count('variants'),
      levels: await count('levels'),
    }).toEqual(before);

    failOn = undefined;
    const sheet = await validDraft(['Nezapísaná']);
    const [levelId] = await levelIds(sheet.id);
    failOn = 'level';
    expect((await api('DELETE', `drafts/${sheet.id}`)).status).toBe(500);
    expect(await levelIds(sheet.id)).toEqual([levelId]);
    expect((await ok('GET', `drafts/${sheet.id}`)).game).toMatchObject({ id: sheet.id });
  });

  it('two apps on one database: a listener sees only the writes of its own app', async () => {
    const other = await buildApp({
      db: ctx().db,
      config: ctx().config,
      mailer: { send: async () => undefined },
    });
    await other.ready();
    const seen: RecordChange[] = [];
    const off = other.recordChanges.on(async (_tx, change) => void seen.push(change));
    try {
      const mine = (await ok('PUT', 'drafts', { category: 1 })).sheet as { id: number };
      expect(idsOf('variant')).toEqual([mine.id]);
      expect(seen).toEqual([]);

      changes = [];
      const theirs = await call(other, 'PUT', 'drafts', { cookie: roles.editor, body: { category: 1 } });
      const theirId = (theirs.body.sheet as { id: number }).id;
      expect(seen.filter((c) => c.type === 'variant').map((c) => c.id)).toEqual([theirId]);
      expect(changes).toEqual([]);
    } finally {
      off();
      await other.close();
    }
  });

  it('"$action" runs on validate only: a save stores the typed amount, validate adds the postage', async () => {
    const sheet = (await ok('PUT', 'drafts', { category: 1 })).sheet as { id: number };
    await ctx().db.query(`UPDATE variants SET info = info || '{"parcelType": "b"}'::jsonb WHERE id = $1`, [
      sheet.id,
    ]);
    const priced = { ...level('S dobierkou'), weight: 1.5, 'cod.price': 20, $action: 'cod.price' };
    const created = (await ok('PUT', `drafts/${sheet.id}/levels`, priced)).level as { id: number };
    const storedPrice = async () =>
      Number(
        (await ctx().db.one<{ price: unknown }>(
          `SELECT info->'cod.price' AS price FROM levels WHERE id = $1`,
          [created.id],
        ))!.price,
      );
    expect(await storedPrice()).toBe(20);
    await ok('POST', `drafts/${sheet.id}/levels/${created.id}`, { 'cod.price': 30, $action: 'cod.price' });
    expect(await storedPrice()).toBe(30);
    expect(changes.filter((c) => c.type === 'level').map((c) => c.after?.['cod.price'])).toEqual([20, 30]);

    const validated = await ok('POST', `drafts/${sheet.id}/levels/${created.id}/validate`, {
      $action: 'cod.price',
    });
    expect((validated.attrs as Attrs)['cod.price']?.val).toBe(35.4);
    expect(await storedPrice()).toBe(30);
  });
});
