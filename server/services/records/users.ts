// Users as sessions and accounts see them (the contacts screen's repository is contacts.ts).
import type { Db } from '../../db/types';

export interface UserRow {
  id: number;
  email: string | null;
  perms: string[];
  type: string;
  status: string;
  info: Record<string, unknown>;
  last_login: Date | null;
}

const USER_COLUMNS = 'id, email, perms, type, status, info, last_login';

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.one<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.one<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = lower($1)`, [email.trim()]);
}

/** Sign-in: the account's id and password hash by e-mail (case-insensitive). */
export async function findCredentials(
  db: Db,
  email: string,
): Promise<{ id: number; password_hash: string | null } | undefined> {
  return db.one<{ id: number; password_hash: string | null }>(
    'SELECT id, password_hash FROM users WHERE lower(email) = lower($1)',
    [email.trim()],
  );
}

/** A successful sign-in: last_login becomes now (the reply still shows the previous one). */
export async function recordSignIn(db: Db, userId: number): Promise<void> {
  await db.query('UPDATE users SET last_login = now() WHERE id = $1', [userId]);
}
