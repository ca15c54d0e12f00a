// Conditional GETs of the API (issue 26, item 4): every reply carries an ETag of its body and a GET that
// names it in If-None-Match is answered 304 without the body, so a list the app reloads on every show costs
// next to nothing when nothing changed. `private, no-cache`: the replies are per user and always revalidated.
import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';

/** Registers the ETag/304 handling in `scope` (the API routes' scope: static files have their own). */
export async function registerConditionalReplies(scope: FastifyInstance): Promise<void> {
  await scope.register(etag, { algorithm: 'sha1' });
  scope.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'private, no-cache');
    }
  });
}
