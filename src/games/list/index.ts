// The games list of #/games (games 2.5); see GamesList.tsx. Level items open through openLevelItem.tsx.
export { GamesList } from './GamesList';
export { GAMES_TABS, PARCEL_STATUS, gamesFilter, parcelsFilter, readState, writeState } from './query';
export type { GamesListState, GamesTab } from './query';
