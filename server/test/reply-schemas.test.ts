// The harness's check of every reply against its documented schema (reply-schemas.ts) fails a test: a
// reply outside its documented schema, a 2xx of a route without a reply schema, an error reply of another shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Type } from '@sinclair/typebox';
import { call, createTestContext, type TestContext } from './context';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { checkReply, replySchemaOf, takeReplyErrors } from './reply-schemas';

describe('replies checked against their documented schemas', () => {
  let ctx: TestContext & { close(): Promise<void> };
  beforeAll(async () => {
    ctx = await createTestContext('pglite', {
      beforeReady: async (app) => {
        const response = { 200: Type.Object({ ok: Type.Boolean(), count: Type.Integer({ minimum: 0 }) }) };
        const options = { config: { auth: 'public' as const }, schema: { response } };
        app.get('/api/webapp/test-only/right', options, async () => ({ ok: true, count: 2 }));
        // Fastify's serializer turns a missing required key into a 500 itself, but checks no range.
        app.get('/api/webapp/test-only/negative', options, async () => ({ ok: true, count: -1 }));
        app.get('/api/webapp/test-only/undocumented', { config: { auth: 'public' } }, async () => ({
          ok: true,
        }));
        app.get('/api/webapp/test-only/odd-error', { config: { auth: 'public' } }, async (_request, reply) =>
          reply.code(409).send({ conflict: true }),
        );
      },
    });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('a reply matching its schema passes', async () => {
    expect((await call(ctx.app, 'GET', 'test-only/right')).body).toEqual({ ok: true, count: 2 });
  });

  it('a reply outside its schema fails the call with the route, status and the error', async () => {
    await expect(call(ctx.app, 'GET', 'test-only/negative')).rejects.toThrow(
      /GET \/api\/webapp\/test-only\/negative → 200: the reply does not match its documented reply schema: \/count must be >= 0/,
    );
  });

  it('a 2xx JSON reply of a route without a reply schema fails', async () => {
    await expect(call(ctx.app, 'GET', 'test-only/undocumented')).rejects.toThrow(
      /test-only\/undocumented → 200: the route documents no reply schema/,
    );
  });

  it('an error reply must be the error shape {ok:false, err}; a request injected directly is reported after it', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/webapp/test-only/odd-error' });
    expect(res.statusCode).toBe(409);
    expect(takeReplyErrors(ctx.app)).toEqual([
      expect.stringMatching(/→ 409: the reply does not match the error reply .*required property 'ok'/),
    ]);
    // the API's own 404 is the error shape
    await call(ctx.app, 'GET', 'test-only/no-such-route');
    expect(takeReplyErrors(ctx.app)).toEqual([]);
  });

  it('a status the OpenAPI document does not list for the operation fails, whatever the body', () => {
    const request = {
      method: 'GET',
      url: '/api/webapp/users/7',
      routeOptions: { url: '/api/webapp/users/:id', config: { auth: 'user' }, schema: {} },
    } as unknown as FastifyRequest;
    const reply = (statusCode: number) =>
      ({ statusCode, getHeader: () => 'application/json; charset=utf-8' }) as unknown as FastifyReply;
    const body = JSON.stringify({ ok: false, err: 'invalid_state' });
    expect(checkReply(request, reply(409), body)).toMatch(
      /GET \/api\/webapp\/users\/:id → 409: the OpenAPI document lists no such status/,
    );
    expect(checkReply(request, reply(404), JSON.stringify({ ok: false, err: 'not_found' }))).toBeUndefined();
  });

  it('picks the schema as Fastify does: the exact status, then 4xx/5xx, then default', () => {
    const exact = { type: 'object' };
    const clientError = { type: 'string' };
    const other = { type: 'number' };
    const response = { 200: exact, '4xx': clientError, default: other };
    expect(replySchemaOf(response, 200)).toBe(exact);
    expect(replySchemaOf(response, 404)).toBe(clientError);
    expect(replySchemaOf(response, 503)).toBe(other);
    expect(replySchemaOf({ 200: exact }, 500)).toBeUndefined();
  });
});
