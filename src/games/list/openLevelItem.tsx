// THE slot where a level item of the games list opens its detail (games 2.5, 2.12): the level/parcel
// detail dialog (src/parcels) browses the list by index with the same query.
import { ParcelDetailDialog } from '../../parcels';
import type { LevelListRecord } from './LevelItem';

/** The query of the level items list (GET parcels?f&s&t&d&e), which the detail browses by index. */
export interface LevelItemQuery {
  /** Status filter of the tab (registered, received, expired). */
  f?: string;
  s?: string;
  /** Layout (parcel type). */
  t?: string;
  /** Date or range YYYYMMDD[-YYYYMMDD]. */
  d?: string;
  /** Sender: the author filter. */
  e?: string;
}

export interface LevelItemDialogProps {
  item: LevelListRecord;
  /** The item's index in the list (0-based). */
  index: number;
  query: LevelItemQuery;
  onClose(): void;
}

export function LevelItemDialog({ index, query, onClose }: LevelItemDialogProps) {
  return (
    <ParcelDetailDialog
      index={index}
      status={query.f}
      sender={query.e}
      layout={query.t}
      search={query.s}
      date={query.d}
      onClose={onClose}
    />
  );
}
