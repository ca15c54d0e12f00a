// Route-level authorization: every API route declares who may call it with `config: { auth }` and
// one onRequest guard added here enforces it (after the session is loaded, before the body is read
// or validated). A route under the API prefix without a declaration stops the start.
import { createHash, timingSafeEqual } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import { can, type Permission } from './auth';

/**
 * 'public': anyone; 'user': a signed-in session; 'edit' / 'switch_user' / 'schemas': that permission (not while
 * switched); 'token': a machine caller with `Authorization: Bearer <secret>`, the secret given by the
 * route's `bearerToken` (no secret configured = 404, a missing or wrong one = 401; no session needed).
 */
export type RouteAuth = 'public' | 'user' | 'token' | Permission;

export const ROUTE_AUTHS: readonly RouteAuth[] = [
  'public',
  'user',
  'token',
  'edit',
  'switch_user',
  'schemas',
];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; required on every route under /api. */
    auth?: RouteAuth;
    /** With auth 'token': the expected bearer secret, read per request (unset = the route answers 404). */
    bearerToken?: (request: FastifyRequest) => string | undefined;
  }
  interface FastifyInstance {
    /** Every API route with its declared auth, in registration order. */
    declaredRoutes: DeclaredRoute[];
  }
}

/** One declared route: what the startup check saw (the route-enumerating test reads it). */
export interface DeclaredRoute {
  method: string;
  url: string;
  auth: RouteAuth;
}

async function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  auth: Exclude<RouteAuth, 'public' | 'token'>,
): Promise<void> {
  if (!request.auth) await reply.code(401).send({ ok: false, err: 'unauthorized' });
  else if (auth !== 'user' && !can(request.auth, auth)) {
    await reply.code(403).send({ ok: false, err: 'forbidden' });
  }
}

/** Compares secrets in constant time (hashes first, so lengths do not leak either). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The 'token' guard: also for a route outside the API prefix (GET /metrics). */
export async function requireBearerToken(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const expected = request.routeOptions.config.bearerToken?.(request);
  if (!expected) {
    await reply.code(404).send({ ok: false, err: 'not_found' });
    return;
  }
  const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!given || !sameSecret(given, expected)) await reply.code(401).send({ ok: false, err: 'unauthorized' });
}

const guards: Record<Exclude<RouteAuth, 'public'>, onRequestHookHandler> = {
  token: requireBearerToken,
  user: (request, reply) => refuse(request, reply, 'user'),
  edit: (request, reply) => refuse(request, reply, 'edit'),
  switch_user: (request, reply) => refuse(request, reply, 'switch_user'),
  schemas: (request, reply) => refuse(request, reply, 'schemas'),
};

/** The API routes (under `prefix`) with their declared auth, from every route the app registered. */
export function declaredRoutesOf(routes: readonly RouteOptions[], prefix: string): DeclaredRoute[] {
  return routes
    .filter((route) => route.url.startsWith(prefix) && route.config?.auth)
    .flatMap((route) =>
      [route.method].flat().map((method) => ({ method, url: route.url, auth: route.config!.auth! })),
    );
}

/**
 * Adds the onRoute hook that enforces `config.auth` on every route whose URL starts with `prefix`;
 * call it before the route plugins are registered.
 */
export function enforceRouteAuth(app: FastifyInstance, prefix: string): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(prefix)) return;
    const auth = route.config?.auth;
    if (!auth || !ROUTE_AUTHS.includes(auth)) {
      const methods = [route.method].flat();
      throw new Error(
        `${methods.join(',')} ${route.url}: chýba config.auth ('${ROUTE_AUTHS.join("' | '")}')`,
      );
    }
    if (auth === 'token' && !route.config?.bearerToken) {
      throw new Error(`${[route.method].flat().join(',')} ${route.url}: auth 'token' bez config.bearerToken`);
    }
    if (auth === 'public') return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [guards[auth], ...existing];
  });
}
