import type { Identifier, RaRecord } from 'react-admin';
import type { ListChange } from './listChanges';

/** Local changes shown on top of the loaded pages until the next reload. */
export interface Overlay {
  /** Created records, newest first: shown before the loaded items. */
  created: RaRecord[];
  /** Updated records by id: replace the loaded item in place. */
  updated: Map<Identifier, RaRecord>;
  removed: Set<Identifier>;
  /** Ids to animate in (created here). */
  entering: Set<Identifier>;
}

export const emptyOverlay = (): Overlay => ({
  created: [],
  updated: new Map(),
  removed: new Set(),
  entering: new Set(),
});

const key = (id: Identifier) => String(id);

export function applyChange(overlay: Overlay, change: ListChange): Overlay {
  switch (change.kind) {
    case 'created': {
      const { record } = change;
      const removed = new Set(overlay.removed);
      removed.delete(key(record.id));
      return {
        ...overlay,
        created: [record, ...overlay.created.filter((r) => key(r.id) !== key(record.id))],
        removed,
        entering: new Set(overlay.entering).add(key(record.id)),
      };
    }
    case 'updated':
      return { ...overlay, updated: new Map(overlay.updated).set(key(change.record.id), change.record) };
    case 'removed':
      return { ...overlay, removed: new Set(overlay.removed).add(key(change.id)) };
    case 'reload':
      return emptyOverlay();
  }
}

/** The visible items: created ones first, then the loaded ones; updated ones replaced; removed and duplicate ids left out. */
export function visibleItems(loaded: RaRecord[], overlay: Overlay): RaRecord[] {
  const seen = new Set<string>();
  const items: RaRecord[] = [];
  for (const record of [...overlay.created, ...loaded]) {
    const id = key(record.id);
    if (seen.has(id) || overlay.removed.has(id)) continue;
    seen.add(id);
    items.push(overlay.updated.get(id) ?? record);
  }
  return items;
}
