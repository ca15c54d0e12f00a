// Loads what the level/parcel detail shows for one list index (games 2.12, 4.6, 7.5, 7.6):
// GET levels/idx/{idx} (sheet, level, more), GET parcels/{id} (the 3.7 view), for a received parcel
// GET tnt/events/{number} and GET posts/detail/{stamp} of its latest stamped event.
import { useEffect, useState } from 'react';
import { isAbort, type Query } from '../providers/api';
import { loadLevelAt, loadParcel, loadPostDetail, loadTrackingEvents } from './api';
import type {
  IdxLevel,
  IdxSheet,
  MapConfig,
  ParcelListQuery,
  ParcelView,
  PostBranch,
  TrackingEvent,
} from './types';

export interface ParcelAt {
  index: number;
  sheet: IdxSheet;
  level: IdxLevel;
  more: boolean;
  parcel: ParcelView | null;
  received: boolean;
  registered: boolean;
  events: TrackingEvent[];
  post: PostBranch | null;
  map: MapConfig | null;
}

const RECEIVED = ['received', 'confirmed'];

/** The list query of GET levels/idx: f status, s search, t layout, d date, e sender. */
export function idxQuery(q: ParcelListQuery): Query {
  return { f: q.status, s: q.search, t: q.layout, d: q.date, e: q.sender };
}

async function optional<T>(load: () => Promise<T>, fallback: T, signal: AbortSignal): Promise<T> {
  try {
    return await load();
  } catch (e) {
    if (isAbort(e) || signal.aborted) throw e;
    return fallback;
  }
}

/**
 * The item at `index`; `onFail` runs when the index itself cannot be loaded (games 8: the modal
 * closes). A failing part beyond it (tracking, branch) only leaves that part out.
 */
export function useParcelAt(index: number, query: ParcelListQuery, onFail: () => void): ParcelAt | null {
  const [data, setData] = useState<ParcelAt | null>(null);
  const queryKey = JSON.stringify(idxQuery(query));
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const run = async () => {
      let reply;
      try {
        reply = await loadLevelAt(index, JSON.parse(queryKey) as Query, signal);
      } catch (e) {
        if (!isAbort(e) && !signal.aborted) onFail();
        return;
      }
      const sheet = reply.sheet as IdxSheet | undefined;
      const level = reply.level as IdxLevel | undefined;
      if (!reply.ok || !sheet || !level) {
        onFail();
        return;
      }
      const parcel = await optional(() => loadParcel(level.id, signal), null, signal);
      const received = parcel?.wasReceived ?? RECEIVED.includes(sheet.status ?? '');
      const registered = parcel?.wasRegistered ?? sheet.status !== 'draft';
      const number = parcel?.tracking ?? null;
      let events: TrackingEvent[] = [];
      let post: PostBranch | null = null;
      let map: MapConfig | null = null;
      if (received && number) {
        events = await optional(() => loadTrackingEvents(number, signal), [], signal);
        const stamp = [...events].reverse().find((e) => e.stamp)?.stamp;
        if (stamp) {
          const detail = await optional(() => loadPostDetail(stamp, signal), null, signal);
          post = detail?.post ?? null;
          map = detail?.map ?? null;
        }
      }
      if (signal.aborted) return;
      setData({
        index,
        sheet,
        level,
        more: reply.more === true,
        parcel,
        received,
        registered,
        events,
        post,
        map,
      });
    };
    run().catch((e: unknown) => {
      if (!isAbort(e) && !signal.aborted) onFail();
    });
    return () => controller.abort();
    // onFail is read at the time of a failure; a new function each render must not reload
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index, queryKey]);
  return data;
}
