import type { ResourceProps } from 'react-admin';
import { PlaceholderPage } from '../pages/PlaceholderPage';

// Placeholder until the users list lands. Only 'list' is given: its route '/users/*' also matches
// '/users/:id', where an edit dialog will be bound.
export function UsersList() {
  return <PlaceholderPage title="app.menu.users" />;
}

export const usersResource: ResourceProps = { name: 'users', list: UsersList };
