import type { ResourceProps } from 'react-admin';
import { PlaceholderPage } from '../pages/PlaceholderPage';

// Placeholder until the invoices list lands. Only 'list' is given: its route '/invoices/*' also matches
// '/invoices/:id', where an edit dialog will be bound.
export function InvoicesList() {
  return <PlaceholderPage title="app.menu.invoices" />;
}

export const invoicesResource: ResourceProps = { name: 'invoices', list: InvoicesList };
