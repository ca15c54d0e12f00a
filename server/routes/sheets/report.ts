// Games 4.1 / 7.3: GET games/{id}/report, the game report PDF of a registered, received or confirmed
// sheet, by browser navigation (sign-in). 404 unknown sheet; 409 invalid_state in another status.
import type { FastifyPluginAsync } from 'fastify';
import { DOWNLOAD_COOKIE } from '../../../schemas/constants';
import { FileReply, emptyQuery, responses, sheetParams } from '../../../schemas/api';
import { sendNotFound } from '../../http/replies';
import { formsOf } from '../../services/records/evaluation';
import { loadSheet } from '../../services/sheets/sheets';
import { renderGameReport, reportData, REPORT_STATUSES } from '../../services/pdf/game-report';

export const reportRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/games/:id/report',
    {
      config: { auth: 'user' },
      schema: { params: sheetParams, querystring: emptyQuery, response: responses(FileReply) },
    },
    async (request, reply) => {
      const sheet = await loadSheet(app.deps.db, Number((request.params as { id: string }).id));
      if (!sheet) return sendNotFound(reply);
      if (!REPORT_STATUSES.includes(sheet.status))
        return reply.code(409).send({ ok: false, err: 'invalid_state' });
      const pdf = await renderGameReport(formsOf(app.deps), await reportData(app.deps.db, sheet));
      // Spec platform 4.9: the client detects a finished download by this cookie.
      reply.setCookie(DOWNLOAD_COOKIE.name, DOWNLOAD_COOKIE.value, { path: DOWNLOAD_COOKIE.path });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="sprava-${sheet.number ?? sheet.id}.pdf"`)
        .send(pdf);
    },
  );
};
