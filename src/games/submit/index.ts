// Send to production (games 2.4, 2.10, 4.3): the blockers, then the sheet submit modal on the
// registration job (server: drafts/{id}/register).
//
//   {open && <SubmitFlow sheet={sheet} onClose={({ ok, blocked }) => …} />}
export { SubmitFlow, type SubmitFlowProps } from './SubmitFlow';
export type { BlockerFix } from './SubmitBlockerDialog';
export { SheetSubmitDialog, type SheetSubmitDialogProps, type SubmitResult } from './SheetSubmitDialog';
export { submitBlockerOf, remainingText, type SubmitBlocker } from './blockers';
