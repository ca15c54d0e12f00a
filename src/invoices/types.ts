import type { RaRecord } from 'react-admin';
import { INVOICE_TABS as INVOICE_TAB_VALUES } from '../../schemas/constants';
import type { Invoice as InvoiceReply, InvoiceListItem } from '../../schemas/api';

export type InvoiceTab = 'invoiced' | 'cancelled';
/** The invoice tabs (platform 2.7, 4.4; schemas/codelists/invoiceTab.json): list filter `t`. */
export const INVOICE_TABS = INVOICE_TAB_VALUES as readonly InvoiceTab[];

/** An invoice as the detail reply carries it (schemas/api/records.ts `Invoice`). */
export type Invoice = Omit<InvoiceReply, 'id'> & RaRecord;
/** An invoice as the list carries it (schemas/api/records.ts `InvoiceListItem`, issue 26). */
export type ListedInvoice = Omit<InvoiceListItem, 'id'> & RaRecord;
