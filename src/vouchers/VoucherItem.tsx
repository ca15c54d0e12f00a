// One voucher of the list (platform 2.8, 3.7): game, variant ('Ľubovoľný variant' when absent),
// status, promo code, a star when universal, usage/limit, expiration, registration and update
// dates, and the internal note.
import { Box, Chip, Tooltip, Typography } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import { useTranslate } from 'react-admin';
import { formatDate, useFormatDay } from '../format';
import type { ListedVoucher } from './types';

const STATUS_COLOR = { free: 'success', used: 'default', expired: 'warning' } as const;

/** '3/10'; without a limit '3/∞'. */
export function usageText(stats: ListedVoucher['stats'] | undefined): string {
  const usage = stats?.usage ?? 0;
  const limit = stats?.limit;
  return `${usage}/${limit === null || limit === undefined ? '∞' : limit}`;
}

export function VoucherItem({ record }: { record: ListedVoucher }) {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  const variant = record.variant?.variantNameExtended || record.variant?.name;
  const note = typeof record.info?.note === 'string' ? record.info.note.trim() : '';
  const universal = translate('vouchers.item.universal');
  return (
    <Box data-testid="voucher-item" sx={{ display: 'flex', gap: 2, width: '100%', minWidth: 0 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography
            component="span"
            sx={{ fontFamily: 'monospace', fontWeight: 700, letterSpacing: 0.5 }}
            data-testid="voucher-promo"
          >
            {record.promo}
          </Typography>
          {record.universal && (
            <Tooltip title={universal}>
              <StarIcon
                role="img"
                aria-label={universal}
                aria-hidden={false}
                fontSize="small"
                sx={{ color: 'warning.main' }}
              />
            </Tooltip>
          )}
          <Chip
            size="small"
            variant="outlined"
            color={STATUS_COLOR[record.status] ?? 'default'}
            label={translate(`vouchers.status.${record.status}`, { _: record.status })}
          />
        </Box>
        <Typography variant="body2" noWrap>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {record.game?.name?.sk || translate('vouchers.item.anyGame')}
          </Box>
          {' · '}
          {variant || translate('vouchers.item.anyVariant')}
        </Typography>
        {note && (
          <Typography variant="body2" color="text.secondary" noWrap title={note}>
            {note}
          </Typography>
        )}
      </Box>
      <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
        <Typography variant="subtitle2" title={translate('vouchers.item.usageTitle')}>
          {translate('vouchers.item.usage')}{' '}
          <Box component="span" data-testid="voucher-usage">
            {usageText(record.stats)}
          </Box>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {record.expirationAt
            ? translate('vouchers.item.expiration', { date: formatDate(record.expirationAt) })
            : translate('vouchers.item.noExpiration')}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {translate('vouchers.item.registered', { date: formatDay(record.registeredAt) })}
          {' · '}
          {translate('vouchers.item.updated', { date: formatDay(record.updatedAt) })}
        </Typography>
      </Box>
    </Box>
  );
}
