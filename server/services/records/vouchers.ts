// Vouchers (spec platform 3.7): promo codes for a game variant, a whole game or any game, with a
// redemption limit and an expiration date. Tabs free / used / expired as in list-search.ts.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/types';
import type { FieldValue } from '../../../schemas/engine';
import { voucherIsExpired, voucherIsUsed } from '../sheets/list-search';
import { epochSql, numberOrNull, textOf, type StoredRecord } from '../platform/sql';
import voucherType from '../../../schemas/codelists/voucherType.json';
import { searchDocument } from '../platform/search-text';

/** The tabs of the vouchers list (codelist voucherType). */
export const VOUCHER_TABS: readonly string[] = voucherType.items.map((item) => item.value);

/** Uppercase letters and digits without look-alikes (0/O, 1/I): 32 symbols, so a byte maps evenly. */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const GENERATED_CODE_LENGTH = 10;

/** An unguessable code from crypto random bytes (50 bits for 10 symbols). */
export function randomCode(length = GENERATED_CODE_LENGTH): string {
  return [...randomBytes(length)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

export interface VoucherRow extends StoredRecord {
  promo: string;
  variant_id: number | null;
  game_id: number | null;
  wholegame: boolean;
  universal: boolean;
  usage: number;
  limit: number | null;
  status: 'free' | 'used' | 'expired';
  expiration_at: number | null;
  created_at: number;
  updated_at: number;
  game_name: string | null;
  variant_name: string | null;
  variant_name_extended: string | null;
}

const COLUMNS = `vo.id, vo.promo, vo.variant_id, vo.game_id, vo.wholegame, vo.universal, vo.usage, vo."limit",
  CASE WHEN ${voucherIsExpired('vo')} THEN 'expired' WHEN ${voucherIsUsed('vo')} THEN 'used' ELSE 'free' END AS status,
  ${epochSql('vo.expiration_date::timestamp')} AS expiration_at,
  ${epochSql('vo.created_at')} AS created_at, ${epochSql('vo.updated_at')} AS updated_at, vo.info,
  g.name AS game_name, v.name AS variant_name, v.info->>'variantNameExtended' AS variant_name_extended`;

const FROM = `vouchers vo LEFT JOIN variants v ON v.id = vo.variant_id
  LEFT JOIN games g ON g.id = coalesce(vo.game_id, v.game_id)`;

function normalize(row: VoucherRow): VoucherRow {
  return {
    ...row,
    id: Number(row.id),
    variant_id: row.variant_id === null ? null : Number(row.variant_id),
    game_id: row.game_id === null ? null : Number(row.game_id),
  };
}

export async function loadVoucher(db: Db, id: number, lock = false): Promise<VoucherRow | undefined> {
  const row = await db.one<VoucherRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE vo.id = $1${lock ? ' FOR UPDATE OF vo' : ''}`,
    [id],
  );
  return row ? normalize(row) : undefined;
}

const TAB_SQL: Record<string, string> = {
  expired: voucherIsExpired('vo'),
  used: voucherIsUsed('vo'),
  free: `NOT ${voucherIsExpired('vo')} AND NOT ${voucherIsUsed('vo')}`,
};

export async function listVouchers(
  db: Db,
  opts: { tab?: string; search: string; offset: number; limit: number },
): Promise<VoucherRow[]> {
  const tab = opts.tab && TAB_SQL[opts.tab] ? `AND ${TAB_SQL[opts.tab]}` : '';
  const rows = await db.query<VoucherRow>(
    `SELECT ${COLUMNS} FROM ${FROM}
      WHERE vo.search LIKE $1 ${tab}
      ORDER BY vo.id DESC LIMIT $2 OFFSET $3`,
    [opts.search, opts.limit, opts.offset],
  );
  return rows.map(normalize);
}

/** A voucher as the vouchers list and detail carry it. */
export function presentVoucher(row: VoucherRow): Record<string, unknown> {
  const variant =
    row.variant_id !== null && !row.wholegame
      ? {
          name: row.variant_name ?? '',
          variantNameExtended: row.variant_name_extended || row.variant_name || '',
        }
      : null;
  return {
    id: row.id,
    game: row.game_name !== null ? { name: { sk: row.game_name } } : null,
    variant,
    status: row.status,
    promo: row.promo,
    universal: row.universal,
    wholegame: row.wholegame,
    stats: { usage: row.usage, limit: row.limit },
    expirationAt: row.expiration_at,
    registeredAt: row.created_at,
    updatedAt: row.updated_at,
    info: row.info,
  };
}

export async function promoTaken(db: Db, promo: string, exceptId?: number): Promise<boolean> {
  const row = await db.one(
    'SELECT 1 AS x FROM vouchers WHERE lower(promo) = lower($1) AND ($2::bigint IS NULL OR id <> $2)',
    [promo, exceptId ?? null],
  );
  return !!row;
}

/** `count` distinct codes not used by any voucher; `prefix` (a typed promo code) is put before each. */
export async function generateCodes(db: Db, count: number, prefix = ''): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < count) {
    const code = `${prefix ? `${prefix}-` : ''}${randomCode()}`;
    if (!codes.has(code) && !(await promoTaken(db, code))) codes.add(code);
  }
  return [...codes];
}

/** The real columns kept in sync with info on every write; the game option is a variant id. */
async function columns(db: Db, info: Record<string, unknown>) {
  const game = textOf(info.game);
  const variantId = /^\d{1,15}$/.test(game) ? Number(game) : null;
  const variant = variantId
    ? await db.one<{ game_id: number; game_name: string; variant_name: string }>(
        `SELECT v.game_id, g.name AS game_name, v.name AS variant_name
           FROM variants v JOIN games g ON g.id = v.game_id WHERE v.id = $1`,
        [variantId],
      )
    : undefined;
  const expiration = textOf(info.expirationDate);
  return {
    promo: textOf(info.promoCode),
    variantId: variant ? variantId : null,
    gameId: variant ? Number(variant.game_id) : null,
    wholegame: info.wholegame === true,
    universal: info.universal === true,
    limit: numberOrNull(info.limit),
    expiration: /^\d{4}-\d{2}-\d{2}$/.test(expiration) ? expiration : null,
    search: searchDocument([
      textOf(info.promoCode),
      variant?.game_name,
      variant?.variant_name,
      textOf(info.note),
    ]),
  };
}

export async function insertVoucher(db: Db, info: Record<string, FieldValue | unknown>): Promise<VoucherRow> {
  const c = await columns(db, info);
  const row = await db.one<{ id: number }>(
    `INSERT INTO vouchers (promo, variant_id, game_id, wholegame, universal, "limit", expiration_date, info, search)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      c.promo,
      c.variantId,
      c.gameId,
      c.wholegame,
      c.universal,
      c.limit,
      c.expiration,
      info as Record<string, unknown>,
      c.search,
    ],
  );
  return (await loadVoucher(db, Number(row!.id)))!;
}

export async function updateVoucher(db: Db, id: number, info: Record<string, unknown>): Promise<VoucherRow> {
  const c = await columns(db, info);
  await db.query(
    `UPDATE vouchers SET promo = $2, variant_id = $3, game_id = $4, wholegame = $5, universal = $6,
       "limit" = $7, expiration_date = $8, info = $9, search = $10, updated_at = now()
     WHERE id = $1`,
    [id, c.promo, c.variantId, c.gameId, c.wholegame, c.universal, c.limit, c.expiration, info, c.search],
  );
  return (await loadVoucher(db, id))!;
}

/** DELETE vouchers/{id}: the voucher goes away (the removal path has put it into the recycle bin). */
export async function removeVoucher(db: Db, row: VoucherRow): Promise<[]> {
  await db.query('DELETE FROM vouchers WHERE id = $1', [row.id]);
  return [];
}
