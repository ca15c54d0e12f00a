// The codelist editor's and the zip import's calls (issue 23): the usage counts of a codelist, and
// publishing a whole draft set (PUT schemas/versions).
import type { CodelistUsageReply, SchemaPublishReply } from '../../../schemas/api';
import { apiCall } from '../../providers/api';

/** GET schemas/codelists/{name}/usage: per value, how many stored records use it. */
export async function fetchCodelistUsage(name: string): Promise<Record<string, number>> {
  const reply = await apiCall<CodelistUsageReply>(
    'GET',
    `schemas/codelists/${encodeURIComponent(name)}/usage`,
  );
  return reply.usage ?? {};
}

export interface SchemaDraft {
  forms: Record<string, unknown>;
  codelists: Record<string, unknown>;
}

/** PUT schemas/versions {baseId, note, forms, codelists}: publishes the draft as the newest version. */
export function publishDraft(baseId: number, note: string, draft: SchemaDraft) {
  return apiCall<SchemaPublishReply>('PUT', 'schemas/versions', { baseId, note, ...draft });
}
