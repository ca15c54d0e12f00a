// Requests and replies of the field schemas as data (the schema studio): the version in force for the
// app, the versions' history, publishing a new version and publishing an older one again (rollback).
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Reply } from './common';

const formsAndCodelists = {
  /** Form name → its schema JSON (as in schemas/<name>.json). */
  forms: Type.Record(Type.String({ maxLength: 40 }), Type.Unknown()),
  /** Codelist name → its JSON (as in schemas/codelists/<name>.json). */
  codelists: Type.Record(Type.String({ maxLength: 60 }), Type.Unknown()),
};

// ---- Requests ----

/** GET schemas/versions/{id}, POST schemas/versions/{id}/publish. */
export const schemaVersionParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) });

const note = Type.String({ maxLength: 500 });
/** The version the change was made from: publishing refuses it when another version came since. */
const baseId = Type.Integer({ minimum: 0 });

/** PUT schemas/versions {baseId, note, forms, codelists}: publishes a new version. */
export const schemaPublishBody = Type.Object({ baseId, note, ...formsAndCodelists });
export type SchemaPublishBody = Static<typeof schemaPublishBody>;

/** POST schemas/versions/{id}/publish {baseId, note}: publishes an older version again as the newest. */
export const schemaRepublishBody = Type.Object({ baseId, note });
export type SchemaRepublishBody = Static<typeof schemaRepublishBody>;

// ---- Replies ----

export const SchemaVersionInfo = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String(),
  authorId: Nullable(Type.Integer()),
  authorEmail: Nullable(Type.String()),
  source: Type.Union([
    Type.Literal('files'),
    Type.Literal('studio'),
    Type.Literal('cli'),
    Type.Literal('rollback'),
  ]),
  note: Type.String(),
  baseId: Nullable(Type.Integer()),
  hash: Type.String(),
});
export type SchemaVersionInfo = Static<typeof SchemaVersionInfo>;

/** GET schemas: the version in force, what the app builds its forms from. */
export const SchemasReply = Reply({ version: Type.Integer(), ...formsAndCodelists });
export type SchemasReply = Static<typeof SchemasReply>;

/** GET schemas/versions: every version, newest first. */
export const SchemaVersionsReply = Reply({ data: Type.Array(SchemaVersionInfo) });
export type SchemaVersionsReply = Static<typeof SchemaVersionsReply>;

/** GET schemas/versions/{id}: one version with its files. */
export const SchemaVersionReply = Reply({ version: SchemaVersionInfo, ...formsAndCodelists });
export type SchemaVersionReply = Static<typeof SchemaVersionReply>;

/**
 * PUT schemas/versions and POST schemas/versions/{id}/publish: the new version; refused with
 * `conflict` (another version was published since baseId: `current` names it) or `invalid_schema`
 * (`problems`: the Slovak messages of schemas:check).
 */
export const SchemaPublishReply = Reply({
  version: SchemaVersionInfo,
  current: SchemaVersionInfo,
  problems: Type.Array(Type.String()),
});
export type SchemaPublishReply = Static<typeof SchemaPublishReply>;
