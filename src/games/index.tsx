import type { ResourceProps } from 'react-admin';
import { PlaceholderPage } from '../pages';

// Placeholder until the games list lands. Only 'list' is given: its route '/games/*' also matches
// '/games/:id', where an edit dialog will be bound.
export function GamesList() {
  return <PlaceholderPage title="app.menu.games" />;
}

export const gamesResource: ResourceProps = { name: 'games', list: GamesList };
