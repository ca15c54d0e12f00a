import { Button, LinearProgress, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ModalDialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '../../dialogs';
import type { SubmitBlocker } from './blockers';
import { LevelRefList, useRegisterInfo, type RegisterInfo } from './registerCheck';

/** The dialog a blocker's fix button opens in the game edit view. */
export type BlockerFix = 'game' | 'variant';

/**
 * One blocker (games 2.4, 8; issue 22): its title, what exactly is wrong — which of the game, the
 * variant or the sender, which levels are invalid (numbers and names) — and 'Rozumiem'. The sender and
 * form blocker also offers the button that opens the dialog to fix it.
 */
export function SubmitBlockerDialog({
  blocker,
  sheetId,
  onClose,
}: {
  blocker: SubmitBlocker;
  sheetId: string | number;
  onClose(fix?: BlockerFix): void;
}) {
  const translate = useTranslate();
  const titleId = `submit-blocker-${blocker}`;
  const info = useRegisterInfo(sheetId);
  const loaded = info && info !== 'failed' ? info : null;
  const fix = loaded ? fixOf(blocker, loaded) : undefined;
  return (
    <ModalDialog open onClose={() => onClose()} aria-labelledby={titleId} data-testid={blocker}>
      <DialogTitle id={titleId}>{translate(`submitBlockers.${blocker}.title`)}</DialogTitle>
      <DialogContent>
        {(blocker === 'emptySenderDlg' || blocker === 'invalidLevelsDlg') && info === null ? (
          <LinearProgress aria-label={translate(`submitBlockers.${blocker}.title`)} />
        ) : (
          <Details blocker={blocker} info={loaded} />
        )}
      </DialogContent>
      <DialogActions>
        {fix && (
          <Button onClick={() => onClose(fix)}>
            {translate(
              fix === 'game' ? 'games.gameEdit.buttons.editGame' : 'games.gameEdit.buttons.editVariant',
            )}
          </Button>
        )}
        <Button variant="contained" onClick={() => onClose()}>
          {translate('submitBlockers.done')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}

/** The game dialog when the game's fields are wrong, else the variant dialog (variant fields, sender). */
function fixOf(blocker: SubmitBlocker, info: RegisterInfo): BlockerFix | undefined {
  if (blocker !== 'emptySenderDlg') return undefined;
  const problems = info.problems ?? [];
  if (problems.includes('game')) return 'game';
  if (problems.length) return 'variant';
  return undefined;
}

function Details({ blocker, info }: { blocker: SubmitBlocker; info: RegisterInfo | null }) {
  const translate = useTranslate();
  const generic = <DialogContentText>{translate(`submitBlockers.${blocker}.content`)}</DialogContentText>;
  if (!info) return generic;
  if (blocker === 'emptySenderDlg') {
    const problems = info.problems ?? [];
    if (!problems.length) return generic;
    return (
      <Stack spacing={1}>
        {problems.map((p) => (
          <DialogContentText key={p} data-testid={`blocker-${p}`}>
            {translate(`submitBlockers.emptySenderDlg.${p}`)}
          </DialogContentText>
        ))}
      </Stack>
    );
  }
  if (blocker === 'invalidLevelsDlg') {
    const levels = info.invalidLevels ?? [];
    if (!levels.length) return generic;
    return (
      <Stack spacing={1}>
        <DialogContentText>{translate('submitBlockers.invalidLevelsDlg.listed')}</DialogContentText>
        <LevelRefList levels={levels} testId="blocker-invalid-levels" />
        <DialogContentText>{translate('submitBlockers.invalidLevelsDlg.filter')}</DialogContentText>
      </Stack>
    );
  }
  return generic;
}
