import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Reply } from './common';

export const Permission = Type.Union([Type.Literal('edit'), Type.Literal('switch_user')]);
export type Permission = Static<typeof Permission>;

export const SessionUser = Type.Object({
  id: Type.Number(),
  email: Nullable(Type.String()),
  name: Type.String(),
  /** Epoch seconds; on sign-in the previous sign-in (null the first time). */
  lastLogin: Nullable(Type.Number()),
  perms: Type.Array(Permission),
});
export type SessionUser = Static<typeof SessionUser>;

export const SessionEuser = Type.Object({
  id: Type.Number(),
  email: Nullable(Type.String()),
  name: Type.String(),
});
export type SessionEuser = Static<typeof SessionEuser>;

/** PUT / GET / POST / DELETE session. */
export const SessionReply = Reply({ user: SessionUser, euser: Nullable(SessionEuser) });
export type SessionReply = Static<typeof SessionReply>;
