// Replies the level/parcel detail reads (games 3.7, 3.8, 7.5, 7.6).
import type { MapConfig, ParcelView, PostBranch, TrackingEvent } from '../../schemas/api';

export type { MapConfig, ParcelView, PostBranch, TrackingEvent };

/** The sheet of a levels/idx reply (the fields the dialog shows). */
export interface IdxSheet {
  id: number;
  gameName?: string;
  variantNameExtended?: string;
  parcelType?: string;
  status?: string;
}

/** The level of a levels/idx reply. */
export interface IdxLevel {
  id: number;
  gameId?: number;
  number?: string | null;
  tracking?: string | null;
  info?: Record<string, unknown>;
}

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
