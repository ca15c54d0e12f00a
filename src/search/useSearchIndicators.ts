import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { useGlobalSearch, useMenuBadges } from './searchState';
import { indicatorsFromCounts } from './searchIndicators';

/**
 * Asks GET site/search for the counts of the (debounced) global search and shows them on the menu;
 * an empty search or a failed call clears the indicators (spec platform 2.3, 8.8). A newer search
 * aborts the request of the older one.
 */
export function useSearchIndicators(): void {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { search } = useGlobalSearch();
  const { setFound, clearFound } = useMenuBadges();

  useEffect(() => {
    const s = search.trim();
    if (!s) {
      clearFound();
      return;
    }
    const controller = new AbortController();
    dataProvider.search(s, { signal: controller.signal }).then(
      (counts) => {
        if (!controller.signal.aborted) setFound(indicatorsFromCounts(counts));
      },
      () => {
        if (!controller.signal.aborted) clearFound();
      },
    );
    return () => controller.abort();
  }, [search, dataProvider, setFound, clearFound]);
}
