import { useMemo } from 'react';
import type { Identifier, RaRecord } from 'react-admin';

export type ListChange =
  | { kind: 'created'; record: RaRecord }
  | { kind: 'updated'; record: RaRecord }
  | { kind: 'removed'; id: Identifier }
  | { kind: 'reload' };

/**
 * The channel from an edit dialog (or an import) to the <RecordList> that shows the records:
 * `saved`/`removed` fit EditDialog's onSaved/onRemoved as they are.
 */
export interface RecordListChanges {
  /** EditDialog's onSaved: a created record is prepended, an updated one replaced and highlighted. */
  saved(record: RaRecord, info?: { created: boolean }): void;
  created(record: RaRecord): void;
  updated(record: RaRecord): void;
  /** EditDialog's onRemoved (a record or its id): the item slides out of the list. */
  removed(record: RaRecord | Identifier): void;
  /** Clears the list and loads it again (e.g. after an import). */
  reload(): void;
  /** Used by RecordList; returns the unsubscribe function. */
  subscribe(listener: (change: ListChange) => void): () => void;
}

export function createRecordListChanges(): RecordListChanges {
  const listeners = new Set<(change: ListChange) => void>();
  const emit = (change: ListChange) => listeners.forEach((listener) => listener(change));
  return {
    saved: (record, info) => emit({ kind: info?.created ? 'created' : 'updated', record }),
    created: (record) => emit({ kind: 'created', record }),
    updated: (record) => emit({ kind: 'updated', record }),
    removed: (record) => emit({ kind: 'removed', id: typeof record === 'object' ? record.id : record }),
    reload: () => emit({ kind: 'reload' }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One stable RecordListChanges for the lifetime of the component (a screen with its list and dialog). */
export function useRecordListChanges(): RecordListChanges {
  return useMemo(createRecordListChanges, []);
}
