// The level (task) edit modal (games 2.8, 4.4), loaded on first use. The game edit view binds it to
// #/drafts/{id}/levels/{levelId|new} and #/games/{id}/levels/{levelId}:
//
//   <LevelDialog
//     sheetId={id} levelId={levelId === 'new' ? 'new' : Number(levelId)}
//     sheet={sheet}               // the sheet reply: the game's 'labeler' flag, counts
//     filter={filter} search={search}  // navigation honours the list's filter and search
//     readOnly={!canEdit}         // a viewer: shown, not editable (reads games/{id}/levels…)
//     onNavigate={(to) => navigate(`/drafts/${id}/levels/${to}`)}
//     onClose={({ listChanged, sheetChanged }) => { …refresh…; navigate(`/drafts/${id}`); }}
//     onAnswers={(levelId) => …}  // the header's 'Odpovede' button; absent = no button
//   />
import { createElement, lazy, Suspense } from 'react';
import type { LevelDialogProps } from './types';

export type {
  LevelCloseReport,
  LevelDialogProps,
  LevelFilter,
  LevelRecord,
  LevelSheet,
  LevelTarget,
} from './types';

const LazyLevelDialog = lazy(() => import('./LevelDialog').then((m) => ({ default: m.LevelDialog })));

/** The level edit modal, its code loaded on first use. */
export function LevelDialog(props: LevelDialogProps) {
  return createElement(Suspense, { fallback: null }, createElement(LazyLevelDialog, props));
}
