// Session events of spec platform 4.1 and the permission rules of section 6, shared by the app.
import type { Permission, SessionEuser, SessionUser } from '../../schemas/api';

/** The session reply's user, the user acted as, and the permissions (schemas/api/session.ts). */
export type { Permission, SessionUser };
export type EffectiveUser = SessionEuser;
export type SessionEvent = 'signin' | 'signout' | 'switch';

export interface SessionState {
  user: SessionUser;
  euser: EffectiveUser | null;
}

type Listener = () => void;
const listeners = new Map<SessionEvent, Set<Listener>>();

export const sessionEvents = {
  /** Subscribes to an event; returns the unsubscribe function. */
  on(event: SessionEvent, listener: Listener): () => void {
    const set = listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    listeners.set(event, set);
    return () => set.delete(listener);
  },
  emit(event: SessionEvent): void {
    for (const listener of [...(listeners.get(event) ?? [])]) listener();
  },
};

/**
 * The effective permissions of a session. 'edit' is read from the user's perms (the server already
 * computes them); 'switch_user' and 'schemas' also need the user not to be acting as someone else (spec 6).
 */
export function sessionPermissions(session: SessionState | null): Permission[] {
  if (!session) return [];
  const perms = session.user.perms ?? [];
  const result: Permission[] = [];
  if (perms.includes('edit')) result.push('edit');
  if (perms.includes('switch_user') && !session.euser) result.push('switch_user');
  if (perms.includes('schemas') && !session.euser) result.push('schemas');
  return result;
}

export function hasPermission(perms: unknown, permission: Permission): boolean {
  return Array.isArray(perms) && perms.includes(permission);
}

/** The default view (logo target, after sign-in): dashboard with 'edit', otherwise games. */
export function defaultView(perms: unknown): string {
  return hasPermission(perms, 'edit') ? '/dashboard' : '/games';
}

/** Route areas that need 'edit' (spec 2.1): everything else needs only a session. */
export const EDIT_AREAS = ['dashboard', 'invoices', 'settings'] as const;
/** Areas anyone signed in may list and view, but only 'edit' may change (platform 2.3, issue 21). */
export const READ_ONLY_AREAS = ['users', 'drafts', 'vouchers'] as const;

/**
 * Whether the perms allow an action on a resource or route area; used by authProvider.canAccess
 * and the route guards. Users, drafts and vouchers may be listed by anyone signed in, but edited
 * only with 'edit'.
 */
export function canAccessArea(perms: unknown, resource: string, action = 'list'): boolean {
  if ((EDIT_AREAS as readonly string[]).includes(resource)) return hasPermission(perms, 'edit');
  if ((READ_ONLY_AREAS as readonly string[]).includes(resource) && !['list', 'show'].includes(action))
    return hasPermission(perms, 'edit');
  return true;
}
