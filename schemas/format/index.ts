// The display formats of platform 9 "Dates and numbers", one implementation for the app (lists,
// dialogs) and the server (invoice PDF). No DOM and no Node-only imports; no dependencies.
import countryCodelist from '../codelists/country.json';

/** The non-breaking space: a price or a date never wraps. */
export const NBSP = '\u00a0';

export interface EurOptions {
  /** The space between thousands and before '€' (default a non-breaking one; the PDF uses ' '). */
  space?: string;
}

/** A price in EUR the Slovak way: '1 234,50 €', rounded to 2 decimals; '' without a number. */
export function formatEur(value: unknown, { space = NBSP }: EurOptions = {}): string {
  if (value === null || value === undefined || value === '' || typeof value === 'boolean') return '';
  const n = Number(value);
  if (!Number.isFinite(n)) return '';
  const [whole, decimals] = Math.abs(n).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, space);
  const negative = n < 0 && Number(whole + decimals) !== 0;
  return `${negative ? '-' : ''}${grouped},${decimals}${space}€`;
}

/** A percentage: '20 %', '10,5 %' (2 decimals at most). */
export function formatPercent(percent: number, { space = ' ' }: { space?: string } = {}): string {
  const rounded = Math.round((percent + Number.EPSILON) * 100) / 100;
  return `${String(rounded).replace('.', ',')}${space}%`;
}

/** A file's size the Slovak way: '512 B', '12,4 kB', '3,1 MB' (1 kB = 1,024 B, one decimal). */
export function formatFileSize(bytes: number): string {
  if (!(bytes >= 1024)) return `${Math.max(0, Math.round(bytes || 0))} B`;
  const kb = bytes / 1024;
  const [n, unit] = kb < 1024 ? [kb, 'kB'] : [kb / 1024, 'MB'];
  return `${String(Math.round(n * 10) / 10).replace('.', ',')} ${unit}`;
}

/**
 * A distance the Slovak way: whole metres under a kilometre ('350 m'), then kilometres with one
 * decimal ('1,2 km', '12,0 km'), whole kilometres from 100 km ('1 234 km'); '' without a number.
 */
export function formatDistance(meters: number): string {
  if (!Number.isFinite(meters)) return '';
  const m = Math.max(0, Math.round(meters));
  if (m < 1000) return `${m} m`;
  const tenths = Math.round(m / 100);
  if (tenths < 1000) return `${Math.floor(tenths / 10)},${tenths % 10} km`;
  return `${String(Math.round(m / 1000)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} km`;
}

/**
 * A Date of epoch seconds (number or digits), 'YYYY-MM-DD', 'YYYYMMDD', an ISO timestamp or a Date;
 * undefined when there is none. A calendar date ('YYYY-MM-DD') is that day at local midnight.
 */
export function toDate(value: unknown): Date | undefined {
  let date: Date | undefined;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value * 1000);
  else if (typeof value === 'string' && value.trim()) {
    const v = value.trim();
    const ymd = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(v);
    if (ymd) date = new Date(Number(ymd[1]), Number(ymd[2]) - 1, Number(ymd[3]));
    else date = /^\d+$/.test(v) ? new Date(Number(v) * 1000) : new Date(v);
  }
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

/** The numeric date d.m.yyyy (no leading zeros) in local time; '' without a date. See toDate. */
export function formatDate(value: unknown): string {
  const date = toDate(value);
  return date ? `${date.getDate()}.${date.getMonth() + 1}.${date.getFullYear()}` : '';
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A moment as 'd.m.yyyy HH:MM' in local time (platform 9: the numeric date and HH:MM); '' without one. */
export function formatDateTime(value: unknown): string {
  const date = toDate(value);
  return date ? `${formatDate(date)} ${pad2(date.getHours())}:${pad2(date.getMinutes())}` : '';
}

/** The words that replace today's and yesterday's date (translated by the caller). */
export interface RelativeDayWords {
  today: string;
  yesterday: string;
}

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** Like formatDate, but today's date is `words.today` ('Dnes') and yesterday's `words.yesterday` ('Včera'). */
export function formatDay(value: unknown, words: RelativeDayWords, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  if (sameDay(date, now)) return words.today;
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (sameDay(date, yesterday)) return words.yesterday;
  return formatDate(date);
}

/**
 * A postal code as shown (platform 9): the first 3 characters, a space, then the rest ('01001' →
 * '010 01'). With `{ country }` (a user's address, platform 3.5) only a Slovak code ('sk') is split;
 * any other, or none, stays as typed (trimmed): '1010' in Austria.
 */
export function formatZip(zip: unknown, options?: { country: unknown }): string {
  const text = zip === null || zip === undefined ? '' : String(zip).trim();
  if (options && String(options.country ?? '').toLowerCase() !== 'sk') return text;
  const compact = text.replace(/\s+/g, '');
  return compact.length > 3 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
}

const COUNTRY_NAMES = new Map(countryCodelist.items.map((item) => [item.value, item.label]));

/** The country's Slovak name from schemas/codelists/country.json ('sk' → 'Slovensko'); else the code itself. */
export function countryName(code: unknown): string {
  if (code === null || code === undefined) return '';
  const text = String(code).trim();
  return COUNTRY_NAMES.get(text.toLowerCase()) ?? text;
}
