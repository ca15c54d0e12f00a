// One game of the games list (games 2.5, 3.1, 4.1): game and variant name, its status label, number,
// task count and the day it was sent (created for drafts).
import { Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { epochOf, ItemLayout } from '../../lists';
import type { SheetListRecord } from '../sheet';
import { codelistLabel } from '../../providers/schemas';

/** A sheet of the games list reply (schemas/api/games.ts `SheetListItem`, with sentAt). */
export type GameListRecord = SheetListRecord;

const STATUS_COLOR: Record<string, 'default' | 'info' | 'success' | 'warning'> = {
  draft: 'default',
  registered: 'warning',
  received: 'success',
  confirmed: 'success',
  expired: 'default',
};

export function GameItem({ record }: { record: GameListRecord }) {
  const translate = useTranslate();
  const tasks = Number(record.numTasks ?? 0) || 0;
  const status = record.status ?? 'draft';
  return (
    <ItemLayout
      title={record.gameName}
      subtitle={record.variantNameExtended ?? record.variantName}
      testId="game"
      day={epochOf(record.sentAt ?? record.createdAt)}
      dayTitle={translate('gamesList.item.sentAt')}
      badges={
        <>
          {record.number ? (
            <Typography variant="body2" color="text.secondary">
              {translate('gamesList.item.number', { number: record.number })}
            </Typography>
          ) : null}
          <Chip
            size="small"
            variant="outlined"
            color={STATUS_COLOR[status] ?? 'default'}
            label={codelistLabel('sheetStatus', status)}
            data-testid="game-status"
          />
          <Typography variant="body2">{translate('gamesList.item.tasks', { smart_count: tasks })}</Typography>
        </>
      }
    />
  );
}
