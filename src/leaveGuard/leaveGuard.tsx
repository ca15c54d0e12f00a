// The leave dialog of games 4.2: leaving the game edit view while the game is unsaved and has at least
// one level asks yes / no / cancel. yes saves the game and leaves, no destroys the draft and leaves,
// cancel stays (routes back to the view). The view registers its draft here, with the calls that save
// and destroy it; the host, mounted in the frame, sees the route leave the view (the view is gone by
// then) and asks. Its own folder, so that the frame does not load the games feature to host it.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from '@mui/material';
import { ModalDialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '../dialogs';
import { useNotify, usePermissions, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { defaultView } from '../providers/session';
import { useMenuBadges } from '../search';

export interface GuardedDraft {
  id: string;
  name: string;
  /** 'Áno': saves the draft (POST drafts/{id}/save). */
  save(): Promise<void>;
  /** 'Nie': destroys the draft (DELETE drafts/{id}). */
  destroy(): Promise<void>;
}

let guarded: GuardedDraft | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const leaveGuard = {
  /** The view's unsaved draft with levels (null = nothing to ask about). */
  set(draft: GuardedDraft | null) {
    if (guarded?.id === draft?.id && guarded?.name === draft?.name) return;
    guarded = draft;
    emit();
  },
  get: () => guarded,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** While mounted, guards `draft` (or nothing when null); the view calls it on every render. */
export function useLeaveGuard(draft: GuardedDraft | null) {
  const id = draft?.id;
  const name = draft?.name;
  // the calls as of the last render (they may close over a newer data provider)
  const calls = useRef(draft);
  calls.current = draft;
  useEffect(() => {
    leaveGuard.set(
      id === undefined
        ? null
        : {
            id,
            name: name ?? '',
            save: () => calls.current?.save() ?? Promise.reject(new Error('no draft')),
            destroy: () => calls.current?.destroy() ?? Promise.reject(new Error('no draft')),
          },
    );
  }, [id, name]);
}

/** Whether a path still shows the draft's view (its levels and dialogs included). */
export const insideDraft = (pathname: string, id: string) =>
  pathname === `/drafts/${id}` || pathname.startsWith(`/drafts/${id}/`);

/** Mounted once in the signed-in frame. */
export function LeaveDraftDialogHost() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { refreshCounts } = useMenuBadges();
  const { permissions } = usePermissions();
  const draft = useSyncExternalStore(leaveGuard.subscribe, leaveGuard.get, leaveGuard.get);
  const [asking, setAsking] = useState<GuardedDraft | null>(null);
  const [busy, setBusy] = useState(false);
  const previous = useRef(pathname);

  useEffect(() => {
    const was = previous.current;
    previous.current = pathname;
    if (!draft || was === pathname) return;
    if (insideDraft(was, draft.id) && !insideDraft(pathname, draft.id)) {
      leaveGuard.set(null);
      setAsking(draft);
    }
  }, [pathname, draft]);

  const finish = async (action: 'save' | 'destroy') => {
    if (!asking) return;
    setBusy(true);
    try {
      if (action === 'save') await asking.save();
      else await asking.destroy();
      notify(action === 'save' ? 'games.gameEdit.saveConfirm.done' : 'games.gameEdit.removeConfirm.done', {
        type: 'info',
      });
    } catch {
      // a failed save or destroy goes to the default view (games 8)
      notify('games.gameEdit.actionFailed', { type: 'error' });
      navigate(defaultView(permissions));
    } finally {
      refreshCounts();
      setBusy(false);
      setAsking(null);
    }
  };

  const stay = () => {
    if (!asking) return;
    const id = asking.id;
    setAsking(null);
    navigate(`/drafts/${id}`);
  };

  return (
    <ModalDialog
      open={asking !== null}
      onClose={stay}
      closable={!busy}
      aria-labelledby="leave-draft-title"
      data-testid="leave-draft-dialog"
    >
      <DialogTitle id="leave-draft-title">{translate('games.gameEdit.leave.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {translate('games.gameEdit.leave.content', { name: asking?.name ?? '' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void finish('destroy')} disabled={busy} color="error">
          {translate('games.gameEdit.leave.no')}
        </Button>
        <Button onClick={stay} disabled={busy}>
          {translate('games.gameEdit.leave.cancel')}
        </Button>
        <Button onClick={() => void finish('save')} disabled={busy} variant="contained">
          {translate('games.gameEdit.leave.yes')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
