// SQL fragments shared by the list routes, the global search counts and the menu badges, so that
// a search or a tab means the same rows everywhere. Every fragment takes the table alias used in
// the query; search fragments take the placeholder ('$1', …) bound to searchParam(s).
import { searchPattern } from '../platform/search-text';

export type SearchTarget = 'users' | 'invoices' | 'vouchers' | 'variants' | 'levels' | 'games';

/** The bound value for a search placeholder: a diacritics- and case-insensitive LIKE pattern ('' matches all). */
export function searchParam(s: string | undefined): string {
  return searchPattern(s ?? '');
}

/**
 * "Row matches the search s": each table keeps a normalized `search` column (search-text.ts).
 * A variant (game, draft) also matches through its game's name and texts: variants.list_search holds
 * both (migration 130, kept by triggers).
 */
export function searchCondition(target: SearchTarget, alias: string, param: string): string {
  if (target === 'variants') return `${alias}.list_search LIKE ${param}`;
  return `${alias}.search LIKE ${param}`;
}

/** A draft: a variant not yet sent to production (status 'draft'), saved or not. */
export function variantIsDraft(alias: string): string {
  return `${alias}.status = 'draft'`;
}

/** A game in the games list: a variant sent to production (any status but 'draft'), or a saved draft. */
export function variantIsGame(alias: string): string {
  return `(${alias}.status <> 'draft' OR ${alias}.saved)`;
}

/** A sent sheet (status other than 'draft'): its levels are the parcels (games 7.5, GET parcels). */
export function variantIsSent(alias: string): string {
  return `${alias}.status <> 'draft'`;
}

/** The invoices tab 'invoiced' (and the invoices badge): not canceled (Storno). */
export function invoiceIsInvoiced(alias: string): string {
  return `NOT ${alias}.canceled`;
}

/** The vouchers tab 'expired': the expiration date has passed. */
export function voucherIsExpired(alias: string): string {
  return `(${alias}.expiration_date IS NOT NULL AND ${alias}.expiration_date < current_date)`;
}

/** The vouchers tab 'used': not expired and redeemed up to its limit. */
export function voucherIsUsed(alias: string): string {
  return `(NOT ${voucherIsExpired(alias)} AND ${alias}."limit" IS NOT NULL AND ${alias}.usage >= ${alias}."limit")`;
}

/** The vouchers tab 'free' (and the vouchers badge): not expired and still redeemable (no limit = unlimited). */
export function voucherIsFree(alias: string): string {
  return `(NOT ${voucherIsExpired(alias)} AND (${alias}."limit" IS NULL OR ${alias}.usage < ${alias}."limit"))`;
}
