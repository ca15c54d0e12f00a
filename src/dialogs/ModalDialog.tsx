import { Dialog, type DialogProps } from '@mui/material';
import { useModalClose } from './useModalClose';

export interface ModalDialogProps extends Omit<DialogProps, 'onClose'> {
  /** Closes the dialog: called by Esc and a (late enough) outside click, see useModalClose. */
  onClose(): void;
  /** False: neither Esc nor an outside click closes. Default true. */
  closable?: boolean;
}

/** MUI's Dialog with the modal-closing rules of platform 2.10, 9 (useModalClose). */
export function ModalDialog({ onClose, closable, open, ...props }: ModalDialogProps) {
  const close = useModalClose(onClose, { open, closable });
  return <Dialog open={open} onClose={close} {...props} />;
}
