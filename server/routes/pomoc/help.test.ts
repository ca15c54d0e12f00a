import { expect, it } from 'vitest';
import { call, describeApi } from '../../test/harness';

describeApi('help page', (ctx) => {
  it('serves the Slovak help page at /pomoc/index.html without sign-in', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/pomoc/index.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<html lang="sk">');
    expect(res.body).toContain('id="sablony-na-stiahnutie"');
    expect(res.body).toContain('href="/public/templates/kontatky_sablona.xls"');
  });

  it('serves the index for /pomoc/ and a 404 for unknown help files', async () => {
    const index = await ctx().app.inject({ method: 'GET', url: '/pomoc/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('Pomocník');
    const missing = await ctx().app.inject({ method: 'GET', url: '/pomoc/neexistuje.html' });
    expect(missing.statusCode).toBe(404);
    const escape = await ctx().app.inject({ method: 'GET', url: '/pomoc/..%2f..%2fpackage.json' });
    expect(escape.statusCode).not.toBe(200);
  });

  it('is not under /api/webapp', async () => {
    const res = await call(ctx().app, 'GET', 'pomoc/index.html');
    expect(res.status).toBe(404);
  });

  it('links a template the server really serves', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/public/templates/kontatky_sablona.xls' });
    expect(res.statusCode).toBe(200);
  });
});
