import type { Db } from '../db/types';
import { hashPassword } from './passwords';
import { searchDocument } from './search-text';

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
