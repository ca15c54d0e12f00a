// Counts per menu section: the menu badges and the site search (spec platform 2.3 / 7.4).
import type { Db } from '../../db/types';
import {
  invoiceIsInvoiced,
  searchCondition,
  searchParam,
  variantIsDraft,
  variantIsGame,
  variantIsSent,
  voucherIsFree,
} from '../sheets/list-search';

export interface SearchCounts {
  games: number;
  parcels: number;
  invoices: number;
  drafts: number;
  users: number;
}

async function countOf(db: Db, sql: string): Promise<number> {
  return (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`))?.n ?? 0;
}

/** Invoices not canceled. */
export function invoicedCount(db: Db): Promise<number> {
  return countOf(db, `invoices i WHERE ${invoiceIsInvoiced('i')}`);
}

/** Free vouchers: not expired, still redeemable. */
export function freeVoucherCount(db: Db): Promise<number> {
  return countOf(db, `vouchers vo WHERE ${voucherIsFree('vo')}`);
}

/** Variants in status 'draft'. */
export function draftCount(db: Db): Promise<number> {
  return countOf(db, `variants v WHERE ${variantIsDraft('v')}`);
}

/**
 * Matches of the search text per section. Drafts and invoices are counted only when `withClosed`
 * (the user has 'edit'), 0 otherwise, as their sections are closed to others.
 */
export async function searchCounts(
  db: Db,
  text: string | undefined,
  withClosed: boolean,
): Promise<SearchCounts | undefined> {
  const count = (sql: string) => `(SELECT count(*)::int FROM ${sql})`;
  return db.one<SearchCounts>(
    `SELECT
       ${count(`variants v WHERE ${variantIsGame('v')} AND ${searchCondition('variants', 'v', '$1')}`)} AS games,
       ${count(
         `levels l JOIN variants v ON v.id = l.variant_id
          WHERE ${variantIsSent('v')} AND ${searchCondition('levels', 'l', '$1')}`,
       )} AS parcels,
       ${withClosed ? count(`invoices i WHERE ${searchCondition('invoices', 'i', '$1')}`) : '0'} AS invoices,
       ${withClosed ? count(`variants v WHERE ${variantIsDraft('v')} AND ${searchCondition('variants', 'v', '$1')}`) : '0'} AS drafts,
       ${count(`users u WHERE ${searchCondition('users', 'u', '$1')}`)} AS users`,
    [searchParam(text)],
  );
}
