import type { ResourceProps } from 'react-admin';
import { InvoicesList } from './InvoicesList';

export { InvoicesList } from './InvoicesList';
export { InvoiceItem } from './InvoiceItem';
export { InvoiceEditDialog, invoiceDownloadUrl } from './InvoiceEditDialog';

// Only 'list': its route '/invoices/*' also matches '/invoices/:invoiceId' and '/invoices/new', where
// the invoice edit dialog opens over the list.
export const invoicesResource: ResourceProps = { name: 'invoices', list: InvoicesList };
