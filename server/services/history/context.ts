// Who makes a change: the record-change reports carry the signed-in actor, but not whom the session acts
// as nor the request id. Rather than thread the request through every service, each API request runs
// its handler inside an AsyncLocalStorage scope (entered by server/http/request-scope.ts, so the handler
// and everything it awaits see it); the change log reads the origin there. A job or a script has no
// scope: its entries carry the actor the report names and no request.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestOrigin {
  /** The signed-in user of the session (null: none). */
  actorId: number | null;
  /** The user the session acts as, while switched (null: not switched). */
  actingAsId: number | null;
  requestId: string | null;
}

/** Read when a change is logged, not when the scope opens: the session may change during the request. */
type OriginOf = () => RequestOrigin;

const scope = new AsyncLocalStorage<OriginOf>();

const OUTSIDE: RequestOrigin = { actorId: null, actingAsId: null, requestId: null };

/** Runs `next` (and everything it awaits) as part of the request `originOf` describes. */
export function runInRequestScope(originOf: OriginOf, next: () => void): void {
  scope.run(originOf, next);
}

/** The request the current code runs for, as the change log records it; nulls outside a request. */
export function currentOrigin(): RequestOrigin {
  return scope.getStore()?.() ?? OUTSIDE;
}
