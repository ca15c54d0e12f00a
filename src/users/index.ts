import type { ResourceProps } from 'react-admin';
import { UsersList } from './UsersList';

export { UsersList, USER_TYPES, type UserType } from './UsersList';
export { roleLabel } from './format';

// Only 'list' is given: its route '/users/*' also matches '/users/:id' and '/users/new', where the
// user edit dialog is bound (UsersList).
export const usersResource: ResourceProps = { name: 'users', list: UsersList };
