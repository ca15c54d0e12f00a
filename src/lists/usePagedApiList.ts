// A list read page by page from one API call as the user scrolls (the change log, the recycle bin): the
// next page is asked for when the list's end comes into view, one page at a time; a new `fetchPage`
// (other filters) starts again from the first page.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { isAbort } from '../providers/api';
import { useLoadMoreOnScroll } from './useLoadMoreOnScroll';

export type PagedListState = 'idle' | 'loading' | 'failed' | 'end';

/** The page after `loaded` (empty: the first page), at most `pageSize` items. */
export type FetchPage<T> = (loaded: readonly T[], signal: AbortSignal) => Promise<T[]>;

export function usePagedApiList<T>(
  fetchPage: FetchPage<T>,
  pageSize: number,
  listRef: RefObject<HTMLElement | null>,
) {
  const [items, setItems] = useState<T[]>([]);
  const [state, setState] = useState<PagedListState>('idle');
  const abort = useRef<AbortController | null>(null);

  const load = useCallback(
    (loaded: readonly T[]) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setState('loading');
      fetchPage(loaded, controller.signal)
        .then((page) => {
          setItems(loaded.length ? [...loaded, ...page] : page);
          setState(page.length < pageSize ? 'end' : 'idle');
        })
        .catch((e: unknown) => {
          if (!isAbort(e)) setState('failed');
        });
    },
    [fetchPage, pageSize],
  );

  /** Loads the first page again (new filters, or after a change of the list). */
  const reload = useCallback(() => load([]), [load]);

  useEffect(() => {
    setItems([]);
    load([]);
    return () => abort.current?.abort();
  }, [load]);

  // the scroll check may ask again before the page's state arrives: one page at a time
  const asked = useRef<number | undefined>(undefined);
  const loadMore = useCallback(() => {
    if (state !== 'idle' || !items.length || asked.current === items.length) return;
    asked.current = items.length;
    load(items);
  }, [state, load, items]);
  useLoadMoreOnScroll(listRef, state === 'idle', loadMore, items.length);

  /** After a failure: the page that failed, again. */
  const retry = useCallback(() => load(items), [load, items]);

  return { items, state, reload, retry, loadMore };
}
