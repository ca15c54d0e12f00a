import type { MenuKey } from './searchState';

/**
 * The menu's search-results indicators from a GET site/search reply (spec platform 2.3): games
 * shows games + parcels (levels), the others their own count.
 */
export function indicatorsFromCounts(counts: Record<string, unknown>): Partial<Record<MenuKey, number>> {
  const n = (key: string) => {
    const value = Number(counts[key] ?? 0);
    return Number.isFinite(value) ? value : 0;
  };
  return {
    games: n('games') + n('parcels'),
    invoices: n('invoices'),
    drafts: n('drafts'),
    users: n('users'),
  };
}
