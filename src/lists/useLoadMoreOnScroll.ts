import { useCallback, useEffect, useRef, type RefObject } from 'react';

/** The nearest ancestor that scrolls on its own; null = the document scrolls. */
function scrollParent(node: HTMLElement | null): HTMLElement | null {
  for (let el = node?.parentElement ?? null; el; el = el.parentElement) {
    const { overflowY } = getComputedStyle(el);
    if ((overflowY === 'auto' || overflowY === 'scroll') && el.scrollHeight > el.clientHeight) return el;
  }
  return null;
}

/** Distance still to scroll below the visible part, and the visible height (one "viewport"). */
function remaining(container: HTMLElement | null): { distance: number; viewport: number } {
  if (container) {
    return {
      distance: container.scrollHeight - container.scrollTop - container.clientHeight,
      viewport: container.clientHeight,
    };
  }
  const doc = document.documentElement;
  const viewport = window.innerHeight;
  return { distance: doc.scrollHeight - (window.scrollY + viewport), viewport };
}

/**
 * Calls `loadMore` whenever the remaining scroll distance is under one viewport height (platform
 * 2.4, 9): on scroll and resize anywhere, and after every render that changes `contentVersion`
 * (a page arrived: a short list keeps loading until it fills the screen or ends).
 */
export function useLoadMoreOnScroll(
  listRef: RefObject<HTMLElement | null>,
  enabled: boolean,
  loadMore: () => void,
  contentVersion: unknown,
) {
  const latest = useRef({ enabled, loadMore });
  latest.current = { enabled, loadMore };

  const check = useCallback(() => {
    if (!latest.current.enabled || !listRef.current) return;
    const { distance, viewport } = remaining(scrollParent(listRef.current));
    if (distance < viewport) latest.current.loadMore();
  }, [listRef]);

  useEffect(() => {
    window.addEventListener('scroll', check, { capture: true, passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check, { capture: true });
      window.removeEventListener('resize', check);
    };
  }, [check]);

  useEffect(() => {
    check();
  }, [check, enabled, contentVersion]);
}
