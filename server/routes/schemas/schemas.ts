import type { FastifyPluginAsync } from 'fastify';
import { sendNotFound } from '../../http/replies';
import { schemaRuntimeOf } from '../../services/schemas/runtime';
import { publishSchemas, republishVersion } from '../../services/schemas/publish';
import { getVersion, listVersions } from '../../services/schemas/versions';
import {
  emptyQuery,
  responses,
  schemaPublishBody,
  schemaRepublishBody,
  schemaVersionParams,
  SchemaPublishReply,
  SchemasReply,
  SchemaVersionReply,
  SchemaVersionsReply,
  type SchemaPublishBody,
  type SchemaRepublishBody,
} from '../../../schemas/api';

/** The field schemas as data: the version in force for the app, and the studio's history and publishing. */
export const schemasRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;
  const runtime = () => schemaRuntimeOf(db)!;

  app.get(
    '/schemas',
    { config: { auth: 'user' }, schema: { querystring: emptyQuery, response: responses(SchemasReply) } },
    async () => {
      const { version, files } = runtime();
      return { ok: true, version, forms: files.forms, codelists: files.codelists };
    },
  );

  app.get(
    '/schemas/versions',
    {
      config: { auth: 'schemas' },
      schema: { querystring: emptyQuery, response: responses(SchemaVersionsReply) },
    },
    async () => ({ ok: true, data: await listVersions(db) }),
  );

  app.get<{ Params: { id: string } }>(
    '/schemas/versions/:id',
    {
      config: { auth: 'schemas' },
      schema: {
        params: schemaVersionParams,
        querystring: emptyQuery,
        response: responses(SchemaVersionReply),
      },
    },
    async (request, reply) => {
      const found = await getVersion(db, Number(request.params.id));
      if (!found) return sendNotFound(reply);
      const { files, ...version } = found;
      return { ok: true, version, forms: files.forms, codelists: files.codelists };
    },
  );

  app.put<{ Body: SchemaPublishBody }>(
    '/schemas/versions',
    {
      config: { auth: 'schemas' },
      schema: { body: schemaPublishBody, querystring: emptyQuery, response: responses(SchemaPublishReply) },
    },
    async (request) => {
      const { baseId, note, forms, codelists } = request.body;
      return publishSchemas(db, {
        files: { forms, codelists },
        baseId,
        note,
        authorId: Number(request.auth!.user.id),
        source: 'studio',
      });
    },
  );

  app.post<{ Params: { id: string }; Body: SchemaRepublishBody }>(
    '/schemas/versions/:id/publish',
    {
      config: { auth: 'schemas' },
      schema: {
        params: schemaVersionParams,
        body: schemaRepublishBody,
        querystring: emptyQuery,
        response: responses(SchemaPublishReply),
      },
    },
    async (request, reply) => {
      const outcome = await republishVersion(db, Number(request.params.id), {
        baseId: request.body.baseId,
        note: request.body.note,
        authorId: Number(request.auth!.user.id),
      });
      return outcome ?? sendNotFound(reply);
    },
  );
};
