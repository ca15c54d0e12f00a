// One game of the games list (games 2.5, 3.1, 4.1): game and variant name, its status label, number,
// task count and the day it was sent (created for drafts).
import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatDay } from '../../format';
import type { Sheet } from '../sheet';

export interface GameListRecord extends Sheet {
  number?: string | number | null;
  sentAt?: number | string | null;
  registeredAt?: number | string | null;
}

const epoch = (value: unknown): number | null => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value) {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
  }
  return null;
};

const STATUS_COLOR: Record<string, 'default' | 'info' | 'success' | 'warning'> = {
  draft: 'default',
  registered: 'warning',
  received: 'success',
  confirmed: 'success',
  expired: 'default',
};

export function GameItem({ record }: { record: GameListRecord }) {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  const tasks = Number(record.numTasks ?? 0) || 0;
  const status = record.status ?? 'draft';
  const day = epoch(record.sentAt ?? record.registeredAt ?? record.createdAt);
  return (
    <Box data-testid="game-item" sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, width: '100%' }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }} noWrap data-testid="game-name">
          {record.gameName}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap data-testid="game-variant">
          {record.variantNameExtended ?? record.variantName}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', alignItems: 'center' }}>
          {record.number ? (
            <Typography variant="body2" color="text.secondary">
              {translate('gamesList.item.number', { number: record.number })}
            </Typography>
          ) : null}
          <Chip
            size="small"
            variant="outlined"
            color={STATUS_COLOR[status] ?? 'default'}
            label={translate(`gamesList.status.${status}`, { _: status })}
            data-testid="game-status"
          />
          <Typography variant="body2">{translate('gamesList.item.tasks', { smart_count: tasks })}</Typography>
        </Box>
        {day !== null && (
          <Typography variant="body2" color="text.secondary" title={translate('gamesList.item.sentAt')}>
            {formatDay(day)}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
