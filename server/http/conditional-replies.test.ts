import { beforeAll, expect, it } from 'vitest';
import { describeApi } from '../test/harness';
import { signInRoles, type RoleCookies } from '../test/roles';

describeApi('conditional GETs (ETag, 304)', (ctx) => {
  let roles: RoleCookies;
  beforeAll(async () => {
    roles = await signInRoles(ctx());
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({
      method: 'GET',
      url: `/api/webapp/${path}`,
      headers: { cookie: roles.admin, ...headers },
    });

  it('a list reply names its ETag; the same ETag back gets 304 without a body', async () => {
    const first = await get('vouchers?po=0&pl=20');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await get('vouchers?po=0&pl=20', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['x-schema-version']).toBeDefined();
  });

  it('after a change the old ETag gets the new list', async () => {
    const before = await get('vouchers?po=0&pl=20');
    const etag = before.headers.etag as string;
    const created = await ctx().app.inject({
      method: 'PUT',
      url: '/api/webapp/vouchers',
      headers: { cookie: roles.admin },
      payload: { promoCode: `ETAG${Date.now().toString(36).toUpperCase()}` },
    });
    expect(created.json().ok, created.body).toBe(true);
    const after = await get('vouchers?po=0&pl=20', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
  });

  it('a by-id reply is conditional too, and another user never gets a 304 for a body that differs', async () => {
    const mine = await get('session');
    const etag = mine.headers.etag as string;
    expect((await get('session', { 'if-none-match': etag })).statusCode).toBe(304);
    const other = await ctx().app.inject({
      method: 'GET',
      url: '/api/webapp/session',
      headers: { cookie: roles.editor, 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
  });
});
