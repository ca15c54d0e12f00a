import { isWeakPassword } from './passwords';
import type { Db } from '../../db/types';
import { writeSecurityEvent } from '../history/change-log';
import type { NewPasswordBody } from '../../../schemas/api';

/**
 * Names the session that survives the user changes of the current transaction: a change of a user's
 * password, e-mail, permissions, type or status ends that user's other sessions (the database trigger
 * of migration 050). Call it inside db.tx, before the UPDATE; without it every session of the user ends.
 */
export async function keepSession(db: Db, sessionHash: string | null | undefined): Promise<void> {
  await db.query(`SELECT set_config('hry.keep_session', $1, true)`, [sessionHash ?? '']);
}

/**
 * Stores a new password hash and ends the user's sessions, except keepSessionHash (the session that
 * made the change), so a stolen session does not survive a password change.
 */
export async function setPasswordHash(
  db: Db,
  userId: number,
  passwordHash: string,
  keepSessionHash: string | null = null,
): Promise<void> {
  await db.tx(async (t) => {
    await keepSession(t, keepSessionHash);
    await t.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
      userId,
      passwordHash,
    ]);
    await writeSecurityEvent(t, userId, 'password');
  });
}

/** password_not_match or password_weak, or null when the new password may be stored. */
export function newPasswordError(body: NewPasswordBody): 'password_not_match' | 'password_weak' | null {
  if (body.password2 !== undefined && body.password2 !== body.password) return 'password_not_match';
  if (isWeakPassword(body.password)) return 'password_weak';
  return null;
}
