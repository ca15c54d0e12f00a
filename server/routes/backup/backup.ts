// POST /api/webapp/backup (issue 25 item 1): the whole backup archive (database, files, manifest) as a zip,
// for an administrator (permission switch_user). `npm run backup` calls it when a running server holds
// the PGlite database (server/cli/backup.ts); on PostgreSQL the CLI reads the database itself.
import type { FastifyPluginAsync } from 'fastify';
import { FileReply } from '../../../schemas/api';
import { routeOptions } from '../../http/route-options';
import { backupFileName, createBackup } from '../../services/backup/backup';

export const backupRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.deps;
  app.post('/backup', routeOptions('switch_user', FileReply), async (_request, reply) => {
    const { bytes } = await createBackup(db, { dataDir: config.dataDir });
    return reply
      .type('application/zip')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${backupFileName()}"`)
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
};
