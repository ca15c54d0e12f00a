// The level lists of the game edit view live in react-admin's query cache (useInfiniteGetList on
// `drafts/{id}/levels` or `games/{id}/levels`). The level dialog's writes change them in place (games
// 2.4), without reloading them, so a long list keeps its scroll position:
// - update (useUpdate, pessimistic): react-admin replaces the level in every loaded list; here a list
//   whose filter is 'invalid', or whose filter the level no longer matches, drops it;
// - create (useCreate): appended to every fully loaded list whose filter it matches, never to the
//   'invalid' one (a level the server accepted is valid); a list with more pages gets it on scroll;
// - remove (useDelete, pessimistic): react-admin drops it from every loaded list.
// After a create or a remove react-admin also reads the loaded pages again in the background; the
// items stay on screen meanwhile (same elements, same scroll position). A list that lost an updated
// level while more pages wait is read again the same way (the server's offsets moved).
// Every write also refreshes the sheet (its counts per filter and its validity).
import { useMemo } from 'react';
import { useQueryClient, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { GetInfiniteListResult, Identifier, RaRecord } from 'react-admin';
import type { LevelFilter, LevelRecord } from './types';

type Pages = InfiniteData<GetInfiniteListResult<RaRecord>>;

/** The level filter of a list query (its `f`), 'all' when none. */
function filterOf(key: QueryKey): string {
  const params = key[2] as { filter?: Record<string, unknown> } | undefined;
  const f = params?.filter?.f;
  return typeof f === 'string' && f !== '' ? f : 'all';
}

/** Whether a level belongs to a filter's list (games 3.9: production = active, testing = not active). */
export function matchesLevelFilter(level: LevelRecord, filter: LevelFilter | string): boolean {
  switch (filter) {
    case 'invalid':
      return level.valid === false;
    case 'production':
      return level.active !== false;
    case 'testing':
      return level.active === false;
    default:
      return true;
  }
}

const sameId = (a: Identifier, b: Identifier) => String(a) === String(b);
const hasMore = (pages: Pages) => pages.pages[pages.pages.length - 1]?.pageInfo?.hasNextPage === true;
const contains = (pages: Pages, id: Identifier) =>
  pages.pages.some((page) => page.data.some((record) => sameId(record.id, id)));

function without(pages: Pages, id: Identifier): Pages {
  return {
    ...pages,
    pages: pages.pages.map((page) =>
      page.data.some((record) => sameId(record.id, id))
        ? { ...page, data: page.data.filter((record) => !sameId(record.id, id)) }
        : page,
    ),
  };
}

function appended(pages: Pages, level: RaRecord): Pages {
  const last = pages.pages.length - 1;
  return {
    ...pages,
    pages: pages.pages.map((page, i) => (i === last ? { ...page, data: [...page.data, level] } : page)),
  };
}

function listsOf(queryClient: QueryClient, resource: string) {
  return queryClient.getQueriesData<Pages>({ queryKey: [resource, 'getInfiniteList'] });
}

/** A list that lost an item while more pages wait: fetched again in place (the server's offsets moved). */
function refetchIfMore(queryClient: QueryClient, key: QueryKey, pages: Pages) {
  if (hasMore(pages)) void queryClient.refetchQueries({ queryKey: key, exact: true });
}

/** Applies a saved level (created or updated) to every loaded list of `resource`. */
export function applyLevelSaved(
  queryClient: QueryClient,
  resource: string,
  level: LevelRecord,
  created: boolean,
): void {
  for (const [key, pages] of listsOf(queryClient, resource)) {
    if (!pages?.pages) continue;
    const filter = filterOf(key);
    const belongs = filter !== 'invalid' && matchesLevelFilter(level, filter);
    if (created) {
      if (belongs && !hasMore(pages) && !contains(pages, level.id))
        queryClient.setQueryData<Pages>(key, appended(pages, level as RaRecord));
    } else if (!belongs && contains(pages, level.id)) {
      queryClient.setQueryData<Pages>(key, without(pages, level.id));
      refetchIfMore(queryClient, key, pages);
    }
  }
}

/** The sheet of `drafts/{id}` and `games/{id}` is read again (counts, validity). */
export function refreshSheet(queryClient: QueryClient, sheetId: Identifier): void {
  for (const area of ['drafts', 'games'])
    void queryClient.invalidateQueries({ queryKey: [area, 'getOne', { id: String(sheetId) }] });
}

export interface LevelListUpdates {
  /** A level was created or updated through the dialog. */
  saved(level: LevelRecord, created: boolean): void;
  /** A level was removed (react-admin's useDelete has dropped it from the loaded lists). */
  removed(): void;
  /** Levels were renumbered on the server: the loaded lists are fetched again in place. */
  renumbered(): void;
  /** Something else of the sheet's levels changed on the server (an accepted answer). */
  sheetChanged(): void;
}

/** The cache updates of the level lists of one sheet's levels resource. */
export function useLevelListUpdates(sheetId: Identifier, resource: string): LevelListUpdates {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      saved(level, created) {
        applyLevelSaved(queryClient, resource, level, created);
        refreshSheet(queryClient, sheetId);
      },
      removed() {
        refreshSheet(queryClient, sheetId);
      },
      renumbered() {
        void queryClient.invalidateQueries({ queryKey: [resource, 'getInfiniteList'] });
      },
      sheetChanged() {
        refreshSheet(queryClient, sheetId);
      },
    }),
    [queryClient, resource, sheetId],
  );
}
