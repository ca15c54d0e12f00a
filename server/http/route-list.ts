// Every route the app registers, as Fastify reports them (onRoute): the fuzz suite covers each one
// without being edited when a route is added.
import type { FastifyInstance, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    routeList: RouteOptions[];
  }
}

/** Call before the route plugins are registered. */
export function collectRoutes(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
}
