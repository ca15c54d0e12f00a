// The OpenAPI document integrators read (issue 36): every operation has its entry in the one table of
// server/http/api-operations.ts (summary, description, who may call it, the `err` codes), every status its
// own description, JSON Schema 2020-12 only, `servers` from PUBLIC_URL or the request, and Redocly's
// recommended ruleset (@redocly/openapi-core, the npm package of `redocly lint`) finds no error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { createTestContext, DB_KINDS, type TestContext } from '../test/harness';
import { API_OPERATIONS } from './api-operations';

interface Operation {
  summary?: string;
  description?: string;
  operationId?: string;
  'x-err'?: string[];
  responses: Record<string, { description: string; content?: Record<string, { schema: object }> }>;
}
interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

describe('the OpenAPI document', () => {
  let ctx: TestContext & { close(): Promise<void> };
  let doc: Document;
  beforeAll(async () => {
    ctx = await createTestContext(DB_KINDS[0]);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { host: 'hry.test:8080' },
    });
    doc = res.json();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const operations = () =>
    Object.entries(doc.paths).flatMap(([url, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${url}`, op })),
    );

  it('every route has its entry in the operations table, and every entry a route', () => {
    const routes = ctx.app.routeList
      .filter((r) => !(r.schema as { hide?: boolean } | undefined)?.hide && r.url !== '/pomoc/*')
      .flatMap((r) => [r.method].flat().map((m) => `${m} ${r.url}`))
      .filter((route) => !route.startsWith('HEAD '));
    expect(routes.length).toBeGreaterThan(120);
    expect(routes.filter((route) => !API_OPERATIONS[route])).toEqual([]);
    expect(Object.keys(API_OPERATIONS).filter((key) => !routes.includes(key))).toEqual([]);
  });

  it('every operation: a summary, a description with who may call it and its err codes, every status described', () => {
    const missing: string[] = [];
    for (const { key, op } of operations()) {
      if (!op.summary || op.summary.startsWith('/')) missing.push(`${key}: summary`);
      if (!op.description?.includes('Kto smie volať:')) missing.push(`${key}: who`);
      if (!op.description?.includes('Kódy `err`:') || !op['x-err']?.length) missing.push(`${key}: err codes`);
      for (const [status, response] of Object.entries(op.responses))
        if (!response.description || response.description === 'Default Response')
          missing.push(`${key} ${status}: description`);
      for (const status of ['400', '431', '500'])
        if (!op.responses[status]) missing.push(`${key}: ${status}`);
    }
    expect(missing).toEqual([]);
    const signIn = doc.paths['/api/webapp/session'].put;
    expect(signIn.summary).toBe('Prihlásiť sa');
    expect(signIn['x-err']).toEqual(
      expect.arrayContaining(['user_not_found', 'too_many_requests', 'bad_request']),
    );
    expect(Object.keys(signIn.responses)).toEqual(
      expect.arrayContaining(['200', '400', '403', '429', '431', '503']),
    );
    expect(doc.paths['/api/webapp/users/{id}'].delete.description).toContain('oprávnením `edit`');
  });

  it('every schema is JSON Schema 2020-12 (Ajv 2020 compiles it strictly); the post position is a prefixItems tuple', () => {
    const ajv = new Ajv2020({ strict: true, strictTypes: false, validateFormats: false });
    ajv.addKeyword('example');
    const failed: string[] = [];
    for (const { key, op } of operations())
      for (const [status, response] of Object.entries(op.responses))
        for (const media of Object.values(response.content ?? {}))
          try {
            ajv.compile(media.schema);
          } catch (error) {
            failed.push(`${key} ${status}: ${(error as Error).message}`);
          }
    expect(failed).toEqual([]);
    const post = doc.paths['/api/webapp/posts/detail/{stamp}'].get.responses['200'].content![
      'application/json'
    ].schema as { properties: { post: { properties: { position: { anyOf: object[] } } } } };
    expect(post.properties.post.properties.position.anyOf[0]).toMatchObject({ prefixItems: [{}, {}] });
    expect(JSON.stringify(doc)).not.toContain('additionalItems');
  });

  it('names the server: the request origin, or PUBLIC_URL when set', async () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: 'http://hry.test:8080' })]);
    ctx.app.deps.config.publicUrl = 'https://hry.example.sk';
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(res.json<Document>().servers).toEqual([
        expect.objectContaining({ url: 'https://hry.example.sk' }),
      ]);
    } finally {
      ctx.app.deps.config.publicUrl = undefined;
    }
  });

  it("passes Redocly's recommended ruleset with no error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'openapi.json',
      config,
    });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} ${p.location[0]?.pointer ?? ''}`);
    expect(errors).toEqual([]);
  });
});
