import { useCallback } from 'react';
import { useDataProvider, type RaRecord } from 'react-admin';
import { useGlobalSearch } from '../search';
import { PAGE_SIZE, type RecordListChanges } from '../lists';

/**
 * Shows what a create made. One create may make several records (a repeat group: N invoices, N
 * generated vouchers) while the reply names the first; the others have the next ids. So the first
 * page of the record's tab is read and every record from the first created one on is prepended.
 * A record of another tab switches to that tab (its fresh load has the new records on top). The
 * list shows the global search's hits, so the page is read with the same search.
 */
export function useShowCreated(options: {
  resource: string;
  changes: RecordListChanges;
  tab: string;
  /** The list filter a tab sets: 't' (invoices, vouchers) or 'r' (users). */
  tabFilter: string;
  setTab(tab: string): void;
  /** The tab a record belongs to. */
  tabOf(record: RaRecord): string;
}): (first: RaRecord) => Promise<void> {
  const { resource, changes, tab, tabFilter, setTab, tabOf } = options;
  const dataProvider = useDataProvider();
  const { search } = useGlobalSearch();
  return useCallback(
    async (first: RaRecord) => {
      const recordTab = tabOf(first);
      if (recordTab !== tab) {
        setTab(recordTab);
        return;
      }
      let page: RaRecord[];
      try {
        ({ data: page } = await dataProvider.getList(resource, {
          pagination: { page: 1, perPage: PAGE_SIZE },
          sort: { field: 'id', order: 'DESC' },
          filter: { [tabFilter]: tab, s: search },
        }));
      } catch {
        changes.created(first);
        return;
      }
      const created = page.filter((r) => Number(r.id) >= Number(first.id));
      if (created.length >= PAGE_SIZE) {
        changes.reload();
        return;
      }
      if (!created.some((r) => String(r.id) === String(first.id))) created.push(first);
      // Each one is put on top: the oldest first, so the list keeps the server's newest-first order.
      created.sort((a, b) => Number(a.id) - Number(b.id)).forEach((record) => changes.created(record));
    },
    [dataProvider, resource, changes, tab, tabFilter, setTab, tabOf, search],
  );
}
