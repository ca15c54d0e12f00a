// The recycle bin (issue 24 item 3): each of the five types removed → in the trash → gone from lists and
// counts → restored with the same ids, order and numbers and byte-identical rows; conflicts, a level whose
// sheet is in the trash or gone, permissions and the purge by retention.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, describeApi, signIn, TEST_USERS, type TestContext } from '../../test/harness';
import { insertSheet } from '../../test/games-fixture';
import { newUser, uniqueEmail } from '../../test/users';
import type { Db } from '../../db/types';
import { storageFor } from '../platform/storage';
import { imageStorageKey } from '../platform/images';
import { enqueueTrashPurgeIfDue, purgeOldTrash, TRASH_PURGE_JOB } from './purge';

type Row = Record<string, unknown>;

/** The stored rows of a table matching `where`, as to_jsonb gives them (generated columns included). */
async function rows(db: Db, table: string, where: string, params: unknown[]): Promise<Row[]> {
  const found = await db.query<{ row: Row }>(
    `SELECT to_jsonb(x) AS row FROM ${table} x WHERE ${where} ORDER BY id`,
    params as never[],
  );
  return found.map((r) => r.row);
}

interface TrashItemReply {
  id: number;
  type: string;
  recordId: number;
  label: string;
  removedBy: { id: number; name: string } | null;
}

let seq = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++seq}`.toUpperCase();

describeApi('recycle bin', (ctx: () => TestContext) => {
  let admin: string;
  let editor: string;
  let viewer: string;

  beforeAll(async () => {
    admin = await signIn(ctx().app, TEST_USERS.admin.email);
    editor = await signIn(ctx().app, TEST_USERS.editor.email);
    viewer = await signIn(ctx().app, TEST_USERS.viewer.email);
  });

  const trashOf = async (cookie: string, t = ''): Promise<TrashItemReply[]> => {
    const res = await call(ctx().app, 'GET', `trash?pl=500${t ? `&t=${t}` : ''}`, { cookie });
    expect(res.status).toBe(200);
    return res.body.trash as TrashItemReply[];
  };
  const itemOf = async (type: string, recordId: number, cookie = admin) =>
    (await trashOf(cookie)).find((i) => i.type === type && i.recordId === recordId);
  const restore = (itemId: number, cookie = editor) =>
    call(ctx().app, 'POST', `trash/${itemId}/restore`, { cookie });

  const sheet = (name: string, levels = 3) =>
    insertSheet(ctx().db, {
      gameName: name,
      status: 'draft',
      date: '2026-05-01',
      levels: Array.from({ length: levels }, (_, k) => ({ name: `${name} úloha ${k + 1}` })),
    });

  it('refuses the anonymous (401) and viewers (403); a bad query is a 400', async () => {
    const { app } = ctx();
    expect((await call(app, 'GET', 'trash')).status).toBe(401);
    expect((await call(app, 'GET', 'trash', { cookie: viewer })).status).toBe(403);
    expect((await call(app, 'POST', 'trash/1/restore', { cookie: viewer })).status).toBe(403);
    expect((await call(app, 'DELETE', 'trash/1', { cookie: editor })).status).toBe(403);
    expect((await call(app, 'GET', 'trash?t=nothing', { cookie: editor })).status).toBe(400);
    expect((await call(app, 'POST', 'trash/999999/restore', { cookie: editor })).status).toBe(404);
  });

  it('the list says how long the retention period is (TRASH_RETENTION_DAYS; issue 31)', async () => {
    const { app, config } = ctx();
    const days = async () => (await call(app, 'GET', 'trash', { cookie: editor })).body.retentionDays;
    const before = config.trashRetentionDays;
    try {
      expect(await days()).toBe(30);
      config.trashRetentionDays = 7;
      expect(await days()).toBe(7);
      config.trashRetentionDays = 0;
      expect(await days()).toBe(0);
    } finally {
      config.trashRetentionDays = before;
    }
  });

  it('a draft with its levels, its game and an invoice naming it: removed, listed, restored byte for byte', async () => {
    const { app, db } = ctx();
    const s = await sheet('Kôš hra');
    const gameId = Number((await rows(db, 'variants', 'id = $1', [s.id]))[0].game_id);
    const invoice = await db.one<{ id: string }>(
      `INSERT INTO invoices (code, name, canceled, status, variant_id) VALUES ($1, 'Faktúra hry', true, 'cancelled', $2) RETURNING id`,
      [unique('K'), s.id],
    );
    const before = {
      games: await rows(db, 'games', 'id = $1', [gameId]),
      variants: await rows(db, 'variants', 'id = $1', [s.id]),
      levels: await rows(db, 'levels', 'variant_id = $1', [s.id]),
      invoice: await rows(db, 'invoices', 'id = $1', [invoice!.id]),
    };
    expect(before.levels).toHaveLength(3);

    expect((await call(app, 'DELETE', `drafts/${s.id}`, { cookie: editor })).body).toMatchObject({
      ok: true,
    });
    // gone at once: the detail, the levels, the game, the reference
    expect((await call(app, 'GET', `drafts/${s.id}`, { cookie: editor })).status).toBe(404);
    expect(await rows(db, 'levels', 'variant_id = $1', [s.id])).toEqual([]);
    expect(await rows(db, 'games', 'id = $1', [gameId])).toEqual([]);
    expect((await rows(db, 'invoices', 'id = $1', [invoice!.id]))[0].variant_id).toBeNull();

    const item = await itemOf('draft', s.id, editor);
    expect(item).toMatchObject({ label: 'Kôš hra – Základná', removedBy: { id: expect.any(Number) } });

    const res = await restore(item!.id);
    expect(res.body).toMatchObject({ ok: true, restored: { type: 'draft', id: s.id }, notes: [] });
    expect(await rows(db, 'games', 'id = $1', [gameId])).toEqual(before.games);
    expect(await rows(db, 'variants', 'id = $1', [s.id])).toEqual(before.variants);
    expect(await rows(db, 'levels', 'variant_id = $1', [s.id])).toEqual(before.levels);
    expect(await rows(db, 'invoices', 'id = $1', [invoice!.id])).toEqual(before.invoice);
    expect((await call(app, 'GET', `drafts/${s.id}`, { cookie: editor })).status).toBe(200);
    expect(await itemOf('draft', s.id)).toBeUndefined();

    // the change log has the restore of the variant and of each level
    const log = await db.query<{ record_type: string; record_id: string }>(
      `SELECT record_type, record_id FROM change_log WHERE action = 'restore' AND
         ((record_type = 'variant' AND record_id = $1) OR (record_type = 'level' AND record_id = ANY($2)))`,
      [s.id, s.levelIds],
    );
    expect(log).toHaveLength(4);
  });

  it('a level: restored with its id, place and number; counts follow', async () => {
    const { app, db } = ctx();
    const s = await sheet('Kôš úloha');
    const [, second] = s.levelIds;
    const before = await rows(db, 'levels', 'id = $1', [second]);
    expect(
      (await call(app, 'DELETE', `drafts/${s.id}/levels/${second}`, { cookie: editor })).body,
    ).toMatchObject({
      ok: true,
    });
    const counts = async () => (await rows(db, 'variants', 'id = $1', [s.id]))[0].counts as { all: number };
    expect((await counts()).all).toBe(2);
    const item = await itemOf('level', second, editor);
    expect(item?.label).toBe('2 Kôš úloha úloha 2');

    expect((await restore(item!.id)).body).toMatchObject({
      ok: true,
      restored: { type: 'level', id: second, parentId: s.id },
      notes: [],
    });
    expect(await rows(db, 'levels', 'id = $1', [second])).toEqual(before);
    expect((await counts()).all).toBe(3);
  });

  it('a level whose number was taken meanwhile comes back at the end with the next free number', async () => {
    const { app, db } = ctx();
    const s = await sheet('Kôš číslo');
    const third = s.levelIds[2];
    await call(app, 'DELETE', `drafts/${s.id}/levels/${third}`, { cookie: editor });
    // another level takes number 3 and place 3
    await db.query(
      `INSERT INTO levels (variant_id, seq, layout, active, valid, number, info, search)
       VALUES ($1, 3, 'ANSWER_REQUIRED', true, true, 3, '{"name": "Nová", "order": "3", "layout": "ANSWER_REQUIRED"}', '')`,
      [s.id],
    );
    const item = await itemOf('level', third, editor);
    const res = await restore(item!.id);
    expect(res.body).toMatchObject({
      ok: true,
      notes: [{ kind: 'renumbered', type: 'level', id: third, from: '3', to: '4' }],
    });
    const [level] = await rows(db, 'levels', 'id = $1', [third]);
    expect(level).toMatchObject({ id: third, seq: 4, number: 4, info: { order: '4' } });
  });

  it('a level whose sheet is in the trash brings the sheet back first; a sheet gone for good is a reason', async () => {
    const { app, db } = ctx();
    const s = await sheet('Kôš rodič');
    const first = s.levelIds[0];
    await call(app, 'DELETE', `drafts/${s.id}/levels/${first}`, { cookie: editor });
    await call(app, 'DELETE', `drafts/${s.id}`, { cookie: editor });
    const levelItem = await itemOf('level', first, editor);
    const res = await restore(levelItem!.id);
    expect(res.body).toMatchObject({ ok: true, notes: [{ kind: 'parent', type: 'draft', id: s.id }] });
    expect(await rows(db, 'levels', 'variant_id = $1', [s.id])).toHaveLength(3);
    expect(await itemOf('draft', s.id)).toBeUndefined();

    // now the sheet is purged: the level cannot come back
    await call(app, 'DELETE', `drafts/${s.id}/levels/${first}`, { cookie: editor });
    await call(app, 'DELETE', `drafts/${s.id}`, { cookie: editor });
    const sheetItem = await itemOf('draft', s.id);
    expect((await call(app, 'DELETE', `trash/${sheetItem!.id}`, { cookie: admin })).body).toEqual({
      ok: true,
    });
    const again = await restore((await itemOf('level', first, editor))!.id);
    expect(again.body).toMatchObject({
      ok: false,
      err: 'parent_gone',
      message: expect.stringContaining('natrvalo'),
    });
    expect(await rows(db, 'levels', 'id = $1', [first])).toEqual([]);
  });

  it('a voucher: gone from the count, restored; a code taken meanwhile is a reason', async () => {
    const { app, db } = ctx();
    const promo = unique('KOS');
    const v = await db.one<{ id: string }>(
      `INSERT INTO vouchers (promo, info, search) VALUES ($1, $2, '') RETURNING id`,
      [promo, { promoCode: promo }],
    );
    const id = Number(v!.id);
    const before = await rows(db, 'vouchers', 'id = $1', [id]);
    const count = async () =>
      (await call(app, 'GET', 'vouchers/count', { cookie: editor })).body.count as number;
    const n = await count();
    expect((await call(app, 'DELETE', `vouchers/${id}`, { cookie: editor })).body).toMatchObject({
      ok: true,
    });
    expect((await call(app, 'GET', `vouchers/${id}`, { cookie: editor })).status).toBe(404);
    expect(await count()).toBe(n - 1);
    const item = await itemOf('voucher', id, editor);
    expect(item?.label).toBe(promo);
    expect((await restore(item!.id)).body).toMatchObject({ ok: true, restored: { type: 'voucher', id } });
    expect(await rows(db, 'vouchers', 'id = $1', [id])).toEqual(before);
    expect(await count()).toBe(n);

    await call(app, 'DELETE', `vouchers/${id}`, { cookie: editor });
    await db.query(`INSERT INTO vouchers (promo) VALUES ($1)`, [promo.toLowerCase()]);
    const refused = await restore((await itemOf('voucher', id, editor))!.id);
    expect(refused.body).toMatchObject({
      ok: false,
      err: 'code_exists',
      message: expect.stringContaining(promo),
    });
  });

  it('an invoice with its parcels: restored with the same ids and order', async () => {
    const { app, db } = ctx();
    const code = unique('F');
    const inv = await db.one<{ id: string }>(
      `INSERT INTO invoices (code, name, canceled, status) VALUES ($1, 'Kôš faktúra', true, 'cancelled') RETURNING id`,
      [code],
    );
    const id = Number(inv!.id);
    for (const k of [1, 2, 3])
      await db.query(`INSERT INTO invoice_parcels (invoice_id, seq, info) VALUES ($1, $2, $3)`, [
        id,
        k,
        { name: `Balík ${k}` },
      ]);
    const before = {
      invoice: await rows(db, 'invoices', 'id = $1', [id]),
      parcels: await rows(db, 'invoice_parcels', 'invoice_id = $1', [id]),
    };
    expect((await call(app, 'DELETE', `invoices/${id}`, { cookie: editor })).body).toMatchObject({
      ok: true,
    });
    expect((await call(app, 'GET', `invoices/${id}`, { cookie: editor })).status).toBe(404);
    expect(await rows(db, 'invoice_parcels', 'invoice_id = $1', [id])).toEqual([]);
    const item = await itemOf('invoice', id, editor);
    expect(item?.label).toBe(code);
    expect((await restore(item!.id)).body).toMatchObject({ ok: true, restored: { type: 'invoice', id } });
    expect(await rows(db, 'invoices', 'id = $1', [id])).toEqual(before.invoice);
    expect(await rows(db, 'invoice_parcels', 'invoice_id = $1', [id])).toEqual(before.parcels);
  });

  it('a user: only administrators see and restore it; references come back; an e-mail taken is a reason', async () => {
    const { app, db } = ctx();
    const user = await newUser(ctx(), 'player', { name: 'Kôš Používateľ' });
    const s = await insertSheet(db, {
      gameName: 'Kôš autor',
      status: 'draft',
      date: '2026-05-01',
      authorId: user.id,
    });
    const before = await rows(db, 'users', 'id = $1', [user.id]);
    expect((await call(app, 'DELETE', `users/${user.id}`, { cookie: admin })).body).toMatchObject({
      ok: true,
    });
    expect((await call(app, 'GET', `users/${user.id}`, { cookie: admin })).status).toBe(404);
    expect((await rows(db, 'variants', 'id = $1', [s.id]))[0].author_id).toBeNull();

    expect((await trashOf(editor)).some((i) => i.type === 'user')).toBe(false);
    const item = await itemOf('user', user.id);
    expect(item?.label).toBe('Kôš Používateľ');
    expect((await restore(item!.id, editor)).status).toBe(403);
    expect((await restore(item!.id, admin)).body).toMatchObject({
      ok: true,
      restored: { type: 'user', id: user.id },
    });
    expect(await rows(db, 'users', 'id = $1', [user.id])).toEqual(before);
    expect((await rows(db, 'variants', 'id = $1', [s.id]))[0].author_id).toBe(user.id);

    await call(app, 'DELETE', `users/${user.id}`, { cookie: admin });
    await newUserWithEmail(ctx(), user.email);
    const refused = await restore((await itemOf('user', user.id))!.id, admin);
    expect(refused.body).toMatchObject({ ok: false, err: 'email_exists' });
  });

  it('a draft whose author was removed meanwhile comes back without the author; its game is reported once', async () => {
    const { app, db } = ctx();
    const author = await newUser(ctx(), 'editor', { name: 'Autor v koši' });
    const s = await insertSheet(db, {
      gameName: 'Kôš bez autora',
      status: 'draft',
      date: '2026-05-01',
      authorId: author.id,
    });
    await call(app, 'DELETE', `drafts/${s.id}`, { cookie: editor });
    await call(app, 'DELETE', `users/${author.id}`, { cookie: admin });
    const res = await restore((await itemOf('draft', s.id))!.id);
    expect(res.body).toMatchObject({ ok: true });
    const [variant] = await rows(db, 'variants', 'id = $1', [s.id]);
    expect(variant.author_id).toBeNull();
    const games = await db.query(
      `SELECT 1 FROM change_log WHERE action = 'restore' AND record_type = 'game' AND record_id = $1`,
      [Number(variant.game_id)],
    );
    expect(games).toHaveLength(1);
  });

  describe('purge', () => {
    it('items older than the retention go with the images only they named; newer ones stay', async () => {
      const { app, db, config } = ctx();
      const storage = storageFor(config);
      // a level's image and the variant's own image: both go with the purged draft
      const imageId = randomUUID();
      const variantImageId = randomUUID();
      for (const [id, type] of [
        [imageId, 'level'],
        [variantImageId, 'sheet'],
      ]) {
        await storage.put(imageStorageKey(id), Buffer.from('png'));
        await db.query(`INSERT INTO images (id, type, mime, size) VALUES ($1, $2, 'image/png', 3)`, [
          id,
          type,
        ]);
      }
      const old = await insertSheet(db, {
        gameName: 'Kôš starý',
        status: 'draft',
        date: '2026-05-01',
        levels: [{ name: 'S obrázkom', info: { image: imageId } }],
        variantInfo: { mapImage: { val: variantImageId } },
      });
      const fresh = await sheet('Kôš nový', 1);
      await call(app, 'DELETE', `drafts/${old.id}`, { cookie: editor });
      await call(app, 'DELETE', `drafts/${fresh.id}`, { cookie: editor });
      await db.query(
        `UPDATE trash SET removed_at = now() - interval '31 days' WHERE type = 'draft' AND record_id = $1`,
        [old.id],
      );
      const done = await purgeOldTrash(db, storage, 30, app.recordChanges.reporter(null));
      expect(done.items).toBeGreaterThanOrEqual(1);
      // the image's removal is in the change log, by the job (no actor)
      const logged = await db.query<{ action: string; actor_id: number | null }>(
        `SELECT action, actor_id FROM change_log WHERE record_type = 'image' AND changes->'image'->0->>'$image' = $1`,
        [imageId],
      );
      expect(logged).toEqual([{ action: 'remove', actor_id: null }]);
      expect(await itemOf('draft', old.id)).toBeUndefined();
      expect(await itemOf('draft', fresh.id)).toBeDefined();
      expect(await db.one('SELECT 1 FROM images WHERE id = $1', [imageId])).toBeUndefined();
      expect(await storage.get(imageStorageKey(imageId))).toBeUndefined();
      expect(await db.one('SELECT 1 FROM images WHERE id = $1', [variantImageId])).toBeUndefined();
      expect(await storage.get(imageStorageKey(variantImageId))).toBeUndefined();
    });

    it('runs as a job of the jobs service', async () => {
      const { db } = ctx();
      await db.query(`UPDATE trash SET removed_at = now() - interval '40 days'`);
      expect(await enqueueTrashPurgeIfDue(db)).toBe(true);
      expect(await enqueueTrashPurgeIfDue(db)).toBe(false);
      ctx().app.jobs.kick();
      for (let i = 0; i < 100; i++) {
        const job = await db.one<{ status: string }>(
          `SELECT status FROM jobs WHERE kind = $1 ORDER BY id DESC LIMIT 1`,
          [TRASH_PURGE_JOB],
        );
        if (job?.status === 'done') break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(await db.one('SELECT 1 FROM trash LIMIT 1')).toBeUndefined();
    });
  });
});

async function newUserWithEmail(ctx: TestContext, email: string): Promise<void> {
  await ctx.db.query(`INSERT INTO users (email, type, info) VALUES ($1, 'player', '{}')`, [email]);
  expect(uniqueEmail('x')).not.toBe(email);
}
