import type { Db } from '../../db/types';
import { hashToken, newToken } from './tokens';

export type TokenKind = 'reset' | 'activate';

export const TOKEN_HOURS: Record<TokenKind, number> = { reset: 1, activate: 48 };

export interface TokenState {
  userId: number;
  userStatus: string;
  used: boolean;
  expired: boolean;
}

/** Creates a single-use token for a mailed link; only its hash is stored. */
export async function issueToken(db: Db, userId: number, kind: TokenKind): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO account_tokens (token_hash, user_id, kind, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(hours => $4))`,
    [hashToken(token), userId, kind, TOKEN_HOURS[kind]],
  );
  return token;
}

export async function findToken(db: Db, token: string, kind: TokenKind): Promise<TokenState | undefined> {
  const row = await db.one<{ user_id: number; status: string; used: boolean; expired: boolean }>(
    `SELECT t.user_id, u.status, t.used_at IS NOT NULL AS used, t.expires_at <= now() AS expired
     FROM account_tokens t JOIN users u ON u.id = t.user_id
     WHERE t.token_hash = $1 AND t.kind = $2`,
    [hashToken(token), kind],
  );
  if (!row) return undefined;
  return { userId: Number(row.user_id), userStatus: row.status, used: row.used, expired: row.expired };
}

/** Marks the token used if it still may be used; returns its user, or undefined when another request won. */
export async function consumeToken(db: Db, token: string, kind: TokenKind): Promise<number | undefined> {
  const row = await db.one<{ user_id: number }>(
    `UPDATE account_tokens SET used_at = now()
     WHERE token_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING user_id`,
    [hashToken(token), kind],
  );
  return row ? Number(row.user_id) : undefined;
}

/** Invalidates every other unused token of that kind for the user (e.g. older reset mails). */
export async function revokeTokens(db: Db, userId: number, kind: TokenKind): Promise<void> {
  await db.query(
    `UPDATE account_tokens SET used_at = now() WHERE user_id = $1 AND kind = $2 AND used_at IS NULL`,
    [userId, kind],
  );
}
