import type { RaRecord } from 'react-admin';
import { codelistValues } from '../resources';

export type InvoiceTab = 'invoiced' | 'cancelled';
/** The invoice tabs (platform 2.7, 4.4; schemas/codelists/invoiceTab.json): list filter `t`. */
export const INVOICE_TABS = codelistValues<InvoiceTab>('invoiceTab');

/** An invoice as the list and detail replies carry it (server/services/records/invoices.ts presentInvoice). */
export interface Invoice extends RaRecord {
  code: string;
  /** Epoch seconds. */
  createdAt: number;
  status: string;
  /** The customer. */
  name: string;
  /** Street and number. */
  address: string;
  /** EUR incl. VAT; null when not filled. */
  price: number | null;
  canceled: boolean;
  info?: Record<string, unknown>;
}
