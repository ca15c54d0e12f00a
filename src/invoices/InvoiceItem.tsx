// One invoice of the list (platform 2.7, 3.6): number, customer, address, price, created date and
// the cancelled marker.
import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatEur, formatZip, useFormatDay } from '../format';
import type { ListedInvoice } from './types';

/** Street, then zip and city: 'Hlavná 1, 010 01 Žilina'. */
export function invoiceAddress(invoice: ListedInvoice): string {
  const info = invoice.info ?? {};
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const place = [formatZip(text(info.zip)), text(info.city)].filter(Boolean).join(' ');
  return [text(invoice.address), place].filter(Boolean).join(', ');
}

export function InvoiceItem({ record }: { record: ListedInvoice }) {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  const address = invoiceAddress(record);
  return (
    <Box
      data-testid="invoice-item"
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, width: '100%', minWidth: 0 }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ fontFamily: 'monospace', fontWeight: 600 }}
            title={translate('invoices.item.code')}
            data-testid="invoice-code"
          >
            {record.code}
          </Typography>
          <Typography
            component="span"
            variant="subtitle1"
            sx={{ fontWeight: 600 }}
            noWrap
            data-testid="invoice-customer"
          >
            {record.name}
          </Typography>
          {record.canceled && (
            <Chip size="small" color="error" variant="outlined" label={translate('invoices.item.canceled')} />
          )}
        </Box>
        {address && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {address}
          </Typography>
        )}
      </Box>
      <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
        <Typography
          variant="subtitle1"
          sx={{
            fontWeight: 600,
            whiteSpace: 'nowrap',
            textDecoration: record.canceled ? 'line-through' : undefined,
          }}
          data-testid="invoice-price"
        >
          {formatEur(record.price)}
        </Typography>
        <Typography variant="body2" color="text.secondary" title={translate('invoices.item.createdAt')}>
          {formatDay(record.createdAt)}
        </Typography>
      </Box>
    </Box>
  );
}
