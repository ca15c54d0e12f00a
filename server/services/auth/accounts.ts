import type { Db } from '../../db/types';
import { writeChangeLog } from '../history/change-log';
import { hashPassword } from './passwords';
import { searchDocument } from '../platform/search-text';
import { consumeToken, issueToken, revokeTokens } from './account-tokens';
import { isUniqueViolation } from '../platform/sql';
import { findUserByEmail } from '../records/users';
import type { ReportChanges } from '../records/record-changes';

export type UserType = 'player' | 'editor' | 'administrator';

export const DEFAULT_PERMS: Record<UserType, string[]> = {
  player: [],
  editor: ['edit'],
  administrator: ['edit', 'switch_user', 'schemas'],
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
 * A pending sign-up that may be replaced by a new one: an inactive account created by a sign-up (it has
 * activation tokens) none of whose activation links can still be used.
 */
async function signUpExpired(db: Db, user: { id: number; status: string }): Promise<boolean> {
  if (user.status !== 'inactive') return false;
  const row = await db.one<{ signed_up: boolean; live: boolean }>(
    `SELECT count(*) > 0 AS signed_up, coalesce(bool_or(used_at IS NULL AND expires_at > now()), false) AS live
       FROM account_tokens WHERE user_id = $1 AND kind = 'activate'`,
    [user.id],
  );
  return !!row?.signed_up && !row.live;
}

/**
 * Sign-up (PUT accounts) in one transaction: a new inactive player with the password, or — for an
 * e-mail whose sign-up was never activated and whose activation links have all expired — the same
 * account with the new password and name (registering again is how a person whose activation link
 * expired gets a new one). Returns the
 * activation token, or undefined when the e-mail belongs to another account.
 */
export async function signUp(
  db: Db,
  input: { email: string; name: string; passwordHash: string },
  report: ReportChanges,
): Promise<string | undefined> {
  const { email, name, passwordHash } = input;
  try {
    return await db.tx(async (t) => {
      const existing = await findUserByEmail(t, email);
      if (existing) {
        // While a link of the first sign-up still works, its password stays: email_exists (issue 8).
        if (!(await signUpExpired(t, existing))) return undefined;
        const info = { ...existing.info, ...(name ? { name } : {}) };
        await t.query(
          `UPDATE users SET password_hash = $2, info = $3, search = $4, updated_at = now() WHERE id = $1`,
          [existing.id, passwordHash, info, searchDocument(Object.values(info))],
        );
        await report(t, [{ type: 'user', id: Number(existing.id), before: existing.info, after: info }]);
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
      const created = await t.one<{ info: Record<string, unknown> }>('SELECT info FROM users WHERE id = $1', [
        id,
      ]);
      await report(t, [{ type: 'user', id, before: null, after: created!.info }]);
      return issueToken(t, id, 'activate');
    });
  } catch (error) {
    // A concurrent sign-up took the e-mail between the check and the insert.
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** Only accounts that already have a password can reset it; a contact without one is not a sign-in account. */
export async function canSignIn(db: Db, userId: number): Promise<boolean> {
  const row = await db.one<{ has: boolean }>(
    'SELECT password_hash IS NOT NULL AS has FROM users WHERE id = $1',
    [userId],
  );
  return !!row?.has;
}

/** Activation (POST accounts/activate/{token}): consumes the token and activates; false when already used. */
export async function activateAccount(db: Db, token: string): Promise<boolean> {
  return db.tx(async (t) => {
    const id = await consumeToken(t, token, 'activate');
    if (id === undefined) return false;
    const activated = await t.query(
      `UPDATE users SET status = 'active', updated_at = now() WHERE id = $1 AND status = 'inactive' RETURNING id`,
      [id],
    );
    // the change log: the account's status transition
    if (activated.length) {
      await writeChangeLog(t, {
        type: 'user',
        id,
        action: 'status',
        changes: { status: ['inactive', 'active'] },
      });
    }
    return true;
  });
}
