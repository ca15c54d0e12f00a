import { expect, it } from 'vitest';
import { call, describeApi, signIn, TEST_USERS } from '../test/harness';

describeApi('request schemas', (ctx) => {
  it('a call that takes no query refuses any query key (400), and accepts none', async () => {
    const { app } = ctx();
    const cookie = await signIn(app, TEST_USERS.editor.email);
    for (const path of ['invoices/count?x=1', 'session?t=1', 'vouchers/count?po=0', 'users/1?s=a']) {
      const res = await call(app, 'GET', path, { cookie });
      expect(res.status, path).toBe(400);
      expect(res.body.err, path).toBe('bad_request');
    }
    expect((await call(app, 'GET', 'invoices/count', { cookie })).status).toBe(200);
    expect((await call(app, 'GET', 'session', { cookie })).status).toBe(200);
  });

  it('a create takes only its own query keys', async () => {
    const { app } = ctx();
    const cookie = await signIn(app, TEST_USERS.admin.email);
    expect((await call(app, 'PUT', 'vouchers?x=1', { cookie, body: {} })).status).toBe(400);
    expect((await call(app, 'PUT', 'vouchers?t=nie', { cookie, body: {} })).status).toBe(400);
    expect((await call(app, 'PUT', 'invoices?t=invoiced', { cookie, body: {} })).status).toBe(400);
    const created = await call(app, 'PUT', 'vouchers?t=free', { cookie, body: {} });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ ok: false, attrs: expect.any(Object) });
  });
});
