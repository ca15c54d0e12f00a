// Who makes a change: the record-change reports carry the signed-in actor, but not whom the session acts
// as nor the request id. Rather than thread the request through every service, each API request runs
// its handler inside an AsyncLocalStorage scope holding the request (entered in a callback-style
// preHandler hook, so the handler and everything it awaits see it); the change log reads the session
// there. A job or a script has no scope: its entries carry the actor the report names and no request.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const scope = new AsyncLocalStorage<FastifyRequest>();

/** Runs every request handler of `app` in a scope that names its request. */
export function attachRequestScope(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => scope.run(request, done));
}

export interface RequestOrigin {
  /** The signed-in user of the session (null: none). */
  actorId: number | null;
  /** The user the session acts as, while switched (null: not switched). */
  actingAsId: number | null;
  requestId: string | null;
}

/** The request the current code runs for, as the change log records it; nulls outside a request. */
export function currentOrigin(): RequestOrigin {
  const request = scope.getStore();
  const auth = request?.auth;
  return {
    actorId: auth ? Number(auth.user.id) : null,
    actingAsId: auth?.euser ? Number(auth.euser.id) : null,
    requestId: request ? String(request.id) : null,
  };
}
