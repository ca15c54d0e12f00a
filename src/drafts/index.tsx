import type { ResourceProps } from 'react-admin';
import { PlaceholderPage } from '../pages';

// Placeholder until the drafts list lands. Only 'list' is given: its route '/drafts/*' also matches
// '/drafts/:id', where an edit dialog will be bound.
export function DraftsList() {
  return <PlaceholderPage title="app.menu.drafts" />;
}

export const draftsResource: ResourceProps = { name: 'drafts', list: DraftsList };
