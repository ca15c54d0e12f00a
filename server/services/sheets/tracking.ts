// Tracking events of a parcel (games 3.8, 7.6): detail with a %s slot, subst, date (UTC), stamp.
import type { Db } from '../../db/types';
import { epochSql } from '../platform/sql';
import { normalizeStamp, postNames } from './posts';

export interface TrackingEvent {
  detail: string;
  subst: string;
  /** Epoch seconds (UTC). */
  date: number;
  stamp: string | null;
  /** The stamp's branch name (null when the stamp is not a known branch). */
  post: string | null;
}

/** The events of a tracking number, oldest first; an unknown number has none. */
export async function trackingEvents(db: Db, number: string): Promise<TrackingEvent[]> {
  const rows = await db.query<{ detail: string; subst: string; date: number | string; stamp: string | null }>(
    `SELECT detail, subst, ${epochSql('date')} AS date, stamp
       FROM tracking_events WHERE number = $1 ORDER BY date, id`,
    [number.trim()],
  );
  const names = await postNames(
    db,
    rows.flatMap((r) => (r.stamp ? [r.stamp] : [])),
  );
  return rows.map((r) => ({
    detail: r.detail,
    subst: r.subst,
    date: Number(r.date),
    stamp: r.stamp,
    post: r.stamp ? (names.get(normalizeStamp(r.stamp)) ?? null) : null,
  }));
}

export interface NewTrackingEvent {
  detail: string;
  subst?: string;
  date: Date;
  stamp?: string | null;
}

/** Appends events to a tracking number, in their order, in one statement. */
export async function addTrackingEvents(db: Db, number: string, events: NewTrackingEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.query(
    `INSERT INTO tracking_events (number, detail, subst, date, stamp)
     SELECT $1, detail, subst, date, stamp FROM unnest($2::text[], $3::text[], $4::timestamptz[], $5::text[])
       AS e(detail, subst, date, stamp)`,
    [
      number,
      events.map((e) => e.detail),
      events.map((e) => e.subst ?? ''),
      events.map((e) => e.date.toISOString()),
      events.map((e) => e.stamp ?? null),
    ],
  );
}

/** A level's tracking number as the demo data and the registration give it: 'RR' + 9 digits + 'SK'. */
export function trackingNumberOf(levelId: number): string {
  return `RR${String(levelId).padStart(9, '0')}SK`;
}
