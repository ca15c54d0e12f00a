import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export type MenuKey = 'dashboard' | 'games' | 'users' | 'drafts' | 'invoices' | 'vouchers';

export const TUTORIAL_STORAGE_KEY = 'tutorial.visible';

interface FrameState {
  /** Count badges per menu item (drafts, invoices, vouchers); absent = no badge. */
  counts: Partial<Record<MenuKey, number>>;
  setCount: (key: MenuKey, count: number | undefined) => void;
  /** Search-results indicator per menu item (count of hits for the global search). */
  found: Partial<Record<MenuKey, number>>;
  setFound: (found: Partial<Record<MenuKey, number>>) => void;
  clearFound: () => void;
  /** The global search field's value. */
  search: string;
  setSearch: (value: string) => void;
  /** A menu item highlighted regardless of the route (the game edit view, spec 2.3). */
  highlight: MenuKey | null;
  setHighlight: (key: MenuKey | null) => void;
  tutorialVisible: boolean;
  setTutorialVisible: (visible: boolean) => void;
}

const FrameStateContext = createContext<FrameState | null>(null);

function readTutorialVisible(): boolean | null {
  try {
    const raw = localStorage.getItem(TUTORIAL_STORAGE_KEY);
    return raw === null ? null : raw === 'true';
  } catch {
    return null;
  }
}

export function FrameStateProvider({ children }: { children: ReactNode }) {
  const [counts, setCounts] = useState<Partial<Record<MenuKey, number>>>({});
  const [found, setFoundState] = useState<Partial<Record<MenuKey, number>>>({});
  const [search, setSearch] = useState('');
  const [highlight, setHighlight] = useState<MenuKey | null>(null);
  const [tutorialVisible, setTutorialState] = useState<boolean>(() => readTutorialVisible() ?? false);

  const setCount = useCallback((key: MenuKey, count: number | undefined) => {
    setCounts((prev) => ({ ...prev, [key]: count }));
  }, []);
  const setFound = useCallback((next: Partial<Record<MenuKey, number>>) => setFoundState(next), []);
  const clearFound = useCallback(() => setFoundState({}), []);
  const setTutorialVisible = useCallback((visible: boolean) => {
    setTutorialState(visible);
    try {
      localStorage.setItem(TUTORIAL_STORAGE_KEY, String(visible));
    } catch {
      // Private mode: the state still holds for this page.
    }
  }, []);

  const value = useMemo(
    () => ({
      counts,
      setCount,
      found,
      setFound,
      clearFound,
      search,
      setSearch,
      highlight,
      setHighlight,
      tutorialVisible,
      setTutorialVisible,
    }),
    [counts, setCount, found, setFound, clearFound, search, highlight, tutorialVisible, setTutorialVisible],
  );
  return <FrameStateContext.Provider value={value}>{children}</FrameStateContext.Provider>;
}

function useFrameState(): FrameState {
  const state = useContext(FrameStateContext);
  if (!state) throw new Error('useFrameState needs <FrameStateProvider>');
  return state;
}

/** Count badges and search-results indicators of the main menu. */
export function useMenuBadges() {
  const { counts, setCount, found, setFound, clearFound } = useFrameState();
  return { counts, setCount, found, setFound, clearFound };
}

/** The global search field's value (its behaviour, spec 2.3, is built elsewhere). */
export function useGlobalSearch() {
  const { search, setSearch } = useFrameState();
  return { search, setSearch };
}

/** The tutorial panel's visibility, remembered under localStorage 'tutorial.visible'. */
export function useTutorial() {
  const { tutorialVisible, setTutorialVisible } = useFrameState();
  const toggle = useCallback(
    () => setTutorialVisible(!tutorialVisible),
    [tutorialVisible, setTutorialVisible],
  );
  return { visible: tutorialVisible, setVisible: setTutorialVisible, toggle };
}

/**
 * Shows the tutorial the first time a user signs in (no lastLogin), unless they chose before.
 */
export function useTutorialFirstVisit(lastLogin: number | null | undefined, known: boolean) {
  const { setTutorialVisible } = useFrameState();
  useEffect(() => {
    if (known && !lastLogin && readTutorialVisible() === null) setTutorialVisible(true);
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
