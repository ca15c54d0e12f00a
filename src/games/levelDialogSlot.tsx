// The level edit modal (games 2.8) is built in src/levels/ (branch levels-app) and exports a lazy
// `LevelDialog`. Until that folder exists this slot shows a minimal stand-in, so the view's tile
// routing (#/drafts/{id}/levels/{levelId|new}) works and type-checks; once src/levels/index.ts is
// merged the real dialog is loaded here without any change.
import { lazy, Suspense, type ComponentType } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LevelFilter, Sheet } from './sheet';

/** What the level modal reports on close: whether the levels list and the sheet need refreshing. */
export interface LevelDialogReport {
  listChanged: boolean;
  sheetChanged: boolean;
}

/** The props agreed with src/levels (helper brief): the view passes sheet, filter and search. */
export interface LevelDialogProps {
  sheetId: number | string;
  levelId: number | 'new';
  sheet: Sheet;
  filter: LevelFilter;
  search: string;
  readOnly: boolean;
  onNavigate(levelId: number | 'new'): void;
  onClose(report: LevelDialogReport): void;
  onAnswers?(): void;
}

type LevelsModule = { LevelDialog: ComponentType<LevelDialogProps> };

// Empty when src/levels/ does not exist yet (a glob, unlike an import, may match nothing).
const levelModules = import.meta.glob<LevelsModule>('../levels/index.ts');
const loadLevels = levelModules['../levels/index.ts'];

function LevelDialogStandIn({ levelId, onClose }: LevelDialogProps) {
  const translate = useTranslate();
  const close = () => onClose({ listChanged: false, sheetChanged: false });
  return (
    <Dialog open onClose={close} aria-labelledby="level-standin-title" data-testid="level-dialog-standin">
      <DialogTitle id="level-standin-title">
        {translate(levelId === 'new' ? 'games.gameEdit.newLevelTile' : 'games.gameEdit.levelDialog')}
      </DialogTitle>
      <DialogContent>
        <Typography>{translate('app.placeholder')}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('forms.buttons.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

const LazyLevelDialog: ComponentType<LevelDialogProps> = loadLevels
  ? lazy(() => loadLevels().then((m) => ({ default: m.LevelDialog })))
  : LevelDialogStandIn;

export const hasLevelDialog = Boolean(loadLevels);

/** The level modal of the game edit view: src/levels' LevelDialog when present, else the stand-in. */
export function LevelDialogSlot(props: LevelDialogProps) {
  return (
    <Suspense fallback={null}>
      <LazyLevelDialog {...props} />
    </Suspense>
  );
}
