// Saves a studio draft on the server a moment after it changes (PUT schemas/drafts/{scope}), one call at
// a time in order, so a discard or a publish (DELETE) is never overtaken by an earlier save. A failed save
// keeps the draft in the page and says so; the next change tries again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { deleteDraft, saveDraft, type StoredDraft } from './api';

/** How long after the last change the draft is saved. */
export const DRAFT_SAVE_DELAY_MS = 600;

export type DraftSaveState = 'idle' | 'saving' | 'saved' | 'failed';

export interface DraftSaver {
  state: DraftSaveState;
  /** A change is not on the server yet (waiting, being saved, or its save failed). */
  unsaved: boolean;
  /** The draft changed: save it in a moment. */
  schedule(draft: StoredDraft): void;
  /** Saves a waiting change now; resolves when every call so far has ended. */
  settle(): Promise<void>;
  /** Drops an unsaved change and deletes the server's draft (after a discard or a publish). */
  remove(): Promise<void>;
}

export function useDraftSaver(scope: string): DraftSaver {
  const [state, setState] = useState<DraftSaveState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<StoredDraft | null>(null);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const live = useRef(true);
  // which call is the newest: only its outcome is shown
  const serial = useRef(0);

  const enqueue = useCallback(<T>(run: () => Promise<T>): Promise<T> => {
    const next = chain.current.then(run, run);
    chain.current = next.catch(() => undefined);
    return next;
  }, []);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const draft = pending.current;
    if (!draft) return;
    pending.current = null;
    const n = ++serial.current;
    if (live.current) setState('saving');
    enqueue(() => saveDraft(scope, draft)).then(
      () => live.current && n === serial.current && setState('saved'),
      () => live.current && n === serial.current && setState('failed'),
    );
  }, [enqueue, scope]);

  const schedule = useCallback(
    (draft: StoredDraft) => {
      pending.current = draft;
      serial.current++;
      setState('saving');
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
    },
    [flush],
  );

  const settle = useCallback(async () => {
    flush();
    await chain.current;
  }, [flush]);

  const remove = useCallback(async () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    pending.current = null;
    serial.current++;
    await enqueue(() => deleteDraft(scope));
    if (live.current) setState('idle');
  }, [enqueue, scope]);

  // Leaving the editor saves what is still waiting.
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      flush();
    };
  }, [flush]);

  return { state, unsaved: state === 'saving' || state === 'failed', schedule, settle, remove };
}
