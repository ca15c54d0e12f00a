import type { Db } from '../../db/types';

export interface Limit {
  /** Requests allowed within one window. */
  max: number;
  windowSeconds: number;
}

/**
 * Sign-in throttling (docs/api-conventions.md "Sessions and sign-in"), built so that nobody can use it to lock the owner out:
 * - per e-mail, from any address: a growing delay, never a lock. The first SIGNIN_DELAY.free failures are
 *   free; after that an attempt is accepted only baseSeconds · 2^(failures − free) seconds (at most
 *   maxSeconds) after the previous one, earlier ones get 429 without the password being checked;
 * - per e-mail and client address: a hard limit, so one address cannot keep guessing one account, while
 *   the owner on another address (and other accounts behind the same address) are not affected.
 * A successful sign-in clears both counters of that e-mail and address.
 */
export const SIGNIN_DELAY = { free: 5, baseSeconds: 1, maxSeconds: 60, windowSeconds: 15 * 60 } as const;
/** Failed sign-ins per e-mail from one client address. */
export const SIGNIN_PER_ACCOUNT_CLIENT: Limit = { max: 10, windowSeconds: 15 * 60 };
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

/**
 * Counts one sign-in attempt for an e-mail when its growing delay is over; returns 0 when it was
 * counted (the attempt may go on), else the seconds still to wait (the attempt is not counted).
 * One statement, so parallel attempts cannot slip in during the same delay.
 */
export async function delayedHit(db: Db, key: string, delay = SIGNIN_DELAY): Promise<number> {
  const wait = `least($4::float8, $3::float8 * power(2, r.hits - $2::int))`;
  const row = await db.one<{ hits: number }>(
    `INSERT INTO rate_limits AS r (key, hits, expires_at, last_at)
     VALUES ($1, 1, now() + make_interval(secs => $5), now())
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.expires_at <= now() THEN 1 ELSE r.hits + 1 END,
       expires_at = CASE WHEN r.expires_at <= now() THEN now() + make_interval(secs => $5)
                    ELSE greatest(r.expires_at, now() + make_interval(secs => ${wait})) END,
       last_at = now()
     WHERE r.expires_at <= now() OR r.hits < $2 OR r.last_at + make_interval(secs => ${wait}) <= now()
     RETURNING hits`,
    [key, delay.free, delay.baseSeconds, delay.maxSeconds, delay.windowSeconds],
  );
  if (row) return 0;
  const left = await db.one<{ wait: number }>(
    `SELECT greatest(1, ceil(extract(epoch FROM r.last_at + make_interval(secs => ${wait}) - now())))::int AS wait
       FROM rate_limits r WHERE r.key = $1`,
    [key, delay.free, delay.baseSeconds, delay.maxSeconds],
  );
  return Math.max(1, Number(left?.wait ?? 1));
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

/** Drops every sign-in counter of an e-mail (its delay and its per-address limits). */
export async function clearSigninHits(db: Db, email: string): Promise<void> {
  const prefix = signinAccountClientKey(email, '').replace(/[\\%_]/g, (c) => `\\${c}`);
  await db.query(`DELETE FROM rate_limits WHERE key = $1 OR key LIKE $2`, [
    signinEmailKey(email),
    `${prefix}%`,
  ]);
}

export function signinAccountClientKey(email: string, ip: string): string {
  return `signin:email-client:${email.trim().toLowerCase()}:${ip}`;
}

export function clientKey(scope: 'signin' | 'reset' | 'signup', ip: string): string {
  return `${scope}:client:${ip}`;
}
