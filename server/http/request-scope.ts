// Every request handler runs in the change log's request scope (services/history/context.ts), entered in
// a callback-style preHandler hook so the handler and everything it awaits see it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runInRequestScope, type RequestOrigin } from '../services/history/context';

function originOf(request: FastifyRequest): RequestOrigin {
  const auth = request.auth;
  return {
    actorId: auth ? Number(auth.user.id) : null,
    actingAsId: auth?.euser ? Number(auth.euser.id) : null,
    requestId: String(request.id),
  };
}

export function attachRequestScope(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => runInRequestScope(() => originOf(request), done));
}
