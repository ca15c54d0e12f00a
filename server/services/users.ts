// Users as sessions and accounts see them (the contacts screen's repository is contacts.ts).
import type { Db } from '../db/types';

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
