export { VouchersList } from './VouchersList';
export { VoucherItem, usageText } from './VoucherItem';
export { VoucherEditDialog } from './VoucherEditDialog';
