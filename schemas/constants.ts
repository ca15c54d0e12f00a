// Business constants and limits shared by the app and the server (spec platform 9, games 9): each
// declared once here, read by the request schemas (schemas/api), the server's services and the app.
import levelFilterCodelist from './codelists/levelFilter.json';
import gameListType from './codelists/gameListType.json';
import gameStatusFilter from './codelists/gameStatusFilter.json';
import userType from './codelists/userType.json';
import invoiceTab from './codelists/invoiceTab.json';
import voucherType from './codelists/voucherType.json';

/** The page size of every list (the `pl` a list sends). */
export const PAGE_SIZE = 100;
/** The largest page (`pl`) any list serves. */
export const MAX_PAGE = 500;
export const DOWNLOAD_COOKIE = { name: 'fileDownload', value: 'true', path: '/' } as const;

/** The longest search text (`s`) a list, count, lookup or the global search accepts. */
export const SEARCH_MAX_LENGTH = 200;

/** An autocomplete (addresses, the users lookup of a sender) asks nothing under this many characters. */
export const AUTOCOMPLETE_MIN_CHARS = 2;
/** An autocomplete asks for, and shows, at most this many suggestions (platform 7.5: offset 0, limit 10). */
export const AUTOCOMPLETE_LIMIT = 10;
/** The games list's author filter lists this many administrators (platform 7.5: offset 0, limit 50). */
export const AUTHOR_FILTER_LIMIT = 50;

/** A level list filter of the game edit view (games 3.9, 7.2 `f`): schemas/codelists/levelFilter.json. */
export type LevelFilter = 'all' | 'production' | 'testing' | 'invalid';
/** The level filters in the codelist's order (the tabs of the game edit view, the keys of a sheet's counts). */
export const LEVEL_FILTERS: readonly LevelFilter[] = levelFilterCodelist.items.map(
  (item) => item.value as LevelFilter,
);
export const isLevelFilter = (value: unknown): value is LevelFilter => LEVEL_FILTERS.some((f) => f === value);
/** A tab of the games list (games 2.5, `t`): schemas/codelists/gameListType.json. */
export type GameTab = 'active' | 'finished' | 'ongoing';
export const GAME_TABS: readonly GameTab[] = gameListType.items.map((item) => item.value as GameTab);
/** A status filter of the games list and the parcels (`f`): schemas/codelists/gameStatusFilter.json. */
export type StatusFilter = 'received' | 'registered' | 'expired';
export const STATUS_FILTERS: readonly StatusFilter[] = gameStatusFilter.items.map(
  (item) => item.value as StatusFilter,
);

/** The filters GET …/levels and …/levels/seq take: the codelist's and `valid` (the valid levels). */
export const LEVEL_LIST_FILTERS: readonly string[] = [...LEVEL_FILTERS, 'valid'];

/** The tabs of the users, invoices and vouchers screens (platform 6, 4.4, 4.5): their codelists' values. */
export const USER_TYPES: readonly string[] = userType.items.map((item) => item.value);
export const INVOICE_TABS: readonly string[] = invoiceTab.items.map((item) => item.value);
export const VOUCHER_TABS: readonly string[] = voucherType.items.map((item) => item.value);
