import type { FastifyPluginAsync } from 'fastify';
import { buildContactsTemplate } from '../services/contacts-sheet';

export const TEMPLATES_PATH = '/public/templates';

/** Spreadsheet templates linked as /public/templates/{template}.xls, built once on first request. */
const TEMPLATES = new Map<string, () => Buffer>([['kontatky_sablona', buildContactsTemplate]]);

/**
 * GET /public/templates/{template}.xls, outside /api/webapp and without sign-in. The plugin skips
 * encapsulation (as fastify-plugin does) so the /api/webapp prefix every route plugin gets does not apply.
 */
export const templatesRoutes: FastifyPluginAsync = async (app) => {
  const cache = new Map<string, Buffer>();
  app.get<{ Params: { template: string } }>(
    `${TEMPLATES_PATH}/:template`,
    {
      config: { auth: 'public' },
      schema: {
        params: {
          type: 'object',
          required: ['template'],
          properties: { template: { type: 'string', pattern: '^[a-z_]{1,60}\\.xls$' } },
        },
      },
    },
    async (request, reply) => {
      const name = request.params.template.replace(/\.xls$/, '');
      const build = TEMPLATES.get(name);
      if (!build) return reply.code(404).type('text/plain; charset=utf-8').send('Šablóna sa nenašla');
      let file = cache.get(name);
      if (!file) {
        file = build();
        cache.set(name, file);
      }
      return reply
        .type('application/vnd.ms-excel')
        .header('content-disposition', `attachment; filename="${name}.xls"`)
        .send(file);
    },
  );
};
(templatesRoutes as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
