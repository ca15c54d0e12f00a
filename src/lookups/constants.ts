// Autocomplete constants of spec platform 9.

/** A query shorter than this asks nothing; at most this many suggestions (shared with the server). */
export { AUTOCOMPLETE_LIMIT, AUTOCOMPLETE_MIN_CHARS } from '../../schemas/constants';
/** The suggestions stay open this long after the field loses focus, so a click on one still counts. */
export const AUTOCOMPLETE_BLUR_DELAY_MS = 250;
