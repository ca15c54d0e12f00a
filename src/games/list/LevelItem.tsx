// One level item of the games list (games 2.5, 3.7): shown when a layout is chosen or the search
// matches only levels. Number and name of the level, its layout and the game it belongs to.
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import type { ParcelListItem } from '../../../schemas/api';
import { codelistLabel, levelNumber, levelTitle } from '../sheet';

/** A level of the games list (GET parcels: schemas/api/games-list.ts `ParcelListItem`, issue 26). */
export type LevelListRecord = Omit<ParcelListItem, 'id'> & RaRecord & { variantNameExtended?: string };

export function LevelItem({ record }: { record: LevelListRecord }) {
  const translate = useTranslate();
  const number = levelNumber(record) ?? (record.number != null ? String(record.number) : undefined);
  const layout = record.layout ?? (record.info?.type as string | undefined);
  return (
    <Box data-testid="level-item" sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, width: '100%' }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }} noWrap data-testid="level-item-title">
          {levelTitle(record) ?? translate('gamesList.item.untitledLevel')}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {[record.gameName, record.variantNameExtended].filter(Boolean).join(' – ')}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
        {number && <Typography variant="body2">{translate('gamesList.item.level', { number })}</Typography>}
        {layout && (
          <Typography variant="body2" color="text.secondary" data-testid="level-item-layout">
            {codelistLabel('layout', layout)}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
