// The submit blockers of games 4.3 / 5.4, checked in this order before the submit modal opens (the
// server refuses the same cases with invalid_sheet: server/services/sheets/draft-registration.ts).
import type { Sheet } from '../sheet';

export type SubmitBlocker = 'emptySenderDlg' | 'invalidLevelsDlg' | 'noLevelsDlg' | 'noActiveLevelsDlg';

/** Issue 31 adds 'noActiveLevelsDlg': levels, but none active (players would see nothing). */
export function submitBlockerOf(sheet: Sheet): SubmitBlocker | null {
  if (sheet.valid === false || sheet.senderEmpty === true) return 'emptySenderDlg';
  if ((sheet.counts?.invalid ?? 0) > 0) return 'invalidLevelsDlg';
  if ((sheet.counts?.all ?? sheet.numTasks ?? 0) === 0) return 'noLevelsDlg';
  if (sheet.counts && sheet.counts.production === 0) return 'noActiveLevelsDlg';
  return null;
}

/** Games 9: under 60 s 'menej ako minúta', else the rounded minutes ('N min'). */
export function remainingText(
  remainMs: number,
  translate: (key: string, options?: Record<string, unknown>) => string,
): string {
  if (remainMs < 60_000) return translate('sheetSubmitModal.processing.lessThanMinute');
  return translate('sheetSubmitModal.processing.minutes', { minutes: Math.round(remainMs / 60_000) });
}
