// Every reply of the API tests checked against the schema its route documents (issue 25: "the replies of
// the API test suite match their documented schemas"). The OpenAPI document (/api/openapi.json) is
// generated from the same route schemas (server/http/openapi.ts), so a route's `schema.response` is what
// the document says it replies. The check reads the JSON body as the client receives it (after Fastify's
// serializer) and picks the schema the way Fastify does: the exact status, then '4xx'/'5xx', then
// 'default'. A JSON reply of a status its route documents no schema for must be the one error shape
// (schemas/api/common.ts ErrorReply) when it is a 4xx/5xx; a 2xx is listed in UNDOCUMENTED or fails.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorReply } from '../../schemas/api/common';
import { API_OPERATIONS, documentedStatuses } from '../http/api-operations';

/** JSON 2xx replies without a reply schema, with the reason (method and route pattern). */
export const UNDOCUMENTED: Record<string, string> = {
  'GET /api/openapi.json':
    'the OpenAPI document itself (hidden from it; validated by server/routes/ops/ops.test.ts)',
};

// JSON Schema 2020-12, the dialect of the OpenAPI 3.1 document (a draft-07 tuple would not pass).
const ajv = new Ajv2020({ strict: false, allErrors: true });
// The one format the reply schemas use (ops.ts vacuumedAt): an ISO 8601 date and time with its offset.
ajv.addFormat(
  'date-time',
  (text: string) =>
    /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/i.test(text) &&
    !Number.isNaN(Date.parse(text)),
);
/** Compiled once per schema object (a route's reply schema for one status, shared routes share it). */
const compiled = new WeakMap<object, ValidateFunction>();
const validatorOf = (schema: object): ValidateFunction => {
  let validate = compiled.get(schema);
  if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
  return validate;
};

/** The violations found per app and not yet reported (takeReplyErrors). */
const pending = new WeakMap<FastifyInstance, string[]>();

/** The documented reply schema of this status, as Fastify picks it; undefined when there is none. */
export function replySchemaOf(response: unknown, status: number): object | undefined {
  if (!response || typeof response !== 'object') return undefined;
  const byStatus = response as Record<string, unknown>;
  const schema = byStatus[status] ?? byStatus[`${String(status)[0]}xx`] ?? byStatus.default;
  if (!schema || typeof schema !== 'object') return undefined;
  // OpenAPI's form { content: { 'application/json': { schema } } } or the schema itself.
  const content = (schema as { content?: Record<string, { schema?: object }> }).content;
  return content?.['application/json']?.schema ?? (content ? undefined : schema);
}

const describeErrors = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? [])
    .slice(0, 8)
    .map(
      (e) => `${e.instancePath || '/'} ${e.message ?? ''}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`,
    )
    .join('; ');

/** The violation of one reply, or undefined when it matches (or is not JSON). */
export function checkReply(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): string | undefined {
  const route = request.routeOptions?.url;
  const status = reply.statusCode;
  const where = `${request.method} ${route ?? request.url.split('?')[0]} → ${status}`;
  // The status too: one the OpenAPI document lists for the operation (server/http/api-operations.ts).
  const options = request.routeOptions;
  if (route && API_OPERATIONS[`${request.method} ${route}`]) {
    const auth = (options.config as { auth?: string } | undefined)?.auth;
    if (!documentedStatuses(request.method, route, auth).includes(status))
      return `${where}: the OpenAPI document lists no such status for this operation (server/http/api-operations.ts)`;
  }
  const type = String(reply.getHeader('content-type') ?? '');
  if (!type.startsWith('application/json') || typeof payload !== 'string' || payload === '') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return `${where}: the body is not JSON although content-type says so`;
  }
  const declared = route ? replySchemaOf(request.routeOptions.schema?.response, status) : undefined;
  let schema = declared;
  if (!schema && status >= 400) schema = ErrorReply;
  if (!schema) {
    if (route && UNDOCUMENTED[`${request.method} ${route}`]) return undefined;
    return `${where}: the route documents no reply schema for this status (schema.response)`;
  }
  const validate = validatorOf(schema);
  if (validate(body)) return undefined;
  const which = declared
    ? 'its documented reply schema'
    : 'the error reply (schemas/api/common.ts ErrorReply)';
  return `${where}: the reply does not match ${which}: ${describeErrors(validate.errors)}; body ${payload.slice(0, 300)}`;
}

/** Checks every reply of this app (call after the routes are registered, before app.ready()). */
export function checkReplySchemas(app: FastifyInstance): void {
  const errors: string[] = [];
  pending.set(app, errors);
  app.addHook('onSend', async (request, reply, payload) => {
    const error = checkReply(request, reply, payload);
    if (error) errors.push(error);
    return payload;
  });
}

/** The violations since the last call (and forgets them). */
export function takeReplyErrors(app: FastifyInstance): string[] {
  const errors = pending.get(app);
  return errors ? errors.splice(0) : [];
}

/** Throws the violations since the last check: a test fails with the route, status and ajv's errors. */
export function assertRepliesMatchSchemas(app: FastifyInstance): void {
  const errors = takeReplyErrors(app);
  if (errors.length) throw new Error(`Odpoveď API nezodpovedá zdokumentovanej schéme:\n${errors.join('\n')}`);
}
