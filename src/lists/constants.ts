// List constants of spec platform 2.4 and 9.

/** Page size of every list (schemas/constants, shared with the server). */
export { PAGE_SIZE } from '../../schemas/constants';
/** Limit of a reload caused by a change of the global search. */
export const SEARCH_PAGE_SIZE = 50;
/** Fade-in of a (re)loaded list. */
export const LIST_FADE_IN_MS = 150;
/** How long an updated item stays highlighted as 'updated'. */
export const UPDATED_HIGHLIGHT_MS = 4000;
/** Item show/hide: slide … */
export const ITEM_SLIDE_MS = 200;
/** … and fade. */
export const ITEM_FADE_MS = 300;
/** List animation of invoices, vouchers and users (items moving when one is added or removed). */
export const LIST_ANIMATION_MS = 200;
/** A spinner shows only when loading takes longer than this. */
export const SPINNER_DELAY_MS = 300;
