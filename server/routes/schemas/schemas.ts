import type { FastifyPluginAsync } from 'fastify';
import { sendNotFound } from '../../http/replies';
import { routeOptions } from '../../http/route-options';
import { schemaRuntimeOf } from '../../services/schemas/runtime';
import { publishProblems, publishSchemas, republishVersion } from '../../services/schemas/publish';
import { compileSchemaFiles } from '../../services/schemas/runtime';
import { schemaImpact } from '../../services/schemas/impact';
import { evaluate } from '../../services/records/evaluation';
import type { FormInput } from '../../../schemas/engine';
import { getVersion, listVersions } from '../../services/schemas/versions';
import { schemaDiff } from '../../../schemas/diff';
import { deleteSchemaDraft, getSchemaDraft, saveSchemaDraft } from '../../services/schemas/drafts';
import type { SchemaDraft } from '../../services/schemas/drafts';
import {
  schemaDraftBody,
  schemaDraftParams,
  schemaDraftSaveBody,
  SchemaDraftReply,
  type SchemaDraftSaveBody,
  schemaPreviewBody,
  SchemaImpactReply,
  SchemaPreviewReply,
  type SchemaDraftBody,
  type SchemaPreviewBody,
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

  app.get('/schemas', routeOptions('user', SchemasReply), async () => {
    const { version, files } = runtime();
    return { ok: true, version, forms: files.forms, codelists: files.codelists };
  });

  app.get('/schemas/versions', routeOptions('schemas', SchemaVersionsReply), async () => ({
    ok: true,
    data: await listVersions(db),
  }));

  app.get<{ Params: { id: string } }>(
    '/schemas/versions/:id',
    routeOptions('schemas', SchemaVersionReply, { params: schemaVersionParams }),
    async (request, reply) => {
      const found = await getVersion(db, Number(request.params.id));
      if (!found) return sendNotFound(reply);
      const { files, ...version } = found;
      const base = await getVersion(db, found.baseId ?? found.id - 1);
      const changes = base ? schemaDiff(base.files, files) : [];
      return { ok: true, version, changes, forms: files.forms, codelists: files.codelists };
    },
  );

  app.put<{ Body: SchemaPublishBody }>(
    '/schemas/versions',
    routeOptions('schemas', SchemaPublishReply, { body: schemaPublishBody }),
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
    routeOptions('schemas', SchemaPublishReply, { params: schemaVersionParams, body: schemaRepublishBody }),
    async (request, reply) => {
      const outcome = await republishVersion(db, Number(request.params.id), {
        baseId: request.body.baseId,
        note: request.body.note,
        authorId: Number(request.auth!.user.id),
      });
      return outcome ?? sendNotFound(reply);
    },
  );

  // The administrator's own drafts (services/schemas/drafts.ts): per scope, never another's.
  const draftReply = (draft: SchemaDraft | undefined) => ({
    ok: true,
    current: runtime().version,
    draft: draft
      ? {
          scope: draft.scope,
          baseId: draft.baseId,
          updatedAt: draft.updatedAt,
          forms: draft.files.forms,
          codelists: draft.files.codelists,
        }
      : null,
  });

  app.get<{ Params: { scope: string } }>(
    '/schemas/drafts/:scope',
    routeOptions('schemas', SchemaDraftReply, { params: schemaDraftParams }),
    async (request) =>
      draftReply(await getSchemaDraft(db, Number(request.auth!.user.id), request.params.scope)),
  );

  app.put<{ Params: { scope: string }; Body: SchemaDraftSaveBody }>(
    '/schemas/drafts/:scope',
    routeOptions('schemas', SchemaDraftReply, { params: schemaDraftParams, body: schemaDraftSaveBody }),
    async (request) => {
      const { baseId, forms, codelists } = request.body;
      const outcome = await saveSchemaDraft(db, Number(request.auth!.user.id), request.params.scope, {
        baseId,
        files: { forms, codelists },
      });
      return outcome.ok ? draftReply(outcome.draft) : outcome;
    },
  );

  app.delete<{ Params: { scope: string } }>(
    '/schemas/drafts/:scope',
    routeOptions('schemas', SchemaDraftReply, { params: schemaDraftParams }),
    async (request) => {
      await deleteSchemaDraft(db, Number(request.auth!.user.id), request.params.scope);
      return draftReply(undefined);
    },
  );

  app.post<{ Body: SchemaDraftBody }>(
    '/schemas/impact',
    routeOptions('schemas', SchemaImpactReply, { body: schemaDraftBody }),
    async (request) => {
      const files = { forms: request.body.forms, codelists: request.body.codelists };
      const problems = publishProblems(files);
      if (problems.length) return { ok: false, err: 'invalid_schema', problems };
      return { ok: true, impact: await schemaImpact(db, runtime().forms, compileSchemaFiles(files)) };
    },
  );

  app.post<{ Body: SchemaPreviewBody }>(
    '/schemas/preview',
    routeOptions('schemas', SchemaPreviewReply, { body: schemaPreviewBody }),
    async (request) => {
      const { form, input, forms, codelists } = request.body;
      const files = { forms, codelists };
      const problems = publishProblems(files);
      if (problems.length) return { ok: false, err: 'invalid_schema', problems };
      const e = await evaluate(db, compileSchemaFiles(files), form, input as FormInput, { action: true });
      return { ok: true, attrs: e.attrs };
    },
  );
};
