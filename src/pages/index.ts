// The pages other folders use (App.tsx imports the rest directly).
export { PlaceholderPage } from './PlaceholderPage';
export { ForbiddenToGames } from './guards';
