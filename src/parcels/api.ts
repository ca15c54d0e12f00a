// The level/parcel detail calls (games 7.5, 7.6): GET levels/idx/{idx}, parcels/{id},
// tnt/events/{number} and posts/detail/{stamp}. Each rejects on a failure like apiCall.
import { apiCall, type ApiReply, type Query } from '../providers/api';
import type { MapConfig, ParcelView, PostBranch, TrackingEvent } from './types';

/** GET levels/idx/{idx}?f&s&t&d&e: the reply as it is (sheet, level, more; or ok:false). */
export const loadLevelAt = (index: number, query: Query, signal: AbortSignal): Promise<ApiReply> =>
  apiCall('GET', `levels/idx/${index}`, undefined, { signal, query });

/** GET parcels/{id}: the parcel view of games 3.7, null when the reply has none. */
export async function loadParcel(levelId: number | string, signal: AbortSignal): Promise<ParcelView | null> {
  return ((await apiCall('GET', `parcels/${levelId}`, undefined, { signal })).parcel ??
    null) as ParcelView | null;
}

/** GET tnt/events/{number}: the tracking events of a parcel number. */
export async function loadTrackingEvents(number: string, signal: AbortSignal): Promise<TrackingEvent[]> {
  const reply = await apiCall('GET', `tnt/events/${encodeURIComponent(number)}`, undefined, { signal });
  return (reply.events ?? []) as TrackingEvent[];
}

/** GET posts/detail/{stamp}: the post branch of a stamp and its map configuration. */
export async function loadPostDetail(
  stamp: string,
  signal: AbortSignal,
): Promise<{ post: PostBranch | null; map: MapConfig | null }> {
  const reply = await apiCall('GET', `posts/detail/${encodeURIComponent(stamp)}`, undefined, { signal });
  return {
    post: (reply.post as PostBranch | undefined) ?? null,
    map: (reply.map as MapConfig | undefined) ?? null,
  };
}
