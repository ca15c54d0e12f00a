// Requests and replies of the tracking, post branch and courier calls (games 3.7, 3.8, 3.10, 7.4–7.6).
import { Type, type Static } from '@sinclair/typebox';
import { Info, Nullable, Reply } from './common';

/** GET tnt/events/{number}. */
export const trackingParams = Type.Object({ number: Type.String({ pattern: '^[A-Za-z0-9]{1,40}$' }) });
/** GET posts/detail/{stamp}: a branch's postal code. */
export const postStampParams = Type.Object({ stamp: Type.String({ pattern: '^[0-9]{3} ?[0-9]{2}$' }) });

export const TrackingEvent = Type.Object({
  detail: Type.String(),
  subst: Type.String(),
  /** Epoch seconds (UTC). */
  date: Type.Number(),
  stamp: Nullable(Type.String()),
  /** The stamp's branch name, when the stamp is a known branch. */
  post: Nullable(Type.String()),
});
export type TrackingEvent = Static<typeof TrackingEvent>;

export const TrackingEventsReply = Reply({ events: Type.Array(TrackingEvent) });
export type TrackingEventsReply = Static<typeof TrackingEventsReply>;

const Hours = Type.Object({
  mo: Type.Array(Type.String()),
  tu: Type.Array(Type.String()),
  we: Type.Array(Type.String()),
  th: Type.Array(Type.String()),
  fr: Type.Array(Type.String()),
  sa: Type.Array(Type.String()),
  su: Type.Array(Type.String()),
});

export const PostBranch = Type.Object({
  stamp: Type.String(),
  name: Type.String(),
  street: Type.String(),
  zip: Type.String(),
  city: Type.String(),
  contact: Type.String(),
  /** [lat, lng]: a JSON Schema 2020-12 tuple (prefixItems), not TypeBox's draft-07 `items: [..]`. */
  position: Nullable(
    Type.Unsafe<[number, number]>({
      type: 'array',
      prefixItems: [{ type: 'number' }, { type: 'number' }],
      items: { type: 'number' },
      minItems: 2,
      maxItems: 2,
    }),
  ),
  hours: Hours,
});
export type PostBranch = Static<typeof PostBranch>;

/** The map the app draws the branch on: tile URL template and attribution (MAP_TILE_URL, MAP_ATTRIBUTION). */
export const MapConfig = Type.Object({ tileUrl: Type.String(), attribution: Type.String() });
export type MapConfig = Static<typeof MapConfig>;

export const PostDetailReply = Reply({ post: PostBranch, map: MapConfig });
export type PostDetailReply = Static<typeof PostDetailReply>;

/** GET map: the map tiles of the app (the position fields' map picker). */
export const MapReply = Reply({ map: MapConfig });
export type MapReply = Static<typeof MapReply>;

export const CourierOrder = Type.Object({
  id: Type.Number(),
  gameId: Type.Number(),
  status: Type.String(),
  createdAt: Type.Number(),
  info: Info,
});
export type CourierOrder = Static<typeof CourierOrder>;

export const CourierReply = Reply({
  courier: Nullable(CourierOrder),
  /** Whether the tutorial rule offers a courier for this game (sent, parcel type ek, epo, ems or epg). */
  offered: Type.Boolean(),
  attrs: Type.Record(Type.String(), Type.Unknown()),
});
export type CourierReply = Static<typeof CourierReply>;
