// The modal-closing rules of every dialog (platform 2.10, 9): an outside click closes only 500 ms
// after opening (OUTSIDE_CLICK_DELAY_MS) and only when closing is allowed; Esc closes the top modal.
//
//   <ModalDialog open={open} onClose={close} closable={!busy} aria-labelledby="…">…</ModalDialog>
//   const onClose = useModalClose(close, { open, closable });   // for a Dialog you do not render yourself
export { ModalDialog, type ModalDialogProps } from './ModalDialog';
export {
  useModalClose,
  OUTSIDE_CLICK_DELAY_MS,
  type ModalCloseOptions,
  type ModalCloseReason,
} from './useModalClose';
export { useFullScreenDialogs, FULL_SCREEN_DIALOG_BELOW } from './useFullScreenDialogs';
// The parts of a dialog's content, so every dialog takes its kit from here.
export { DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
