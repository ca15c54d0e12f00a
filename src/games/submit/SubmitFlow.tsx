import { SheetSubmitDialog, type SubmitResult } from './SheetSubmitDialog';
import { SubmitBlockerDialog } from './SubmitBlockerDialog';
import { submitBlockerOf } from './blockers';
import type { Sheet } from '../sheet';

export interface SubmitFlowProps {
  sheet: Sheet;
  /** The flow ended: a blocker was acknowledged or the modal closed (ok true after a registration). */
  onClose(result: SubmitResult & { blocked?: boolean }): void;
  pollMs?: number;
}

/** 'Odoslať do produkcie' (games 4.3): the first blocker that applies, else the sheet submit modal. */
export function SubmitFlow({ sheet, onClose, pollMs }: SubmitFlowProps) {
  const blocker = submitBlockerOf(sheet);
  if (blocker)
    return <SubmitBlockerDialog blocker={blocker} onClose={() => onClose({ ok: false, blocked: true })} />;
  return <SheetSubmitDialog sheet={sheet} onClose={onClose} pollMs={pollMs} />;
}
