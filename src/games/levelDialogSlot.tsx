// The level edit modal (games 2.8) of src/levels, bound by the game edit view to
// #/{drafts|games}/{id}/levels/{levelId|new}. The view passes the sheet, the filter and the search;
// on close the dialog reports whether the levels list and the sheet need refreshing.
// The header's 'Odpovede' opens the answer insights (games 2.9) over it; when an answer was accepted
// there, the level dialog is reloaded (remounted) and its close report says the list changed.
import { useState } from 'react';
import { LevelDialog, type LevelCloseReport, type LevelDialogProps } from '../levels';
import { AnswerInsightsDialog } from '../insights';

export type LevelDialogReport = LevelCloseReport;
export type { LevelDialogProps };

export function LevelDialogSlot(props: LevelDialogProps) {
  const [answersOf, setAnswersOf] = useState<number | null>(null);
  const [reloads, setReloads] = useState(0);
  const [accepted, setAccepted] = useState(false);
  return (
    <>
      <LevelDialog
        key={reloads}
        {...props}
        onAnswers={(levelId) => setAnswersOf(levelId)}
        keysSuspended={answersOf !== null}
        onClose={(report) => props.onClose(accepted ? { listChanged: true, sheetChanged: true } : report)}
      />
      {answersOf !== null && (
        <AnswerInsightsDialog
          area={props.readOnly ? 'games' : 'drafts'}
          sheetId={props.sheetId}
          levelId={answersOf}
          readOnly={props.readOnly}
          onClose={(changed) => {
            setAnswersOf(null);
            if (changed) {
              setAccepted(true);
              setReloads((n) => n + 1);
            }
          }}
        />
      )}
    </>
  );
}
