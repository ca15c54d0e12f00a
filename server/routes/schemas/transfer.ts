// The schema studio's codelist usage and the export / import of a version as a zip (issue 23,
// docs/schema-versions.md), permission 'schemas'.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { DOWNLOAD_COOKIE } from '../../../schemas/constants';
import {
  CodelistUsageReply,
  FileReply,
  schemaCodelistParams,
  SchemaImportReply,
  schemaVersionParams,
  uploadQuery,
} from '../../../schemas/api';
import { sendNotFound } from '../../http/replies';
import { routeOptions } from '../../http/route-options';
import { receiveUpload, sendUploadReply } from '../../http/upload';
import { codelistUsage } from '../../services/schemas/codelist-usage';
import { schemaRuntimeOf } from '../../services/schemas/runtime';
import { getVersion } from '../../services/schemas/versions';
import {
  previewSchemaZip,
  SCHEMA_ZIP_MAX_BYTES,
  versionZip,
  versionZipName,
} from '../../services/schemas/zip';

/** Room for the multipart envelope around the file. */
const ENVELOPE_BYTES = 64 * 1024;

export const schemaTransferRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;
  const runtime = () => schemaRuntimeOf(db)!;
  // Multipart for this plugin's import only, with the small limit of a schema zip.
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: SCHEMA_ZIP_MAX_BYTES, files: 1, fields: 5, parts: 10, fieldSize: 1024 },
  });

  app.get<{ Params: { name: string } }>(
    '/schemas/codelists/:name/usage',
    routeOptions('schemas', CodelistUsageReply, { params: schemaCodelistParams }),
    async (request, reply) => {
      const { name } = request.params;
      const { files } = runtime();
      if (!Object.hasOwn(files.codelists, name)) return sendNotFound(reply);
      return { ok: true, codelist: name, usage: await codelistUsage(db, files, name) };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/schemas/versions/:id/export',
    routeOptions('schemas', FileReply, { params: schemaVersionParams }),
    async (request, reply) => {
      const version = await getVersion(db, Number(request.params.id));
      if (!version) return sendNotFound(reply);
      reply.setCookie(DOWNLOAD_COOKIE.name, DOWNLOAD_COOKIE.value, { path: DOWNLOAD_COOKIE.path });
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${versionZipName(version.id)}"`)
        .send(Buffer.from(versionZip(version)));
    },
  );

  app.post(
    '/schemas/import',
    {
      ...routeOptions('schemas', SchemaImportReply, { querystring: uploadQuery }),
      // A body that says it is larger than a schema zip is refused before any of it is read.
      onRequest: async (request, reply) => {
        const length = Number(request.headers['content-length']);
        if (Number.isFinite(length) && length > SCHEMA_ZIP_MAX_BYTES + ENVELOPE_BYTES) {
          return reply
            .code(413)
            .header('connection', 'close')
            .send({ ok: false, err: 'size_limit_exceeded' });
        }
      },
    },
    async (request, reply) => {
      const file = await receiveUpload(request, reply, { allowed: ['zip'] });
      if (!file) return reply;
      const { version, files } = runtime();
      const preview = await previewSchemaZip(db, { version, files }, file.buffer);
      if (!preview.ok) {
        return sendUploadReply(
          request,
          reply,
          { ok: false, err: 'bad_request', message: preview.message },
          400,
        );
      }
      const { baseId, changes, problems } = preview;
      return sendUploadReply(request, reply, {
        ok: true,
        baseId,
        forms: preview.files.forms,
        codelists: preview.files.codelists,
        changes,
        problems,
      });
    },
  );
};
