// Autocomplete constants of spec platform 9.

/** A query shorter than this asks nothing. */
export const AUTOCOMPLETE_MIN_CHARS = 2;
/** At most this many suggestions are shown. */
export const AUTOCOMPLETE_LIMIT = 10;
/** The suggestions stay open this long after the field loses focus, so a click on one still counts. */
export const AUTOCOMPLETE_BLUR_DELAY_MS = 250;
