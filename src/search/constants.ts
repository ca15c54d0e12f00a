// Global search and menu badge constants (spec platform 2.3, 9).

/** The header's search field waits this long after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 200;
/** The server accepts search texts up to this length (shared with the request schemas). */
export { SEARCH_MAX_LENGTH } from '../../schemas/constants';
/** The drafts/invoices/vouchers badges reload this often (and on window focus). */
export const COUNTS_REFRESH_MS = 60_000;
