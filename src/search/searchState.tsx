// The global search and the main menu's data (spec platform 2.3, 6, 7.4): the debounced search value the
// lists filter by, the menu's count badges and its search-results indicators. The frame (layout/) shows
// them; this folder loads and keeps them, so search/ never imports the layout.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export type MenuKey = 'dashboard' | 'games' | 'users' | 'drafts' | 'invoices' | 'vouchers';

interface SearchState {
  /** Count badges per menu item (drafts, invoices, vouchers); absent = no badge. */
  counts: Partial<Record<MenuKey, number>>;
  setCount: (key: MenuKey, count: number | undefined) => void;
  /** Bumped by refreshCounts(); the badge loader reloads the counts when it changes. */
  countsVersion: number;
  refreshCounts: () => void;
  /** Search-results indicator per menu item (count of hits for the global search). */
  found: Partial<Record<MenuKey, number>>;
  setFound: (found: Partial<Record<MenuKey, number>>) => void;
  clearFound: () => void;
  /** The global search as the lists use it: set by the header field 200 ms after typing stops. */
  search: string;
  /** Counts every setSearch call, so the header field resets even when the value stays the same. */
  searchEpoch: number;
  setSearch: (value: string) => void;
}

const SearchStateContext = createContext<SearchState | null>(null);

/**
 * The same object while each of its values stays the same (Object.is), so that the context's users
 * render again only on a change; the values are listed once, the keys never change.
 */
export function useValuesMemo<T extends Record<string, unknown>>(next: T): T {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the dependencies are exactly next's values
  return useMemo(() => next, Object.values(next));
}

export function SearchStateProvider({ children }: { children: ReactNode }) {
  const [counts, setCounts] = useState<Partial<Record<MenuKey, number>>>({});
  const [countsVersion, setCountsVersion] = useState(0);
  const [found, setFoundState] = useState<Partial<Record<MenuKey, number>>>({});
  const [{ search, searchEpoch }, setSearchState] = useState({ search: '', searchEpoch: 0 });
  const setSearch = useCallback(
    (next: string) => setSearchState((prev) => ({ search: next, searchEpoch: prev.searchEpoch + 1 })),
    [],
  );
  const setCount = useCallback((key: MenuKey, count: number | undefined) => {
    setCounts((prev) => (prev[key] === count ? prev : { ...prev, [key]: count }));
  }, []);
  const refreshCounts = useCallback(() => setCountsVersion((v) => v + 1), []);
  const setFound = useCallback((next: Partial<Record<MenuKey, number>>) => setFoundState(next), []);
  const clearFound = useCallback(() => setFoundState({}), []);
  const value = useValuesMemo({
    counts,
    setCount,
    countsVersion,
    refreshCounts,
    found,
    setFound,
    clearFound,
    search,
    searchEpoch,
    setSearch,
  });
  return <SearchStateContext.Provider value={value}>{children}</SearchStateContext.Provider>;
}

function useSearchState(): SearchState {
  const state = useContext(SearchStateContext);
  if (!state) throw new Error('useSearchState needs <SearchStateProvider> (the frame provides it)');
  return state;
}

/**
 * Count badges and search-results indicators of the main menu. Screens call refreshCounts() after
 * they create, delete or send something, so the drafts/invoices/vouchers badges load again.
 */
export function useMenuBadges() {
  const { counts, setCount, countsVersion, refreshCounts, found, setFound, clearFound } = useSearchState();
  return { counts, setCount, countsVersion, refreshCounts, found, setFound, clearFound };
}

/**
 * The global search (spec 2.3). `search` is the debounced value: the header field sets it 200 ms
 * after typing stops, so lists use it directly as their `s` filter. setSearch('') clears the
 * search and the field at once (e.g. after creating a game).
 */
export function useGlobalSearch() {
  const { search, searchEpoch, setSearch } = useSearchState();
  return { search, searchEpoch, setSearch };
}
