// Client input that no route may see: control characters (NUL above all, which PostgreSQL refuses in
// text) in the query, the path params or a JSON body. One check for every route, before the route's
// own validation, so no route can turn them into a 500. Form bodies (open attrs objects) are left to
// the field engine, which refuses such a value with the field's invalid_value (schemas/engine/parse.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasControlChars } from '../../schemas/engine';
import { MAX_UPLOAD_BYTES } from './upload';
import { emptyQuery } from '../../schemas/api/common';

/** No request body may be larger: the biggest upload plus room for its multipart envelope. */
export const MAX_REQUEST_BYTES = MAX_UPLOAD_BYTES + 256 * 1024;

const BAD_REQUEST = { ok: false, err: 'bad_request', message: 'Neplatné znaky v požiadavke' } as const;

/** Deeper JSON than this is refused: no form or call of the API nests more than a few levels. */
export const MAX_BODY_DEPTH = 32;

/** Parsed input (JSON, query, params), not a streamed body: an upload's request stream is not client text. */
function isParsedObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/** True when any string (or, with keys, any object key) in value holds a control character. */
export function holdsControlChars(value: unknown, keysOnly = false, depth = 0): boolean {
  if (depth > MAX_BODY_DEPTH) return true;
  if (typeof value === 'string') return !keysOnly && hasControlChars(value);
  if (Array.isArray(value)) return value.some((v) => holdsControlChars(v, keysOnly, depth + 1));
  if (isParsedObject(value)) {
    for (const [key, v] of Object.entries(value)) {
      if (hasControlChars(key) || holdsControlChars(v, keysOnly, depth + 1)) return true;
    }
  }
  return false;
}

/** A form body: an open object of field values, checked field by field by the field engine. */
function isFormBody(schema: unknown): boolean {
  const s = schema as { additionalProperties?: unknown; properties?: unknown } | undefined;
  return !!s && s.additionalProperties === true && s.properties === undefined;
}

function refused(request: FastifyRequest): boolean {
  if (holdsControlChars(request.query) || holdsControlChars(request.params)) return true;
  if (request.body === undefined || request.body === null) return false;
  return holdsControlChars(request.body, isFormBody(request.routeOptions.schema?.body));
}

/** The largest JSON body (Fastify's bodyLimit): forms and calls send a few KiB; files go as uploads. */
export const MAX_JSON_BYTES = 1024 * 1024;

/**
 * Every API route refuses a query key it does not declare (docs/api-conventions.md): a route without a
 * query schema gets the empty one, an object schema that leaves extra keys open is closed. Call before
 * the routes are registered (an onRoute hook), so uploads and every plugin's routes are covered.
 */
function closeQueries(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const schema = (route.schema ??= {});
    const query = schema.querystring as { type?: unknown; additionalProperties?: unknown } | undefined;
    if (!query) schema.querystring = emptyQuery;
    else if (query.type === 'object' && query.additionalProperties === undefined) {
      schema.querystring = { ...query, additionalProperties: false };
    }
  });
}

export function registerInputChecks(app: FastifyInstance): void {
  closeQueries(app);
  // A body whose Content-Length already says it is too large is refused before a byte of it is read
  // (upload routes stream their bodies, so their own limits act only while reading).
  app.addHook('onRequest', async (request, reply) => {
    const length = Number(request.headers['content-length']);
    if (Number.isFinite(length) && length > MAX_REQUEST_BYTES) {
      return reply.code(413).header('connection', 'close').send({ ok: false, err: 'size_limit_exceeded' });
    }
  });
  app.addHook('preValidation', async (request, reply) => {
    if (refused(request)) return reply.code(400).send(BAD_REQUEST);
  });
}
