// The form editor's calls (docs/schema-versions.md): publishing a draft and one version with its changes.
import type { SchemaPublishReply, SchemaVersionReply } from '../../../schemas/api';
import type { SchemaFiles } from '../../../schemas/loader';
import { apiCall } from '../../providers/api';

/** PUT schemas/versions {baseId, note, forms, codelists}: publishes the draft as the newest version. */
export function publishDraft(baseId: number, note: string, files: SchemaFiles) {
  return apiCall<SchemaPublishReply>('PUT', 'schemas/versions', {
    baseId,
    note,
    forms: files.forms,
    codelists: files.codelists,
  });
}

/** GET schemas/versions/{id}: one version with `changes`, the Slovak lines of its diff. */
export function fetchVersion(id: number) {
  return apiCall<SchemaVersionReply>('GET', `schemas/versions/${id}`);
}
