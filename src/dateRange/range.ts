// The date range of the games list (games 4.8, 9): the click rule, the three months it offers and its
// two spellings (d.m.yyyy on screen, YYYYMMDD-YYYYMMDD in the `d` query key). Plain functions over
// local calendar days, no DOM.

/** A calendar day as YYYY-MM-DD (local time). */
export type Day = string;

export interface DayRange {
  from: Day;
  to: Day;
}

/** The picker's selection while it is open: nothing, one day clicked (from = to) or both ends. */
export interface RangeSelection {
  range: DayRange | null;
  /** Clicks so far in this selection: 0 (a default shown), 1 (from = to) or 2 (to set). */
  clicks: 0 | 1 | 2;
}

/** How many months the picker shows, the last being the current one (games 9). */
export const MONTHS_SHOWN = 3;

const pad = (n: number) => String(n).padStart(2, '0');

export function dayOf(date: Date): Day {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today's selection, the default of a picker opened without a range (games 9); the next click starts anew. */
export function todaySelection(today: Day): RangeSelection {
  return { range: { from: today, to: today }, clicks: 0 };
}

/**
 * One click on a day (games 4.8): the first sets from = to = day, the second sets 'to' (swapping
 * the ends when it lies before 'from'), a third starts over as a first.
 */
export function clickDay(selection: RangeSelection, day: Day): RangeSelection {
  if (selection.clicks !== 1 || !selection.range) return { range: { from: day, to: day }, clicks: 1 };
  const { from } = selection.range;
  return { range: day < from ? { from: day, to: from } : { from, to: day }, clicks: 2 };
}

/** The first days of the months shown: two before the current month, then the current one. */
export function monthsShown(today: Day): Day[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const months: Day[] = [];
  for (let back = MONTHS_SHOWN - 1; back >= 0; back--) {
    const date = new Date(y, m - 1 - back, 1);
    months.push(dayOf(date));
  }
  return months;
}

/** d.m.yyyy without zero padding (platform 9). */
export function displayDay(day: Day): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${d}.${m}.${y}`;
}

/** The range as the field shows it: 'd.m.yyyy – d.m.yyyy', one date when from = to. */
export function displayRange(range: DayRange | null): string {
  if (!range) return '';
  return range.from === range.to
    ? displayDay(range.from)
    : `${displayDay(range.from)} – ${displayDay(range.to)}`;
}

/** The `d` query key: YYYYMMDD-YYYYMMDD. */
export function encodeRange(range: DayRange): string {
  return `${range.from.replace(/-/g, '')}-${range.to.replace(/-/g, '')}`;
}

/** The `d` key (YYYYMMDD or YYYYMMDD-YYYYMMDD) read back; null when it is not one. */
export function decodeRange(value: string | null | undefined): DayRange | null {
  const match = /^(\d{4})(\d{2})(\d{2})(?:-(\d{4})(\d{2})(\d{2}))?$/.exec(value ?? '');
  if (!match) return null;
  const from = `${match[1]}-${match[2]}-${match[3]}`;
  const to = match[4] ? `${match[4]}-${match[5]}-${match[6]}` : from;
  if (Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to))) return null;
  return from <= to ? { from, to } : { from: to, to: from };
}

/** Whether a day lies inside the range (ends included). */
export function inRange(range: DayRange | null, day: Day): boolean {
  return !!range && range.from <= day && day <= range.to;
}
