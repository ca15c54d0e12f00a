// The schema studio's drafts kept on the server (migration 290_schema_drafts.sql): per administrator and
// scope ('form.<name>' for a form's editor, 'codelist.<name>' for a codelist's), the whole draft set and
// the version it was made from. Saving replaces the administrator's draft of that scope; publishing or
// discarding in the studio deletes it. A draft is never published from here: it goes through publish.ts
// like any other change, so a draft made from an older version is refused there with `conflict`.
import type { Db } from '../../db/types';
import type { SchemaFiles } from '../../../schemas/loader';

/** The largest draft kept, in characters of its JSON (the whole set of shipped schemas is about 80 KB). */
export const MAX_DRAFT_CHARS = 512 * 1024;

export interface SchemaDraft {
  scope: string;
  baseId: number;
  files: SchemaFiles;
  updatedAt: string;
}

interface DraftRow {
  scope: string;
  base_id: number;
  files: SchemaFiles;
  updated_at: Date | string;
}

function toDraft(row: DraftRow): SchemaDraft {
  return {
    scope: row.scope,
    baseId: Number(row.base_id),
    files: row.files,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** The administrator's draft of `scope`, undefined when there is none. */
export async function getSchemaDraft(
  db: Db,
  userId: number,
  scope: string,
): Promise<SchemaDraft | undefined> {
  const row = await db.one<DraftRow>(
    'SELECT scope, base_id, files, updated_at FROM schema_drafts WHERE user_id = $1 AND scope = $2',
    [userId, scope],
  );
  return row && toDraft(row);
}

export type SaveDraftOutcome = { ok: true; draft: SchemaDraft } | { ok: false; err: 'draft_too_large' };

/** Saves (replaces) the administrator's draft of `scope`. */
export async function saveSchemaDraft(
  db: Db,
  userId: number,
  scope: string,
  draft: { baseId: number; files: SchemaFiles },
): Promise<SaveDraftOutcome> {
  const text = JSON.stringify({ forms: draft.files.forms, codelists: draft.files.codelists });
  if (text.length > MAX_DRAFT_CHARS) return { ok: false, err: 'draft_too_large' };
  const row = await db.one<DraftRow>(
    `INSERT INTO schema_drafts (user_id, scope, base_id, files, updated_at)
     VALUES ($1, $2, $3, $4::json, now())
     ON CONFLICT (user_id, scope) DO UPDATE
       SET base_id = EXCLUDED.base_id, files = EXCLUDED.files, updated_at = EXCLUDED.updated_at
     RETURNING scope, base_id, files, updated_at`,
    [userId, scope, draft.baseId, text],
  );
  return { ok: true, draft: toDraft(row!) };
}

/** Deletes the administrator's draft of `scope`; whether there was one. */
export async function deleteSchemaDraft(db: Db, userId: number, scope: string): Promise<boolean> {
  const rows = await db.query<{ scope: string }>(
    'DELETE FROM schema_drafts WHERE user_id = $1 AND scope = $2 RETURNING scope',
    [userId, scope],
  );
  return rows.length > 0;
}
