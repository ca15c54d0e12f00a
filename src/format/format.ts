// Display formats of dates, money and postal codes (platform 9 "Dates and numbers"): one
// implementation for every list and dialog.
import dayjs from 'dayjs';

const EUR = new Intl.NumberFormat('sk-SK', { style: 'currency', currency: 'EUR' });

/** A price in EUR the Slovak way: '1 234,50 €' (non-breaking spaces); '' without a number. */
export function formatEur(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  return Number.isFinite(n) ? EUR.format(n) : '';
}

/** The words that replace today's and yesterday's date (translated by the caller). */
export interface RelativeDayWords {
  today: string;
  yesterday: string;
}

/** The numeric date d.m.yyyy of epoch seconds, in local time; '' without a timestamp. */
export function formatDate(epochSeconds: number | null | undefined): string {
  if (epochSeconds === null || epochSeconds === undefined || !Number.isFinite(epochSeconds)) return '';
  return dayjs.unix(epochSeconds).format('D.M.YYYY');
}

/** Like formatDate, but today's date is `words.today` ('Dnes') and yesterday's `words.yesterday` ('Včera'). */
export function formatDay(
  epochSeconds: number | null | undefined,
  words: RelativeDayWords,
  now: Date = new Date(),
): string {
  const text = formatDate(epochSeconds);
  if (!text) return '';
  const day = dayjs.unix(epochSeconds!).startOf('day');
  const today = dayjs(now).startOf('day');
  if (day.isSame(today)) return words.today;
  if (day.isSame(today.subtract(1, 'day'))) return words.yesterday;
  return text;
}

/** A postal code as shown (platform 9): the first 3 characters, a space, then the rest ('01001' → '010 01'). */
export function formatZip(zip: string | null | undefined): string {
  const compact = (zip ?? '').replace(/\s+/g, '');
  return compact.length > 3 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
}
