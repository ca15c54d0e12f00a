// The games list's state (games 2.5) as the route keeps it (#/games?t=&a=&l=&d=) and the queries it
// sends: game items from GET games?po&pl&t&l&f&s&d&a, level items from GET parcels?po&pl&f&s&t&d&e
// (games 7.3, 7.5). Level items show when a layout is chosen or when the search matches only levels.
import { GAME_TABS } from '../../../schemas/constants';
import { codelistValues } from '../../providers/schemas';
import { decodeRange, encodeRange, type DayRange } from '../../dateRange';

export type GamesTab = 'active' | 'finished' | 'ongoing';
/** The tabs in the order of games 2.5 (schemas/codelists/gameListType.json); the first is the default. */
export const GAMES_TABS: readonly GamesTab[] = GAME_TABS;
/** The level layouts of the schema version in force (the layout filter). */
export const layouts = (): string[] => codelistValues('layout');

export interface GamesListState {
  tab: GamesTab;
  /** Author filter: a user id; '' = 'Všetci autori'. */
  author: string;
  /** Level-layout filter; '' = all. */
  layout: string;
  date: DayRange | null;
}

const isTab = (value: string | null): value is GamesTab => GAMES_TABS.some((t) => t === value);

export function readState(params: URLSearchParams): GamesListState {
  const tab = params.get('t');
  const layout = params.get('l') ?? '';
  const author = params.get('a') ?? '';
  return {
    tab: isTab(tab) ? tab : GAMES_TABS[0]!,
    author: /^\d+$/.test(author) ? author : '',
    layout: layouts().includes(layout) ? layout : '',
    date: decodeRange(params.get('d')),
  };
}

/** The route's query for a state: only what differs from the defaults. */
export function writeState(state: GamesListState): URLSearchParams {
  const params = new URLSearchParams();
  params.set('t', state.tab);
  if (state.author) params.set('a', state.author);
  if (state.layout) params.set('l', state.layout);
  if (state.date) params.set('d', encodeRange(state.date));
  return params;
}

/**
 * The hidden status filter of a level item list per tab (games 2.5, 4.1): a parcel is a level of a
 * sent sheet, so ongoing = registered (not yet received), active = received (or confirmed),
 * finished = expired.
 */
export const PARCEL_STATUS: Record<GamesTab, string> = {
  ongoing: 'registered',
  active: 'received',
  finished: 'expired',
};

/** Fixed filters of GET games (the tab's `t` and the search `s` are added by the list). */
export function gamesFilter(state: GamesListState): Record<string, string> {
  const filter: Record<string, string> = {};
  if (state.author) filter.a = state.author;
  if (state.layout) filter.l = state.layout;
  if (state.date) filter.d = encodeRange(state.date);
  return filter;
}

/**
 * Fixed filters of GET parcels: the author is the sender `e`, the layout the parcel type `t`, the tab
 * the status `f` (the search `s` is added by the list). The level/parcel detail dialog browses the
 * same query by index (GET levels/idx/{idx}?…).
 */
export function parcelsFilter(state: GamesListState): Record<string, string> {
  const filter: Record<string, string> = { f: PARCEL_STATUS[state.tab] };
  if (state.author) filter.e = state.author;
  if (state.layout) filter.t = state.layout;
  if (state.date) filter.d = encodeRange(state.date);
  return filter;
}

/**
 * GET games/exists?s&d (games 7.3: the counts map and the flag for the other kind): true when the
 * search finds levels but no games, so the list shows level items.
 */
export function onlyLevelsMatch(reply: Record<string, unknown>): boolean {
  const counts = (reply.counts ?? {}) as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === 'number' ? v : Number(v) || 0);
  const games = counts.games !== undefined ? num(counts.games) : sumTabs(counts);
  const parcels = num(counts.parcels ?? counts.levels);
  if (typeof reply.parcels === 'boolean') return games === 0 && reply.parcels;
  if (typeof reply.levels === 'boolean') return games === 0 && reply.levels;
  return games === 0 && parcels > 0;
}

/** A counts map per tab ({active: 1, finished: 0, …}) summed; other keys ignored. */
function sumTabs(counts: Record<string, unknown>): number {
  return GAMES_TABS.reduce((sum, tab) => sum + (Number(counts[tab]) || 0), 0);
}
