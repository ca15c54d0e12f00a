// Global search and menu badges (spec platform 2.3, 6, 7.4, 8.8).
//
// The header field (layout/GlobalSearchField, useSearchInput) sets useGlobalSearch().search (searchState.tsx) 200 ms
// after typing stops; lists read that value as their `s` filter. <MenuDataLoader/> (in the frame)
// turns it into the menu's indicators via GET site/search and loads the drafts/invoices/vouchers
// badges. After a create/delete/send, a screen calls useMenuBadges().refreshCounts().
export {
  SearchStateProvider,
  useGlobalSearch,
  useMenuBadges,
  useValuesMemo,
  type MenuKey,
} from './searchState';
export { MenuDataLoader } from './MenuDataLoader';
export { useSearchInput } from './useSearchInput';
export { useMenuCounts, COUNTED_ITEMS } from './useMenuCounts';
export { useSearchIndicators } from './useSearchIndicators';
export { indicatorsFromCounts } from './searchIndicators';
export * from './constants';
