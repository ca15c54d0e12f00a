// The level (task) edit modal (games 2.8, 4.4), loaded on first use. The game edit view binds it to
// #/drafts/{id}/levels/{levelId|new} and #/games/{id}/levels/{levelId}:
//
//   <LevelDialog
//     sheetId={id} levelId={levelId === 'new' ? 'new' : Number(levelId)}
//     sheet={sheet}               // the sheet reply: the game's 'labeler' flag, counts
//     filter={filter} search={search}  // navigation honours the list's filter and search
//     readOnly={!canEdit}         // a viewer: shown, not editable (reads games/{id}/levels…)
//     onNavigate={(to) => navigate(`/drafts/${id}/levels/${to}`)}
//     onClose={() => navigate(`/drafts/${id}`)}
//     onAnswers={(levelId) => …}  // the header's 'Odpovede' button; absent = no button
//   />
//
// Its saves and removes go through react-admin's useCreate / useUpdate / useDelete on
// `drafts/{id}/levels`; the view's level list (useInfiniteGetList on the same resource) changes in
// place by the rules of games 2.4 (./levelLists), and the sheet (useGetOne) is read again.
import { createElement, lazy, Suspense } from 'react';
import type { LevelDialogProps } from './types';

export type { LevelDialogProps, LevelFilter, LevelRecord, LevelSheet, LevelTarget } from './types';

export {
  applyLevelSaved,
  matchesLevelFilter,
  refreshSheet,
  useLevelListUpdates,
  type LevelListUpdates,
} from './levelLists';
export { levelsResource } from './api';

const LazyLevelDialog = lazy(() => import('./LevelDialog').then((m) => ({ default: m.LevelDialog })));

/** The level edit modal, its code loaded on first use. */
export function LevelDialog(props: LevelDialogProps) {
  return createElement(Suspense, { fallback: null }, createElement(LazyLevelDialog, props));
}
