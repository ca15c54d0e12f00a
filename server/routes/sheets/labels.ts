// Games 2.13 / 7.3: GET games/{id}/labels?t&f&o, the labels PDF of a registered sheet, by browser
// navigation (sign-in; 4.1 decides which labels a sheet offers). Refusals: 404 unknown sheet, 409
// invalid_state (the sheet offers no labels of that type), 409 invalid_format (an A4-only parcel
// type in an envelope format), 400 for a start position outside 0–3 or with an envelope format.
import type { FastifyPluginAsync } from 'fastify';
import { DOWNLOAD_COOKIE } from '../../../schemas/constants';
import { FileReply, labelsQuery, responses, sheetParams } from '../../../schemas/api';
import { sendNotFound } from '../../http/replies';
import { loadSheet } from '../../services/sheets/sheets';
import { renderLabelsPdf, type LabelFormat, type LabelType } from '../../services/pdf/labels-pdf';
import { labelsInput, labelsRefusal } from '../../services/pdf/labels-pdf-data';

export const labelsRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/games/:id/labels',
    {
      config: { auth: 'user' },
      schema: { params: sheetParams, querystring: labelsQuery, response: responses(FileReply) },
    },
    async (request, reply) => {
      const q = request.query as { t: LabelType; f?: string; o?: string };
      const format = (q.f || 'a4') as LabelFormat;
      const start = Number(q.o || 0);
      if (format !== 'a4' && start !== 0)
        return reply.code(400).send({ ok: false, err: 'bad_request', message: 'o is for a4 only' });
      const sheet = await loadSheet(app.deps.db, Number((request.params as { id: string }).id));
      if (!sheet) return sendNotFound(reply);
      const refusal = labelsRefusal(sheet, q.t, format);
      if (refusal) return reply.code(409).send({ ok: false, err: refusal });
      const pdf = await renderLabelsPdf(await labelsInput(app.deps.db, sheet, q.t, format, start));
      // Spec platform 4.9: the client detects a finished download by this cookie.
      reply.setCookie(DOWNLOAD_COOKIE.name, DOWNLOAD_COOKIE.value, { path: DOWNLOAD_COOKIE.path });
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="stitky-${sheet.number ?? sheet.id}-${format}.pdf"`,
        )
        .send(pdf);
    },
  );
};
