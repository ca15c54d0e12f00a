// Conditional GETs of the API (issue 26, item 4): every reply carries an ETag of its body and a GET that
// names it in If-None-Match is answered 304 without the body, so a list the app reloads on every show costs
// next to nothing when nothing changed. `private, no-cache`: the replies are per user and always revalidated.
import { createHash } from 'node:crypto';
import etag from '@fastify/etag';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The ETag of a reply body (a kept reply carries it ready; every other reply gets it on send). */
export const bodyEtag = (body: string | Buffer): string => `"${bodyHash(body)}"`;
const bodyHash = (body: string | Buffer): string => createHash('sha1').update(body).digest('base64');

/** Registers the ETag/304 handling in `scope` (the API routes' scope: static files have their own). */
export async function registerConditionalReplies(scope: FastifyInstance): Promise<void> {
  await scope.register(etag, { hashFn: bodyHash });
  scope.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'private, no-cache');
    }
  });
}

/** Sends a kept JSON reply with its ready ETag (the ETag hook then only compares it). */
export function sendKeptJson(reply: FastifyReply, kept: { body: string; etag: string }): FastifyReply {
  return reply.header('etag', kept.etag).type('application/json; charset=utf-8').send(kept.body);
}
