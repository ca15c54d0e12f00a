// The recycle bin ('Kôš', issue 24 item 3): GET trash, POST trash/{id}/restore, DELETE trash/{id}.
import { Type, type Static } from '@sinclair/typebox';
import { digits, Nullable, oneOf, Reply } from './common';

export const TRASH_ITEM_TYPES = ['draft', 'level', 'voucher', 'invoice', 'user', 'image'] as const;
export type TrashItemType = (typeof TRASH_ITEM_TYPES)[number];

/** GET trash?po&pl&t={type}. */
export const trashQuery = Type.Object(
  {
    po: Type.Optional(digits),
    pl: Type.Optional(digits),
    t: Type.Optional(oneOf(TRASH_ITEM_TYPES)),
  },
  { additionalProperties: false },
);
export type TrashQuery = Static<typeof trashQuery>;

export const TrashItem = Type.Object({
  id: Type.Number(),
  type: Type.String(),
  recordId: Type.Number(),
  label: Type.String(),
  parentType: Nullable(Type.String()),
  parentId: Nullable(Type.Number()),
  parentLabel: Nullable(Type.String()),
  /** Epoch seconds. */
  removedAt: Type.Number(),
  removedBy: Nullable(Type.Object({ id: Type.Number(), name: Type.String() })),
});
export type TrashItem = Static<typeof TrashItem>;

/**
 * `retentionDays` (issue 31): how long an item waits before the purge job removes it for good
 * (TRASH_RETENTION_DAYS; 0 = kept until restored or purged by hand).
 */
export const TrashListReply = Reply({
  trash: Type.Array(TrashItem),
  retentionDays: Type.Integer({ minimum: 0 }),
});
export type TrashListReply = Static<typeof TrashListReply>;

export const RestoreNote = Type.Object({
  kind: Type.String(),
  type: Type.String(),
  id: Type.Number(),
  from: Type.Optional(Type.String()),
  to: Type.Optional(Type.String()),
});
export type RestoreNote = Static<typeof RestoreNote>;

/** POST trash/{id}/restore: what came back (the sheet of a level, voucher or invoice) and the notes. */
export const RestoreReply = Reply({
  restored: Type.Object({ type: Type.String(), id: Type.Number(), parentId: Nullable(Type.Number()) }),
  notes: Type.Array(RestoreNote),
});
export type RestoreReply = Static<typeof RestoreReply>;
