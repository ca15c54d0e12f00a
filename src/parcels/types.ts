// Replies the level/parcel detail reads (games 3.7, 3.8, 7.5, 7.6): the reply types of schemas/api.
import type {
  MapConfig,
  ParcelLevel,
  ParcelView as ParcelViewReply,
  PostBranch,
  Sheet,
  TrackingEvent,
} from '../../schemas/api';

export type { MapConfig, PostBranch, TrackingEvent };

/** A record the dialog has loaded: its id is there. */
type Loaded<T> = T & { id: number };

/**
 * GET parcels/{id} (games 3.7, 7.5): the level's keys (info attributes as {val}), its sheet's names,
 * the 4.1 flags and the inherited parcel view: tracking number, parcel type and group.
 */
export type ParcelView = Loaded<ParcelViewReply>;

/** The sheet of a levels/idx reply. */
export type IdxSheet = Loaded<Sheet>;

/** The level of a levels/idx reply. */
export type IdxLevel = Loaded<ParcelLevel>;

/** The query of the list the dialog browses (GET levels/idx/{idx}?f&s&t&d&e). */
export interface ParcelListQuery {
  /** Status filter (received, registered, expired). */
  status?: string;
  /** Sender: the author filter. */
  sender?: string;
  /** Layout filter (sent as t). */
  layout?: string;
  search?: string;
  /** YYYYMMDD or YYYYMMDD-YYYYMMDD. */
  date?: string;
}
