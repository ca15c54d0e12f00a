// The two-column item of RecordList's sheet lists (drafts, games; games 2.3, 2.5, 3.1): a title (game
// name) over a subtitle (extended variant name) on the left; on the right the list's badges over a day.
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useFormatDay } from '../format';

/** Epoch seconds of a reply's time (seconds, or an ISO text from older replies); null when absent. */
export function epochOf(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value) {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
  }
  return null;
}

export function ItemLayout({
  title,
  subtitle,
  testId,
  badges,
  day,
  dayTitle,
}: {
  title: ReactNode;
  subtitle: ReactNode;
  /** data-testid prefix: `${testId}-item`, `${testId}-name` (title), `${testId}-variant` (subtitle). */
  testId: string;
  badges: ReactNode;
  day: number | null;
  dayTitle: string;
}) {
  const formatDay = useFormatDay();
  return (
    <Box
      data-testid={`${testId}-item`}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, width: '100%' }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }} noWrap data-testid={`${testId}-name`}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap data-testid={`${testId}-variant`}>
          {subtitle}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', alignItems: 'center' }}>{badges}</Box>
        {day !== null && (
          <Typography variant="body2" color="text.secondary" title={dayTitle}>
            {formatDay(day)}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
