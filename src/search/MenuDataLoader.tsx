import { useMenuCounts } from './useMenuCounts';
import { useSearchIndicators } from './useSearchIndicators';

/** Keeps the menu's count badges and search-results indicators up to date; renders nothing. */
export function MenuDataLoader() {
  useMenuCounts();
  useSearchIndicators();
  return null;
}
