// The level (task) edit modal (games 2.8, 4.4, 5.2; platform 2.10, 4.6, 4.7): route-bound, one level
// at a time, moving left and right through the sheet's levels as the list's filter and search show them.
import { useCallback, useEffect, useMemo, useRef, useState, type MutableRefObject } from 'react';
import { Box, Button, CircularProgress, IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { keyframes } from '@mui/system';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import { useDataProvider, useDelete, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { computeAttrs, isBlank } from '../../schemas/engine';
import { ConfirmDialog, requestBody, SchemaFormView, shakeSx, useSchemaForm } from '../forms';
import { RecordHistory } from '../history';
import { ModalDialog, DialogActions, DialogContent, DialogTitle } from '../dialogs';
import { ReadOnlyNote } from '../layout';
import type { AppDataProvider } from '../providers/dataProvider';
import { assignNumbers, hasLabeler, levelsResource, loadNeighbours, nextNumber, seqOf } from './api';
import { useLevelListUpdates, type LevelListUpdates } from './levelLists';
import { PlayerPreview } from '../preview';
import type { LevelDialogProps, LevelRecord, LevelTarget } from './types';

/** Slide between levels and out of the 'invalid' list (games 9: slide 200 ms). */
export const SLIDE_MS = 200;

type Direction = 'left' | 'right' | 'none';

const fromRight = keyframes`from { opacity: 0; transform: translateX(48px); } to { opacity: 1; transform: none; }`;
const fromLeft = keyframes`from { opacity: 0; transform: translateX(-48px); } to { opacity: 1; transform: none; }`;
const outUp = keyframes`from { opacity: 1; transform: none; } to { opacity: 0; transform: translateY(-48px); }`;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Arrow keys belong to an input, a select or a menu that has the focus, not to the navigation. */
function ownsArrowKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLInputElement) {
    return !['checkbox', 'radio', 'button', 'submit', 'file'].includes(target.type);
  }
  return !!target.closest(
    'textarea, select, [role="combobox"], [role="listbox"], [role="option"], [role="menu"], [role="menuitem"], [role="slider"]',
  );
}

interface Loaded {
  /** `${levelId}:${nonce}` of the load this answers. */
  key: string;
  record?: LevelRecord;
  prev?: number;
  next?: number;
}

/** What the open editor does when the dialog wants to close (Esc, outside click). */
interface EditorHandle {
  requestClose(): void;
}

/** The level edit modal; `index.ts` exports it lazily. */
export function LevelDialog(props: LevelDialogProps) {
  const { sheetId, levelId, filter, search, readOnly } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const dataProviderRef = useRef(useDataProvider<AppDataProvider>());
  const callbacks = useRef(props);
  callbacks.current = props;
  const editor = useRef<EditorHandle | null>(null);
  const [nonce, setNonce] = useState(0);
  const [direction, setDirection] = useState<Direction>('none');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [closed, setClosed] = useState(false);
  const key = `${levelId}:${nonce}`;
  const readResource = levelsResource(readOnly ? 'games' : 'drafts', sheetId);

  const close = useCallback(() => {
    setClosed(true);
    callbacks.current.onClose();
  }, []);

  /** Shows another level: through the route, or by reloading when the route stays ('new' after 'new'). */
  const go = useCallback(
    (target: LevelTarget, dir: Direction) => {
      setDirection(dir);
      if (target === levelId) setNonce((n) => n + 1);
      else callbacks.current.onNavigate(target);
    },
    [levelId],
  );

  // Load the level and its neighbours; a new level follows the last one (games 4.4).
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const dataProvider = dataProviderRef.current;
    const list = { filter, search };
    (async () => {
      if (levelId === 'new') {
        if (readOnly) return close();
        const around = await loadNeighbours(dataProvider, readResource, 'last', list, signal);
        if (!signal.aborted) setLoaded({ key, prev: around.current });
        return;
      }
      const { data } = await dataProvider.getOne<LevelRecord & RaRecord>(readResource, {
        id: levelId,
        signal,
      });
      const around = await loadNeighbours(dataProvider, readResource, seqOf(data), list, signal);
      if (!signal.aborted) setLoaded({ key, record: data, prev: around.prev, next: around.next });
    })().catch((e: unknown) => {
      if (signal.aborted || (e as { name?: unknown } | null)?.name === 'AbortError') return;
      notify('levels.notify.loadFailed', { type: 'error' });
      close();
    });
    return () => controller.abort();
  }, [key, levelId, readOnly, readResource, filter, search, notify, close]);

  // Esc and a late enough outside click (platform 2.10): the open editor decides (unsaved changes,
  // renumbering running); while loading there is nothing to lose.
  const onDialogClose = useCallback(() => {
    if (editor.current) editor.current.requestClose();
    else close();
  }, [close]);

  if (closed) return null;
  const ready = loaded?.key === key ? loaded : null;

  return (
    <ModalDialog
      open
      onClose={onDialogClose}
      fullWidth
      maxWidth="lg"
      aria-labelledby="level-dialog-title"
      data-level={String(levelId)}
    >
      {ready ? (
        <LevelEditor
          key={key}
          {...props}
          record={ready.record}
          prev={ready.prev}
          next={ready.next}
          direction={direction}
          handle={editor}
          go={go}
          close={close}
        />
      ) : (
        <>
          <DialogTitle id="level-dialog-title">{translate('levels.dialog.title')}</DialogTitle>
          <DialogContent dividers sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label={translate('levels.dialog.loading')} />
          </DialogContent>
        </>
      )}
    </ModalDialog>
  );
}

interface EditorProps extends LevelDialogProps {
  record?: LevelRecord;
  prev?: number;
  next?: number;
  direction: Direction;
  handle: MutableRefObject<EditorHandle | null>;
  go(target: LevelTarget, dir: Direction): void;
  close(): void;
}

type Confirming = 'unsaved' | 'remove' | 'discard' | 'assign' | null;

function LevelEditor(props: EditorProps) {
  const { sheetId, levelId, sheet, filter, readOnly, record, prev, next, go, close } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [deleteOne] = useDelete();
  const isNew = levelId === 'new';
  const resource = levelsResource('drafts', sheetId);
  const lists: LevelListUpdates = useLevelListUpdates(sheetId, resource);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [assigning, setAssigning] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [moving, setMoving] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const corrected = useRef(false);

  const form = useSchemaForm({
    schema: 'level',
    resource,
    id: isNew ? null : levelId,
    initialValues: record,
    skipLoad: !isNew,
    localValidate: readOnly,
    onSaved: (saved, { created }) => {
      lists.saved(saved as LevelRecord, created);
      // a level that was invalid and is valid now leaves the 'invalid' list (games 4.4)
      if (filter === 'invalid' && record?.valid === false && (saved as LevelRecord).valid !== false) {
        corrected.current = true;
      }
    },
    onForceClose: close,
  });

  const busy = form.status === 'loading' || form.status === 'committing' || assigning || removing || moving;
  const blank = useMemo(() => {
    if (!isNew) return false;
    if (!form.changed) return true;
    const body = requestBody(form.form, form.values, form.attrs);
    return isBlank(form.form, computeAttrs(form.form, body, { local: true }));
  }, [isNew, form.changed, form.form, form.values, form.attrs]);

  const nextTarget: LevelTarget | undefined = next ?? (readOnly ? undefined : 'new');

  /** A corrected level slides out upward before the dialog moves on or closes. */
  const leaveIfCorrected = async () => {
    if (!corrected.current) return;
    notify('levels.notify.corrected', { type: 'info' });
    setLeaving(true);
    await wait(SLIDE_MS);
  };

  /** Commits first (games 4.4); a rejection shakes and stays, a failure has closed the dialog. */
  const commitFirst = async (): Promise<boolean> => {
    if (readOnly) return true;
    const result = await form.commit();
    return result === 'saved' || result === 'unchanged';
  };

  const move = async (dir: 'left' | 'right') => {
    const target = dir === 'left' ? prev : nextTarget;
    if (busy || target === undefined) return;
    setMoving(true);
    try {
      // a blank new level has nothing to save, and a new one after it would be the same
      if (isNew && target === 'new' && (readOnly || !form.changed || blank)) return;
      if (!(await commitFirst())) return;
      await leaveIfCorrected();
      go(target, dir);
    } finally {
      setMoving(false);
    }
  };

  const done = async () => {
    if (busy) return;
    setMoving(true);
    try {
      if (!(await commitFirst())) return;
      await leaveIfCorrected();
      close();
    } finally {
      setMoving(false);
    }
  };

  const requestClose = () => {
    if (assigning || removing || form.status === 'committing') return;
    if (!readOnly && form.changed && !blank) setConfirming('unsaved');
    else close();
  };
  props.handle.current = { requestClose };
  useEffect(() => () => void (props.handle.current = null), [props.handle]);

  /** Remove (games 4.4): an empty new form slides back; anything else is confirmed first. */
  const remove = () => {
    if (readOnly || busy) return;
    if (isNew && blank) {
      if (prev !== undefined) go(prev, 'left');
      else close();
      return;
    }
    setConfirming(isNew ? 'discard' : 'remove');
  };

  const discard = () => {
    setConfirming(null);
    if (prev !== undefined) go(prev, 'left');
    else close();
  };

  const destroy = async () => {
    if (isNew) return discard();
    setRemoving(true);
    try {
      await deleteOne(
        resource,
        { id: levelId, previousData: { id: levelId } },
        { returnPromise: true, mutationMode: 'pessimistic' },
      );
    } catch {
      notify('levels.notify.removeFailed', { type: 'error' });
      setRemoving(false);
      setConfirming(null);
      return;
    }
    lists.removed();
    setConfirming(null);
    if (next !== undefined) go(next, 'right');
    else if (prev !== undefined) go(prev, 'left');
    else close();
  };

  const assign = async () => {
    if (isNew) return;
    setAssigning(true);
    try {
      await assignNumbers(dataProvider, resource, levelId, String(form.values.order ?? ''));
      lists.renumbered();
      notify('levels.notify.assigned', { type: 'info' });
    } catch {
      notify('levels.notify.assignFailed', { type: 'error' });
    } finally {
      setAssigning(false);
      setConfirming(null);
    }
  };

  const fetchNextNumber = async () => {
    setMenuAnchor(null);
    try {
      form.setValue('order', await nextNumber(dataProvider, resource));
    } catch {
      notify('levels.notify.numberFailed', { type: 'error' });
    }
  };

  // Keys (games 2.8): Left = previous, Right = next or new, Down = remove; Esc is the dialog's own.
  const keys = useRef<(e: KeyboardEvent) => void>(() => undefined);
  keys.current = (e: KeyboardEvent) => {
    if (confirming || menuAnchor || props.keysSuspended || e.defaultPrevented) return;
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || ownsArrowKeys(e.target)) return;
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      void move('left');
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      void move('right');
    } else if (e.key === 'ArrowDown' && !readOnly) {
      e.preventDefault();
      remove();
    }
  };
  useEffect(() => {
    const listener = (e: KeyboardEvent) => keys.current(e);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  const labeler = hasLabeler(sheet);
  const order = typeof form.values.order === 'string' ? form.values.order.trim() : '';
  const name = typeof form.values.name === 'string' ? form.values.name.trim() : '';
  const title = isNew
    ? translate('levels.dialog.titleNew')
    : order && name
      ? translate('levels.dialog.titleNumberNamed', { number: order, name })
      : order
        ? translate('levels.dialog.titleNumber', { number: order })
        : name
          ? translate('levels.dialog.titleNamed', { name })
          : translate('levels.dialog.title');

  const generate = readOnly ? undefined : (
    <>
      <Button
        size="small"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        onClick={(e) => setMenuAnchor(e.currentTarget)}
        disabled={busy}
      >
        {translate('levels.generate.button')}
      </Button>
      <Menu anchorEl={menuAnchor} open={!!menuAnchor} onClose={() => setMenuAnchor(null)}>
        {labeler && !isNew && (
          <MenuItem
            disabled={!/^\d{1,6}$/.test(order)}
            onClick={() => {
              setMenuAnchor(null);
              setConfirming('assign');
            }}
          >
            {translate('levels.generate.all')}
          </MenuItem>
        )}
        <MenuItem onClick={() => void fetchNextNumber()}>{translate('levels.generate.next')}</MenuItem>
      </Menu>
    </>
  );

  const enter = props.direction === 'right' ? fromRight : props.direction === 'left' ? fromLeft : undefined;
  const animation = leaving
    ? `${outUp} ${SLIDE_MS}ms ease-in forwards`
    : enter
      ? `${enter} ${SLIDE_MS}ms ease-out`
      : undefined;

  return (
    <Box
      data-shake={String(form.shakeCount)}
      data-level-form={isNew ? 'new' : String(levelId)}
      sx={[
        { display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' },
        ...(form.shakeCount ? [shakeSx(form.shakeCount) as object] : []),
      ]}
    >
      <DialogTitle id="level-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box component="span" sx={{ flexGrow: 1 }}>
          {title}
        </Box>
        <Button
          variant={previewOpen ? 'contained' : 'outlined'}
          size="small"
          aria-pressed={previewOpen}
          startIcon={<SmartphoneIcon />}
          onClick={() => setPreviewOpen((open) => !open)}
        >
          {translate('preview.toggle')}
        </Button>
        {props.onAnswers && !isNew && (
          <Button variant="outlined" size="small" onClick={() => props.onAnswers?.(levelId)}>
            {translate('levels.dialog.answers')}
          </Button>
        )}
      </DialogTitle>
      <DialogContent dividers sx={{ overflowX: 'hidden' }}>
        {readOnly && (
          <Box sx={{ mb: 2 }}>
            <ReadOnlyNote what="level" />
          </Box>
        )}
        {/* the player preview beside the form; on a narrow dialog over it (the form stays mounted) */}
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Box
            sx={{
              flex: '1 1 auto',
              minWidth: 0,
              display: previewOpen ? { xs: 'none', md: 'block' } : 'block',
            }}
          >
            <Box sx={{ animation }}>
              <SchemaFormView
                form={form}
                shake={false}
                readOnly={readOnly}
                fieldExtras={generate ? { order: generate } : undefined}
              />
            </Box>
            {!isNew && <RecordHistory resource={resource} id={levelId} />}
          </Box>
          {previewOpen && (
            <Box
              sx={{
                position: { md: 'sticky' },
                top: 0,
                flex: { xs: '1 1 auto', md: '0 0 auto' },
                display: 'flex',
                justifyContent: 'center',
              }}
            >
              <PlayerPreview form={form.form} values={form.values} visible={(id) => !!form.attrs[id]} />
            </Box>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ gap: 1 }}>
        <Tooltip title={translate('levels.dialog.previous')}>
          <span>
            <IconButton
              aria-label={translate('levels.dialog.previous')}
              onClick={() => void move('left')}
              disabled={busy || prev === undefined}
            >
              <ChevronLeftIcon />
            </IconButton>
          </span>
        </Tooltip>
        {!readOnly && (
          <Button color="error" onClick={remove} disabled={busy}>
            {translate('levels.buttons.remove')}
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button onClick={requestClose} disabled={assigning || removing || form.status === 'committing'}>
          {translate(readOnly ? 'levels.buttons.close' : 'levels.buttons.cancel')}
        </Button>
        {!readOnly && (
          <Button variant="contained" onClick={() => void done()} disabled={busy}>
            {translate('levels.buttons.done')}
          </Button>
        )}
        <Tooltip title={translate(next === undefined ? 'levels.dialog.newLevel' : 'levels.dialog.next')}>
          <span>
            <IconButton
              aria-label={translate(next === undefined ? 'levels.dialog.newLevel' : 'levels.dialog.next')}
              onClick={() => void move('right')}
              disabled={busy || nextTarget === undefined}
            >
              {next === undefined ? <AddIcon /> : <ChevronRightIcon />}
            </IconButton>
          </span>
        </Tooltip>
      </DialogActions>
      <ConfirmDialog
        open={confirming === 'unsaved'}
        title="levels.confirm.unsavedTitle"
        content="levels.confirm.unsavedContent"
        onConfirm={() => {
          setConfirming(null);
          close();
        }}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'remove' || confirming === 'discard'}
        destructive
        title={confirming === 'discard' ? 'levels.confirm.discardTitle' : 'levels.confirm.removeTitle'}
        content={confirming === 'discard' ? 'levels.confirm.discardContent' : 'levels.confirm.removeContent'}
        loading={removing}
        onConfirm={() => void destroy()}
        onClose={() => !removing && setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'assign'}
        title="levels.confirm.assignTitle"
        content="levels.confirm.assignContent"
        loading={assigning}
        onConfirm={() => void assign()}
        onClose={() => !assigning && setConfirming(null)}
      />
    </Box>
  );
}
