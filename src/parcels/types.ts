// Replies the level/parcel detail reads (games 3.7, 3.8, 7.5, 7.6).
import type { MapConfig, PostBranch, TrackingEvent } from '../../schemas/api';

export type { MapConfig, PostBranch, TrackingEvent };

/**
 * GET parcels/{id} (games 3.7, 7.5): the level's keys (info attributes as {val}), its sheet's names,
 * the 4.1 flags and the inherited parcel view: tracking number, parcel type and group.
 */
export interface ParcelView {
  id: number;
  gameId?: number;
  gameName?: string;
  variantName?: string;
  number?: string | null;
  tracking?: string | null;
  parcelType?: string;
  typeGroup?: string;
  wasRegistered?: boolean;
  wasReceived?: boolean;
  info?: Record<string, unknown>;
}

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
