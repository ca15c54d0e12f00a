// Games 2.11, 4.5, 5.3: the sheet import (the upload protocol of platform 7.8: multipart `file`, r=json or
// r=html): POST invoices/import makes a new draft, POST invoices/{id}/import adds levels to one.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { enableUploads, receiveUpload, sendUploadReply } from '../../http/upload';
import { importReporter } from '../../services/history/change-log';
import { actorOf } from '../../http/form-routes';
import type { ReportChanges } from '../../services/records/record-changes';
import { formsOf } from '../../services/records/evaluation';
import { loadSheet, presentSheet } from '../../services/sheets/sheets';
import { parseGameFileOffThread } from '../../services/imports/off-thread';
import {
  importLevelsInto,
  importNewDraft,
  type SheetImportResult,
} from '../../services/imports/sheet-import';
import { SheetImportReply, responses, sheetParams, uploadQuery } from '../../../schemas/api';

/** Games 5.3: xls or xml; xlsx too, the format of the export. */
export const SHEET_IMPORT_EXTENSIONS = ['xls', 'xlsx', 'xml'] as const;

const sheetId = (request: FastifyRequest) => Number((request.params as { id: string }).id);

export const sheetImportRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;
  await enableUploads(app);

  const replyOf = async (result: SheetImportResult) => {
    if (!result.ok) return result;
    const sheet = await loadSheet(db, result.sheetId);
    return { ok: true, sheet: presentSheet(sheet!), count: result.count };
  };

  /** Receives the file, parses it off the main thread and runs `store` with the parsed game file. */
  const importHandler =
    (
      store: (
        parsed: Extract<Awaited<ReturnType<typeof parseGameFileOffThread>>, { ok: true }>,
        request: FastifyRequest,
        report: ReportChanges,
      ) => Promise<SheetImportResult>,
    ) =>
    async (request: FastifyRequest, res: FastifyReply) => {
      const file = await receiveUpload(request, res, { allowed: SHEET_IMPORT_EXTENSIONS });
      if (!file) return res;
      const parsed = await parseGameFileOffThread(file.buffer);
      if (!parsed.ok) return sendUploadReply(request, res, { ok: false, err: parsed.err });
      // the change log: one 'import' entry beside each created record (services/history)
      const into = (request.params as { id?: string }).id;
      const report = importReporter(
        app.recordChanges.reporter(actorOf(request)),
        'level',
        into ? { type: 'variant', id: Number(into) } : undefined,
      );
      const result = await store(parsed, request, report);
      if (!result.ok && result.err === 'not_found') {
        return sendUploadReply(request, res, { ok: false, err: 'not_found' }, 404);
      }
      return sendUploadReply(request, res, await replyOf(result));
    };

  app.post(
    '/invoices/import',
    { config: { auth: 'edit' }, schema: { querystring: uploadQuery, response: responses(SheetImportReply) } },
    importHandler((parsed, request, report) =>
      importNewDraft(db, formsOf(app.deps), parsed, request.auth!.user, report),
    ),
  );

  app.post(
    '/invoices/:id/import',
    {
      config: { auth: 'edit' },
      schema: { params: sheetParams, querystring: uploadQuery, response: responses(SheetImportReply) },
    },
    importHandler((parsed, request, report) =>
      importLevelsInto(db, formsOf(app.deps), parsed, sheetId(request), report),
    ),
  );
};
