// The central error handler: client mistakes become 4xx replies of the spec; everything else is a 500
// that is always logged (request id, method, route, status and stack), whether request logging is on
// or not. A 5xx a route sends itself is logged too, so no 5xx leaves the server unrecorded.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { validationMessage } from './validation-messages';

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
      // The client reads a Slovak sentence naming the parameter; the validator's English stays in the log.
      request.log.info({ validation: error.message }, 'refused by the request schema');
      const message = validationMessage(error.validation, error.validationContext);
      return reply.code(400).send({ ok: false, err: 'bad_request', message });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send({ ok: false, err: 'size_limit_exceeded' });
    if (status === 429) return reply.code(429).send({ ok: false, err: 'too_many_requests' });
    if (status >= 400 && status < 500) {
      request.log.info({ err: error.message, code: error.code }, 'refused request');
      return reply.code(status).send({ ok: false, err: 'bad_request', message: clientErrorMessage(error) });
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
  void reply.code(status).send({ ok: false, err: 'bad_request', message: clientErrorMessage(error) });
}

/** Slovak messages of the errors Fastify raises for a malformed request (its own are English). */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Telo požiadavky nie je platný JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Telo požiadavky s typom application/json je prázdne',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Nepodporovaný typ obsahu (Content-Type) požiadavky',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Dĺžka tela nezodpovedá hlavičke Content-Length',
  FST_ERR_BAD_URL: 'Neplatná adresa požiadavky (zlé kódovanie %)',
  FST_ERR_INVALID_URL: 'Neplatná adresa požiadavky',
  FST_ERR_MAX_PARAM_LENGTH: 'Parameter v adrese je príliš dlhý (najviac 100 znakov)',
};

function clientErrorMessage(error: FastifyError): string {
  if (error.code && CLIENT_ERROR_MESSAGES[error.code]) return CLIENT_ERROR_MESSAGES[error.code];
  if (error instanceof SyntaxError) return CLIENT_ERROR_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY;
  return 'Neplatná požiadavka';
}

/** Replies the HTTP parser's refusals (Node answers them before Fastify sees a request). */
const SOCKET_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    message: 'Adresa alebo hlavičky požiadavky sú príliš dlhé (spolu najviac 16 KiB)',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'Požiadavka neprišla celá včas' },
};

/**
 * Fastify's clientErrorHandler: what Node's HTTP parser refuses before there is a request (an URL or
 * headers over 16 KiB: 431; a timeout: 408; a malformed head: 400) in the API's reply shape with a
 * Slovak message, instead of Fastify's English `{"error": …}`.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = error.code ? SOCKET_ERRORS[error.code] : undefined;
  const status = known?.status ?? 400;
  const err = status === 431 ? 'header_too_large' : 'bad_request';
  const body = JSON.stringify({ ok: false, err, message: known?.message ?? 'Neplatná požiadavka' });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
