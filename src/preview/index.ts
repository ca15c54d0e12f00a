// The player's-eye preview of a level and the test play of a variant, loaded on first use (their own
// chunk with the answer rule of schemas/answers.ts):
//
//   <PlayerPreview form={form.form} values={form.values} visible={(id) => !!form.attrs[id]} />
//     a phone-sized frame (360 × 740) rendering the level as the game app shows it, from the level
//     dialog's unsaved values; answers tried in it are judged in the browser by the one answer rule
//
//   <TestPlayDialog sheetId={id} area="drafts" name={gameName} onClose={…} />
//     'Vyskúšať hru': the variant's active levels in number order in the same frame, answered or
//     skipped, ending with a summary; nothing is sent to the server but the level reads
import { createElement, lazy, Suspense } from 'react';
import type { PlayerPreviewProps } from './PlayerPreview';
import type { TestPlayDialogProps } from './TestPlayDialog';

export type { PlayerPreviewProps, TestPlayDialogProps };

const LazyPlayerPreview = lazy(() => import('./PlayerPreview').then((m) => ({ default: m.PlayerPreview })));
const LazyTestPlayDialog = lazy(() =>
  import('./TestPlayDialog').then((m) => ({ default: m.TestPlayDialog })),
);

/** The player's-eye preview of a level, its code loaded on first use. */
export function PlayerPreview(props: PlayerPreviewProps) {
  return createElement(Suspense, { fallback: null }, createElement(LazyPlayerPreview, props));
}

/** The test play of a variant, its code loaded on first use. */
export function TestPlayDialog(props: TestPlayDialogProps) {
  return createElement(Suspense, { fallback: null }, createElement(LazyTestPlayDialog, props));
}
