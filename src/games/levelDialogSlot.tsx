// The level edit modal (games 2.8) of src/levels, bound by the game edit view to
// #/{drafts|games}/{id}/levels/{levelId|new}. The view passes the sheet, the filter and the search;
// on close the dialog reports whether the levels list and the sheet need refreshing.
import { LevelDialog, type LevelCloseReport, type LevelDialogProps } from '../levels';

export type LevelDialogReport = LevelCloseReport;
export type { LevelDialogProps };

export function LevelDialogSlot(props: LevelDialogProps) {
  return <LevelDialog {...props} />;
}
