// The levels of the game edit view (games 2.4): GET {drafts|games}/{id}/levels?po&pl&f&s, page size
// 100 (50 after a search change), more on scroll, cleared and reloaded on filter or search change
// and on reload(). A failed load (not an abort) calls onFailed.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { isAbort } from '../providers/api';
import { PAGE_SIZE, SEARCH_PAGE_SIZE } from '../lists';
import type { Level, LevelFilter } from './sheet';

export interface LevelsState {
  levels: Level[];
  loading: boolean;
  hasMore: boolean;
  loadMore(): void;
  reload(): void;
  /** Local changes after the level dialog closes, without a round trip. */
  setLevels(update: (levels: Level[]) => Level[]): void;
  /** Increases with every page that arrives (for load-more checks and animations). */
  version: number;
}

export function useLevels(
  base: string,
  filter: LevelFilter,
  search: string,
  onFailed: () => void,
): LevelsState {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [levels, setLevels] = useState<Level[]>([]);
  const [loading, setLoading] = useState(true);
  const [hasMore, setHasMore] = useState(false);
  const [version, setVersion] = useState(0);
  const [reloads, setReloads] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const failed = useRef(onFailed);
  failed.current = onFailed;
  const lastSearch = useRef(search);

  const fetchPage = useCallback(
    async (offset: number, limit: number, replace: boolean) => {
      controller.current?.abort();
      const c = new AbortController();
      controller.current = c;
      setLoading(true);
      try {
        const reply = await dataProvider.call('GET', `${base}/levels`, undefined, {
          signal: c.signal,
          query: { po: offset, pl: limit, f: filter === 'all' ? undefined : filter, s: search || undefined },
        });
        if (c.signal.aborted) return;
        const page = Array.isArray(reply.levels) ? (reply.levels as Level[]) : [];
        setLevels((prev) => (replace ? page : [...prev, ...page]));
        setHasMore(page.length === limit);
        setVersion((v) => v + 1);
        setLoading(false);
      } catch (e) {
        if (isAbort(e) || c.signal.aborted) return;
        setLoading(false);
        failed.current();
      }
    },
    [dataProvider, base, filter, search],
  );

  useEffect(() => {
    const bySearch = lastSearch.current !== search;
    lastSearch.current = search;
    setLevels([]);
    void fetchPage(0, bySearch ? SEARCH_PAGE_SIZE : PAGE_SIZE, true);
    return () => controller.current?.abort();
  }, [fetchPage, search, reloads]);

  const loadMore = useCallback(() => {
    if (loading || !hasMore) return;
    void fetchPage(levels.length, PAGE_SIZE, false);
  }, [loading, hasMore, fetchPage, levels.length]);

  const reload = useCallback(() => setReloads((r) => r + 1), []);

  return { levels, loading, hasMore, loadMore, reload, setLevels, version };
}
