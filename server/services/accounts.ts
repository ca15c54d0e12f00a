import type { Db } from '../db/types';
import { hashPassword } from './passwords';
import { searchDocument } from './search-text';
import { issueToken, revokeTokens } from './account-tokens';
import { isUniqueViolation } from './sql';
import { findUserByEmail } from './users';

export type UserType = 'player' | 'editor' | 'administrator';

export const DEFAULT_PERMS: Record<UserType, string[]> = {
  player: [],
  editor: ['edit'],
  administrator: ['edit', 'switch_user'],
};

export interface NewAccount {
  email: string;
  password?: string;
  type: UserType;
  perms?: string[];
  status?: 'active' | 'inactive' | 'disabled';
  info?: Record<string, unknown>;
}

/** Inserts a user; the password is hashed, perms default from the type. Returns the new id. */
export async function createAccount(db: Db, account: NewAccount): Promise<number> {
  const info = { email: account.email, ...account.info };
  const row = await db.one<{ id: number }>(
    `INSERT INTO users (email, password_hash, perms, type, status, info, search)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      account.email,
      account.password ? await hashPassword(account.password) : null,
      account.perms ?? DEFAULT_PERMS[account.type],
      account.type,
      account.status ?? 'active',
      info,
      searchDocument(Object.values(info)),
    ],
  );
  return Number(row!.id);
}

/**
 * Sign-up (PUT accounts) in one transaction: a new inactive player with the password, or — for an
 * e-mail whose sign-up was never activated — the same account with the new password and name
 * (registering again is how a person whose activation link expired gets a new one). Returns the
 * activation token, or undefined when the e-mail belongs to another account.
 */
export async function signUp(
  db: Db,
  input: { email: string; name: string; passwordHash: string },
): Promise<string | undefined> {
  const { email, name, passwordHash } = input;
  try {
    return await db.tx(async (t) => {
      const existing = await findUserByEmail(t, email);
      if (existing) {
        const pendingSignUp =
          existing.status === 'inactive' &&
          (await t.one('SELECT 1 FROM account_tokens WHERE user_id = $1 AND kind = $2 LIMIT 1', [
            existing.id,
            'activate',
          ]));
        if (!pendingSignUp) return undefined;
        const info = { ...existing.info, ...(name ? { name } : {}) };
        await t.query(
          `UPDATE users SET password_hash = $2, info = $3, search = $4, updated_at = now() WHERE id = $1`,
          [existing.id, passwordHash, info, searchDocument(Object.values(info))],
        );
        await revokeTokens(t, Number(existing.id), 'activate');
        return issueToken(t, Number(existing.id), 'activate');
      }
      const id = await createAccount(t, {
        email,
        type: 'player',
        perms: [],
        status: 'inactive',
        info: { name },
      });
      await t.query('UPDATE users SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
      return issueToken(t, id, 'activate');
    });
  } catch (error) {
    // A concurrent sign-up took the e-mail between the check and the insert.
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}
