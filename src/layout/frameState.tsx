import { useSmallLayout } from './smallLayout';
import { SearchStateProvider, useValuesMemo, type MenuKey } from '../search';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

/** Local storage keys of the side panels (platform 9). */
export const TUTORIAL_STORAGE_KEY = 'tutorial.visible';
export const NEWS_HIDDEN_STORAGE_KEY = 'news.hidden6';

interface FrameState {
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
  const [highlight, setHighlight] = useState<MenuKey | null>(null);
  const [tutorialVisible, setTutorialVisible] = useStoredFlag(TUTORIAL_STORAGE_KEY, false);
  const [newsHidden, setNewsHidden] = useStoredFlag(NEWS_HIDDEN_STORAGE_KEY, false);
  const [panelsOverlayOpen, setPanelsOverlayOpen] = useState(false);

  const value = useValuesMemo({
    highlight,
    setHighlight,
    tutorialVisible,
    setTutorialVisible,
    newsHidden,
    setNewsHidden,
    panelsOverlayOpen,
    setPanelsOverlayOpen,
  });
  return (
    <FrameStateContext.Provider value={value}>
      <SearchStateProvider>{children}</SearchStateProvider>
    </FrameStateContext.Provider>
  );
}

function useFrameState(): FrameState {
  const state = useContext(FrameStateContext);
  if (!state) throw new Error('useFrameState needs <FrameStateProvider>');
  return state;
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
