import { Dialog, type DialogProps } from '@mui/material';
import { useFullScreenDialogs } from './useFullScreenDialogs';
import { useModalClose } from './useModalClose';

export interface ModalDialogProps extends Omit<DialogProps, 'onClose'> {
  /** Closes the dialog: called by Esc and a (late enough) outside click, see useModalClose. */
  onClose(): void;
  /** False: neither Esc nor an outside click closes. Default true. */
  closable?: boolean;
}

/**
 * MUI's Dialog with the modal-closing rules of platform 2.10, 9 (useModalClose). It fills the window
 * below 768 px (issue 14) unless `fullScreen` is given; MUI's default scroll='paper' keeps the
 * title and the footer buttons in view and scrolls the content between them.
 */
export function ModalDialog({ onClose, closable, open, fullScreen, ...props }: ModalDialogProps) {
  const close = useModalClose(onClose, { open, closable });
  const narrow = useFullScreenDialogs();
  return <Dialog open={open} onClose={close} fullScreen={fullScreen ?? narrow} {...props} />;
}
