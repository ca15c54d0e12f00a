// The leave dialog of games 4.2 (yes saves, no destroys, cancel stays): the game edit view registers
// its unsaved draft with useLeaveGuard({ id, name, save, destroy }); <LeaveDraftDialogHost />, mounted
// once in the frame, asks when the route leaves the draft. `leaveGuard.set(null)` forgets the draft
// (the view leaves on purpose).
export {
  insideDraft,
  LeaveDraftDialogHost,
  leaveGuard,
  useLeaveGuard,
  type GuardedDraft,
} from './leaveGuard';
