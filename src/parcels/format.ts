// Pure helpers of the level/parcel detail (games 2.12, 9): event text, local time, branch hours.
import { formatDateTime } from '../format';

/** An event's text: its detail with the value put into the %s slot. */
export function eventText(detail: string, subst: string): string {
  return detail.includes('%s') ? detail.replace('%s', subst) : detail;
}

/** An event's UTC epoch seconds as the local date and time: 'd.m.yyyy HH:MM'. */
export function eventDateTime(epochSeconds: number): string {
  return formatDateTime(new Date(epochSeconds * 1000));
}

export const WEEK_DAYS = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** Today's week day (Monday first). */
export function todayOf(now: Date = new Date()): WeekDay {
  return WEEK_DAYS[(now.getDay() + 6) % 7];
}

/**
 * A day's opening hours from alternating from/to times: '8:00 – 12:00, 13:00 – 17:00'; undefined
 * (closed) with fewer than 2 values.
 */
export function dayHours(times: string[] | undefined): string | undefined {
  if (!times || times.length < 2) return undefined;
  const spans: string[] = [];
  for (let i = 0; i + 1 < times.length; i += 2) spans.push(`${short(times[i])} – ${short(times[i + 1])}`);
  return spans.join(', ');
}

const short = (time: string) => time.replace(/^0(\d):/, '$1:');
