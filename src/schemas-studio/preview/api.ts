// The studio's calls about a draft (docs/schema-versions.md): a form's validate call under the draft
// (POST schemas/preview) and the stored records the draft would make incomplete (POST schemas/impact).
import type { Attrs, FormInput, FormName } from '../../../schemas/engine';
import type { ImpactGroup, SchemaImpactReply, SchemaPreviewReply } from '../../../schemas/api';
import type { SchemaFiles } from '../../../schemas/loader';
import { apiCall } from '../../providers/api';
import { attrsBody } from '../../providers/dataProvider';

export type { ImpactGroup };

/** The draft fails the checks (schemas:check): `problems` are their Slovak messages. */
export class InvalidDraftError extends Error {
  constructor(readonly problems: string[]) {
    super('invalid_schema');
    this.name = 'InvalidDraftError';
  }
}

/** POST schemas/preview: the form's attrs for `input` under the draft; InvalidDraftError for a broken draft. */
export async function previewAttrs(
  form: FormName,
  input: FormInput,
  files: SchemaFiles,
  signal?: AbortSignal,
): Promise<Attrs> {
  const reply = await apiCall<SchemaPreviewReply>(
    'POST',
    'schemas/preview',
    { form, input: attrsBody(input as Attrs), forms: files.forms, codelists: files.codelists },
    { signal },
  );
  if (reply.ok && reply.attrs) return reply.attrs as Attrs;
  if (reply.err === 'invalid_schema') throw new InvalidDraftError(reply.problems ?? []);
  throw new Error(reply.err ?? 'preview failed');
}

/** POST schemas/impact: per record type, the stored records the draft would make incomplete. */
export async function draftImpact(files: SchemaFiles, signal?: AbortSignal): Promise<ImpactGroup[]> {
  const reply = await apiCall<SchemaImpactReply>(
    'POST',
    'schemas/impact',
    { forms: files.forms, codelists: files.codelists },
    { signal },
  );
  if (reply.ok && reply.impact) return reply.impact;
  if (reply.err === 'invalid_schema') throw new InvalidDraftError(reply.problems ?? []);
  throw new Error(reply.err ?? 'impact failed');
}
