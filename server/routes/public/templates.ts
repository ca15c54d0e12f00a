import type { FastifyPluginAsync } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { rootPath } from '../../paths';
import { FileReply, responses, templateParams } from '../../../schemas/api';

export const TEMPLATES_PATH = '/public/templates';

/**
 * Spreadsheet templates linked as /public/templates/{template}.xls, built once on first request (the
 * spreadsheet library is loaded then, not with the server).
 */
const TEMPLATES = new Map<string, () => Promise<Buffer>>([
  [
    'kontatky_sablona',
    async () => (await import('../../services/imports/contacts-sheet')).buildContactsTemplate(),
  ],
]);

/** Committed template files (public/templates: the game template and its XML schema), served as they are. */
const TEMPLATES_DIR = rootPath('public/templates');
const STATIC_TYPES: Record<string, string> = {
  xls: 'application/vnd.ms-excel',
  xsd: 'application/xml; charset=utf-8',
};

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
        response: responses(FileReply),
        params: templateParams,
      },
    },
    async (request, reply) => {
      const fileName = request.params.template;
      const extension = fileName.slice(fileName.lastIndexOf('.') + 1);
      const name = fileName.slice(0, fileName.lastIndexOf('.'));
      const build = extension === 'xls' ? TEMPLATES.get(name) : undefined;
      if (!build) {
        const file = await readFile(path.join(TEMPLATES_DIR, fileName)).catch(() => undefined);
        if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Šablóna sa nenašla');
        return reply
          .type(STATIC_TYPES[extension])
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(file);
      }
      let file = cache.get(name);
      if (!file) {
        file = await build();
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
