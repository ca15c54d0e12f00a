// The single-date field's selectable range (platform 5.7, 9).
import dayjs, { type Dayjs } from 'dayjs';

/** How many days can be chosen, counted from the earliest selectable day. */
export const SELECTABLE_DAYS = 1825;
/** After this hour (from 20:00) the earliest day moves from tomorrow to the day after tomorrow. */
export const LATE_HOUR = 19;

export interface DateBounds {
  min: Dayjs;
  max: Dayjs;
}

/**
 * Earliest selectable day: tomorrow, or the day after tomorrow when the current hour is later than
 * 19; the range then runs for 1825 days (the last one is min + 1824 days).
 */
export function selectableDateRange(now: Date = new Date()): DateBounds {
  const today = dayjs(now).startOf('day');
  const min = today.add(now.getHours() > LATE_HOUR ? 2 : 1, 'day');
  return { min, max: min.add(SELECTABLE_DAYS - 1, 'day') };
}

/** The field's bounds: the server's attrs min/max (YYYY-MM-DD) when given, else the spec's range. */
export function dateFieldBounds(attrMin: unknown, attrMax: unknown, now: Date = new Date()): DateBounds {
  const range = selectableDateRange(now);
  const parse = (v: unknown) =>
    typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? dayjs(v) : undefined;
  return { min: parse(attrMin) ?? range.min, max: parse(attrMax) ?? range.max };
}

/** A date as the spec writes it: d.m.yyyy without zero padding. */
export const DATE_FORMAT = 'D.M.YYYY';
