// The findings of the outside OpenAPI-driven fuzz (issue 36): an over-long URL answers in the API's
// shape with a Slovak message; an undeclared query key is a 400 on every route (uploads included); a
// 400's message is Slovak and names the parameter; the JSON body limit is the documented one.
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { call, DB_KINDS, TEST_USERS, signIn } from '../test/harness';
import { listeningApp } from '../test/socket';
import { rootPath } from '../paths';
import { MAX_JSON_BYTES } from './input';
import { MAX_UPLOAD_BYTES } from './upload';

/** One raw GET over a socket: the status line and the body of the reply. */
function rawGet(port: number, target: string, cookie: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\n\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') });
    });
  });
}

interface QuerySchema {
  additionalProperties?: unknown;
  required?: string[];
  properties?: Record<string, { enum?: string[] }>;
}

/** A valid value of each required query key (the first of its values, else '1'). */
function requiredKeys(schema: QuerySchema | undefined): Record<string, string> {
  return Object.fromEntries(
    (schema?.required ?? []).map((key) => [key, schema?.properties?.[key]?.enum?.find(Boolean) ?? '1']),
  );
}

/** A value the route's params schema accepts: an UUID, a name, else digits (an id, a zip). */
function paramValue(schema: unknown, name: string): string {
  const params = (schema as { params?: { properties?: Record<string, { pattern?: string }> } }).params;
  const pattern = params?.properties?.[name]?.pattern ?? '';
  if (pattern.includes('[0-9a-f]{8}-')) return '0b6f2a3c-1d4e-4f5a-8b9c-0d1e2f3a4b5c';
  if (pattern.startsWith('^(form|codelist)')) return 'form.level';
  return pattern.startsWith('^[A-Za-z]') ? 'abc' : '81101';
}

/** English words of a validator's or a framework's message ('must match pattern', 'Bad Request'…). */
const ENGLISH = /\b(must|should|match|pattern|request|body|property|properties|error|large|exceeded)\b/i;

describe('fuzz finding: an over-long URL or header', () => {
  const live = listeningApp(DB_KINDS[0]);

  it('GET drafts?s=<20,000 characters> answers 431 in the API shape with a Slovak message', async () => {
    const res = await rawGet(live.port, `/api/webapp/drafts?s=${'a'.repeat(20_000)}`, live.editor);
    expect(res.status).toBe(431);
    const body = JSON.parse(res.body) as { ok: boolean; err: string; message: string };
    expect(body).toEqual({ ok: false, err: 'header_too_large', message: expect.any(String) });
    expect(body.message).toMatch(/príliš dlhé/);
    expect(body.message).not.toMatch(ENGLISH);
  });
});

for (const kind of DB_KINDS.slice(0, 1)) {
  describe(`fuzz findings: query keys and 400 messages [${kind}]`, () => {
    const live = listeningApp(kind);

    it('refuses an undeclared query key with 400 on every API route, uploads included', async () => {
      const admin = await signIn(live.ctx.app, TEST_USERS.admin.email);
      const accepted: string[] = [];
      let sent = 0;
      for (const route of live.ctx.app.routeList) {
        const methods = ([] as string[]).concat(route.method).filter((m) => m !== 'HEAD');
        const auth = (route.config as { auth?: string } | undefined)?.auth;
        if (!route.url.startsWith('/api/') || auth === 'token') continue;
        const schema = (route.schema ?? {}) as { body?: unknown; querystring?: QuerySchema };
        // Fastify validates the body before the query: a route with a body schema is checked by its
        // (closed) query schema, every other one (reads, deletes, uploads) by a request.
        if (schema.body) {
          if (schema.querystring?.additionalProperties !== false) accepted.push(`${route.url}: open query`);
          continue;
        }
        const query = new URLSearchParams(requiredKeys(schema.querystring));
        query.set('neznamy', '1');
        const path = route.url.replace(/:([A-Za-z]+)/g, (_m, name: string) => paramValue(route.schema, name));
        for (const method of methods) {
          const url = `${path}?${query}`;
          const res = await live.ctx.app.inject({ method: method as 'GET', url, headers: { cookie: admin } });
          sent++;
          const body = res.json<{ err?: string; message?: string }>();
          if (res.statusCode !== 400 || body.message !== 'Parameter neznamy táto požiadavka nepozná')
            accepted.push(`${method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
      expect(sent).toBeGreaterThan(70);
      expect(accepted).toEqual([]);
    });

    it('a 400 names the parameter and what it expects, in Slovak', async () => {
      const cookie = live.editor;
      const cases: [string, string, unknown, string][] = [
        ['GET', 'users?po=x', undefined, 'Parameter po musí byť celé číslo 0–999999999'],
        [
          'GET',
          'games?d=2026',
          undefined,
          'Parameter d musí byť dátum RRRRMMDD alebo rozsah RRRRMMDD-RRRRMMDD',
        ],
        ['GET', `drafts?s=${'a'.repeat(201)}`, undefined, 'Parameter s môže mať najviac 200 znakov'],
        ['GET', 'users/abc', undefined, 'Parameter cesty id musí byť celé číslo 0–999999999'],
        ['PUT', 'session', [], 'Telo požiadavky musí byť objekt JSON'],
        ['PUT', 'session', { email: 'a@b.sk' }, 'Pole password v tele požiadavky chýba'],
      ];
      for (const [method, path, body, message] of cases) {
        const res = await call(live.ctx.app, method as 'GET', path, { cookie, body });
        expect(res.status, path).toBe(400);
        expect(res.body, path).toEqual({ ok: false, err: 'bad_request', message });
      }
      const json = await live.ctx.app.inject({
        method: 'PUT',
        url: '/api/webapp/session',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expect(json.statusCode).toBe(400);
      expect(json.json()).toEqual({
        ok: false,
        err: 'bad_request',
        message: 'Telo požiadavky nie je platný JSON',
      });
      const long = await call(live.ctx.app, 'GET', `accounts/reset/${'x'.repeat(150)}`);
      expect(long.status).toBe(414);
      expect(long.body.message).not.toMatch(ENGLISH);
    });

    it('a JSON body over the documented limit is 413; the docs state both limits as they are', async () => {
      const big = JSON.stringify({ email: 'a@b.sk', password: 'x'.repeat(MAX_JSON_BYTES) });
      const res = await live.ctx.app.inject({
        method: 'PUT',
        url: '/api/webapp/session',
        headers: { 'content-type': 'application/json' },
        payload: big,
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ ok: false, err: 'size_limit_exceeded' });
      const docs = readFileSync(rootPath('docs/api-conventions.md'), 'utf8');
      const mib = (bytes: number) => `${bytes / 1024 / 1024} MiB`;
      expect(docs).toContain(`JSON body over ${mib(MAX_JSON_BYTES)}`);
      expect(docs).toContain(`upload over ${mib(MAX_UPLOAD_BYTES)}`);
    });
  });
}
