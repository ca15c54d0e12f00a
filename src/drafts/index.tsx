import { useParams } from 'react-router-dom';
import { GameEditView } from '../games';
import { DraftsList } from './DraftsList';

export { DraftsList } from './DraftsList';
export { DraftItem } from './DraftItem';

/** '/drafts' lists the drafts; '/drafts/{id}' (and '/drafts/{id}/levels/…') is the game edit view. */
export function DraftsScreen() {
  const params = useParams();
  const match = /^(\d+)(?:\/(.*))?$/.exec(params['*'] ?? '');
  if (!match) return <DraftsList />;
  return <GameEditView key={match[1]} area="drafts" id={match[1]} rest={match[2] ?? ''} />;
}
