import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ModalDialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '../../dialogs';

export interface DiscardDialogProps {
  open: boolean;
  onClose(): void;
  onConfirm(): void;
}

/** 'Zahodiť zmeny': the confirmation before the draft is deleted (here and on the server). */
export function DiscardDialog({ open, onClose, onConfirm }: DiscardDialogProps) {
  const translate = useTranslate();
  return (
    <ModalDialog open={open} onClose={onClose} aria-labelledby="schemas-discard-title">
      <DialogTitle id="schemas-discard-title">{translate('schemasDrafts.discard.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('schemasDrafts.discard.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('schemasDrafts.discard.keep')}</Button>
        <Button variant="contained" color="warning" onClick={onConfirm}>
          {translate('schemasDrafts.discard.confirm')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
