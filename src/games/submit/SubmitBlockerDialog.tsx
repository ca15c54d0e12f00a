import { Button, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ModalDialog } from '../../dialogs';
import type { SubmitBlocker } from './blockers';

/** One blocker (games 2.4, 8): its title, its reason and one 'done' button. */
export function SubmitBlockerDialog({ blocker, onClose }: { blocker: SubmitBlocker; onClose(): void }) {
  const translate = useTranslate();
  const titleId = `submit-blocker-${blocker}`;
  return (
    <ModalDialog open onClose={onClose} aria-labelledby={titleId} data-testid={blocker}>
      <DialogTitle id={titleId}>{translate(`submitBlockers.${blocker}.title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(`submitBlockers.${blocker}.content`)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate('submitBlockers.done')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
