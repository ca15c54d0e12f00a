// Control characters and wrong types in client input (issue 8, item 1): every route refuses them with
// a 4xx or the field's error, never a 500; and every 5xx is logged with its request id, route and stack.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, DB_KINDS, signIn, TEST_USERS, type TestContext } from '../test/harness';
import type { ErrorLogEntry } from './errors';

for (const kind of DB_KINDS) {
  describe(`input checks and the error log [${kind}]`, () => {
    let ctx: TestContext & { close(): Promise<void> };
    const logged: ErrorLogEntry[] = [];
    let editor: string;

    beforeAll(async () => {
      ctx = await createTestContext(kind, {
        errorLog: (entry) => void logged.push(entry),
        beforeReady: async (app) => {
          app.get('/test-only/boom', async () => {
            throw new Error('zámerná chyba');
          });
          app.get('/test-only/unavailable', async (_request, reply) =>
            reply.code(503).send({ ok: false, err: 'unavailable' }),
          );
        },
      });
      editor = await signIn(ctx.app, TEST_USERS.editor.email);
    });
    afterAll(async () => {
      await ctx?.close();
    });

    const userCount = async () =>
      Number((await ctx.db.one<{ n: number }>('SELECT count(*) AS n FROM users'))!.n);

    it('PUT session with NUL in the e-mail or password is 400, not 500', async () => {
      for (const body of [
        { email: 'x\u0000@hry.sk', password: 'x' },
        { email: TEST_USERS.editor.email, password: 'Heslo\u00001234' },
      ]) {
        const res = await call(ctx.app, 'PUT', 'session', { body });
        expect(res.status).toBe(400);
        expect(res.body.err).toBe('bad_request');
      }
    });

    it('PUT accounts/reset and a sign-up with NUL are 400', async () => {
      expect((await call(ctx.app, 'PUT', 'accounts/reset', { body: { email: '\u0000' } })).status).toBe(400);
      const before = await userCount();
      const res = await call(ctx.app, 'PUT', 'accounts', {
        body: { email: 'nul\u0000@hry.sk', password: 'Heslo1234', name: 'Nul' },
      });
      expect(res.status).toBeLessThan(500);
      expect(await userCount()).toBe(before);
    });

    it('s=%00 and other control characters in a query or param are 400 on every kind of route', async () => {
      for (const path of [
        'users?s=%00',
        'users?s=a%01b',
        'site/search?s=%00',
        'addresses?s=%00',
        'invoices?s=%00',
        'vouchers?s=%7F',
        'posts/name/%00',
        'accounts/reset/%00',
        'accounts/activate/%00',
      ]) {
        const res = await call(ctx.app, 'GET', path, { cookie: editor });
        expect(res.status, path).toBe(400);
      }
    });

    it('a user created with NUL in a field gets invalid_value and nothing is stored', async () => {
      const before = await userCount();
      const res = await call(ctx.app, 'PUT', 'users?t=player', {
        cookie: editor,
        body: { name: 'Meno\u0000', city: 'Žilina' },
      });
      expect(res.status).toBe(200);
      expect(res.body.ok).toBe(false);
      const attrs = res.body.attrs as Record<string, { error?: string; val?: unknown }>;
      expect(attrs.name.error).toBe('invalid_value');
      expect(attrs.name.val).toBe('Meno');
      expect(await userCount()).toBe(before);
    });

    it('a NUL in a form key or an update is refused too', async () => {
      const created = await call(ctx.app, 'PUT', 'users?t=player', {
        cookie: editor,
        body: { name: 'Platný' },
      });
      expect(created.body.ok).toBe(true);
      const id = (created.body.contact as { id: number }).id;
      const update = await call(ctx.app, 'POST', `users/${id}`, {
        cookie: editor,
        body: { city: 'a\u0000' },
      });
      expect(update.status).toBe(200);
      expect((update.body.attrs as Record<string, { error?: string }>).city.error).toBe('invalid_value');
      const key = await call(ctx.app, 'POST', `users/${id}`, { cookie: editor, body: { 'x\u0000': 'a' } });
      expect(key.status).toBe(400);
      const validate = await call(ctx.app, 'POST', 'users/validate?t=player', {
        cookie: editor,
        body: { name: '\u0000' },
      });
      expect(validate.status).toBeLessThan(500);
    });

    it('a JSON number sent into a text field is invalid_format', async () => {
      const before = await userCount();
      const res = await call(ctx.app, 'PUT', 'users?t=player', { cookie: editor, body: { name: 12345 } });
      expect(res.body.ok).toBe(false);
      expect((res.body.attrs as Record<string, { error?: string }>).name.error).toBe('invalid_format');
      expect(await userCount()).toBe(before);
    });

    it('a path parameter over 100 characters is 414 and a broken path encoding 400, in the API reply shape', async () => {
      const long = await call(ctx.app, 'GET', `accounts/reset/${'x'.repeat(150)}`);
      expect(long.status).toBe(414);
      expect(long.body).toMatchObject({ ok: false, err: 'bad_request' });
      const broken = await call(ctx.app, 'GET', 'users/%E0%A4%A', { cookie: editor });
      expect(broken.status).toBe(400);
      expect(broken.body).toMatchObject({ ok: false, err: 'bad_request' });
    });

    it('a body over the upload limit is refused from its Content-Length with 413', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/webapp/users/import?r=json',
        headers: {
          cookie: editor,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': '50000000',
        },
        payload: '--x',
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ ok: false, err: 'size_limit_exceeded' });
    });

    it('none of the refused calls above reached the error log', () => {
      expect(logged).toEqual([]);
    });

    it('a thrown error is a 500 logged with request id, method, route and stack', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/test-only/boom?x=1' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ ok: false, err: 'error' });
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ method: 'GET', route: '/test-only/boom', status: 500 });
      expect(logged[0].reqId).toMatch(/\S/);
      expect(logged[0].stack).toContain('zámerná chyba');
    });

    it('a 5xx a route sends itself is logged too', async () => {
      logged.length = 0;
      const res = await ctx.app.inject({ method: 'GET', url: '/test-only/unavailable' });
      expect(res.statusCode).toBe(503);
      expect(logged).toMatchObject([{ method: 'GET', route: '/test-only/unavailable', status: 503 }]);
    });
  });
}
