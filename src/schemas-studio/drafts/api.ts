// The studio's drafts kept on the server (docs/schema-versions.md): GET, PUT and DELETE
// schemas/drafts/{scope}, per signed-in administrator; scope 'form.<name>' or 'codelist.<name>'.
import type { SchemaDraftReply, SchemaVersionReply } from '../../../schemas/api';
import type { SchemaFiles } from '../../../schemas/loader';
import { apiCall } from '../../providers/api';

export interface StoredDraft {
  /** The version the draft was made from. */
  baseId: number;
  files: SchemaFiles;
}

export interface DraftLoad {
  draft: StoredDraft | null;
  /** The version in force. */
  current: number;
}

function toLoad(reply: SchemaDraftReply): DraftLoad {
  const d = reply.draft;
  return {
    current: reply.current ?? 0,
    draft: d ? { baseId: d.baseId, files: { forms: d.forms, codelists: d.codelists } } : null,
  };
}

export async function fetchDraft(scope: string): Promise<DraftLoad> {
  return toLoad(await apiCall<SchemaDraftReply>('GET', `schemas/drafts/${scope}`));
}

export async function saveDraft(scope: string, draft: StoredDraft): Promise<void> {
  const reply = await apiCall<SchemaDraftReply>('PUT', `schemas/drafts/${scope}`, {
    baseId: draft.baseId,
    forms: draft.files.forms,
    codelists: draft.files.codelists,
  });
  if (!reply.ok) throw new Error(reply.err ?? 'draft_not_saved');
}

export async function deleteDraft(scope: string): Promise<void> {
  await apiCall<SchemaDraftReply>('DELETE', `schemas/drafts/${scope}`);
}

/** GET schemas/versions/{id}: the files of one version (the one a draft was made from). */
export async function fetchVersionFiles(id: number): Promise<SchemaFiles> {
  const reply = await apiCall<SchemaVersionReply>('GET', `schemas/versions/${id}`);
  return { forms: reply.forms ?? {}, codelists: reply.codelists ?? {} };
}
