import type { MouseEvent } from 'react';
import { Confirm } from 'react-admin';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useModalClose, type ModalCloseReason } from '../dialogs';

export interface ConfirmDialogProps {
  open: boolean;
  /** Translation keys (or plain Slovak text). */
  title: string;
  content: string;
  translateOptions?: Record<string, unknown>;
  onConfirm(): void;
  onClose(): void;
  /** Disables both buttons while the confirmed action runs. */
  loading?: boolean;
  /** 'Áno' removes or cancels something (a delete, a storno): a delete icon in the warning colour. */
  destructive?: boolean;
}

/**
 * A yes/no confirmation (platform 2.10) in Slovak: react-admin's Confirm with 'Áno' / 'Nie'. Issue 31:
 * 'Nie' carries a plain close icon (never react-admin's warning icon), 'Áno' a check, or for a
 * destructive action a delete icon in the warning colour.
 */
export function ConfirmDialog({
  open,
  onConfirm,
  onClose,
  loading,
  destructive,
  ...texts
}: ConfirmDialogProps) {
  // Confirm hands its onClose to MUI's Dialog (with the reason) and to its 'Nie' button (without)
  const close = useModalClose(onClose, { open, closable: !loading });
  return (
    <Confirm
      isOpen={open}
      loading={loading}
      {...texts}
      confirm="forms.confirm.yes"
      cancel="forms.confirm.no"
      ConfirmIcon={destructive ? DeleteIcon : CheckIcon}
      CancelIcon={CloseIcon}
      confirmColor={destructive ? 'warning' : 'primary'}
      onConfirm={(e: MouseEvent) => {
        e.stopPropagation();
        onConfirm();
      }}
      onClose={
        ((e: MouseEvent | undefined, reason?: ModalCloseReason) => {
          e?.stopPropagation?.();
          close(e, reason);
        }) as (e: MouseEvent) => void
      }
    />
  );
}
