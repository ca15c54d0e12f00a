import type { ResourceProps } from 'react-admin';
import { PlaceholderPage } from '../pages/PlaceholderPage';

// Placeholder until the vouchers list lands. Only 'list' is given: its route '/vouchers/*' also matches
// '/vouchers/:id', where an edit dialog will be bound.
export function VouchersList() {
  return <PlaceholderPage title="app.menu.vouchers" />;
}

export const vouchersResource: ResourceProps = { name: 'vouchers', list: VouchersList };
