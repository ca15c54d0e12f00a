import { useParams } from 'react-router-dom';
import { GameEditView } from './GameEditView';

export { GameEditView } from './GameEditView';
export { GameDialog, VariantDialog } from './GameDialogs';
export { isSenderEmpty, type Sheet, type SheetListRecord } from './sheet';
export {
  FileDropArea,
  GAME_TEMPLATE_URL,
  SHEET_IMPORT_EXTENSIONS,
  SheetImportDialog,
  type SheetImportDialogProps,
} from './imports';
export { createDraft } from './api';

import { GamesList } from './list';

export { GamesList } from './list';

/** '/games' lists the games; '/games/{id}' (and '/games/{id}/levels/…') is the game edit view. */
export function GamesScreen() {
  const params = useParams();
  const match = /^(\d+)(?:\/(.*))?$/.exec(params['*'] ?? '');
  if (!match) return <GamesList />;
  return <GameEditView key={match[1]} area="games" id={match[1]} rest={match[2] ?? ''} />;
}
