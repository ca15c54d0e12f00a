// One draft of the drafts list (games 2.3, 3.1): game name, extended variant name, task count (0 when
// missing), updated date and validity.
import { Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { epochOf, ItemLayout } from '../lists';
import type { SheetListRecord } from '../games';

export function DraftItem({ record }: { record: SheetListRecord }) {
  const translate = useTranslate();
  const tasks = Number(record.numTasks ?? 0) || 0;
  // A draft with invalid tasks cannot be sent to production either (games 4.3), so it is shown as such.
  const valid = record.valid !== false && !(record.counts?.invalid ?? 0);
  return (
    <ItemLayout
      title={record.gameName}
      subtitle={record.variantNameExtended ?? record.variantName}
      testId="draft"
      day={epochOf(record.updatedAt)}
      dayTitle={translate('games.drafts.item.updatedAt')}
      badges={
        <>
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
        </>
      }
    />
  );
}
