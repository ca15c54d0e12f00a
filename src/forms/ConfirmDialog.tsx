import type { MouseEvent } from 'react';
import { Confirm } from 'react-admin';
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
}

/** A yes/no confirmation (platform 2.10) in Slovak: react-admin's Confirm with 'Áno' / 'Nie'. */
export function ConfirmDialog({ open, onConfirm, onClose, loading, ...texts }: ConfirmDialogProps) {
  // Confirm hands its onClose to MUI's Dialog (with the reason) and to its 'Nie' button (without)
  const close = useModalClose(onClose, { open, closable: !loading });
  return (
    <Confirm
      isOpen={open}
      loading={loading}
      {...texts}
      confirm="forms.confirm.yes"
      cancel="forms.confirm.no"
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
