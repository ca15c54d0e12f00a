// Sessions (spec platform 2.1): the sessions table, keyed by the hash of the cookie's token.
import type { Db } from '../../db/types';
import { hashToken, newToken } from './tokens';
import { sessionCacheOf } from './session-cache';
import { findCredentials, findUserById, recordSignIn, type UserRow } from '../records/users';
import { hashPassword, verifyPassword } from './passwords';
import { writeSecurityEvent } from '../history/change-log';
import {
  clearHits,
  delayedHit,
  overLimit,
  pruneExpired,
  signinAccountClientKey,
  signinEmailKey,
  SIGNIN_PER_ACCOUNT_CLIENT,
} from './rate-limit';

export const SESSION_DAYS = 30;

export interface AuthState {
  sessionHash: string;
  user: UserRow;
  /** The user being acted as, while switched. */
  euser: UserRow | null;
}

/**
 * One read per request, or on PGlite none within SESSION_CACHE_MS of the last (session-cache.ts): the session with
 * its user and switched-to user; last_seen_at is written at most every 5 minutes.
 */
export async function loadSession(db: Db, token: string | undefined): Promise<AuthState | null> {
  if (!token) return null;
  const sessionHash = hashToken(token);
  const cache = sessionCacheOf(db);
  const cached = cache?.get(sessionHash);
  if (cached) return { sessionHash, ...cached };
  const mark = cache?.mark() ?? 0;
  const row = await db.one<{ stale: boolean; user: UserRow; euser: UserRow | null }>(
    `SELECT s.last_seen_at < now() - interval '5 minutes' AS stale,
            json_build_object('id', u.id, 'email', u.email, 'perms', u.perms, 'type', u.type, 'status', u.status,
                              'info', u.info, 'last_login', u.last_login) AS user,
            CASE WHEN e.id IS NULL THEN NULL ELSE
            json_build_object('id', e.id, 'email', e.email, 'perms', e.perms, 'type', e.type, 'status', e.status,
                              'info', e.info, 'last_login', e.last_login) END AS euser
       FROM sessions s
       JOIN users u ON u.id = s.user_id
       LEFT JOIN users e ON e.id = s.euser_id
      WHERE s.id_hash = $1 AND s.expires_at > now()`,
    [sessionHash],
  );
  if (!row || row.user.status === 'disabled') return null;
  if (row.stale) await db.query('UPDATE sessions SET last_seen_at = now() WHERE id_hash = $1', [sessionHash]);
  const auth = { user: reviveUser(row.user), euser: row.euser ? reviveUser(row.euser) : null };
  cache?.set(sessionHash, auth, mark);
  return { sessionHash, ...auth };
}

function reviveUser(u: UserRow): UserRow {
  return { ...u, id: Number(u.id), last_login: u.last_login ? new Date(u.last_login) : null };
}

/** Creates a session and returns its token; the old session, if any, is removed (id rotation). */
export async function startSession(
  db: Db,
  userId: number,
  euserId: number | null,
  previousHash?: string,
): Promise<string> {
  const token = newToken();
  await db.tx(async (t) => {
    if (previousHash) await t.query('DELETE FROM sessions WHERE id_hash = $1', [previousHash]);
    await t.query(
      `INSERT INTO sessions (id_hash, user_id, euser_id, expires_at) VALUES ($1, $2, $3, now() + interval '${SESSION_DAYS} days')`,
      [hashToken(token), userId, euserId],
    );
  });
  return token;
}

/** Signs the session out: its row is removed. */
export async function endSession(db: Db, sessionHash: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id_hash = $1', [sessionHash]);
}

/** Compared against when the e-mail is unknown, so the reply takes as long as for a wrong password. */
let dummyHash: Promise<string> | undefined;

export interface SignIn {
  email: string;
  password: string;
  /** The client's address, for the limit per e-mail and client. */
  ip: string;
  /** The session the request came with, replaced by the new one (id rotation). */
  previousHash?: string;
}

export type SignInOutcome =
  /** retryAfter: seconds of the growing delay per e-mail; absent when the limit per e-mail and client is hit. */
  | { ok: false; err: 'too_many_requests'; retryAfter?: number }
  | { ok: false; err: 'user_not_found' | 'user_disabled' | 'user_inactive' }
  /** user.last_login is the previous sign-in, as the reply shows it. */
  | { ok: true; user: UserRow; token: string };

/** PUT session: rate limits, the password check and, when it passes, a new session. */
export async function signIn(db: Db, { email, password, ip, previousHash }: SignIn): Promise<SignInOutcome> {
  const emailKey = signinEmailKey(email);
  const pairKey = signinAccountClientKey(email, ip);
  // Both counters are hit before the password is checked, so parallel guesses cannot slip past them:
  // a growing delay per e-mail (never a lock) and a limit per e-mail and client address.
  const wait = await delayedHit(db, emailKey);
  if (wait > 0) return { ok: false, err: 'too_many_requests', retryAfter: wait };
  if (await overLimit(db, pairKey, SIGNIN_PER_ACCOUNT_CLIENT)) return { ok: false, err: 'too_many_requests' };

  const found = email.trim() ? await findCredentials(db, email) : undefined;
  dummyHash ??= hashPassword('nepouzite-heslo-1');
  const valid = await verifyPassword(password, found?.password_hash ?? (await dummyHash));
  const user = found && valid ? await findUserById(db, Number(found.id)) : undefined;
  if (!user || user.status !== 'active') {
    await pruneExpired(db);
    // the change log: a failed sign-in of a known account (an unknown e-mail has no record to log under)
    if (found) await writeSecurityEvent(db, Number(found.id), 'signin_failed', true, null);
    if (!user) return { ok: false, err: 'user_not_found' };
    return { ok: false, err: user.status === 'disabled' ? 'user_disabled' : 'user_inactive' };
  }

  await clearHits(db, emailKey);
  await clearHits(db, pairKey);
  await recordSignIn(db, Number(user.id));
  const token = await startSession(db, Number(user.id), null, previousHash);
  await writeSecurityEvent(db, Number(user.id), 'signin', true, Number(user.id));
  return { ok: true, user, token };
}
