// 'História zmien' of an edit dialog (issue 24): the record's changes, newest first, loaded page by page
// as the user scrolls (GET history?t&id&k), with the field labels of the schema of each change's time
// (the server names them) and the values formatted as the forms show them. Collapsed until opened, so
// a dialog that is only edited makes no extra request; the pages come through the one paged-list hook.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { HistoryEntry } from '../../schemas/api';
import { imageUrl, loadHistoryPage } from './api';
import { usePagedApiList, type FetchPage } from '../lists';
import { actionLabel, describeChange, historyTypeOf, type LoggedImageView } from './format';
import { formatDateTime } from '../format';

const PAGE = 20;

export interface RecordHistoryProps {
  /** The form's API resource ('vouchers', 'drafts/7/levels'…) and the record id. */
  resource: string;
  id: string | number | null;
}

/** Mounted in every edit dialog; renders nothing for a new record or a resource without history. */
export function RecordHistory({ resource, id }: RecordHistoryProps) {
  const type = historyTypeOf(resource);
  if (!type || id === null || id === 'new') return null;
  return <HistorySection key={`${type}:${id}`} type={type} id={String(id)} />;
}

export function HistorySection({ type, id }: { type: string; id: string }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <Box
      component="section"
      sx={{ mt: 3 }}
      aria-label={translate('history.title')}
      data-history={`${type}:${id}`}
    >
      <Button size="small" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
        {translate(open ? 'history.hide' : 'history.show')}
      </Button>
      {open && <HistoryList type={type} id={id} />}
    </Box>
  );
}

/** The opened history: pages of GET history?t&id&k, the next one when the list's end comes into view. */
function HistoryList({ type, id }: { type: string; id: string }) {
  const translate = useTranslate();
  const listRef = useRef<HTMLDivElement>(null);
  const fetchPage = useCallback<FetchPage<HistoryEntry>>(
    (loaded, signal) =>
      loadHistoryPage(
        'history',
        { t: type, id, pl: PAGE, k: loaded.length ? loaded[loaded.length - 1].id : undefined },
        signal,
      ),
    [type, id],
  );
  const { items: entries, state, retry, loadMore } = usePagedApiList(fetchPage, PAGE, listRef);
  // opened below the fold of a dialog: brought into view and focused, so a keyboard and a reader follow
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const heading = headingRef.current;
    if (!heading) return;
    heading.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    heading.focus({ preventScroll: true });
  }, []);
  return (
    <Box ref={listRef} sx={{ mt: 1 }}>
      <Typography
        variant="subtitle2"
        component="h3"
        sx={{ mb: 1, outline: 'none' }}
        ref={headingRef}
        tabIndex={-1}
        data-testid="history-heading"
      >
        {translate('history.title')}
      </Typography>
      {entries.map((entry) => (
        <HistoryItem key={entry.id} entry={entry} />
      ))}
      {state === 'end' && !entries.length && (
        <Typography variant="body2" color="text.secondary">
          {translate('history.empty')}
        </Typography>
      )}
      {state === 'loading' && <CircularProgress size={20} aria-label={translate('history.loading')} />}
      {state === 'failed' && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="error">
            {translate('history.loadFailed')}
          </Typography>
          <Button size="small" onClick={retry}>
            {translate('history.retry')}
          </Button>
        </Stack>
      )}
      {state === 'idle' && entries.length > 0 && (
        <Button size="small" onClick={loadMore}>
          {translate('history.more')}
        </Button>
      )}
    </Box>
  );
}

/**
 * A logged value: an image as a small thumbnail with its file name (a removed image, whose address no
 * longer answers, by its name alone), anything else as text.
 */
function LoggedValue({ text, image }: { text: string; image: LoggedImageView | null }) {
  const [broken, setBroken] = useState(false);
  if (!image) return <>{text}</>;
  return (
    <Box
      component="span"
      data-history-image={image.id}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, verticalAlign: 'middle' }}
    >
      {!broken && (
        <Box
          component="img"
          src={imageUrl(image.id)}
          alt={image.text}
          loading="lazy"
          onError={() => setBroken(true)}
          sx={{
            width: 32,
            height: 32,
            objectFit: 'cover',
            borderRadius: 0.5,
            border: 1,
            borderColor: 'divider',
          }}
        />
      )}
      <span>{image.text}</span>
    </Box>
  );
}

/** When (d.m.yyyy HH:MM), who (as whom), what. */
export function HistoryItem({ entry, heading }: { entry: HistoryEntry; heading?: ReactNode }) {
  const translate = useTranslate();
  const when = formatDateTime(new Date(entry.at * 1000));
  const actor = entry.actor?.name ?? translate('history.nobody');
  const who = entry.actingAs ? translate('history.actingAs', { actor, user: entry.actingAs.name }) : actor;
  return (
    <Box data-history-entry={entry.id} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {heading}
        {when} · {who} · {actionLabel(entry, translate)}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {entry.changes.map((change) => {
          const c = describeChange(change, entry.action, translate);
          return (
            <Typography component="li" variant="body2" key={change.field}>
              {entry.action === 'security' ? (
                c.label
              ) : (
                <>
                  <strong>{c.label}</strong>: <LoggedValue text={c.before} image={c.beforeImage} /> →{' '}
                  <LoggedValue text={c.after} image={c.afterImage} />
                </>
              )}
            </Typography>
          );
        })}
      </Box>
    </Box>
  );
}
