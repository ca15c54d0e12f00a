// Issue 25: health and readiness without sign-in, Prometheus metrics behind METRICS_TOKEN, the security
// headers (CSP, HSTS with an https PUBLIC_URL, the Secure session cookie), PGlite's VACUUM ANALYZE job, and
// the OpenAPI document: every route in it, valid, and replies of real calls matching their schemas.
import { beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import { call, describeApi, PASSWORD, signIn, TEST_USERS, type TestContext } from '../../test/harness';
import { fromClient } from '../../test/users';
import { cspDirectives, tileSource } from '../../http/security-headers';
import { enqueueVacuumIfDue, lastVacuum, PGLITE_VACUUM_JOB } from '../../services/platform/pglite-upkeep';

const METRICS_TOKEN = 'metrics-secret-1';

/** Another app on the suite's database with some configuration changed (the harness's app is left as is). */
async function appWith(ctx: TestContext, config: Partial<Config>): Promise<FastifyInstance> {
  const app = await buildApp({
    db: ctx.db,
    config: { ...ctx.config, ...config },
    mailer: { send: async () => undefined },
  });
  await app.ready();
  return app;
}

type OpenApi = {
  openapi: string;
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>
  >;
};

describeApi('ops: health, readiness, metrics, headers, OpenAPI', (ctx) => {
  it('GET /api/health answers without sign-in and tells nothing else', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/ready: database, migrations and job runner; on PGlite the last VACUUM', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ ok: true, database: true, migrations: true, jobs: true });
    const keys = ['ok', 'database', 'migrations', 'jobs', ...(ctx().kind === 'pglite' ? ['vacuumedAt'] : [])];
    expect(Object.keys(body).sort()).toEqual(keys.sort());
  });

  it('GET /api/ready answers 503 while the job runner is stopped, and when a migration is missing', async () => {
    const app = await appWith(ctx(), {});
    try {
      const stopped = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(stopped.statusCode).toBe(503);
      expect(stopped.json()).toMatchObject({ ok: false, database: true, migrations: true, jobs: false });
      app.jobs.start();
      // A migration file not applied (its row renamed for a moment; every suite has a database of its own).
      await ctx().db.query(`UPDATE schema_migrations SET name = 'x' || name WHERE name = '030_jobs.sql'`);
      try {
        const missing = await app.inject({ method: 'GET', url: '/api/ready' });
        expect(missing.statusCode).toBe(503);
        expect(missing.json()).toMatchObject({ ok: false, database: true, migrations: false, jobs: true });
      } finally {
        await ctx().db.query(
          `UPDATE schema_migrations SET name = '030_jobs.sql' WHERE name = 'x030_jobs.sql'`,
        );
      }
    } finally {
      await app.close();
    }
  });

  it('PGlite: the VACUUM ANALYZE job runs, is not enqueued again within a day, and shows in /api/ready', async () => {
    const { db, app } = ctx();
    if (ctx().kind !== 'pglite') {
      expect(await enqueueVacuumIfDue(db)).toBe(false);
      return;
    }
    expect(await enqueueVacuumIfDue(db)).toBe(true);
    expect(await enqueueVacuumIfDue(db)).toBe(false); // one is waiting
    app.jobs.kick();
    await expect.poll(() => lastVacuum(db), { timeout: 20_000 }).not.toBeNull();
    expect(await enqueueVacuumIfDue(db)).toBe(false); // ran just now
    const job = await db.one<{ status: string }>(`SELECT status FROM jobs WHERE kind = $1`, [
      PGLITE_VACUUM_JOB,
    ]);
    expect(job?.status).toBe('done');
    const ready = (await app.inject({ method: 'GET', url: '/api/ready' })).json();
    expect(Date.parse(ready.vacuumedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('GET /metrics: 404 without METRICS_TOKEN configured', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
  });

  it('GET /metrics with METRICS_TOKEN: refused without the token, Prometheus text with it', async () => {
    const app = await appWith(ctx(), { metricsToken: METRICS_TOKEN });
    try {
      app.jobs.start();
      expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const wrong = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer x' },
      });
      expect(wrong.statusCode).toBe(401);
      // Some traffic: a list call signed in, a 404.
      const cookie = await signIn(app, TEST_USERS.admin.email);
      expect((await call(app, 'GET', 'users', { cookie })).status).toBe(200);
      expect((await call(app, 'GET', 'no/such/route')).status).toBe(404);
      const res = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = res.body;
      expect(text).toMatch(
        /^http_requests_total\{method="GET",route="\/api\/webapp\/users",status="200"\} 1$/m,
      );
      expect(text).toMatch(/^http_requests_total\{method="GET",route="unmatched",status="404"\} 1$/m);
      expect(text).toMatch(
        /^http_request_duration_seconds_count\{method="GET",route="\/api\/webapp\/users",status="200"\} 1$/m,
      );
      expect(text).toMatch(/^db_query_duration_seconds_count [1-9]\d*$/m);
      expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
      expect(text).toMatch(/^# TYPE jobs gauge$/m);
    } finally {
      await app.close();
    }
  });

  it('sets the security headers: CSP, no framing, nosniff, strict referrer policy; no HSTS over http', async () => {
    const res = await call(ctx().app, 'GET', 'session');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('https://tile.openstreetmap.org');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('with an https PUBLIC_URL: HSTS and a Secure session cookie (over plain http from the proxy too)', async () => {
    const app = await appWith(ctx(), { publicUrl: 'https://backoffice.example' });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=31536000$/);
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
      const signedIn = await app.inject({
        method: 'PUT',
        url: '/api/webapp/session',
        headers: fromClient(),
        payload: { email: TEST_USERS.editor.email, password: PASSWORD },
      });
      const sid = signedIn.cookies.find((c) => c.name === 'sid');
      expect(sid?.secure).toBe(true);
      expect(sid?.httpOnly).toBe(true);
    } finally {
      await app.close();
    }
    // Over http without PUBLIC_URL the cookie is not Secure (the e2e server and `npm start` on localhost).
    const plain = await ctx().app.inject({
      method: 'PUT',
      url: '/api/webapp/session',
      headers: fromClient(),
      payload: { email: TEST_USERS.editor.email, password: PASSWORD },
    });
    expect(plain.cookies.find((c) => c.name === 'sid')?.secure).toBeFalsy();
  });

  describeOpenApi(ctx);
});

function describeOpenApi(ctx: () => TestContext): void {
  let doc: OpenApi;
  beforeAll(async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });

  it('GET /api/openapi.json is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(doc) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every route the app serves (but the static files and the docs themselves)', () => {
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([url, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${url}`),
      ),
    );
    const served = ctx()
      .app.routeList.filter((r) => !(r.schema as { hide?: boolean } | undefined)?.hide)
      .flatMap((r) => [r.method].flat().map((m) => `${m} ${r.url.replace(/:(\w+)/g, '{$1}')}`))
      .filter((route) => !route.startsWith('HEAD '));
    expect(served.length).toBeGreaterThan(50);
    expect(served.filter((route) => !documented.has(route))).toEqual([]);
    expect(documented).toContain('GET /api/health');
    expect(documented).toContain('GET /api/ready');
    expect(documented).toContain('GET /metrics');
    expect(documented).toContain('GET /api/webapp/users');
  });

  it('the replies of real calls match their documented schemas: every GET without path parameters', async () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const cookie = await signIn(ctx().app, TEST_USERS.admin.email);
    const urls = Object.keys(doc.paths).filter(
      (url) => doc.paths[url].get && !url.includes('{') && url !== '/metrics',
    );
    const wrong: string[] = [];
    let checked = 0;
    for (const url of urls) {
      const res = await ctx().app.inject({ method: 'GET', url, headers: { cookie } });
      if (!String(res.headers['content-type']).startsWith('application/json')) continue; // files
      const responses = doc.paths[url].get.responses;
      const status = String(res.statusCode);
      const schema = (responses[status] ?? responses[`${status[0]}XX`])?.content?.['application/json']
        ?.schema;
      if (!schema) {
        wrong.push(`${url}: status ${status} not documented`);
        continue;
      }
      const validate = ajv.compile(schema);
      if (!validate(res.json())) wrong.push(`${url} ${status}: ${JSON.stringify(validate.errors)}`);
      checked++;
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(15);
  });

  it('serves a Slovak documentation page at /api/docs: every operation by tag, no script, a link to the document', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    expect(html).toContain('<html lang="sk">');
    expect(html).not.toMatch(/<script|\son[a-z]+=|swagger/i);
    expect(html).toContain('<h1>Dokumentácia API');
    expect(html).toContain('href="/api/openapi.json"');
    for (const heading of ['Parametre', 'Telo požiadavky', 'Odpovede', 'Prevádzka: zdravie'])
      expect(html).toContain(heading);
    // every documented operation, as its method and path
    const operations = Object.entries(doc.paths).flatMap(([url, ops]) =>
      Object.keys(ops).map((method) => ({ method, url })),
    );
    expect(operations.length).toBeGreaterThan(50);
    for (const { method, url } of operations) {
      const entry = new RegExp(
        `<span class="method ${method}">${method.toUpperCase()}</span> <code>${url.replace(/[{}]/g, '\\$&')}</code>`,
      );
      expect(html, `${method} ${url}`).toMatch(entry);
    }
    // a Slovak summary, the parameters of a path and a request body's schema pretty-printed
    expect(html).toContain('Proces odpovedá (živosť)');
    expect(html).toMatch(/<code>id<\/code><\/td><td>v ceste<\/td><td>áno<\/td>/);
    expect(html).toContain('&quot;password&quot;: {');
    expect(html).not.toContain('Default Response');
  });
}

describeTileSource();
function describeTileSource(): void {
  it('allows the map tiles origin of MAP_TILE_URL in img-src', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileSource('https://{s}.tile.example.com/{z}/{x}/{y}.png')).toBe('https://*.tile.example.com');
    expect(tileSource('data:image/png;base64,AAAA')).toBeUndefined();
    const directives = cspDirectives({
      mapTileUrl: 'https://{s}.tiles.sk/{z}/{x}/{y}.png',
      publicUrl: undefined,
    });
    expect(directives['img-src']).toContain('https://*.tiles.sk');
    expect(directives['upgrade-insecure-requests']).toBeUndefined();
  });
}
