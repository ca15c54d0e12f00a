export { InvoicesList } from './InvoicesList';
export { InvoiceItem } from './InvoiceItem';
export { InvoiceEditDialog, invoiceDownloadUrl } from './InvoiceEditDialog';
