// Route-level authorization: every API route declares who may call it with `config: { auth }` and
// one onRequest guard added here enforces it (after the session is loaded, before the body is read
// or validated). A route under the API prefix without a declaration stops the start.
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import { can, type Permission } from './auth';

/** 'public': anyone; 'user': a signed-in session; 'edit' / 'switch_user': that permission (not while switched). */
export type RouteAuth = 'public' | 'user' | Permission;

export const ROUTE_AUTHS: readonly RouteAuth[] = ['public', 'user', 'edit', 'switch_user'];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; required on every route under /api. */
    auth?: RouteAuth;
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
  auth: Exclude<RouteAuth, 'public'>,
): Promise<void> {
  if (!request.auth) await reply.code(401).send({ ok: false, err: 'unauthorized' });
  else if (auth !== 'user' && !can(request.auth, auth)) {
    await reply.code(403).send({ ok: false, err: 'forbidden' });
  }
}

const guards: Record<Exclude<RouteAuth, 'public'>, onRequestHookHandler> = {
  user: (request, reply) => refuse(request, reply, 'user'),
  edit: (request, reply) => refuse(request, reply, 'edit'),
  switch_user: (request, reply) => refuse(request, reply, 'switch_user'),
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
        `${methods.join(',')} ${route.url}: chýba config.auth ('public' | 'user' | 'edit' | 'switch_user')`,
      );
    }
    if (auth === 'public') return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [guards[auth], ...existing];
  });
}
