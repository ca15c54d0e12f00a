import { DOWNLOAD_COOKIE } from '../../../schemas/constants';
import type { FastifyPluginAsync } from 'fastify';
import { invoiceFile } from '../../services/pdf/invoice-download';
import { formsOf } from '../../services/records/evaluation';
import { FileReply, responses, emptyQuery, idParam } from '../../../schemas/api';
import { sendNotFound } from '../../http/replies';

/** GET invoices/{id}/download: the invoice as a PDF, by browser navigation ('edit' only). */
export const invoiceDownloadRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>(
    '/invoices/:id/download',
    {
      config: { auth: 'edit' },
      schema: {
        response: responses(FileReply),
        params: idParam,
        querystring: emptyQuery,
      },
    },
    async (request, reply) => {
      const file = await invoiceFile(app.deps.db, formsOf(app.deps).forms.invoice, request.params.id);
      if (!file) return sendNotFound(reply);
      // Spec platform 4.9: the client detects a finished download by this cookie.
      reply.setCookie(DOWNLOAD_COOKIE.name, DOWNLOAD_COOKIE.value, { path: DOWNLOAD_COOKIE.path });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.pdf);
    },
  );
};
