import type { ResourceProps } from 'react-admin';
import { VouchersList } from './VouchersList';

export { VouchersList } from './VouchersList';
export { VoucherItem, usageText } from './VoucherItem';
export { VoucherEditDialog } from './VoucherEditDialog';

// Only 'list': its route '/vouchers/*' also matches '/vouchers/:voucherId' and '/vouchers/new', where
// the voucher edit dialog opens over the list.
export const vouchersResource: ResourceProps = { name: 'vouchers', list: VouchersList };
