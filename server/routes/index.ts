import type { FastifyPluginAsync } from 'fastify';

/** Every route plugin, one per URL group of spec section 7; each is registered under /api/webapp. */
export const routePlugins: FastifyPluginAsync[] = [];
