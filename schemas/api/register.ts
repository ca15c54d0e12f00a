// Requests and replies of send to production (games 3.6, 7.1; platform 7.6): drafts/{id}/register,
// invoices/{id}/register and their …/register/{transId}.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Reply, StringEnum, digits } from './common';
import { Sheet } from './games';

/** GET {drafts|invoices}/{id}/register/{transId}. */
export const registrationParams = Type.Object({
  id: digits,
  transId: Type.String({ pattern: '^[A-Za-z0-9-]{1,64}$' }),
});

/** A level the overview or a blocker names: its number (may be '') and its name. */
/** What is wrong with an invalid level: the field, its label and the error's Slovak message (issue 31). */
export const RegisterLevelReason = Type.Object({
  field: Type.String(),
  label: Type.String(),
  message: Type.String(),
});
export type RegisterLevelReason = Static<typeof RegisterLevelReason>;

export const RegisterLevelRef = Type.Object({
  id: Type.Number(),
  number: Type.String(),
  name: Type.String(),
  /** An invalid level's reasons (invalidLevels only). */
  reasons: Type.Optional(Type.Array(RegisterLevelReason)),
});
export type RegisterLevelRef = Static<typeof RegisterLevelRef>;

/**
 * GET drafts/{id}/register: intern (extra overview messages), the parcel type and which messages; what
 * the overview and the blockers name (issue 22): problems ('game', 'variant', 'sender'), the number of
 * active levels, the levels in testing and the invalid levels (each list cut at 50).
 */
export const DraftRegisterInfoReply = Reply({
  intern: Type.Boolean(),
  parcelType: Type.String(),
  messages: Type.Array(Type.String()),
  problems: Type.Array(Type.Union([Type.Literal('game'), Type.Literal('variant'), Type.Literal('sender')])),
  activeLevels: Type.Number(),
  testingLevels: Type.Array(RegisterLevelRef),
  invalidLevels: Type.Array(RegisterLevelRef),
  /** Levels without a position while the variant has a start (the first 50). */
  unplacedLevels: Type.Array(RegisterLevelRef),
  /** The route's legs longer than 3 km: from the start (null) or a level, to a level, metres. */
  longLegs: Type.Array(
    Type.Object({ from: Nullable(RegisterLevelRef), to: RegisterLevelRef, meters: Type.Number() }),
  ),
  /**
   * Warnings a send would be logged with ('testingLevels', 'unplacedLevels', 'longLegs'); the app
   * asks 'Odoslať aj tak' for them.
   */
  warnings: Type.Array(StringEnum(['testingLevels', 'unplacedLevels', 'longLegs'] as const)),
});
export type DraftRegisterInfoReply = Static<typeof DraftRegisterInfoReply>;

/**
 * POST drafts/{id}/register: transId, or err (invalid_sheet with the blocker — emptySender,
 * invalidLevels, noLevels, noActiveLevels — and its Slovak reason in `message`; invalid_state).
 */
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
