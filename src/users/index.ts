export { UsersList, USER_TYPES, type UserType } from './UsersList';
export { roleLabel } from './format';
