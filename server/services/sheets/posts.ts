// Post branches (games 3.8, 7.6): the posts reference data with address, phone, position and hours.
import type { Db } from '../../db/types';

export const WEEK_DAYS = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export interface PostBranch {
  stamp: string;
  name: string;
  street: string;
  zip: string;
  city: string;
  contact: string;
  /** [lat, lng], or null when the branch has no known position. */
  position: [number, number] | null;
  /** Per day mo–su, alternating from/to times ('08:00', '12:00', '13:00', '17:00'). */
  hours: Record<WeekDay, string[]>;
}

interface RawPost {
  stamp: string;
  name: string;
  street: string;
  zip: string;
  city: string;
  phone: string;
  lat: number | null;
  lng: number | null;
  hours: Record<string, unknown> | null;
}

/** A stamp as written on events and in paths: the branch's zip, with or without its space. */
export function normalizeStamp(stamp: string): string {
  return stamp.replace(/\s+/g, '');
}

function hoursOf(raw: Record<string, unknown> | null): Record<WeekDay, string[]> {
  const hours = {} as Record<WeekDay, string[]>;
  for (const day of WEEK_DAYS) {
    const value = raw?.[day];
    hours[day] = Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
  }
  return hours;
}

function present(r: RawPost): PostBranch {
  const lat = r.lat === null ? null : Number(r.lat);
  const lng = r.lng === null ? null : Number(r.lng);
  return {
    stamp: r.stamp,
    name: r.name,
    street: r.street,
    zip: r.zip,
    city: r.city,
    contact: r.phone,
    position:
      lat !== null && lng !== null && Number.isFinite(lat) && Number.isFinite(lng) ? [lat, lng] : null,
    hours: hoursOf(r.hours),
  };
}

const POST_COLUMNS = 'stamp, name, street, zip, city, phone, lat, lng, hours';

/** The branch with this stamp, or undefined. */
export async function postDetail(db: Db, stamp: string): Promise<PostBranch | undefined> {
  const row = await db.one<RawPost>(`SELECT ${POST_COLUMNS} FROM posts WHERE stamp = $1`, [
    normalizeStamp(stamp),
  ]);
  return row ? present(row) : undefined;
}

/** Names of the branches with these stamps (stamp → name); unknown stamps are left out. */
export async function postNames(db: Db, stamps: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(stamps.map(normalizeStamp))];
  if (!wanted.length) return new Map();
  const rows = await db.query<{ stamp: string; name: string }>(
    'SELECT stamp, name FROM posts WHERE stamp = ANY($1::text[])',
    [wanted],
  );
  return new Map(rows.map((r) => [r.stamp, r.name]));
}
