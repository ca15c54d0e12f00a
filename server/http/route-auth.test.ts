import Fastify, { type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { Kind } from '@sinclair/typebox';
import { routePlugins } from '../routes';
import { API_PREFIX } from '../app';
import { loadConfig } from '../config';
import type { Db } from '../db/types';
import { call, describeApi } from '../test/harness';
import { signInRoles } from '../test/roles';
import { enforceRouteAuth, ROUTE_AUTHS } from './route-auth';

/** Every route the route plugins register, seen by a plain onRoute hook (independent of the guard). */
async function registeredRoutes(): Promise<RouteOptions[]> {
  const app = Fastify();
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  app.decorate('deps', { db: {} as Db, config: loadConfig({}), mailer: { send: async () => undefined } });
  for (const plugin of routePlugins) await app.register(plugin, { prefix: API_PREFIX });
  await app.ready();
  await app.close();
  return routes.filter((route) => route.url.startsWith(API_PREFIX));
}

/** A concrete URL of a route pattern (every parameter is 1). */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1').slice(API_PREFIX.length + 1);

describe('route auth declarations', () => {
  it('every API route declares config.auth', async () => {
    const routes = await registeredRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const undeclared = routes
      .filter((route) => !ROUTE_AUTHS.includes(route.config?.auth as never))
      .map((route) => `${String(route.method)} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it('every API route declares its reply schemas (200 and errors)', async () => {
    const routes = await registeredRoutes();
    const missing = routes
      .filter((route) => {
        const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
        return !response?.['200'] || !response['4xx'];
      })
      .map((route) => `${String(route.method)} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('every API route takes its request and reply schemas from schemas/api (TypeBox, with a query schema)', async () => {
    const routes = await registeredRoutes();
    const isTypeBox = (schema: unknown) => typeof schema === 'object' && schema !== null && Kind in schema;
    const untyped = routes.flatMap((route) => {
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      const response = (schema.response ?? {}) as Record<string, unknown>;
      const parts: [string, unknown][] = [
        ['querystring', schema.querystring],
        ...(['params', 'body'] as const)
          .filter((p) => p in schema)
          .map((p): [string, unknown] => [p, schema[p]]),
        ...Object.entries(response).map(([status, s]): [string, unknown] => [`response ${status}`, s]),
      ];
      return parts
        .filter(([, s]) => !isTypeBox(s))
        .map(([part]) => `${String(route.method)} ${route.url}: ${part}`);
    });
    expect(untyped).toEqual([]);
  });

  it('a route without a declaration stops the start', async () => {
    const app = Fastify();
    enforceRouteAuth(app, '/api/');
    await expect(async () => {
      await app.register(async (scope) => {
        scope.get('/api/webapp/forgotten', async () => ({ ok: true }));
      });
      await app.ready();
    }).rejects.toThrow(/forgotten: chýba config\.auth/);
    await app.close().catch(() => undefined);
  });

  it('a route outside /api needs no declaration', async () => {
    const app = Fastify();
    enforceRouteAuth(app, '/api/');
    app.get('/elsewhere', async () => 'ok');
    await app.ready();
    expect((await app.inject({ url: '/elsewhere' })).body).toBe('ok');
    await app.close();
  });
});

describeApi('route auth enforcement', (ctx) => {
  it('only sign-in, sign-up and the account-token calls are public', () => {
    const publicRoutes = ctx()
      .app.declaredRoutes.filter((route) => route.auth === 'public' && route.url.startsWith(API_PREFIX))
      .map((route) => `${route.method} ${route.url.slice(API_PREFIX.length)}`);
    expect(publicRoutes.sort()).toEqual(
      [
        'PUT /session',
        'PUT /accounts',
        'PUT /accounts/reset',
        'GET /accounts/reset/:token',
        'HEAD /accounts/reset/:token',
        'POST /accounts/reset/:token',
        'POST /accounts/activate/:token',
      ].sort(),
    );
  });

  it('outside /api/webapp only health, readiness and the API documentation are public', () => {
    const outside = ctx()
      .app.declaredRoutes.filter((route) => !route.url.startsWith(API_PREFIX) && route.method !== 'HEAD')
      .map((route) => `${route.auth} ${route.method} ${route.url}`);
    expect(outside.sort()).toEqual(
      [
        'public GET /api/health',
        'public GET /api/ready',
        'public GET /api/openapi.json',
        'public GET /api/docs',
      ].sort(),
    );
  });

  it("only the game app's event ingestion is a 'token' route", () => {
    const tokenRoutes = ctx()
      .app.declaredRoutes.filter((route) => route.auth === 'token')
      .map((route) => `${route.method} ${route.url.slice(API_PREFIX.length)}`);
    expect(tokenRoutes).toEqual(['POST /plays/events']);
  });

  it('every session route refuses a request without a session (401)', async () => {
    const { app } = ctx();
    const wrong: string[] = [];
    for (const route of app.declaredRoutes.filter((r) => r.auth !== 'public' && r.auth !== 'token')) {
      const res = await call(app, route.method as 'GET', concrete(route.url));
      if (res.status !== 401) wrong.push(`${route.method} ${route.url}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it("every 'edit' and 'switch_user' route refuses a user without that permission (403)", async () => {
    const { app } = ctx();
    const roles = await signInRoles(ctx());
    const wrong: string[] = [];
    const guarded = app.declaredRoutes.filter((r) => r.auth === 'edit' || r.auth === 'switch_user');
    expect(guarded.length).toBeGreaterThan(30);
    for (const route of guarded) {
      const cookies = route.auth === 'edit' ? [roles.viewer, roles.switched] : [roles.editor, roles.switched];
      for (const cookie of cookies) {
        const res = await call(app, route.method as 'GET', concrete(route.url), { cookie });
        if (res.status !== 403) wrong.push(`${route.method} ${route.url}: ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("'user' routes let any signed-in user past the guard", async () => {
    const { app } = ctx();
    const roles = await signInRoles(ctx());
    const wrong: string[] = [];
    // Sign-out (DELETE session) ends the session, so it goes last.
    const signOutLast = (url: string, method: string) =>
      method === 'DELETE' && url.endsWith('/session') ? 1 : 0;
    const userRoutes = app.declaredRoutes
      .filter((r) => r.auth === 'user')
      .sort((a, b) => signOutLast(a.url, a.method) - signOutLast(b.url, b.method));
    expect(userRoutes.length).toBeGreaterThan(5);
    for (const route of userRoutes) {
      const res = await call(app, route.method as 'GET', concrete(route.url), { cookie: roles.viewer });
      if (res.status === 401 || res.status === 403) wrong.push(`${route.method} ${route.url}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });
});
