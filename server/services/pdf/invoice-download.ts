// GET invoices/{id}/download: the invoice as the PDF file a person downloads (spec platform 2.7).
import type { Db } from '../../db/types';
import type { Form } from '../../../schemas/engine';
import { renderInvoicePdf } from './invoice-pdf';

interface InvoicePdfRow {
  code: string;
  name: string;
  price: string | null;
  info: Record<string, unknown>;
  game_label: string | null;
}

export interface InvoiceFile {
  fileName: string;
  pdf: Buffer;
}

/** Codes of the form's codelist fields (payment method, country) as the labels a person reads. */
function withCodelistLabels(form: Form, info: Record<string, unknown>): Record<string, unknown> {
  const labelled = { ...info };
  for (const field of form.fields) {
    const label = field.options?.find((o) => o.value === labelled[field.id])?.label;
    if (label !== undefined) labelled[field.id] = label;
  }
  return labelled;
}

/** The invoice's PDF and file name; undefined when there is no such invoice. */
export async function invoiceFile(db: Db, invoiceForm: Form, id: string): Promise<InvoiceFile | undefined> {
  const invoice = await db.one<InvoicePdfRow>(
    `SELECT i.code, i.name, i.price::text AS price, i.info,
            CASE WHEN g.id IS NULL THEN NULL
                 ELSE g.name || ' (' || coalesce(nullif(v.info->>'variantNameExtended', ''), v.name) || ')'
            END AS game_label
       FROM invoices i
       LEFT JOIN variants v ON v.id = i.variant_id
       LEFT JOIN games g ON g.id = v.game_id
      WHERE i.id = $1`,
    [id],
  );
  if (!invoice) return undefined;
  const pdf = await renderInvoicePdf({
    ...invoice,
    info: withCodelistLabels(invoiceForm, invoice.info),
    gameLabel: invoice.game_label ?? undefined,
  });
  return { pdf, fileName: `faktura-${invoice.code.replace(/[^A-Za-z0-9_-]/g, '_') || id}.pdf` };
}
