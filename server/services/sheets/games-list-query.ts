// The query keys of the games list and the parcels calls as ListFilters (games 2.5, 7.3, 7.5).
import { MAX_PAGE, PAGE_SIZE } from '../../../schemas/constants';
import type { GamesListQuery } from '../../../schemas/api';
import {
  GAME_TABS,
  parseDays,
  STATUS_FILTERS,
  type GameTab,
  type ListFilters,
  type StatusFilter,
} from './games-list';

const num = (v: string | undefined): number | undefined => (v ? Number(v) : undefined);

/**
 * The filters of a query; null when `d` names no real day (a 400). For the parcels calls (`parcels`)
 * t is the layout and e the author; for the games list t is the tab, l the layout and a the author.
 */
export function filtersOf(q: GamesListQuery, kind: 'games' | 'parcels'): ListFilters | null {
  const days = parseDays(q.d);
  if (days === null) return null;
  const status = STATUS_FILTERS.includes(q.f as StatusFilter) ? (q.f as StatusFilter) : undefined;
  if (kind === 'games') {
    return {
      tab: GAME_TABS.includes(q.t as GameTab) ? (q.t as GameTab) : undefined,
      status,
      layout: q.l || undefined,
      search: q.s,
      days,
      author: num(q.a),
    };
  }
  return { status, layout: q.t || undefined, search: q.s, days, author: num(q.e), sheetId: num(q.sid) };
}

/** po / pl / k of a list query. */
export function pageOf(q: GamesListQuery): { offset: number; limit: number; after?: number } {
  return {
    offset: Number(q.po || 0),
    limit: Math.min(q.pl ? Number(q.pl) : PAGE_SIZE, MAX_PAGE),
    after: num(q.k),
  };
}
