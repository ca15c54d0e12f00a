// One draft of the drafts list (games 2.3, 3.1): game name, extended variant name, task count (0 when
// missing), updated date and validity.
import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatDay } from '../format';
import type { Sheet } from '../games';

const epoch = (value: unknown): number | null => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value) {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
  }
  return null;
};

export function DraftItem({ record }: { record: Sheet }) {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  const tasks = Number(record.numTasks ?? 0) || 0;
  // A draft with invalid tasks cannot be sent to production either (games 4.3), so it is shown as such.
  const valid = record.valid !== false && !(record.counts?.invalid ?? 0);
  return (
    <Box data-testid="draft-item" sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, width: '100%' }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }} noWrap data-testid="draft-name">
          {record.gameName}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap data-testid="draft-variant">
          {record.variantNameExtended ?? record.variantName}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', alignItems: 'center' }}>
          <Chip
            size="small"
            variant="outlined"
            color={valid ? 'success' : 'error'}
            label={translate(valid ? 'games.drafts.item.valid' : 'games.drafts.item.invalid')}
            data-testid="draft-validity"
          />
          <Typography variant="body2" data-testid="draft-tasks">
            {translate('games.drafts.item.tasks', { smart_count: tasks })}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" title={translate('games.drafts.item.updatedAt')}>
          {formatDay(epoch(record.updatedAt))}
        </Typography>
      </Box>
    </Box>
  );
}
