// Which remove the game edit view offers (games 2.4, 4.1): only for a saved sheet in a status that
// allows removal (draft, registered — the same rule the server applies to DELETE drafts/{id}); the
// remove-variant confirmation when the game keeps other variants, the remove-game one otherwise.
import { canRemoveStatus } from '../../schemas/sheet-rules';
import { isSaved, type Sheet } from './sheet';

export type RemoveOffer = 'game' | 'variant';

export function removeOffer(sheet: Sheet): RemoveOffer | null {
  if (!isSaved(sheet) || !canRemoveStatus(sheet.status)) return null;
  return Number(sheet.variants ?? 1) > 1 ? 'variant' : 'game';
}

/** The i18n keys of the confirmation of each offer (title, content, done). */
export const REMOVE_CONFIRM: Record<RemoveOffer, string> = {
  game: 'games.gameEdit.removeConfirm',
  variant: 'games.gameEdit.removeVariantConfirm',
};
