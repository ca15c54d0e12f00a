// The games list of games 2.5 / 7.3 (GET games, games/count, games/exists) and the shared filters of
// the parcels calls (7.5). Tabs are the generated column variants.tab (migration 080): ongoing =
// saved drafts and registered sheets, active = received or confirmed, finished = expired; an unsaved
// draft is in no tab. The hidden status filter f (registered, received, expired) is the same split
// read as the master status of 4.1. Pages are found on the index (tab, list_date, id) first and
// loaded by id after, so a deep page walks index entries only; `k` (the id of the last item) is the
// keyset continuation that does not grow with the page at all.
import type { Db, SqlParam } from '../../db/types';
import { normalizeSearch } from '../platform/search-text';
import { searchParam } from './list-search';
import { LISTED_ROW_COLUMNS, revivedListedRows, type ListedRow } from './list-items';
import { GAME_TABS, STATUS_FILTERS, type GameTab, type StatusFilter } from '../../../schemas/constants';

export { GAME_TABS, STATUS_FILTERS, type GameTab, type StatusFilter };

/** The master status of 4.1 (f) as the tab it selects: both readings name the same sheets. */
export const TAB_OF_STATUS: Record<StatusFilter, GameTab> = {
  received: 'active',
  registered: 'ongoing',
  expired: 'finished',
};

export const STATUS_OF_TAB: Record<GameTab, StatusFilter> = {
  active: 'received',
  ongoing: 'registered',
  finished: 'expired',
};

/** The time zone the `d` days are read in (the company's). */
export const LIST_TIME_ZONE = 'Europe/Bratislava';

export interface DayRange {
  /** YYYY-MM-DD, inclusive. */
  from: string;
  /** YYYY-MM-DD, inclusive. */
  to: string;
}

/** `d`: YYYYMMDD or YYYYMMDD-YYYYMMDD (swapped when reversed); undefined when absent; null when not a real day. */
export function parseDays(d: string | undefined): DayRange | undefined | null {
  if (!d) return undefined;
  const m = /^(\d{8})(?:-(\d{8}))?$/.exec(d);
  if (!m) return null;
  const day = (s: string): string | null => {
    const iso = `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;
    const t = new Date(`${iso}T00:00:00Z`);
    return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === iso ? iso : null;
  };
  const from = day(m[1]);
  const to = m[2] ? day(m[2]) : from;
  if (!from || !to) return null;
  return from <= to ? { from, to } : { from: to, to: from };
}

/** The filters every call of the games list and the parcels shares. */
export interface ListFilters {
  tab?: GameTab;
  status?: StatusFilter;
  /** A level layout (l, or t of the parcels calls). */
  layout?: string;
  /** The raw search text (s). */
  search?: string;
  days?: DayRange;
  /** The author (a; e of the parcels calls), a user id. */
  author?: number;
  /** Only this sheet (sid of levels/idx). */
  sheetId?: number;
}

/** Collects SQL conditions with their numbered parameters. */
export class Where {
  readonly params: SqlParam[] = [];
  private readonly parts: string[] = [];

  param(value: SqlParam): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  add(sql: string): this {
    this.parts.push(sql);
    return this;
  }

  get sql(): string {
    return this.parts.length ? this.parts.join(' AND ') : 'true';
  }
}

/** True when the search text has something to match (a blank search matches everything). */
export function hasSearch(search: string | undefined): search is string {
  return !!search && normalizeSearch(search) !== '';
}

/** The day range as a condition on a timestamp column, days read in LIST_TIME_ZONE. */
export function dayCondition(w: Where, column: string, days: DayRange): string {
  const from = w.param(days.from);
  const to = w.param(days.to);
  return `${column} >= (${from}::date)::timestamp AT TIME ZONE '${LIST_TIME_ZONE}'
      AND ${column} < ((${to}::date) + 1)::timestamp AT TIME ZONE '${LIST_TIME_ZONE}'`;
}

/** The sheet-level filters (tab, status, author, date, sheet) on the variants alias `v`. */
export function sheetConditions(w: Where, f: ListFilters, v = 'v'): void {
  w.add(`${v}.tab IS NOT NULL`);
  if (f.tab) w.add(`${v}.tab = ${w.param(f.tab)}`);
  if (f.status) w.add(`${v}.tab = ${w.param(TAB_OF_STATUS[f.status])}`);
  if (f.author !== undefined) w.add(`${v}.author_id = ${w.param(f.author)}`);
  if (f.days) w.add(dayCondition(w, `${v}.list_date`, f.days));
  if (f.sheetId !== undefined) w.add(`${v}.id = ${w.param(f.sheetId)}`);
}

/**
 * "The sheet matches the search" over its game's and its own texts (name, extended name, location):
 * variants.list_search holds both (migration 130), so one trigram index answers it. Level texts are
 * the parcels' search (parcels.ts): a search that matches only levels finds no game, and games/exists
 * says so with its `parcels` flag (games 2.5).
 */
function sheetSearchCondition(w: Where, search: string, v = 'v'): string {
  return `${v}.list_search LIKE ${w.param(searchParam(search))}`;
}

function gameConditions(f: ListFilters): Where {
  const w = new Where();
  sheetConditions(w, f);
  if (f.layout)
    w.add(`EXISTS (SELECT 1 FROM levels ll WHERE ll.variant_id = v.id AND ll.layout = ${w.param(f.layout)})`);
  if (hasSearch(f.search)) w.add(sheetSearchCondition(w, f.search));
  return w;
}

/**
 * GET games: one page of sheets, newest list date first, as the rows whose items the page shows
 * (list-items.ts); `after` = the id of the last item seen (keyset). The page is found on the index
 * first; only its rows are joined for their versions.
 */
export async function listGames(
  db: Db,
  f: ListFilters,
  page: { offset: number; limit: number; after?: number },
): Promise<ListedRow[]> {
  const w = gameConditions(f);
  if (page.after !== undefined) {
    // The cursor's sort key as plain parameters, so the row comparison walks the list index.
    const cursor = await db.one<{ t: string }>(
      `SELECT to_char(list_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS t FROM variants WHERE id = $1`,
      [page.after],
    );
    if (!cursor) return [];
    w.add(`(v.list_date, v.id) < (${w.param(cursor.t)}::timestamptz, ${w.param(page.after)})`);
  }
  const rows = await db.query<{ id: number | string; version: string; levels_rev: string }>(
    `SELECT ${LISTED_ROW_COLUMNS}
       FROM (SELECT v.id, v.list_date FROM variants v
              WHERE ${w.sql}
              ORDER BY v.list_date DESC, v.id DESC OFFSET ${w.param(page.offset)} LIMIT ${w.param(page.limit)}) p
       JOIN variants v ON v.id = p.id
       JOIN games g ON g.id = v.game_id
      ORDER BY p.list_date DESC, p.id DESC`,
    w.params,
  );
  return revivedListedRows(rows);
}

/** Games per tab matching the filters (games/count, games/exists). */
export async function gameCounts(db: Db, f: ListFilters): Promise<Record<GameTab, number>> {
  const w = gameConditions(f);
  const rows = await db.query<{ tab: GameTab; n: number | string }>(
    `SELECT v.tab, count(*) AS n FROM variants v WHERE ${w.sql} GROUP BY v.tab`,
    w.params,
  );
  const counts = { active: 0, finished: 0, ongoing: 0 };
  for (const r of rows) counts[r.tab] = Number(r.n);
  return counts;
}

/** Whether any sheet matches (one index probe, no count). */
export async function anyGame(db: Db, f: ListFilters): Promise<boolean> {
  const w = gameConditions(f);
  return !!(await db.one(`SELECT 1 AS x FROM variants v WHERE ${w.sql} LIMIT 1`, w.params));
}

/**
 * The same search, days, author and layout as the other kind's filters, tab and status mapped onto
 * each other: the flag of games/exists (parcels match too) and of parcels/exists (games match too).
 */
export function otherKindFilters(f: ListFilters, from: 'games' | 'parcels'): ListFilters {
  const common = { search: f.search, days: f.days, author: f.author, layout: f.layout };
  if (from === 'games') return { ...common, status: f.status ?? (f.tab && STATUS_OF_TAB[f.tab]) };
  return { ...common, tab: f.status && TAB_OF_STATUS[f.status] };
}
