// #/trash 'Kôš' (issue 24 item 3): the removed drafts, levels, vouchers, invoices (and, for
// administrators, users), newest first, loaded as the user scrolls; 'Obnoviť' after a confirmation puts a
// record back and the notification links to it (with a note about a renumbered level or a sheet that came
// back too); administrators may also remove an item for good ('Odstrániť natrvalo').
import { useCallback, useRef, useState } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  Link,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify, usePermissions, useTranslate } from 'react-admin';
import type { TrashItem } from '../../schemas/api';
import { ApiError } from '../providers/api';
import { formatDateTime } from '../format';
import { loadTrashPage, purgeTrashItem, restoreTrashItem } from './api';
import { hasPermission } from '../providers/session';
import { usePagedApiList } from '../lists';
import { DialogActions, DialogContent, DialogContentText, DialogTitle, ModalDialog } from '../dialogs';

const PAGE = 50;
/** The item types (schemas/api/trash.ts, not imported at run time: it brings TypeBox). */
const TRASH_TYPES = ['draft', 'level', 'image', 'voucher', 'invoice', 'user'] as const;

/** The hash route of a restored record. */
export function restoredHref(restored: { type: string; id: number; parentId: number | null }): string {
  switch (restored.type) {
    case 'level':
      return `#/drafts/${restored.parentId ?? ''}/levels/${restored.id}`;
    case 'voucher':
      return `#/vouchers/${restored.id}`;
    case 'invoice':
      return `#/invoices/${restored.id}`;
    case 'user':
      return `#/users/${restored.id}`;
    default:
      return `#/drafts/${restored.id}`;
  }
}

const whenOf = (epoch: number) => formatDateTime(new Date(epoch * 1000));

const dayOf = (epoch: number) => {
  const at = new Date(epoch * 1000);
  return `${at.getDate()}.${at.getMonth() + 1}.${at.getFullYear()}`;
};

type Pending = { action: 'restore' | 'purge'; item: TrashItem };

export function TrashScreen() {
  const translate = useTranslate();
  const notify = useNotify();
  const { permissions } = usePermissions();
  const admin = hasPermission(permissions, 'switch_user');
  const [type, setType] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [retentionDays, setRetentionDays] = useState<number | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const fetchPage = useCallback(
    async (loaded: readonly TrashItem[], signal: AbortSignal) => {
      const reply = await loadTrashPage(
        { po: loaded.length || undefined, pl: PAGE, t: type || undefined },
        signal,
      );
      if (typeof reply.retentionDays === 'number') setRetentionDays(reply.retentionDays);
      return reply.trash ?? [];
    },
    [type],
  );
  const { items, state, reload, retry } = usePagedApiList(fetchPage, PAGE, listRef);

  const typeName = (t: string) => translate(`trash.type.${t}`);

  const confirm = async () => {
    if (!pending) return;
    const { action, item } = pending;
    setBusy(true);
    try {
      if (action === 'purge') {
        await purgeTrashItem(item.id);
        notify('trash.purged', { type: 'info' });
      } else {
        const reply = await restoreTrashItem(item.id);
        if (!reply.ok || !reply.restored) {
          notify(reply.message ?? translate('trash.failed'), { type: 'warning', autoHideDuration: 10_000 });
          return;
        }
        const notes = (reply.notes ?? []).map((n) => translate(`trash.note.${n.kind}`, n));
        notify(
          <span data-trash-restored>
            {translate('trash.restored', { type: typeName(item.type), label: item.label })}{' '}
            <Link href={restoredHref(reply.restored)} color="inherit" underline="always">
              {translate('trash.open')}
            </Link>
            {notes.map((note) => (
              <span key={note}> {note}</span>
            ))}
          </span>,
          { type: 'success', autoHideDuration: notes.length ? 15_000 : 6_000 },
        );
      }
      reload();
    } catch (e) {
      const message = e instanceof ApiError ? e.body?.message : undefined;
      notify(typeof message === 'string' ? message : translate('trash.failed'), { type: 'error' });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate('trash.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('trash.intro')}
        {retentionDays !== null && (
          <span data-trash-retention>
            {' '}
            {retentionDays > 0
              ? translate('trash.retention', { smart_count: retentionDays })
              : translate('trash.retentionNone')}
          </span>
        )}
      </Typography>
      <TextField
        select
        size="small"
        sx={{ minWidth: 180, mb: 2 }}
        label={translate('trash.filter')}
        value={type}
        onChange={(e) => setType(e.target.value)}
      >
        <MenuItem value="">{translate('trash.all')}</MenuItem>
        {TRASH_TYPES.filter((t) => t !== 'user' || admin).map((t) => (
          <MenuItem key={t} value={t}>
            {typeName(t)}
          </MenuItem>
        ))}
      </TextField>
      <Stack ref={listRef} spacing={1} data-trash-list>
        {items.map((item) => (
          <Paper
            key={item.id}
            variant="outlined"
            sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
            data-trash-item={item.id}
          >
            <Box sx={{ flex: 1, minWidth: 200 }}>
              <Typography>
                <b>{typeName(item.type)}</b> {item.label}
                {item.parentLabel ? ` · ${translate('trash.inParent', { parent: item.parentLabel })}` : ''}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {item.removedBy
                  ? translate('trash.removed', { who: item.removedBy.name, when: whenOf(item.removedAt) })
                  : translate('trash.removedAt', { when: whenOf(item.removedAt) })}
                {retentionDays
                  ? ` · ${translate('trash.purgeAt', { when: dayOf(item.removedAt + retentionDays * 86_400) })}`
                  : ''}
              </Typography>
            </Box>
            <Button variant="outlined" onClick={() => setPending({ action: 'restore', item })}>
              {translate('trash.restore')}
            </Button>
            {admin && (
              <Button color="error" onClick={() => setPending({ action: 'purge', item })}>
                {translate('trash.purge')}
              </Button>
            )}
          </Paper>
        ))}
        {state === 'end' && !items.length && (
          <Typography color="text.secondary">{translate('trash.empty')}</Typography>
        )}
        {state === 'loading' && <CircularProgress size={24} aria-label={translate('trash.loading')} />}
        {state === 'failed' && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography color="error">{translate('trash.loadFailed')}</Typography>
            <Button size="small" onClick={retry}>
              {translate('trash.retry')}
            </Button>
          </Stack>
        )}
      </Stack>
      <ModalDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        closable={!busy}
        aria-labelledby="trash-confirm-title"
      >
        {pending && (
          <>
            <DialogTitle id="trash-confirm-title">
              {translate(pending.action === 'restore' ? 'trash.restoreTitle' : 'trash.purgeTitle')}
            </DialogTitle>
            <DialogContent>
              <DialogContentText>
                {translate(pending.action === 'restore' ? 'trash.restoreText' : 'trash.purgeText', {
                  type: typeName(pending.item.type),
                  label: pending.item.label,
                })}
              </DialogContentText>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setPending(null)} disabled={busy}>
                {translate('trash.cancel')}
              </Button>
              <Button
                variant="contained"
                color={pending.action === 'restore' ? 'primary' : 'error'}
                onClick={() => void confirm()}
                disabled={busy}
              >
                {translate(pending.action === 'restore' ? 'trash.restore' : 'trash.purge')}
              </Button>
            </DialogActions>
          </>
        )}
      </ModalDialog>
    </Box>
  );
}
