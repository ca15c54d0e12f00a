// THE slot where a level item of the games list opens its detail (games 2.5, 2.12). The level/parcel
// detail dialog (src/parcels, branch parcel-courier) browses the list by index with the same query;
// until it is merged, the level opens read-only in the level modal of src/levels.
//
// Integrator: replace the body of LevelItemDialog with
//   <ParcelDetailDialog index={index} sender={query.e} layout={query.t} search={query.s} date={query.d}
//     status={query.f} onClose={onClose} />
import { useState } from 'react';
import { LevelDialog, type LevelTarget } from '../../levels';
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

export function LevelItemDialog({ item, query, onClose }: LevelItemDialogProps) {
  const [levelId, setLevelId] = useState<LevelTarget>(Number(item.id));
  if (item.gameId === undefined) return null;
  return (
    <LevelDialog
      sheetId={item.gameId}
      levelId={levelId}
      sheet={null}
      filter="all"
      search={query.s ?? ''}
      readOnly
      onNavigate={(to) => to !== 'new' && setLevelId(to)}
      onClose={onClose}
    />
  );
}
