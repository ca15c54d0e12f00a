// The application frame (platform 2.2–2.6): header with the global search and the user drop-down,
// main menu, side panels (tutorial, news). Its shared state (search, badges, panels) is
// ./frameState, which every folder may import directly.
export { FrameLayout } from './FrameLayout';
export { FrameHeader } from './FrameHeader';
export { GlobalSearchField } from './GlobalSearchField';
export { MainMenu, MENU_ITEMS, visibleMenuItems } from './MainMenu';
export { SidePanels, SIDE_PANEL_WIDTH, useSidePanelsOpen } from './SidePanels';
export { SwitchUserDialog } from './SwitchUserDialog';
export { UserDropdown } from './UserDropdown';
export { useSmallLayout, SMALL_LAYOUT_MAX_WIDTH } from './smallLayout';
export { ReadOnlyNote } from './ReadOnlyNote';
