import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import { rootPath } from '../../paths';

export const HELP_PATH = '/pomoc/';
/** The help pages (public/pomoc), also copied into the built app by Vite. */
export const HELP_DIR = rootPath('public/pomoc');

/**
 * GET /pomoc/index.html (spec platform 2.10): the static Slovak help page, without sign-in and
 * outside /api/webapp (the plugin skips encapsulation like templates.ts, so the prefix does not
 * apply). A wildcard route, so the exact routes of the built app's copy (dist/pomoc) can coexist.
 */
export const helpRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyStatic, {
    root: HELP_DIR,
    prefix: HELP_PATH,
    decorateReply: false,
    wildcard: true,
    index: ['index.html'],
    redirect: true,
  });
};
(helpRoutes as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
