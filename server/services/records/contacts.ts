// Users as contacts (spec platform 3.5): the user schema's values stored in users.info, the e-mail
// also in users.email (unique, case-insensitive; it signs in), the password only as its hash.
import { writeSecurityEvent } from '../history/change-log';
import type { Db } from '../../db/types';
import userType from '../../../schemas/codelists/userType.json';
import type { FieldValue, Form } from '../../../schemas/engine';
import { DEFAULT_PERMS, type UserType } from '../auth/accounts';
import { hashPassword } from '../auth/passwords';
import { keepSession } from '../auth/password-change';
import { epochSql, textOf, type StoredRecord } from '../platform/sql';
import { mergeInfo } from './evaluation';
import { searchDocument } from '../platform/search-text';

/** The user types (codelist userType). */
export const USER_TYPES = userType.items.map((item) => item.value) as UserType[];

export interface ContactRow extends StoredRecord {
  email: string | null;
  type: UserType;
  created_at: number;
  updated_at: number;
}

export const CONTACT_COLUMNS = `u.id, u.email, u.type, u.info, ${epochSql('u.created_at')} AS created_at,
  ${epochSql('u.updated_at')} AS updated_at`;

/** The fields a contacts search matches (name, team, e-mail, address, segment). */
const SEARCHED = ['name', 'org', 'email', 'street', 'zip', 'city', 'segment'];

export function contactSearch(info: Record<string, unknown>): string {
  return searchDocument(SEARCHED.map((key) => textOf(info[key])));
}

/** The info to store: the form's values without the password (kept only as users.password_hash). */
export function contactInfo(
  form: Form,
  stored: Record<string, unknown> | null | undefined,
  values: Record<string, FieldValue>,
): Record<string, unknown> {
  const info = mergeInfo(form, stored, values);
  for (const field of form.fields) if (field.spec.password) delete info[field.id];
  return info;
}

/** The new password typed into the form ('' = unchanged). */
export function typedPassword(form: Form, values: Record<string, FieldValue>): string {
  const field = form.fields.find((f) => f.spec.password);
  return field ? textOf(values[field.id]) : '';
}

export async function emailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const row = await db.one(
    'SELECT 1 AS x FROM users WHERE lower(email) = lower($1) AND ($2::bigint IS NULL OR id <> $2)',
    [email, exceptId ?? null],
  );
  return !!row;
}

export async function loadContact(db: Db, id: number, lock = false): Promise<ContactRow | undefined> {
  const row = await db.one<ContactRow>(
    `SELECT ${CONTACT_COLUMNS} FROM users u WHERE u.id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return row ? { ...row, id: Number(row.id) } : undefined;
}

/** Inserts a contact of a type (perms default from the type); the password, when typed, is hashed. */
export async function insertContact(
  db: Db,
  form: Form,
  type: UserType,
  values: Record<string, FieldValue>,
): Promise<ContactRow> {
  const info = contactInfo(form, null, values);
  const password = typedPassword(form, values);
  const row = await db.one<{ id: number }>(
    `INSERT INTO users (email, password_hash, perms, type, info, search)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      textOf(info.email) || null,
      password ? await hashPassword(password) : null,
      DEFAULT_PERMS[type],
      type,
      info,
      contactSearch(info),
    ],
  );
  return (await loadContact(db, Number(row!.id)))!;
}

/**
 * Updates a contact. A new password or e-mail ends the user's sessions except keepSessionHash (the
 * session that made the change, when it is the user's own): the trigger of migration 050.
 */
export async function updateContact(
  db: Db,
  form: Form,
  row: ContactRow,
  values: Record<string, FieldValue>,
  keepSessionHash?: string | null,
): Promise<ContactRow> {
  const info = contactInfo(form, row.info, values);
  const password = typedPassword(form, values);
  await keepSession(db, keepSessionHash);
  await db.query(
    `UPDATE users SET email = $2, info = $3, search = $4, updated_at = now(),
       password_hash = coalesce($5, password_hash)
     WHERE id = $1`,
    [
      row.id,
      textOf(info.email) || null,
      info,
      contactSearch(info),
      password ? await hashPassword(password) : null,
    ],
  );
  // the change log: a password typed into the contact form is a security event of that user
  if (password) await writeSecurityEvent(db, Number(row.id), 'password');
  return (await loadContact(db, row.id))!;
}

/** A contact as the users list and detail carry it. */
/** Users newest first; `type` '' or undefined = every type, `search` is a LIKE pattern. */
export async function listContacts(
  db: Db,
  opts: { type?: string; search: string; offset: number; limit: number },
): Promise<ContactRow[]> {
  const rows = await db.query<ContactRow>(
    `SELECT ${CONTACT_COLUMNS} FROM users u
      WHERE ($1 = '' OR u.type = $1) AND u.search LIKE $2
      ORDER BY u.id DESC LIMIT $3 OFFSET $4`,
    [opts.type ?? '', opts.search, opts.limit, opts.offset],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export function presentContact(row: ContactRow): Record<string, unknown> {
  return {
    id: row.id,
    type: row.type,
    info: row.info,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** DELETE users/{id}: the user goes away (the removal path has put it into the recycle bin); nothing else. */
export async function removeContact(db: Db, row: ContactRow): Promise<[]> {
  await db.query('DELETE FROM users WHERE id = $1', [row.id]);
  return [];
}
