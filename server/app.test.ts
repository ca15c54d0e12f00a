import { expect, it } from 'vitest';
import { call, describeApi } from './test/harness';

describeApi('app', (ctx) => {
  it('answers an unknown API path with 404 and the reply shape', async () => {
    const res = await call(ctx().app, 'GET', 'does/not/exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ ok: false, err: 'not_found' });
  });

  it('refuses a state-changing request from another site', async () => {
    const res = await call(ctx().app, 'POST', 'session', {
      body: { email: 'a@b.sk' },
      headers: { origin: 'https://evil.example', host: 'localhost' },
    });
    expect(res.status).toBe(403);
  });

  it('has the test users migrated and seeded', async () => {
    const rows = await ctx().db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(rows[0].n).toBe(3);
  });
});
