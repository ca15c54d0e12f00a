import { DOWNLOAD_COOKIE } from '../../schemas/constants';
import type { FastifyPluginAsync } from 'fastify';
import { emptyQuery, idParam } from '../http/schemas';
import { renderInvoicePdf } from '../services/invoice-pdf';
import { formsOf } from '../services/evaluation';
import type { Form } from '../../schemas/engine';

/** Spec platform 4.9: the client detects a finished download by this cookie. */

interface InvoiceRow {
  code: string;
  name: string;
  price: string | null;
  info: Record<string, unknown>;
  game_label: string | null;
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

/** GET invoices/{id}/download: the invoice as a PDF, by browser navigation ('edit' only). */
export const invoiceDownloadRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>(
    '/invoices/:id/download',
    { config: { auth: 'edit' }, schema: { params: idParam, querystring: emptyQuery } },
    async (request, reply) => {
      const invoice = await app.deps.db.one<InvoiceRow>(
        `SELECT i.code, i.name, i.price::text AS price, i.info,
                CASE WHEN g.id IS NULL THEN NULL
                     ELSE g.name || ' (' || coalesce(nullif(v.info->>'variantNameExtended', ''), v.name) || ')'
                END AS game_label
           FROM invoices i
           LEFT JOIN variants v ON v.id = i.variant_id
           LEFT JOIN games g ON g.id = v.game_id
          WHERE i.id = $1`,
        [request.params.id],
      );
      if (!invoice) return reply.code(404).send({ ok: false, err: 'not_found' });
      const pdf = await renderInvoicePdf({
        ...invoice,
        info: withCodelistLabels(formsOf(app.deps.config).forms.invoice, invoice.info),
        gameLabel: invoice.game_label ?? undefined,
      });
      const fileName = `faktura-${invoice.code.replace(/[^A-Za-z0-9_-]/g, '_') || request.params.id}.pdf`;
      reply.setCookie(DOWNLOAD_COOKIE.name, DOWNLOAD_COOKIE.value, { path: DOWNLOAD_COOKIE.path });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );
};
