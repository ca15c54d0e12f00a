// Requests and replies of the session, settings and accounts calls (platform 7.2).
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Reply } from './common';

const email = Type.String({ maxLength: 320 });
const password = Type.String({ maxLength: 1000 });

/** PUT session {email, password}. */
export const signInBody = Type.Object({ email, password });
/** POST session {email}: act as another user. */
export const switchBody = Type.Object({ email });

/** The calls that set a new password (POST settings/password, POST accounts/reset/{token}). */
export const newPasswordBody = Type.Object({
  password,
  // The confirmation is checked by the app; when it is sent anyway, the server checks it too.
  password2: Type.Optional(password),
});
export type NewPasswordBody = Static<typeof newPasswordBody>;

/** accounts/activate/{token} and accounts/reset/{token}. */
export const tokenParams = Type.Object({
  // Any string is accepted: an unknown or mangled token is user_not_found, which the app shows as a message.
  token: Type.String({ minLength: 1, maxLength: 200 }),
});
/** PUT accounts/reset {email}. */
export const resetStartBody = Type.Object({ email });
/** PUT accounts: sign up. */
export const signUpBody = Type.Object({
  email,
  password,
  password2: Type.Optional(password),
  name: Type.Optional(Type.String({ maxLength: 200 })),
});
export type SignUpBody = Static<typeof signUpBody>;

export const Permission = Type.Union([
  Type.Literal('edit'),
  Type.Literal('switch_user'),
  Type.Literal('schemas'),
]);
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
