import type { Db } from '../db/types';

export interface Limit {
  /** Requests allowed within one window. */
  max: number;
  windowSeconds: number;
}

/** Failed sign-ins per e-mail; a successful sign-in clears the counter. */
export const SIGNIN_PER_EMAIL: Limit = { max: 10, windowSeconds: 15 * 60 };
/** Failed sign-ins per client address (successful ones are refunded). */
export const SIGNIN_PER_CLIENT: Limit = { max: 50, windowSeconds: 15 * 60 };
/** Password-reset requests per client address. */
export const RESET_PER_CLIENT: Limit = { max: 20, windowSeconds: 15 * 60 };
/** Sign-ups per client address. */
export const SIGNUP_PER_CLIENT: Limit = { max: 20, windowSeconds: 60 * 60 };

/**
 * Counts one hit for key and returns the hits in the current window, this one included.
 * One atomic statement, so concurrent requests (also from other server processes) never undercount.
 */
export async function hit(db: Db, key: string, limit: Limit): Promise<number> {
  const row = await db.one<{ hits: number }>(
    `INSERT INTO rate_limits AS r (key, hits, expires_at)
     VALUES ($1, 1, now() + make_interval(secs => $2))
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.expires_at <= now() THEN 1 ELSE r.hits + 1 END,
       expires_at = CASE WHEN r.expires_at <= now() THEN now() + make_interval(secs => $2) ELSE r.expires_at END
     RETURNING hits`,
    [key, limit.windowSeconds],
  );
  return Number(row!.hits);
}

/** Counts one hit and tells whether the limit is exceeded by it. */
export async function overLimit(db: Db, key: string, limit: Limit): Promise<boolean> {
  return (await hit(db, key, limit)) > limit.max;
}

/** Takes back one hit (a request that turned out not to count). */
export async function refund(db: Db, key: string): Promise<void> {
  await db.query(
    `UPDATE rate_limits SET hits = hits - 1 WHERE key = $1 AND hits > 0 AND expires_at > now()`,
    [key],
  );
}

export async function clearHits(db: Db, key: string): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE key = $1', [key]);
}

/** Drops counters whose window is over, so unknown e-mails tried by an attacker do not pile up. */
export async function pruneExpired(db: Db): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE expires_at <= now()');
}

export function signinEmailKey(email: string): string {
  return `signin:email:${email.trim().toLowerCase()}`;
}

export function clientKey(scope: 'signin' | 'reset' | 'signup', ip: string): string {
  return `${scope}:client:${ip}`;
}
