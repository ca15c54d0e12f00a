import type { FastifyReply } from 'fastify';
import type { UserRow } from '../services/records/users';
import { SESSION_DAYS, type AuthState } from '../services/auth/sessions';

export type { AuthState, UserRow };

export const SESSION_COOKIE = 'sid';

/** 'schemas': the schema studio (publishing field schemas), granted to administrators. */
export type Permission = 'edit' | 'switch_user' | 'schemas';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthState | null;
  }
}

/** Permissions come from the user's perms and are never granted while acting as another user. */
export function can(auth: AuthState | null, perm: Permission): boolean {
  return !!auth && !auth.euser && auth.user.perms.includes(perm);
}

/** The perms a client sees for the session: what the signed-in user may do right now. */
export function effectivePerms(auth: AuthState): Permission[] {
  return (['edit', 'switch_user', 'schemas'] as const).filter((p) => can(auth, p));
}

/** The user whose data the session works with: the switched-to user, else the signed-in one. */
export function actingUser(auth: AuthState): UserRow {
  return auth.euser ?? auth.user;
}

export function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // Secure whenever the app is published over https (PUBLIC_URL), also behind a proxy speaking http to us.
    secure: reply.server.deps.config.publicUrl?.startsWith('https:') ? true : 'auto',
    maxAge: SESSION_DAYS * 24 * 3600,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
