// The change log (issue 24): each create, update and remove writes exactly one entry with the changed
// fields, in the write's transaction (a failed write leaves none; a failed entry fails the write); a
// record's history follows its read rule; security events (sign-ins, password changes) are the user's
// and administrators' only; GET changes and its export are for administrators.
import { beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { call, describeApi, signIn, TEST_USERS } from '../../test/harness';
import { multipartFile, signInRoles, UPLOAD_BOUNDARY, type RoleCookies } from '../../test/roles';
import { filledTemplate, SAMPLE_LEVELS } from '../../test/sheet-import-sample';
import type { HistoryEntry } from '../../../schemas/api';
import { diffInfo, expandChanges, LONG_TEXT, writeCreatedEntries } from './change-log';
import { purgeChangeLog } from './retention';
import { issueToken } from '../auth/account-tokens';
import { newUser } from '../../test/users';
import { insertSheet } from '../../test/games-fixture';
import { xlsOf } from '../../test/xls';
import { loadConfig } from '../../config';

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
type Body = Record<string, unknown>;

describe('diffInfo', () => {
  it('keeps only the changed keys, a long text by hash, a password never', () => {
    const long = 'x'.repeat(LONG_TEXT + 1);
    const d = diffInfo(
      { a: 1, b: 'same', c: '', note: 'short', password: 'old' },
      { a: 2, b: 'same', note: long, password: 'new' },
    );
    expect(Object.keys(d).sort()).toEqual(['a', 'note', 'password']);
    expect(d.a).toEqual([1, 2]);
    expect(d.note[0]).toBe('short');
    expect(d.note[1]).toMatchObject({ $len: LONG_TEXT + 1 });
    expect(JSON.stringify(d)).not.toContain('new');
    expect(diffInfo(null, { x: 'a' })).toEqual({ x: [null, 'a'] });
    expect(diffInfo({ x: 'a' }, null)).toEqual({ x: ['a', null] });
  });
});

describe('CHANGELOG_RETENTION_DAYS', () => {
  it('defaults to 365, takes a number of days and refuses anything else', () => {
    expect(loadConfig({}).changelogRetentionDays).toBe(365);
    expect(loadConfig({ CHANGELOG_RETENTION_DAYS: '30' }).changelogRetentionDays).toBe(30);
    expect(loadConfig({ CHANGELOG_RETENTION_DAYS: '0' }).changelogRetentionDays).toBe(0);
    expect(() => loadConfig({ CHANGELOG_RETENTION_DAYS: 'rok' })).toThrow(/CHANGELOG_RETENTION_DAYS/);
  });
});

describeApi('change log', (ctx) => {
  let roles: RoleCookies;
  let editorId: number;
  let viewerId: number;
  let counter = 0;
  const promo = () => `HIST${Date.now().toString(36).toUpperCase()}${counter++}`;

  const api = (method: Method, path: string, cookie: string, body?: unknown) =>
    call(ctx().app, method, path, { cookie, body });
  const ok = async (method: Method, path: string, body?: unknown, cookie = roles.editor) => {
    const res = await api(method, path, cookie, body);
    expect(res.body.ok, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(true);
    return res.body as Body;
  };
  const entries = async (type: string, id: number) =>
    ctx().db.query<{
      action: string;
      actor_id: number | null;
      changes: Record<string, unknown>;
      request_id: string;
    }>(
      'SELECT action, actor_id, changes, request_id FROM change_log WHERE record_type = $1 AND record_id = $2 ORDER BY id',
      [type, id],
    );
  const history = async (type: string, id: number, cookie = roles.editor, extra = '') => {
    const res = await api('GET', `history?t=${type}&id=${id}${extra}`, cookie);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.history as HistoryEntry[];
  };
  const idOf = async (email: string) =>
    Number((await ctx().db.one<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]))!.id);

  beforeAll(async () => {
    roles = await signInRoles(ctx());
    editorId = await idOf(TEST_USERS.editor.email);
    viewerId = await idOf(TEST_USERS.viewer.email);
  });

  it('writes one entry per create, update and remove of a voucher, with the changed fields only', async () => {
    const code = promo();
    const voucher = (await ok('PUT', 'vouchers', { promoCode: code, note: 'prvá' })).voucher as {
      id: number;
    };
    await ok('POST', `vouchers/${voucher.id}`, { promoCode: code, note: 'druhá' });
    // a save that changes nothing writes nothing
    await ok('POST', `vouchers/${voucher.id}`, { promoCode: code, note: 'druhá' });
    await ok('DELETE', `vouchers/${voucher.id}`);
    const rows = await entries('voucher', voucher.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'remove']);
    expect(rows.every((r) => r.actor_id === editorId && r.request_id)).toBe(true);
    expect(rows[0].changes).toMatchObject({ promoCode: [null, code], note: [null, 'prvá'] });
    expect(rows[1].changes).toEqual({ note: ['prvá', 'druhá'] });
    expect(rows[2].changes).toMatchObject({ note: ['druhá', null] });

    const read = await history('voucher', voucher.id);
    expect(read.map((e) => e.action)).toEqual(['remove', 'update', 'create']);
    expect(read[1]).toMatchObject({
      actor: { id: editorId },
      actingAs: null,
      changes: [{ field: 'note', label: 'Poznámka (interná)', before: 'prvá', after: 'druhá' }],
    });
    expect(read[1].schemaVersion).toBeGreaterThan(0);
  });

  it('pages a level history newest first with the schema labels and option labels', async () => {
    const sheet = (await ok('PUT', 'drafts', { category: 1 })).sheet as { id: number };
    const created = await ok('PUT', `drafts/${sheet.id}/levels`, {
      question: 'Prvá otázka',
      layout: 'ANSWER_REQUIRED',
      'answer.answers-1': 'áno',
    });
    const levelId = (created.level as { id: number }).id;
    for (const question of ['Druhá otázka', 'Tretia otázka']) {
      await ok('POST', `drafts/${sheet.id}/levels/${levelId}`, {
        question,
        layout: 'ANSWER_REQUIRED',
        'answer.answers-1': 'áno',
      });
    }
    const all = await history('level', levelId);
    expect(all.map((e) => e.action)).toEqual(['update', 'update', 'create']);
    const question = all[0].changes.find((c) => c.field === 'question')!;
    expect(question).toMatchObject({ label: 'Otázka', before: 'Druhá otázka', after: 'Tretia otázka' });
    const layout = all[2].changes.find((c) => c.field === 'layout')!;
    expect(layout.afterLabel).toBe('Textová odpoveď');

    const first = await history('level', levelId, roles.editor, '&pl=2');
    expect(first).toHaveLength(2);
    const rest = await history('level', levelId, roles.editor, `&pl=2&k=${first[1].id}`);
    expect(rest.map((e) => e.id)).toEqual([all[2].id]);
    // a viewer reads games and their levels, so their history too
    expect(await history('level', levelId, roles.viewer)).toHaveLength(3);
  });

  it('a failed write leaves no entry, and a failed entry fails the write', async () => {
    const code = promo();
    const voucher = (await ok('PUT', 'vouchers', { promoCode: code, note: 'pôvodná' })).voucher as {
      id: number;
    };
    /** Changes the note to 'nová': refused in both cases below. */
    const writeRefused = async () => {
      const res = await api('POST', `vouchers/${voucher.id}`, roles.editor, {
        promoCode: code,
        note: 'nová',
      });
      expect(res.body.ok).not.toBe(true);
    };
    const unsubscribe = ctx().app.recordChanges.on(async () => {
      throw new Error('listener after the change log fails');
    });
    try {
      await writeRefused();
    } finally {
      unsubscribe();
    }
    expect((await entries('voucher', voucher.id)).map((e) => e.action)).toEqual(['create']);

    // the change log itself refuses: the write is rolled back
    await ctx().db.query(
      `ALTER TABLE change_log ADD CONSTRAINT no_voucher_updates CHECK (changes->'note'->>1 IS DISTINCT FROM 'nová') NOT VALID`,
    );
    try {
      await writeRefused();
    } finally {
      await ctx().db.query('ALTER TABLE change_log DROP CONSTRAINT no_voucher_updates');
    }
    const stored = await ctx().db.one<{ info: { note: string } }>('SELECT info FROM vouchers WHERE id = $1', [
      voucher.id,
    ]);
    expect(stored!.info.note).toBe('pôvodná');
  });

  it('follows the record read rule and keeps security events to the user and administrators', async () => {
    // an invoice is read with 'edit' only
    expect((await api('GET', 'history?t=invoice&id=1', roles.viewer)).status).toBe(403);
    expect((await api('GET', 'history?t=invoice&id=1', roles.switched)).status).toBe(403);
    expect((await api('GET', 'history?t=invoice&id=1', roles.editor)).status).toBe(200);
    expect((await api('GET', 'history?t=voucher&id=1', '')).status).toBe(401);

    // sign-ins of the viewer (one by signInRoles, one now) and a failed one
    await signIn(ctx().app, TEST_USERS.viewer.email);
    await call(ctx().app, 'PUT', 'session', {
      body: { email: TEST_USERS.viewer.email, password: 'zlé-heslo' },
    });
    const own = await history('user', viewerId, roles.viewer);
    const events = own.filter((e) => e.action === 'security').flatMap((e) => e.changes.map((c) => c.field));
    expect(events).toContain('signin');
    expect(events).toContain('signin_failed');
    const byAdmin = await history('user', viewerId, roles.admin);
    expect(byAdmin.filter((e) => e.action === 'security').length).toBe(
      own.filter((e) => e.action === 'security').length,
    );
    // another user (the editor) sees no security event of the viewer, the viewer none of the editor
    expect((await history('user', viewerId, roles.editor)).some((e) => e.action === 'security')).toBe(false);
    expect((await history('user', editorId, roles.viewer)).some((e) => e.action === 'security')).toBe(false);
  });

  it('logs a password change as a security event', async () => {
    const res = await api('POST', 'settings/password', roles.editor, {
      password: 'NoveHeslo2026!x',
      password2: 'NoveHeslo2026!x',
    });
    expect(res.body.ok, JSON.stringify(res.body)).toBe(true);
    const rows = await entries('user', editorId);
    const password = rows.filter((r) => r.action === 'security' && 'password' in r.changes);
    expect(password).toHaveLength(1);
    expect(password[0].actor_id).toBe(editorId);
  });

  it('logs an activation as a status change and a password typed into a contact as a security event', async () => {
    const pending = await newUser(ctx(), 'player', { status: 'inactive' });
    const token = await issueToken(ctx().db, pending.id, 'activate');
    const activated = await call(ctx().app, 'POST', `accounts/activate/${token}`, {});
    expect(activated.body.ok, JSON.stringify(activated.body)).toBe(true);
    const rows = await entries('user', pending.id);
    expect(rows.filter((r) => r.action === 'status').map((r) => r.changes)).toEqual([
      { status: ['inactive', 'active'] },
    ]);
    const shown = (await history('user', pending.id, roles.admin)).find((e) => e.action === 'status');
    expect(shown?.changes).toEqual([
      expect.objectContaining({ label: 'Stav', beforeLabel: 'neaktívny', afterLabel: 'aktívny' }),
    ]);

    const contact = await newUser(ctx(), 'player');
    const detail = await api('GET', `users/${contact.id}`, roles.admin);
    const info = (detail.body.contact as { info?: Record<string, unknown> } | undefined)?.info ?? {};
    const saved = await api('POST', `users/${contact.id}`, roles.admin, {
      ...info,
      name: 'Meno player',
      email: contact.email,
      password: 'UplneNove2026!heslo',
    });
    expect(saved.body.ok, JSON.stringify(saved.body)).toBe(true);
    const security = (await entries('user', contact.id)).filter((r) => r.action === 'security');
    expect(security.map((r) => Object.keys(r.changes))).toEqual([['password']]);
    expect(JSON.stringify(await entries('user', contact.id))).not.toContain('UplneNove2026');
  });

  it('GET changes filters every change for administrators only, and exports them as XLSX', async () => {
    for (const cookie of [roles.viewer, roles.editor, roles.switched]) {
      expect((await api('GET', 'changes', cookie)).status).toBe(403);
      expect((await api('GET', 'changes/export', cookie)).status).toBe(403);
    }
    const code = promo();
    const voucher = (await ok('PUT', 'vouchers', { promoCode: code })).voucher as { id: number };
    const today = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    const res = await api('GET', `changes?a=${editorId}&t=voucher&f=create&d=${today}`, roles.admin);
    expect(res.status).toBe(200);
    const list = res.body.history as HistoryEntry[];
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toMatchObject({ type: 'voucher', recordId: voucher.id, action: 'create' });
    expect(list.every((e) => e.type === 'voucher' && e.action === 'create' && e.actor?.id === editorId)).toBe(
      true,
    );
    const none = await api('GET', `changes?t=voucher&d=20000101-20000102`, roles.admin);
    expect(none.body.history).toEqual([]);
    expect((await api('GET', 'changes?d=20261340', roles.admin)).status).toBe(400);
    expect((await api('GET', 'changes?x=1', roles.admin)).status).toBe(400);
    expect((await api('GET', 'history?t=nic&id=1', roles.admin)).status).toBe(400);

    const file = await ctx().app.inject({
      method: 'GET',
      url: `/api/webapp/changes/export?t=voucher&f=create`,
      headers: { cookie: roles.admin },
    });
    expect(file.statusCode).toBe(200);
    const book = XLSX.read(file.rawPayload);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    expect(rows[0]).toContain('Pole');
    expect(rows.some((r) => r.includes(code))).toBe(true);
  });

  it("an image's upload and removal are entries of their own, shown in the history of its level", async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const sheet = await insertSheet(ctx().db, {
      gameName: 'Hra s obrázkom v histórii',
      status: 'draft',
      date: '2026-03-01',
      levels: [{ name: 'Obrázková' }],
    });
    const levelId = sheet.levelIds[0]!;
    const slot = `id=${levelId}&link=images.answer1&t=level.images.answer`;
    const up = await call(ctx().app, 'PUT', `images?${slot}`, {
      body: png,
      cookie: roles.editor,
      headers: { 'content-type': 'application/octet-stream' },
    });
    const imageId = up.body.id as string;
    expect(imageId).toBeTruthy();
    await ok('DELETE', 'images', {
      id: imageId,
      pid: String(levelId),
      link: 'images.answer1',
      t: 'level.images.answer',
    });
    const logged = { $image: imageId, mime: 'image/png', size: png.length };
    const seen = await history('level', levelId);
    expect(seen.map((e) => [e.type, e.action])).toEqual([
      ['image', 'remove'],
      ['image', 'create'],
    ]);
    expect(seen[1]).toMatchObject({
      owner: { type: 'level', id: levelId },
      actor: { id: editorId },
      changes: [
        { field: 'images.answer1', label: 'Obrázková odpoveď 1', kind: 'image', before: null, after: logged },
      ],
    });
    expect(seen[0]!.changes).toEqual([expect.objectContaining({ before: logged, after: null })]);
    expect(seen[0]!.recordId).toBe(seen[1]!.recordId);
    // the administrators' log filters images; the export names the owner and the image, not its bytes
    const list = await api('GET', 'changes?t=image&f=create', roles.admin);
    expect((list.body.history as HistoryEntry[])[0]).toMatchObject({
      type: 'image',
      owner: { type: 'level', id: levelId },
    });
    const file = await ctx().app.inject({
      method: 'GET',
      url: '/api/webapp/changes/export?t=image',
      headers: { cookie: roles.admin },
    });
    const book = XLSX.read(file.rawPayload);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]).toContain('Patrí k záznamu');
    expect(rows.find((r) => r.includes(`Úloha ${levelId}`) && r.includes('Vytvorenie'))).toEqual(
      expect.arrayContaining([
        'Obrázok',
        'Vytvorenie',
        'Obrázková odpoveď 1',
        `obrázok PNG, ${png.length} B`,
      ]),
    );
    // an image is read through its owner only
    expect((await api('GET', `history?t=image&id=${seen[0]!.recordId}`, roles.admin)).status).toBe(400);
  });

  it('records created in bulk get the entries diffInfo gives, computed by the database', async () => {
    const db = ctx().db;
    const infos: Record<string, unknown>[] = [
      { name: 'Hromadný Prvý', org: '', note: null, count: 3, ok: false, tags: ['a', 'b'], nested: { x: 1 } },
      { name: 'Hromadný Druhý', passwordHint: 'tajné', note: 'ľ'.repeat(LONG_TEXT + 1) },
      { name: 'Hromadný Tretí', note: '😀'.repeat(LONG_TEXT / 2 + 1), short: '😀'.repeat(LONG_TEXT / 2) },
      {},
      // stored whole (short), read as a secret
      { name: 'Hromadný Piaty', passwordHint: 'tajné' },
    ];
    const ids: number[] = [];
    await db.tx(async (tx) => {
      for (const info of infos) {
        const row = await tx.one<{ id: string }>(
          `INSERT INTO users (email, perms, type, info, search) VALUES (NULL, '{}', 'player', $1, '') RETURNING id`,
          [info],
        );
        ids.push(Number(row!.id));
      }
      await writeCreatedEntries(tx, { type: 'user', table: 'users', ids, actor: editorId }, 7);
    });
    const logged = await db.query<{
      record_id: string;
      action: string;
      actor_id: number;
      schema_version: number;
      changes: unknown;
    }>(
      `SELECT record_id, action, actor_id, schema_version, changes FROM change_log
        WHERE record_type = 'user' AND record_id = ANY($1::bigint[]) ORDER BY record_id`,
      [ids],
    );
    expect(logged.map((e) => Number(e.record_id))).toEqual(ids);
    logged.forEach((entry, i) => {
      expect(entry).toMatchObject({ action: 'create', actor_id: editorId, schema_version: 7 });
      expect(expandChanges(entry.changes as Record<string, unknown>), `riadok ${i}`).toEqual(
        diffInfo(null, infos[i]!),
      );
    });
    // a short info goes whole, one with a long text or a password key as pairs without either
    expect(Object.keys(logged[0]!.changes as object)).toEqual(['$created']);
    expect(JSON.stringify(logged[1]!.changes)).not.toContain('tajné');
    expect(JSON.stringify(logged[2]!.changes)).not.toContain('😀'.repeat(LONG_TEXT / 2 + 1));
  });

  it('an import is one entry with its count, beside an entry per created record', async () => {
    const upload = (path: string) =>
      ctx().app.inject({
        method: 'POST',
        url: `/api/webapp/${path}?r=json`,
        headers: { 'content-type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}`, cookie: roles.editor },
        payload: multipartFile('hra.xls', filledTemplate()),
      });
    const body = (await upload('invoices/import')).json() as { ok: boolean; sheet: { id: number } };
    expect(body.ok, JSON.stringify(body)).toBe(true);
    const sheetId = body.sheet.id;
    expect((await upload(`invoices/${sheetId}/import`)).json()).toMatchObject({ ok: true });
    const imports = await entries('variant', sheetId);
    expect(imports.map((e) => e.action)).toEqual(['create', 'import', 'import']);
    expect(imports[1].changes).toEqual({ count: [null, SAMPLE_LEVELS.length] });
    expect(imports[2].changes).toEqual({ count: [null, SAMPLE_LEVELS.length] });
    const levels = await ctx().db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM change_log c JOIN levels l ON l.id = c.record_id
        WHERE c.record_type = 'level' AND c.action = 'create' AND l.variant_id = $1`,
      [sheetId],
    );
    expect(levels!.n).toBe(2 * SAMPLE_LEVELS.length);
  });

  it('a contacts import: one import entry with its count, and each contact created in its own history', async () => {
    const email = `import-${promo().toLowerCase()}@test.sk`;
    const file = xlsOf([
      ['Meno', 'Organizácia/Tím', 'E-mail'],
      ['Importovaná Prvá', 'Import histórie', email],
      ['Importovaný Druhý', 'Import histórie', ''],
    ]);
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/webapp/users/import?r=json',
      headers: { 'content-type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}`, cookie: roles.admin },
      payload: multipartFile('kontakty.xls', file),
    });
    expect(res.json()).toEqual({ ok: true, count: 2 });
    const created = await idOf(email);
    const [entry] = await history('user', created, roles.admin);
    expect(entry).toMatchObject({ action: 'create', type: 'user', recordId: created });
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', label: 'Meno', before: null, after: 'Importovaná Prvá' }),
        expect.objectContaining({ field: 'email', before: null, after: email }),
      ]),
    );
    const counted = await ctx().db.query<{ changes: unknown }>(
      `SELECT changes FROM change_log WHERE record_type = 'user' AND record_id = 0 AND action = 'import'
        AND request_id = (SELECT request_id FROM change_log WHERE record_type = 'user' AND record_id = $1 AND action = 'create')`,
      [created],
    );
    expect(counted).toEqual([{ changes: { count: [null, 2] } }]);
  });

  it('retention deletes the entries older than the days given, in batches, and keeps the rest', async () => {
    const db = ctx().db;
    await db.query(
      `INSERT INTO change_log (at, record_type, record_id, action, changes)
       SELECT now() - interval '400 days', 'voucher', 999000 + g, 'update', '{}' FROM generate_series(1, 5) g`,
    );
    await db.query(
      `INSERT INTO change_log (at, record_type, record_id, action, changes)
       VALUES (now() - interval '300 days', 'voucher', 999100, 'update', '{}')`,
    );
    const before = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM change_log');
    expect(await purgeChangeLog(db, 0)).toBe(0);
    expect(await purgeChangeLog(db, 365, 2)).toBe(5);
    const after = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM change_log');
    expect(after!.n).toBe(before!.n - 5);
    expect(await db.one(`SELECT 1 FROM change_log WHERE record_id = 999100`)).toBeDefined();
  });

  it('logs a published schema version', async () => {
    const row = await ctx().db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM change_log WHERE record_type = 'schema' AND action = 'create'`,
    );
    const versions = await ctx().db.one<{ n: number }>('SELECT count(*)::int AS n FROM schema_versions');
    expect(row!.n).toBe(versions!.n);
  });
});
