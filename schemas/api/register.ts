// Requests and replies of send to production (games 3.6, 7.1; platform 7.6): drafts/{id}/register,
// invoices/{id}/register and their …/register/{transId}.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Reply, digits } from './common';
import { Sheet } from './games';

/** GET {drafts|invoices}/{id}/register/{transId}. */
export const registrationParams = Type.Object({
  id: digits,
  transId: Type.String({ pattern: '^[A-Za-z0-9-]{1,64}$' }),
});

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
