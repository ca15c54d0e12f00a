// The recycle bin's snapshots (trash.ts): the types, writing one item, the labels and the restore's
// refusal and result, shared by the removals of records (trash.ts) and of images (image-bin.ts).
import type { Db } from '../../db/types';
import { currentOrigin } from '../history/context';

export const TRASH_TYPES = ['draft', 'level', 'voucher', 'invoice', 'user', 'image'] as const;
export type TrashType = (typeof TRASH_TYPES)[number];

export type Row = Record<string, unknown>;
export interface TableRows {
  table: string;
  rows: Row[];
}
/** A reference the removal set to NULL: `table.column` was `value` on the rows `ids`. */
export interface Link {
  table: string;
  column: string;
  value: number;
  ids: number[];
}

export interface Snapshot {
  type: TrashType;
  recordId: number;
  label: string;
  parent?: { type: 'draft'; id: number; label: string };
  tables: TableRows[];
  links: (Link | undefined)[];
  /** An image item: the record and field it was detached from (image-bin.ts). */
  slot?: ImageSlotRef;
}

/** Where a detached image was: the record (its type, table and id), the field and the stored value. */
export interface ImageSlotRef {
  type: string;
  table: string;
  id: number;
  field: string;
  value: unknown;
}

export async function writeSnapshot(db: Db, s: Snapshot): Promise<void> {
  await db.query(
    `INSERT INTO trash (type, record_id, label, parent_type, parent_id, parent_label, removed_by, rows, links, slot)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10::jsonb)`,
    [
      s.type,
      s.recordId,
      s.label,
      s.parent?.type ?? null,
      s.parent?.id ?? null,
      s.parent?.label ?? null,
      currentOrigin().actorId ?? null,
      JSON.stringify(s.tables.filter((t) => t.rows.length)),
      JSON.stringify(s.links.filter(Boolean)),
      s.slot ? JSON.stringify(s.slot) : null,
    ],
  );
}

export const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export async function sheetLabel(db: Db, sheetId: number): Promise<string> {
  const row = await db.one<{ label: string }>(
    `SELECT concat_ws(' – ', nullif(g.name, ''), nullif(v.name, '')) AS label FROM variants v JOIN games g ON g.id = v.game_id
      WHERE v.id = $1`,
    [sheetId],
  );
  return row?.label ?? '';
}

/** A restore that cannot be done: an error code and the Slovak reason. */
export class RestoreRefused extends Error {
  constructor(
    readonly code: string,
    readonly reason: string,
  ) {
    super(reason);
  }
}

export interface RestoreNote {
  /** 'renumbered': a level's number was taken meanwhile; 'parent': the sheet came back first. */
  kind: 'renumbered' | 'parent';
  type: TrashType;
  id: number;
  from?: string;
  to?: string;
  label?: string;
}

export interface RestoreResult {
  type: TrashType;
  id: number;
  /** The sheet of a level, voucher or invoice (for the link to the restored record). */
  parentId: number | null;
  notes: RestoreNote[];
}
