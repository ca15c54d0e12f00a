// The central error handler: client mistakes become 4xx replies of the spec; everything else is a 500
// that is always logged (request id, method, route, status and stack), whether request logging is on
// or not. A 5xx a route sends itself is logged too, so no 5xx leaves the server unrecorded.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** One line of the error log (JSON on stderr by default). */
export interface ErrorLogEntry {
  time: string;
  reqId: string;
  method: string;
  /** The route's pattern (e.g. /api/webapp/users/:id), or the URL path when no route matched. */
  route: string;
  url: string;
  status: number;
  message: string;
  stack?: string;
}

export type ErrorLog = (entry: ErrorLogEntry) => void;

export const stderrErrorLog: ErrorLog = (entry) => {
  process.stderr.write(`${JSON.stringify({ level: 'error', ...entry })}\n`);
};

const LOGGED = Symbol('5xx logged');

function entryOf(request: FastifyRequest, status: number, error?: Error): ErrorLogEntry {
  return {
    time: new Date().toISOString(),
    reqId: String(request.id),
    method: request.method,
    route: request.routeOptions?.url ?? request.url.split('?')[0],
    url: request.url.split('?')[0],
    status,
    message: error?.message ?? 'odpoveď 5xx bez chyby',
    ...(error?.stack ? { stack: error.stack } : {}),
  };
}

export function registerErrorHandling(app: FastifyInstance, log: ErrorLog = stderrErrorLog): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.code(400).send({ ok: false, err: 'bad_request', message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send({ ok: false, err: 'size_limit_exceeded' });
    if (status === 429) return reply.code(429).send({ ok: false, err: 'too_many_requests' });
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ ok: false, err: 'bad_request', message: error.message });
    }
    log(entryOf(request, 500, error));
    (request as unknown as Record<symbol, boolean>)[LOGGED] = true;
    return reply.code(500).send({ ok: false, err: 'error' });
  });

  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 500 || (request as unknown as Record<symbol, boolean>)[LOGGED]) return;
    log(entryOf(request, reply.statusCode));
  });
}

/**
 * Errors the router raises before a route runs (a malformed percent-encoding in the path: 400; a path
 * parameter over 100 characters: 414), in the API's reply shape. Passed to Fastify as frameworkErrors.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(status).send({ ok: false, err: 'bad_request', message: error.message });
}
