// Games 2.11, 4.5, 5.3, 7.6: the sheet import (the upload protocol of platform 7.8: multipart `file`,
// r=json or r=html) and the export back into the same formats.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { DOWNLOAD_COOKIE } from '../../schemas/constants';
import { enableUploads, receiveUpload, sendUploadReply, uploadQuery } from '../http/upload';
import { paramsOf } from '../http/schemas';
import { sendNotFound } from '../http/replies';
import { formsOf } from '../services/evaluation';
import { loadSheet, presentSheet } from '../services/sheets';
import { parseGameFileOffThread } from '../services/sheet-import-thread';
import { importLevelsInto, importNewDraft, type SheetImportResult } from '../services/sheet-import';
import {
  FileReply,
  SheetImportReply,
  responses,
  sheetExportQuery,
  type SheetExportFormat,
} from '../../schemas/api';

/** Games 5.3: xls or xml; xlsx too, the format of the export. */
export const SHEET_IMPORT_EXTENSIONS = ['xls', 'xlsx', 'xml'] as const;

const sheetParams = paramsOf('id');
const sheetId = (request: FastifyRequest) => Number((request.params as { id: string }).id);

export const sheetImportRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;
  await enableUploads(app);

  const replyOf = async (result: SheetImportResult) => {
    if (!result.ok) return result;
    const sheet = await loadSheet(db, result.sheetId);
    return { ok: true, sheet: presentSheet(sheet!), count: result.count };
  };

  app.post(
    '/invoices/import',
    { config: { auth: 'edit' }, schema: { querystring: uploadQuery, response: responses(SheetImportReply) } },
    async (request, res) => {
      const file = await receiveUpload(request, res, { allowed: SHEET_IMPORT_EXTENSIONS });
      if (!file) return res;
      const parsed = await parseGameFileOffThread(file.buffer);
      if (!parsed.ok) return sendUploadReply(request, res, { ok: false, err: parsed.err });
      const result = await importNewDraft(db, formsOf(app.deps.config), parsed, request.auth!.user);
      return sendUploadReply(request, res, await replyOf(result));
    },
  );

  app.post(
    '/invoices/:id/import',
    {
      config: { auth: 'edit' },
      schema: { params: sheetParams, querystring: uploadQuery, response: responses(SheetImportReply) },
    },
    async (request, res) => {
      const file = await receiveUpload(request, res, { allowed: SHEET_IMPORT_EXTENSIONS });
      if (!file) return res;
      const parsed = await parseGameFileOffThread(file.buffer);
      if (!parsed.ok) return sendUploadReply(request, res, { ok: false, err: parsed.err });
      const result = await importLevelsInto(db, formsOf(app.deps.config), parsed, sheetId(request));
      if (!result.ok && result.err === 'not_found') {
        return sendUploadReply(request, res, { ok: false, err: 'not_found' }, 404);
      }
      return sendUploadReply(request, res, await replyOf(result));
    },
  );

  app.get(
    '/drafts/:id/export',
    {
      config: { auth: 'edit' },
      schema: { params: sheetParams, querystring: sheetExportQuery, response: responses(FileReply) },
    },
    async (request, res) => {
      const format: SheetExportFormat = (request.query as { f?: SheetExportFormat }).f ?? 'xlsx';
      // The spreadsheet library is loaded at the first export, not with the server.
      const { exportSheet } = await import('../services/sheet-export-file');
      const file = await exportSheet(db, formsOf(app.deps.config), sheetId(request), format);
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
