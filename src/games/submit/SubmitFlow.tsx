import { SheetSubmitDialog, type SubmitResult } from './SheetSubmitDialog';
import { SubmitBlockerDialog, type BlockerFix } from './SubmitBlockerDialog';
import { submitBlockerOf, type SubmitBlocker } from './blockers';
import type { Sheet } from '../sheet';

export interface SubmitFlowProps {
  sheet: Sheet;
  /**
   * The flow ended: a blocker was acknowledged (`blocked` names it; `fix` the dialog its button asked
   * for) or the modal closed (ok true after a registration).
   */
  onClose(result: SubmitResult & { blocked?: SubmitBlocker; fix?: BlockerFix }): void;
  pollMs?: number;
}

/** 'Odoslať do produkcie' (games 4.3): the first blocker that applies, else the sheet submit modal. */
export function SubmitFlow({ sheet, onClose, pollMs }: SubmitFlowProps) {
  const blocker = submitBlockerOf(sheet);
  if (blocker)
    return (
      <SubmitBlockerDialog
        blocker={blocker}
        sheetId={sheet.id}
        onClose={(fix) => onClose({ ok: false, blocked: blocker, fix })}
      />
    );
  return <SheetSubmitDialog sheet={sheet} onClose={onClose} pollMs={pollMs} />;
}
