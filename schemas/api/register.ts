// Replies of send to production (games 3.6, 7.1): drafts/{id}/register and …/register/{transId}.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Reply } from './common';
import { sheetSchema } from './games';

const Sheet = Type.Unsafe<Record<string, unknown>>(sheetSchema);

/** GET drafts/{id}/register: intern (extra overview messages), the parcel type and which messages. */
export const DraftRegisterInfoReply = Reply({
  intern: Type.Boolean(),
  parcelType: Type.String(),
  messages: Type.Array(Type.String()),
});
export type DraftRegisterInfoReply = Static<typeof DraftRegisterInfoReply>;

/** POST drafts/{id}/register: transId, or err (invalid_sheet with the blocker, invalid_state). */
export const DraftRegisterStartReply = Reply({
  transId: Type.String(),
  blocker: Type.String(),
});
export type DraftRegisterStartReply = Static<typeof DraftRegisterStartReply>;

/** GET drafts/{id}/register/{transId}: remain in milliseconds; err when it failed. */
export const DraftRegisterProgressReply = Reply({
  done: Type.Boolean(),
  pending: Type.Boolean(),
  remain: Type.Number(),
  sheet: Nullable(Sheet),
});
export type DraftRegisterProgressReply = Static<typeof DraftRegisterProgressReply>;
