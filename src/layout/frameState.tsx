import { useSmallLayout } from './smallLayout';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export type MenuKey = 'dashboard' | 'games' | 'users' | 'drafts' | 'invoices' | 'vouchers';

/** Local storage keys of the side panels (platform 9). */
export const TUTORIAL_STORAGE_KEY = 'tutorial.visible';
export const NEWS_HIDDEN_STORAGE_KEY = 'news.hidden6';

interface FrameState {
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
  /** A menu item highlighted regardless of the route (the game edit view, spec 2.3). */
  highlight: MenuKey | null;
  setHighlight: (key: MenuKey | null) => void;
  tutorialVisible: boolean;
  setTutorialVisible: (visible: boolean) => void;
  newsHidden: boolean;
  setNewsHidden: (hidden: boolean) => void;
  /**
   * Small layout (≤ 1024 px): whether the side panels' overlay is open. Not remembered: a page load
   * starts with it closed, and closing it (Esc, outside click) keeps the panels' remembered states.
   */
  panelsOverlayOpen: boolean;
  setPanelsOverlayOpen: (open: boolean) => void;
}

const FrameStateContext = createContext<FrameState | null>(null);

/** A stored boolean: true/false, or null when nothing is stored (or storage is unavailable). */
function readStoredFlag(key: string): boolean | null {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : raw === 'true';
  } catch {
    return null;
  }
}

function storeFlag(key: string, value: boolean): void {
  try {
    localStorage.setItem(key, String(value));
  } catch {
    // Private mode: the state still holds for this page.
  }
}

/**
 * The same object while each of its values stays the same (Object.is), so that the context's users
 * render again only on a change; the values are listed once, the keys never change.
 */
function useValuesMemo<T extends Record<string, unknown>>(next: T): T {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the dependencies are exactly next's values
  return useMemo(() => next, Object.values(next));
}

/** A boolean kept in state and remembered in local storage under `key`. */
function useStoredFlag(key: string, initial: boolean): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState<boolean>(() => readStoredFlag(key) ?? initial);
  const set = useCallback(
    (next: boolean) => {
      setValue(next);
      storeFlag(key, next);
    },
    [key],
  );
  return [value, set];
}

export function FrameStateProvider({ children }: { children: ReactNode }) {
  const [counts, setCounts] = useState<Partial<Record<MenuKey, number>>>({});
  const [countsVersion, setCountsVersion] = useState(0);
  const [found, setFoundState] = useState<Partial<Record<MenuKey, number>>>({});
  const [{ search, searchEpoch }, setSearchState] = useState({ search: '', searchEpoch: 0 });
  const setSearch = useCallback(
    (next: string) => setSearchState((prev) => ({ search: next, searchEpoch: prev.searchEpoch + 1 })),
    [],
  );
  const [highlight, setHighlight] = useState<MenuKey | null>(null);
  const [tutorialVisible, setTutorialVisible] = useStoredFlag(TUTORIAL_STORAGE_KEY, false);
  const [newsHidden, setNewsHidden] = useStoredFlag(NEWS_HIDDEN_STORAGE_KEY, false);
  const [panelsOverlayOpen, setPanelsOverlayOpen] = useState(false);

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
    highlight,
    setHighlight,
    tutorialVisible,
    setTutorialVisible,
    newsHidden,
    setNewsHidden,
    panelsOverlayOpen,
    setPanelsOverlayOpen,
  });
  return <FrameStateContext.Provider value={value}>{children}</FrameStateContext.Provider>;
}

function useFrameState(): FrameState {
  const state = useContext(FrameStateContext);
  if (!state) throw new Error('useFrameState needs <FrameStateProvider>');
  return state;
}

/**
 * Count badges and search-results indicators of the main menu. Screens call refreshCounts() after
 * they create, delete or send something, so the drafts/invoices/vouchers badges load again.
 */
export function useMenuBadges() {
  const { counts, setCount, countsVersion, refreshCounts, found, setFound, clearFound } = useFrameState();
  return { counts, setCount, countsVersion, refreshCounts, found, setFound, clearFound };
}

/**
 * The global search (spec 2.3). `search` is the debounced value: the header field sets it 200 ms
 * after typing stops, so lists use it directly as their `s` filter. setSearch('') clears the
 * search and the field at once (e.g. after creating a game).
 */
export function useGlobalSearch() {
  const { search, searchEpoch, setSearch } = useFrameState();
  return { search, searchEpoch, setSearch };
}

/**
 * A side panel's toggle in either layout. `visible` is the remembered state; `shown` is whether the user
 * sees it: in the small layout only while the overlay is open. Toggling a panel that is remembered
 * visible but not shown opens the overlay instead of hiding it.
 */
function usePanelToggle(visible: boolean, setVisible: (visible: boolean) => void) {
  const { panelsOverlayOpen, setPanelsOverlayOpen } = useFrameState();
  const small = useSmallLayout();
  const shown = visible && (!small || panelsOverlayOpen);
  const toggle = useCallback(() => {
    if (small && !shown) {
      setPanelsOverlayOpen(true);
      if (!visible) setVisible(true);
    } else {
      setVisible(!visible);
    }
  }, [small, shown, visible, setVisible, setPanelsOverlayOpen]);
  return { visible, shown, setVisible, toggle };
}

/** The tutorial panel's visibility, remembered under localStorage 'tutorial.visible'. */
export function useTutorial() {
  const { tutorialVisible, setTutorialVisible } = useFrameState();
  return usePanelToggle(tutorialVisible, setTutorialVisible);
}

/** The news panel's visibility: shown until the user closes it; hidden remembered under 'news.hidden6'. */
export function useNews() {
  const { newsHidden, setNewsHidden } = useFrameState();
  const setVisible = useCallback((visible: boolean) => setNewsHidden(!visible), [setNewsHidden]);
  return usePanelToggle(!newsHidden, setVisible);
}

/** The small layout's side-panel overlay: open while the user looks at the panels. */
export function usePanelsOverlay() {
  const { panelsOverlayOpen, setPanelsOverlayOpen } = useFrameState();
  return { open: panelsOverlayOpen, setOpen: setPanelsOverlayOpen };
}

/**
 * Shows the tutorial the first time a user signs in (no lastLogin), unless they chose before.
 */
export function useTutorialFirstVisit(lastLogin: number | null | undefined, known: boolean) {
  const { setTutorialVisible } = useFrameState();
  useEffect(() => {
    if (known && !lastLogin && readStoredFlag(TUTORIAL_STORAGE_KEY) === null) setTutorialVisible(true);
  }, [known, lastLogin, setTutorialVisible]);
}

/** The highlighted menu item (null = follow the route). */
export function useMenuHighlightValue(): MenuKey | null {
  return useFrameState().highlight;
}

/** While mounted, highlights a menu item regardless of the route. */
export function useMenuHighlight(key: MenuKey | null) {
  const { setHighlight } = useFrameState();
  useEffect(() => {
    setHighlight(key);
    return () => setHighlight(null);
  }, [key, setHighlight]);
}

/** The game edit view highlights 'games' when its game is saved, otherwise 'dashboard' (spec 2.3). */
export function useGameEditHighlight(saved: boolean) {
  useMenuHighlight(saved ? 'games' : 'dashboard');
}
