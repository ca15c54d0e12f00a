// Requests and replies of the field schemas as data (the schema studio): the version in force for the
// app, the versions' history, publishing a new version and publishing an older one again (rollback).
import { Type, type Static } from '@sinclair/typebox';
import { FORM_NAMES } from '../engine';
import { Attrs, Nullable, Reply } from './common';

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

/** POST schemas/impact {forms, codelists}: what a draft would make incomplete. */
export const schemaDraftBody = Type.Object(formsAndCodelists);
export type SchemaDraftBody = Static<typeof schemaDraftBody>;

/** POST schemas/preview {form, forms, codelists, input}: a validate call of one form against the draft. */
export const schemaPreviewBody = Type.Object({
  form: Type.Union(FORM_NAMES.map((name) => Type.Literal(name))),
  input: Type.Record(Type.String({ maxLength: 100 }), Type.Unknown()),
  ...formsAndCodelists,
});
export type SchemaPreviewBody = Static<typeof schemaPreviewBody>;

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
    Type.Literal('migration'),
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
export const SchemaVersionReply = Reply({
  version: SchemaVersionInfo,
  /** What changed from the version it was made from (or the one before it), one Slovak line each. */
  changes: Type.Array(Type.String()),
  ...formsAndCodelists,
});
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

export const ImpactGroup = Type.Object({
  type: Type.Union(['level', 'variant', 'game', 'invoice', 'voucher', 'user'].map((t) => Type.Literal(t))),
  checked: Type.Integer(),
  count: Type.Integer(),
  /** Of `count`, records of games sent to production: they stay valid until they are next edited. */
  sent: Type.Integer(),
  items: Type.Array(
    Type.Object({
      id: Type.Integer(),
      label: Type.String(),
      sheetId: Type.Optional(Type.Integer()),
      sent: Type.Optional(Type.Boolean()),
    }),
  ),
});
export type ImpactGroup = Static<typeof ImpactGroup>;

/** POST schemas/impact: per record type, how many stored records the draft would make incomplete. */
export const SchemaImpactReply = Reply({
  impact: Type.Array(ImpactGroup),
  problems: Type.Array(Type.String()),
});
export type SchemaImpactReply = Static<typeof SchemaImpactReply>;

/** POST schemas/preview: the attrs of the form under the draft (as its validate call replies them). */
export const SchemaPreviewReply = Reply({ attrs: Attrs, problems: Type.Array(Type.String()) });
export type SchemaPreviewReply = Static<typeof SchemaPreviewReply>;
