// The levels of the game edit view (games 2.4): react-admin's useInfiniteGetList on the sheet's levels
// resource (GET {drafts|games}/{id}/levels?po&pl&f&s), page size 100 (50 after a search change), more
// on scroll, a new list on a filter or search change. The level dialog's writes change the loaded
// list in place (src/levels' levelLists), so it keeps its items and scroll position; reload() fetches
// the loaded pages again in place. A failed load (not an abort) calls onFailed.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDataProvider, useInfiniteGetList } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { PAGE_SIZE, SEARCH_PAGE_SIZE } from '../lists';
import type { Level, LevelFilter } from './sheet';

export interface LevelsState {
  levels: Level[];
  loading: boolean;
  hasMore: boolean;
  loadMore(): void;
  reload(): void;
  /** Increases with every page that arrives (for load-more checks). */
  version: number;
}

export interface LevelsOptions {
  filter: LevelFilter;
  search: string;
  /** false: wait (e.g. until the permissions, which choose the resource, are known). */
  enabled: boolean;
  onFailed(): void;
}

/** Each level once (a level appended here may arrive again with a later page). */
function unique(levels: Level[]): Level[] {
  const seen = new Set<string>();
  return levels.filter((level) => {
    const id = String(level.id);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

export function useLevels(resource: string, options: LevelsOptions): LevelsState {
  const { filter, search, enabled } = options;
  const failed = useRef(options.onFailed);
  failed.current = options.onFailed;
  // the first page after a search change is smaller (platform 9)
  const [shown, setShown] = useState({ filter, search, limit: PAGE_SIZE });
  let limit = shown.limit;
  if (shown.filter !== filter || shown.search !== search) {
    limit = shown.search !== search ? SEARCH_PAGE_SIZE : PAGE_SIZE;
    setShown({ filter, search, limit });
  }
  const { data, error, isPending, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } =
    useInfiniteGetList<Level>(
      resource,
      {
        pagination: { page: 1, perPage: limit },
        filter: { f: filter === 'all' ? undefined : filter, s: search || undefined },
      },
      { enabled, gcTime: 0, retry: false, refetchOnWindowFocus: false },
    );

  useEffect(() => {
    if (error) failed.current();
  }, [error]);

  const levels = useMemo(() => unique(data?.pages.flatMap((page) => page.data) ?? []), [data]);
  return {
    levels,
    loading: isPending || isFetchingNextPage,
    hasMore: !!hasNextPage,
    loadMore: () => void fetchNextPage(),
    reload: () => void refetch(),
    version: data?.pages.length ?? 0,
  };
}

export type LevelCounts = Record<LevelFilter, number>;

/**
 * With a search: the level tabs' counts of the levels it finds (GET …/levels/count?s), read again when
 * the sheet's own counts change (a level saved or removed); undefined without a search or until read.
 */
export function useSearchedLevelCounts(
  resource: string,
  search: string,
  enabled: boolean,
  /** Changes whenever the sheet's levels change (its counts). */
  version: string,
): LevelCounts | undefined {
  const dataProvider = useDataProvider<AppDataProvider>();
  const key = `${resource}|${search}|${version}`;
  const [answer, setAnswer] = useState<{ key: string; counts: LevelCounts }>();
  useEffect(() => {
    if (!search || !enabled) return;
    const controller = new AbortController();
    dataProvider
      .call('GET', `${resource}/count`, undefined, { signal: controller.signal, query: { s: search } })
      .then((reply) => {
        const counts = (reply.counts ?? {}) as Record<string, unknown>;
        const num = (f: LevelFilter) => Number(counts[f]) || 0;
        setAnswer({
          key: `${resource}|${search}|${version}`,
          counts: {
            all: num('all'),
            production: num('production'),
            testing: num('testing'),
            invalid: num('invalid'),
          },
        });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [dataProvider, enabled, resource, search, version]);
  return search && answer?.key === key ? answer.counts : undefined;
}
