import type { RaRecord } from 'react-admin';
import { codelistValues } from '../resources';

export type VoucherTab = 'free' | 'used' | 'expired';
/**
 * The voucher tabs (platform 2.8, 4.5; schemas/codelists/voucherType.json): list filter `t`, also the
 * type a new voucher is created with.
 */
export const VOUCHER_TABS = codelistValues<VoucherTab>('voucherType');

/** A voucher as the list and detail replies carry it (platform 3.7; server/services/records/vouchers.ts presentVoucher). */
export interface Voucher extends RaRecord {
  /** Absent for a voucher of any game. */
  game: { name: { sk: string } } | null;
  /** Absent for a voucher of any variant (or of the whole game). */
  variant: { name: string; variantNameExtended?: string } | null;
  status: VoucherTab;
  promo: string;
  universal: boolean;
  wholegame?: boolean;
  stats: { usage: number; limit: number | null };
  /** Epoch seconds; null = no expiration. */
  expirationAt: number | null;
  registeredAt: number;
  updatedAt: number;
  info?: Record<string, unknown>;
}
