import { beforeAll, describe, expect, it } from 'vitest';
import { call, describeApi, signIn, TEST_USERS, type TestContext } from '../../test/harness';
import { multipartFile, signInRoles, UPLOAD_BOUNDARY, type RoleCookies } from '../../test/roles';
import { uniqueEmail } from '../../test/users';
import { xlsOf } from '../../test/xls';
import type { Contact } from '../../../schemas/api';

const HEADER = ['Meno', 'Organizácia/Tím', 'E-mail', 'Ulica', 'PSČ', 'Mesto', 'Krajina', 'Rola'];

describeApi('users API', (ctx) => {
  let roles: RoleCookies;

  beforeAll(async () => {
    roles = await signInRoles(ctx());
  });

  const api = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, cookie?: string, body?: unknown) =>
    call(ctx().app, method, path, { cookie, body });

  const create = async (attrs: Record<string, unknown>, type = 'player') => {
    const res = await api('PUT', `users?t=${type}`, roles.editor, attrs);
    expect(res.body.ok, JSON.stringify(res.body)).toBe(true);
    return res.body.contact as Contact;
  };

  describe('permissions', () => {
    it('answers 401 to every call without a session', async () => {
      for (const [method, path] of [
        ['GET', 'users'],
        ['GET', 'users/1'],
        ['PUT', 'users?t=player'],
        ['POST', 'users/1'],
        ['DELETE', 'users/1'],
        ['POST', 'users/validate'],
        ['POST', 'users/1/validate'],
      ] as const) {
        const res = await api(
          method,
          path,
          undefined,
          method === 'GET' || method === 'DELETE' ? undefined : {},
        );
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(res.body).toEqual({ ok: false, err: 'unauthorized' });
      }
    });

    it('lets a viewer and a switched admin read users but refuses every write with 403', async () => {
      const someone = await create({ name: 'Čitateľný Kontakt' });
      for (const cookie of [roles.viewer, roles.switched]) {
        const list = await api('GET', 'users', cookie);
        expect(list.status).toBe(200);
        expect(list.body.ok).toBe(true);
        const detail = await api('GET', `users/${someone.id}`, cookie);
        expect(detail.body).toMatchObject({
          ok: true,
          contact: { id: someone.id, info: { name: 'Čitateľný Kontakt' } },
        });
        for (const [method, path] of [
          ['PUT', 'users?t=player'],
          ['POST', `users/${someone.id}`],
          ['DELETE', `users/${someone.id}`],
          ['POST', 'users/validate'],
          ['POST', `users/${someone.id}/validate`],
        ] as const) {
          const res = await api(method, path, cookie, method === 'DELETE' ? undefined : { name: 'X' });
          expect(res.status, `${method} ${path}`).toBe(403);
          expect(res.body).toEqual({ ok: false, err: 'forbidden' });
        }
      }
      const unchanged = await api('GET', `users/${someone.id}`, roles.editor);
      expect((unchanged.body.contact as Contact).info.name).toBe('Čitateľný Kontakt');
    });

    it('lets only a user with switch_user create, change or delete an administrator', async () => {
      const refused = await api('PUT', 'users?t=administrator', roles.editor, { name: 'Nový admin' });
      expect(refused.status).toBe(403);
      const created = await api('PUT', 'users?t=administrator', roles.admin, { name: 'Nový admin' });
      expect(created.body).toMatchObject({ ok: true, contact: { type: 'administrator' } });
      const id = (created.body.contact as Contact).id;
      expect((await api('POST', `users/${id}`, roles.editor, { email: 'ukradnuty@test.sk' })).status).toBe(
        403,
      );
      expect((await api('DELETE', `users/${id}`, roles.editor)).status).toBe(403);
      expect((await api('DELETE', `users/${id}`, roles.admin)).body).toEqual({ ok: true });
    });
  });

  describe('create', () => {
    it('stores a valid contact of the requested type and replies it; the password only as a hash', async () => {
      const email = uniqueEmail('Nova.Hracka');
      const res = await api('PUT', 'users?t=editor', roles.editor, {
        name: '  Zuzana Kováčová ',
        org: 'Kysucké rysy',
        role: '2',
        street: 'Národná 12',
        zip: '010 01',
        city: 'Žilina',
        country: 'sk',
        email,
        password: 'Tajne-heslo-7',
        note: 'Kapitánka',
        nobodyKnowsMe: 'ignorované',
      });
      expect(res.status).toBe(200);
      const contact = res.body.contact as Contact;
      expect(res.body.ok).toBe(true);
      expect(contact).toMatchObject({
        id: expect.any(Number),
        type: 'editor',
        info: {
          name: 'Zuzana Kováčová',
          org: 'Kysucké rysy',
          role: '2',
          street: 'Národná 12',
          zip: '01001',
          city: 'Žilina',
          country: 'sk',
          email,
          note: 'Kapitánka',
        },
      });
      expect(contact.info).not.toHaveProperty('password');
      expect(contact.info).not.toHaveProperty('nobodyKnowsMe');

      const row = await ctx().db.one<{ email: string; perms: string[]; password_hash: string; info: object }>(
        'SELECT email, perms, password_hash, info FROM users WHERE id = $1',
        [contact.id],
      );
      expect(row!.email).toBe(email);
      expect(row!.perms).toEqual(['edit']);
      expect(row!.password_hash).toMatch(/^scrypt\$/);
      expect(JSON.stringify(row!.info)).not.toContain('Tajne-heslo-7');
      // The new account signs in with its password.
      expect(await signIn(ctx().app, email, 'Tajne-heslo-7')).toMatch(/^sid=/);
    });

    it('defaults the type to player with no perms, role 1 and country sk', async () => {
      const res = await api('PUT', 'users', roles.editor, { name: 'Bez typu' });
      const contact = res.body.contact as Contact;
      expect(contact).toMatchObject({ type: 'player', info: { role: '1', country: 'sk' } });
      const row = await ctx().db.one<{ perms: string[] }>('SELECT perms FROM users WHERE id = $1', [
        contact.id,
      ]);
      expect(row!.perms).toEqual([]);
    });

    it('replies ok:false with attrs and stores nothing when the form is invalid', async () => {
      const before = await ctx().db.one<{ n: number }>('SELECT count(*)::int AS n FROM users');
      const cases: [Record<string, unknown>, string, string][] = [
        [{}, 'name', 'required'],
        [{ name: 'A', email: 'nie-je-email' }, 'email', 'invalid_format'],
        [{ name: 'x'.repeat(101) }, 'name', 'out_of_range'],
        [{ name: 'A', role: '9' }, 'role', 'invalid_value'],
        [{ name: 'A', zip: '123', country: 'sk' }, 'zip', 'invalid_format'],
        [{ name: 'A', password: 'abc1' }, 'password', 'out_of_range'],
        [{ name: 'A', password: 'lenpismena' }, 'password', 'password_weak'],
        [{ name: 'A', email: TEST_USERS.viewer.email.toUpperCase() }, 'email', 'email_exists'],
      ];
      for (const [body, field, error] of cases) {
        const res = await api('PUT', 'users?t=player', roles.editor, body);
        expect(res.status).toBe(200);
        expect(res.body.ok, JSON.stringify(body)).toBe(false);
        const attrs = res.body.attrs as Record<string, { error?: string }>;
        expect(attrs[field].error, JSON.stringify(body)).toBe(error);
      }
      const after = await ctx().db.one<{ n: number }>('SELECT count(*)::int AS n FROM users');
      expect(after!.n).toBe(before!.n);
    });

    it('accepts a zip of any shape outside sk/cz (the pattern applies only there)', async () => {
      const contact = await create({ name: 'Rakúšan', country: 'at', zip: '1010' });
      expect(contact.info.zip).toBe('1010');
    });
  });

  describe('validate', () => {
    it('fills a new form without required errors, with defaults and field metadata', async () => {
      const res = await api('POST', 'users/validate', roles.editor, {});
      expect(res.body.ok).toBe(true);
      const attrs = res.body.attrs as Record<string, Record<string, unknown>>;
      expect(attrs.name).toEqual({ val: null, required: true, max: 100 });
      expect(attrs.role).toMatchObject({ val: '1', required: true });
      expect(attrs.role.options).toEqual([
        { value: '1', label: 'Používateľ' },
        { value: '2', label: 'Tester' },
        { value: '3', label: 'Administrátor' },
      ]);
      expect(attrs.country).toMatchObject({ val: 'sk' });
      expect(attrs.password).toMatchObject({ min: 8, max: 200 });
      expect(Object.values(attrs).some((a) => a.error)).toBe(false);
    });

    it('reports required errors once something was typed, and the other errors as create does', async () => {
      const res = await api('POST', 'users/validate', roles.editor, { org: 'Tím', email: 'zle@' });
      const attrs = res.body.attrs as Record<string, { error?: string; val?: unknown }>;
      expect(attrs.name.error).toBe('required');
      expect(attrs.email).toMatchObject({ val: 'zle@', error: 'invalid_format' });
      expect(attrs.org.val).toBe('Tím');
    });

    it('validates an existing contact against its stored values and checks the e-mail except its own', async () => {
      const email = uniqueEmail('existujuci');
      const contact = await create({ name: 'Existujúci', email });
      const own = await api('POST', `users/${contact.id}/validate`, roles.editor, {
        email: email.toUpperCase(),
      });
      const attrs = own.body.attrs as Record<string, { error?: string; val?: unknown }>;
      expect(attrs.name.val).toBe('Existujúci');
      expect(attrs.email.error).toBeUndefined();
      const taken = await api('POST', `users/${contact.id}/validate`, roles.editor, {
        email: TEST_USERS.admin.email,
      });
      expect((taken.body.attrs as Record<string, { error?: string }>).email.error).toBe('email_exists');
      expect((await api('POST', 'users/999999/validate', roles.editor, {})).status).toBe(404);
    });
  });

  describe('update and delete', () => {
    it('changes only the sent fields, keeps the password when none is typed, changes it when typed', async () => {
      const email = uniqueEmail('menim');
      const contact = await create({ name: 'Pôvodné Meno', email, password: 'Prve-heslo-1', city: 'Martin' });
      const res = await api('POST', `users/${contact.id}`, roles.editor, { org: 'Nový tím', password: '' });
      expect(res.body).toMatchObject({
        ok: true,
        contact: { id: contact.id, info: { name: 'Pôvodné Meno', org: 'Nový tím', city: 'Martin', email } },
      });
      expect(await signIn(ctx().app, email, 'Prve-heslo-1')).toMatch(/^sid=/);
      await api('POST', `users/${contact.id}`, roles.editor, { password: 'Druhe-heslo-2' });
      expect(await signIn(ctx().app, email, 'Druhe-heslo-2')).toMatch(/^sid=/);

      const bad = await api('POST', `users/${contact.id}`, roles.editor, {
        name: '',
        email: TEST_USERS.editor.email,
      });
      expect(bad.body.ok).toBe(false);
      const attrs = bad.body.attrs as Record<string, { error?: string }>;
      expect(attrs.name.error).toBe('required');
      expect(attrs.email.error).toBe('email_exists');
      const stored = await api('GET', `users/${contact.id}`, roles.editor);
      expect((stored.body.contact as Contact).info).toMatchObject({ name: 'Pôvodné Meno', email });
    });

    it('deletes a contact, not yourself; unknown ids are 404 and malformed ones 400', async () => {
      const contact = await create({ name: 'Na zmazanie' });
      expect((await api('DELETE', `users/${contact.id}`, roles.editor)).body).toEqual({ ok: true });
      expect((await api('GET', `users/${contact.id}`, roles.editor)).status).toBe(404);
      expect((await api('DELETE', `users/${contact.id}`, roles.editor)).status).toBe(404);

      const me = await ctx().db.one<{ id: number }>('SELECT id FROM users WHERE email = $1', [
        TEST_USERS.editor.email,
      ]);
      expect((await api('DELETE', `users/${me!.id}`, roles.editor)).body).toEqual({
        ok: false,
        err: 'invalid_value',
      });
      expect((await api('POST', 'users/999999', roles.editor, { name: 'X' })).status).toBe(404);
      expect((await api('GET', 'users/abc', roles.editor)).status).toBe(400);
      expect((await api('DELETE', 'users/1x', roles.editor)).status).toBe(400);
    });

    it('answers 400 to a malformed body, a body that is not an object and an unknown type', async () => {
      const malformed = await call(ctx().app, 'PUT', 'users?t=player', {
        cookie: roles.editor,
        body: '{"name": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.status).toBe(400);
      expect((await api('PUT', 'users?t=player', roles.editor, [{ name: 'A' }])).status).toBe(400);
      expect((await api('POST', 'users/validate', roles.editor, ['x'])).status).toBe(400);
      expect((await api('PUT', 'users?t=boss', roles.editor, { name: 'A' })).status).toBe(400);
      expect((await api('GET', 'users?r=boss', roles.editor)).status).toBe(400);
      expect((await api('GET', 'users?pl=-1', roles.editor)).status).toBe(400);
    });
  });

  describe('list', () => {
    let ids: number[];
    beforeAll(async () => {
      ids = [];
      for (const [name, city, type] of [
        ['Lista Prvý', 'Žilinská Lehota', 'player'],
        ['Lista Druhý', 'Košice', 'editor'],
        ['Lista Tretí', 'Žilinská Lehota', 'player'],
      ] as const) {
        ids.push((await create({ name, city, org: 'Listovací tím' }, type)).id);
      }
    });

    it('lists newest first with id, type and the contact info', async () => {
      const res = await api('GET', 'users?s=listovaci', roles.viewer);
      const users = res.body.users as Contact[];
      expect(users.map((u) => u.id)).toEqual([...ids].reverse());
      expect(users[0]).toMatchObject({
        id: ids[2],
        type: 'player',
        info: {
          name: 'Lista Tretí',
          org: 'Listovací tím',
          city: 'Žilinská Lehota',
          country: 'sk',
          role: '1',
        },
      });
    });

    it('searches without diacritics and case, and filters by the r tab', async () => {
      const zilina = await api('GET', 'users?s=ZILINSKA%20lehota&pl=50', roles.editor);
      expect((zilina.body.users as Contact[]).map((u) => u.id)).toEqual([ids[2], ids[0]]);
      const editors = await api('GET', 'users?r=editor&s=listovaci', roles.editor);
      expect((editors.body.users as Contact[]).map((u) => u.id)).toEqual([ids[1]]);
      const none = await api('GET', 'users?s=neexistujuce-meno', roles.editor);
      expect(none.body).toEqual({ ok: true, users: [] });
    });

    it('pages with po/pl; a page shorter than pl is the end', async () => {
      const first = await api('GET', 'users?s=listovaci&po=0&pl=2', roles.editor);
      const second = await api('GET', 'users?s=listovaci&po=2&pl=2', roles.editor);
      expect((first.body.users as Contact[]).map((u) => u.id)).toEqual([ids[2], ids[1]]);
      expect((second.body.users as Contact[]).map((u) => u.id)).toEqual([ids[0]]);
    });
  });

  describe('import', () => {
    const upload = (name: string, content: Buffer, cookie = roles.editor, query = 'r=json') =>
      ctx().app.inject({
        method: 'POST',
        url: `/api/webapp/users/import?${query}`,
        headers: { 'content-type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}`, cookie },
        payload: multipartFile(name, content),
      });
    const countImported = async (c: TestContext, org: string) =>
      (await c.db.one<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE info->>'org' = $1", [org]))!
        .n;

    it('imports every row of a valid sheet, mapping country and role names to codes', async () => {
      const emailA = uniqueEmail('import-a');
      const res = await upload(
        'C:\\Dokumenty\\kontakty.xls',
        xlsOf([
          HEADER,
          ['Ján Importovaný', 'Import OK', emailA, 'Hurbanova 5', '1008', 'Žilina', 'Slovensko', 'Tester'],
          ['Eva Importovaná', 'Import OK', '', '', '', 'Wien', 'at', ''],
        ]),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, count: 2 });
      const list = await api('GET', 'users?s=import%20ok', roles.editor);
      const users = list.body.users as Contact[];
      expect(users).toHaveLength(2);
      expect(users.find((u) => u.info.name === 'Ján Importovaný')).toMatchObject({
        type: 'player',
        info: { email: emailA, zip: '01008', country: 'sk', role: '2' },
      });
      expect(users.find((u) => u.info.name === 'Eva Importovaná')?.info).toMatchObject({
        country: 'at',
        role: '1',
      });
    });

    it('imports nothing when one row is invalid and names each bad row and field in Slovak', async () => {
      const res = await upload(
        'kontakty.xls',
        xlsOf([
          HEADER,
          ['Dobrý Riadok', 'Import zlý', uniqueEmail('dobry'), '', '', '', '', ''],
          ['Zlý E-mail', 'Import zlý', 'toto-nie-je-email', '', '', '', '', ''],
          ['', 'Import zlý', uniqueEmail('bez-mena'), '', '', '', 'Slovensko', 'Šéf'],
          ['Už Existuje', 'Import zlý', TEST_USERS.admin.email, '', '', '', '', ''],
        ]),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        ok: false,
        err: 'invalid_rows',
        rows: [
          {
            row: 3,
            field: 'email',
            error: 'invalid_format',
            message: 'Riadok 3: E-mail – Zadajte e-mail v tvare meno@domena.sk',
          },
          { row: 4, field: 'name', error: 'required', message: 'Riadok 4: Meno – Povinný údaj' },
          { row: 4, field: 'role', error: 'invalid_value', message: 'Riadok 4: Rola – Neplatná hodnota' },
          { row: 5, field: 'email', error: 'email_exists', message: 'Riadok 5: E-mail – E-mail už existuje' },
        ],
      });
      expect(await countImported(ctx(), 'Import zlý')).toBe(0);
    });

    it('refuses the same e-mail twice in one sheet', async () => {
      const email = uniqueEmail('dvakrat');
      const res = await upload(
        'k.xls',
        xlsOf([HEADER, ['A', 'Dvojitý', email], ['B', 'Dvojitý', email.toUpperCase()]]),
      );
      expect(res.json()).toMatchObject({
        ok: false,
        err: 'invalid_rows',
        rows: [{ row: 3, field: 'email', error: 'email_exists' }],
      });
      expect(await countImported(ctx(), 'Dvojitý')).toBe(0);
    });

    it('answers invalid_format for a file that is not a spreadsheet and unsupported_format for another extension', async () => {
      expect((await upload('kontakty.xls', Buffer.from('Meno;E-mail\nJan;jan@x.sk'))).json()).toEqual({
        ok: false,
        err: 'invalid_format',
      });
      expect((await upload('kontakty.csv', Buffer.from('Meno\nJan'))).json()).toEqual({
        ok: false,
        err: 'unsupported_format',
      });
      const html = await upload('kontakty.csv', Buffer.from('x'), roles.editor, 'r=html');
      expect(html.headers['content-type']).toMatch(/^text\/html/);
      expect(html.body).toContain('id="upload-reply"');
      expect(html.body).toContain('unsupported_format');
    });

    it('needs edit: 401 without a session, 403 for a viewer', async () => {
      const sheet = xlsOf([HEADER, ['Neprejde', 'Bez práv']]);
      expect((await upload('k.xls', sheet, '')).statusCode).toBe(401);
      expect((await upload('k.xls', sheet, roles.viewer)).statusCode).toBe(403);
      expect(await countImported(ctx(), 'Bez práv')).toBe(0);
    });
  });
});
