import { useCallback, useEffect, useRef } from 'react';

/** An outside click closes a modal only this long after it opened (platform 2.10, 9). */
export const OUTSIDE_CLICK_DELAY_MS = 500;

/** Why MUI's Dialog asks to close; none = a button of the dialog. */
export type ModalCloseReason = 'backdropClick' | 'escapeKeyDown';

export interface ModalCloseOptions {
  /** Whether the modal is shown; the outside-click delay counts from each opening. Default true. */
  open?: boolean;
  /** False: neither Esc nor an outside click closes (e.g. while saving or uploading). Default true. */
  closable?: boolean;
}

/**
 * The modal-closing rules of every dialog (platform 2.10, 9), as the `onClose` of MUI's Dialog (it
 * passes the reason; a button calls it without one): an outside click closes only
 * OUTSIDE_CLICK_DELAY_MS after opening and only when closing is allowed; Esc closes when allowed.
 * MUI gives Esc to the top modal only, so Esc closes the top one of nested dialogs.
 */
export function useModalClose(
  onClose: () => void,
  { open = true, closable = true }: ModalCloseOptions = {},
): (event?: unknown, reason?: ModalCloseReason) => void {
  const openedAt = useRef(0);
  useEffect(() => {
    if (open) openedAt.current = Date.now();
  }, [open]);
  return useCallback(
    (_event?: unknown, reason?: ModalCloseReason) => {
      if (reason && !closable) return;
      if (reason === 'backdropClick' && Date.now() - openedAt.current < OUTSIDE_CLICK_DELAY_MS) return;
      onClose();
    },
    [onClose, closable],
  );
}
