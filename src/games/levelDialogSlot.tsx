// The level edit modal (games 2.8) of src/levels, bound by the game edit view to
// #/{drafts|games}/{id}/levels/{levelId|new}. The view passes the sheet, the filter and the search;
// what the dialog writes reaches the view's level list and sheet through react-admin's cache.
// The header's 'Odpovede' opens the answer insights (games 2.9) over it; an accepted answer is a
// level update (the list shows it in place), after which the level dialog is reloaded (remounted)
// and the sheet read again.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LevelDialog, refreshSheet, type LevelDialogProps } from '../levels';
import { AnswerInsightsDialog } from '../insights';

export type { LevelDialogProps };

export function LevelDialogSlot(props: LevelDialogProps) {
  const [answersOf, setAnswersOf] = useState<number | null>(null);
  const [reloads, setReloads] = useState(0);
  const queryClient = useQueryClient();
  return (
    <>
      <LevelDialog
        key={reloads}
        {...props}
        onAnswers={(levelId) => setAnswersOf(levelId)}
        keysSuspended={answersOf !== null}
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
              refreshSheet(queryClient, props.sheetId);
              setReloads((n) => n + 1);
            }
          }}
        />
      )}
    </>
  );
}
