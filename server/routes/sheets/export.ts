// Games 7.6: GET drafts/{id}/export, a draft's levels in the formats of the sheet import (xlsx or xml).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { DOWNLOAD_COOKIE } from '../../../schemas/constants';
import { sendNotFound } from '../../http/replies';
import { formsOf } from '../../services/records/evaluation';
import {
  FileReply,
  responses,
  sheetExportQuery,
  sheetParams,
  type SheetExportFormat,
} from '../../../schemas/api';

const sheetId = (request: FastifyRequest) => Number((request.params as { id: string }).id);

export const sheetExportRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  app.get(
    '/drafts/:id/export',
    {
      config: { auth: 'edit' },
      schema: { params: sheetParams, querystring: sheetExportQuery, response: responses(FileReply) },
    },
    async (request, res) => {
      const format: SheetExportFormat = (request.query as { f?: SheetExportFormat }).f ?? 'xlsx';
      // The spreadsheet library is loaded at the first export, not with the server.
      const { exportSheet } = await import('../../services/imports/sheet-export-file');
      const file = await exportSheet(db, formsOf(app.deps), sheetId(request), format);
      if (!file) return sendNotFound(res);
      // Platform 4.9: the download modal closes when it sees this cookie.
      res.setCookie(DOWNLOAD_COOKIE.name, DOWNLOAD_COOKIE.value, { path: DOWNLOAD_COOKIE.path });
      return res
        .type(file.mime)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );
};
