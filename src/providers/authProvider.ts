import type { AuthProvider } from 'react-admin';
import { apiCall, ApiError, forgetReplies } from './api';
import {
  canAccessArea,
  sessionEvents,
  sessionPermissions,
  type EffectiveUser,
  type SessionState,
  type SessionUser,
} from './session';

// The session as read from GET session, kept in memory; null = known to be signed out.
let cached: Promise<SessionState | null> | null = null;

function toSession(reply: Record<string, unknown>): SessionState {
  return { user: reply.user as SessionUser, euser: (reply.euser as EffectiveUser | null) ?? null };
}

/** Reads the session once (GET session) and caches it; a 401 means signed out. */
export function getSession(): Promise<SessionState | null> {
  if (!cached) {
    const pending = apiCall('GET', 'session').then(
      (reply) => (reply.ok && reply.user ? toSession(reply) : null),
      (error: unknown) => {
        // Only a 401 is a definite answer; other failures are asked again next time.
        if (!(error instanceof ApiError && error.status === 401)) cached = null;
        return null;
      },
    );
    cached = pending;
  }
  return cached;
}

/** Forgets the cached session (the next check asks the server again). */
export function resetSessionCache(): void {
  cached = null;
}

/** A failed sign-in: code is the server's err, 'too_many_requests' (429) or 'error'. */
export class SigninError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'SigninError';
  }
}

export const SIGNIN_ERRORS = ['user_not_found', 'user_disabled', 'user_inactive'] as const;

/** The pages of a signed-out visitor (sign-in, password reset), by the hash route. */
const onSignedOutPage = () => /^#\/(signin|reset)(\/|$)/.test(window.location.hash);

export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    let reply;
    try {
      reply = await apiCall('PUT', 'session', { email, password });
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) throw new SigninError('too_many_requests');
      throw new SigninError('error');
    }
    if (!reply.ok || !reply.user) throw new SigninError(reply.err ?? 'user_not_found');
    const session = toSession(reply);
    cached = Promise.resolve(session);
    sessionEvents.emit('signin');
    return { redirectTo: false };
  },

  async logout() {
    forgetReplies();
    const known = cached ? await cached : undefined;
    if (known === null) return '/signin';
    try {
      const reply = await apiCall('DELETE', 'session');
      if (reply.ok && reply.user) {
        // Signing out while acting as another user returns to the original user (spec 4.1).
        cached = null;
        sessionEvents.emit('switch');
        return false;
      }
    } catch {
      // The server session is gone either way.
    }
    cached = Promise.resolve(null);
    sessionEvents.emit('signout');
    return '/signin';
  },

  async checkAuth() {
    const session = await getSession();
    if (!session) throw { redirectTo: '/signin', message: false };
  },

  async checkError(error: { status?: number } | undefined) {
    if (error?.status !== 401) return;
    cached = Promise.resolve(null);
    // A request still in flight when the user signed out answers 401 late; by then the user may be on a
    // signed-out page (a password reset link), which a redirect to sign-in would replace.
    if (onSignedOutPage()) throw { redirectTo: false, message: false };
    throw { redirectTo: '/signin', message: false };
  },

  async getIdentity() {
    const session = await getSession();
    if (!session) throw new Error('unauthorized');
    return {
      id: session.user.id,
      fullName: session.user.email ?? undefined,
      email: session.user.email,
      euserEmail: session.euser?.email ?? null,
      lastLogin: session.user.lastLogin ?? null,
    };
  },

  async getPermissions() {
    return sessionPermissions(await getSession());
  },

  async canAccess({ resource, action }: { resource: string; action: string }) {
    return canAccessArea(sessionPermissions(await getSession()), resource, action);
  },
};

/** POST session {email}: act as another user. Resolves true on success and emits 'switch'. */
export async function switchUser(email: string): Promise<boolean> {
  try {
    const reply = await apiCall('POST', 'session', { email });
    if (!reply.ok) return false;
  } catch {
    return false;
  }
  cached = null;
  sessionEvents.emit('switch');
  return true;
}
