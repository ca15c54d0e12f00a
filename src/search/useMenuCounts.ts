import { useEffect } from 'react';
import { useDataProvider, usePermissions } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { hasPermission } from '../providers/session';
import { useMenuBadges, type MenuKey } from './searchState';
import { COUNTS_REFRESH_MS } from './constants';

/** Menu items with a count badge, each loaded from GET {key}/count. */
export const COUNTED_ITEMS: MenuKey[] = ['drafts', 'invoices', 'vouchers'];

/**
 * Loads the drafts, invoices and vouchers badges (spec platform 2.3, 6; games 2.3) for users with
 * 'edit'; without it the drafts badge is 0 and nothing is asked (platform 6).
 * Reloads on refreshCounts(), when the window gets focus and every minute. A failed count keeps
 * the badge it had.
 */
export function useMenuCounts(): void {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { permissions, isPending } = usePermissions();
  const { setCount, countsVersion, refreshCounts } = useMenuBadges();
  const edit = hasPermission(permissions, 'edit');

  useEffect(() => {
    if (isPending) return;
    if (!edit) {
      setCount('drafts', 0);
      setCount('invoices', undefined);
      setCount('vouchers', undefined);
      return;
    }
    const controller = new AbortController();
    for (const key of COUNTED_ITEMS) {
      dataProvider.count(key, undefined, { signal: controller.signal }).then(
        (count) => {
          if (!controller.signal.aborted) setCount(key, count);
        },
        () => undefined,
      );
    }
    return () => controller.abort();
  }, [edit, isPending, countsVersion, dataProvider, setCount]);

  useEffect(() => {
    const refreshIfShown = () => {
      if (!document.hidden) refreshCounts();
    };
    window.addEventListener('focus', refreshIfShown);
    const timer = setInterval(refreshIfShown, COUNTS_REFRESH_MS);
    return () => {
      window.removeEventListener('focus', refreshIfShown);
      clearInterval(timer);
    };
  }, [refreshCounts]);
}
