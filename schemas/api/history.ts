// The change log (issue 24): GET history (one record's history) and GET changes (the administrators'
// log, with changes/export as XLSX).
import { Type, type Static } from '@sinclair/typebox';
import { days, digits, Json, Nullable, oneOf, Reply } from './common';

import { HISTORY_ACTIONS, HISTORY_RECORD_TYPES } from './history-kinds';

export { HISTORY_ACTIONS, HISTORY_RECORD_TYPES };

/** GET history?t={type}&id={id}&k={last entry id seen}&pl={limit}. */
export const historyQuery = Type.Object(
  {
    // an image's entries are read in its owner's history
    t: oneOf(HISTORY_RECORD_TYPES.filter((t) => t !== 'schema' && t !== 'image')),
    id: digits,
    k: Type.Optional(digits),
    pl: Type.Optional(digits),
  },
  { additionalProperties: false },
);
export type HistoryQuery = Static<typeof historyQuery>;

/** GET changes?a={actor id}&t={type}&f={action}&d={YYYYMMDD[-YYYYMMDD]}&k&pl (export: without k, pl). */
export const changesQuery = Type.Object(
  {
    a: Type.Optional(Type.String({ pattern: '^([0-9]{1,9})?$' })),
    t: Type.Optional(oneOf(HISTORY_RECORD_TYPES)),
    f: Type.Optional(oneOf(HISTORY_ACTIONS)),
    d: Type.Optional(days),
    k: Type.Optional(digits),
    pl: Type.Optional(digits),
  },
  { additionalProperties: false },
);
export type ChangesQuery = Static<typeof changesQuery>;

const Person = Nullable(Type.Object({ id: Type.Number(), name: Type.String() }));

export const HistoryFieldChange = Type.Object({
  field: Type.String(),
  label: Type.String(),
  kind: Type.String(),
  before: Json,
  after: Json,
  beforeLabel: Type.Optional(Type.String()),
  afterLabel: Type.Optional(Type.String()),
  /** An image value's file name (the value names the image by its id). */
  beforeName: Type.Optional(Type.String()),
  afterName: Type.Optional(Type.String()),
});
export type HistoryFieldChange = Static<typeof HistoryFieldChange>;

export const HistoryEntry = Type.Object({
  id: Type.Number(),
  at: Type.Number(),
  actor: Person,
  actingAs: Person,
  type: Type.String(),
  recordId: Type.Number(),
  action: Type.String(),
  schemaVersion: Nullable(Type.Number()),
  changes: Type.Array(HistoryFieldChange),
  /** The record the entry's record belongs to (an image: its game, variant or level). */
  owner: Type.Optional(Type.Object({ type: Type.String(), id: Type.Number() })),
  /** The game a game, variant, level or image entry belongs to (while the game exists). */
  game: Type.Optional(Type.Object({ id: Type.Number(), name: Type.String() })),
});
export type HistoryEntry = Static<typeof HistoryEntry>;

export const HistoryReply = Reply({ history: Type.Array(HistoryEntry) });
export type HistoryReply = Static<typeof HistoryReply>;
