import type { RaRecord } from 'react-admin';
import { VOUCHER_TABS as VOUCHER_TAB_VALUES } from '../../schemas/constants';
import type { Voucher as VoucherReply, VoucherListItem } from '../../schemas/api';

export type VoucherTab = 'free' | 'used' | 'expired';
/**
 * The voucher tabs (platform 2.8, 4.5; schemas/codelists/voucherType.json): list filter `t`, also the
 * type a new voucher is created with.
 */
export const VOUCHER_TABS = VOUCHER_TAB_VALUES as readonly VoucherTab[];

/** A voucher as the detail reply carries it (schemas/api/records.ts `Voucher`), in one of the tabs. */
export type Voucher = Omit<VoucherReply, 'id' | 'status'> & RaRecord & { status: VoucherTab };
/** A voucher as the list carries it (schemas/api/records.ts `VoucherListItem`, issue 26). */
export type ListedVoucher = Omit<VoucherListItem, 'id' | 'status'> & RaRecord & { status: VoucherTab };
