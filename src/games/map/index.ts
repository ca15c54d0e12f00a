// The game's map and route export of the game edit view (the map itself is a lazy chunk).
export { GameMapPanel, type GameMapPanelProps } from './GameMapPanel';
export { RouteExportButton } from './RouteExportButton';
