// The schema studio's codelist usage and the export / import of a version as a zip (issue 23).
import { Type, type Static } from '@sinclair/typebox';
import { Reply } from './common';

/** GET schemas/codelists/{name}/usage. */
export const schemaCodelistParams = Type.Object({
  name: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_-]{0,59}$' }),
});

/** GET schemas/codelists/{name}/usage: per value of the codelist in force, how many stored records use it. */
export const CodelistUsageReply = Reply({
  codelist: Type.String(),
  usage: Type.Record(Type.String(), Type.Integer()),
});
export type CodelistUsageReply = Static<typeof CodelistUsageReply>;

/**
 * POST schemas/import (multipart `file`, a zip of forms/<name>.json and codelists/<name>.json): the
 * files read, what they change against the version in force `baseId`, and the problems that would
 * refuse them. Nothing is published.
 */
export const SchemaImportReply = Reply({
  baseId: Type.Integer(),
  forms: Type.Record(Type.String(), Type.Unknown()),
  codelists: Type.Record(Type.String(), Type.Unknown()),
  changes: Type.Array(Type.String()),
  problems: Type.Array(Type.String()),
});
export type SchemaImportReply = Static<typeof SchemaImportReply>;
