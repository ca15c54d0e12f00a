// #/changes 'Zmeny' (issue 24): every change of the change log for administrators, newest first, loaded
// as the user scrolls, filtered by user (id), record type, action and a date range; each entry links to
// its record where the app has a route for it; the filtered entries download as XLSX.
import { useCallback, useMemo, useRef, useState } from 'react';
import { Box, Button, CircularProgress, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Loading, usePermissions, useTranslate } from 'react-admin';
import type { HistoryEntry } from '../../schemas/api';
import { HISTORY_ACTIONS, HISTORY_RECORD_TYPES } from '../../schemas/api/history-kinds';
import type { Query } from '../providers/api';
import { hasPermission } from '../providers/session';
import { usePagedApiList } from '../lists';
import { changesExportUrl, HistoryItem, loadHistoryPage } from '../history';
import { DownloadLink } from '../downloads';
import { ForbiddenToGames } from '../pages';
import { DateRangeField, encodeRange, type DayRange } from '../dateRange';

const PAGE = 50;

/** The hash route of a record the app can open; undefined when it has none of its own. */
export function recordHref(entry: Pick<HistoryEntry, 'type' | 'recordId'>): string | undefined {
  switch (entry.type) {
    case 'user':
      return `#/users/${entry.recordId}`;
    case 'invoice':
      return `#/invoices/${entry.recordId}`;
    case 'voucher':
      return `#/vouchers/${entry.recordId}`;
    case 'variant':
      return `#/drafts/${entry.recordId}`;
    case 'schema':
      return '#/schemas';
    default:
      return undefined;
  }
}

interface Filters {
  a: string;
  t: string;
  f: string;
  range: DayRange | null;
}

const EMPTY: Filters = { a: '', t: '', f: '', range: null };

/** The query keys of GET changes (a, t, f, d) of the filters; undefined keys are left out. */
export function changesQuery(filters: Filters): Query {
  return {
    a: /^\d{1,9}$/.test(filters.a) ? filters.a : undefined,
    t: filters.t || undefined,
    f: filters.f || undefined,
    d: filters.range ? encodeRange(filters.range) : undefined,
  };
}

export function ChangesScreen() {
  const { permissions, isPending } = usePermissions();
  if (isPending) return <Loading />;
  if (!hasPermission(permissions, 'switch_user')) return <ForbiddenToGames />;
  return <ChangesLog />;
}

function ChangesLog() {
  const translate = useTranslate();
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const query = useMemo(() => changesQuery(filters), [filters]);
  const listRef = useRef<HTMLDivElement>(null);
  // a new filter starts from the newest entry; the next page goes on from the last one shown
  const fetchPage = useCallback(
    async (loaded: readonly HistoryEntry[], signal: AbortSignal) => {
      return loadHistoryPage('changes', { ...query, pl: PAGE, k: loaded[loaded.length - 1]?.id }, signal);
    },
    [query],
  );
  const { items: entries, state, retry } = usePagedApiList(fetchPage, PAGE, listRef);

  const set = (key: 'a' | 't' | 'f') => (e: { target: { value: string } }) =>
    setFilters((f) => ({ ...f, [key]: e.target.value }));

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('history.changes.title')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, mb: 2, alignItems: 'center' }}>
        <TextField
          size="small"
          label={translate('history.changes.user')}
          value={filters.a}
          onChange={set('a')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          select
          size="small"
          sx={{ minWidth: 180 }}
          label={translate('history.changes.type')}
          value={filters.t}
          onChange={set('t')}
        >
          <MenuItem value="">{translate('history.changes.all')}</MenuItem>
          {HISTORY_RECORD_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {translate(`history.type.${t}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          sx={{ minWidth: 160 }}
          label={translate('history.changes.action')}
          value={filters.f}
          onChange={set('f')}
        >
          <MenuItem value="">{translate('history.changes.all')}</MenuItem>
          {HISTORY_ACTIONS.map((a) => (
            <MenuItem key={a} value={a}>
              {translate(`history.action.${a}`)}
            </MenuItem>
          ))}
        </TextField>
        <DateRangeField value={filters.range} onChange={(range) => setFilters((f) => ({ ...f, range }))} />
        <DownloadLink href={changesExportUrl(query)}>{translate('history.changes.export')}</DownloadLink>
      </Stack>
      <Box ref={listRef} data-changes-list>
        {entries.map((entry) => {
          // an image opens the record it belongs to
          const href = recordHref(entry.owner ? { type: entry.owner.type, recordId: entry.owner.id } : entry);
          const owner = entry.owner && `${translate(`history.type.${entry.owner.type}`)} ${entry.owner.id}`;
          // every entry of a game's record names the game ('Úloha 166 · hra Záhada hradu')
          const record =
            `${translate(`history.type.${entry.type}`)} ${entry.recordId}` +
            (owner ? ` (${translate('history.changes.ownerOf', { record: owner })})` : '') +
            (entry.game && entry.type !== 'game'
              ? ` · ${translate('history.changes.gameOf', { name: entry.game.name || entry.game.id })}`
              : '');
          return (
            <HistoryItem
              key={entry.id}
              entry={entry}
              heading={
                <>
                  {href ? (
                    <Link href={href} title={translate('history.changes.open')}>
                      {record}
                    </Link>
                  ) : (
                    record
                  )}
                  {' · '}
                </>
              }
            />
          );
        })}
        {state === 'end' && !entries.length && (
          <Typography color="text.secondary">{translate('history.changes.empty')}</Typography>
        )}
        {state === 'loading' && <CircularProgress size={24} aria-label={translate('history.loading')} />}
        {state === 'failed' && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography color="error">{translate('history.loadFailed')}</Typography>
            <Button size="small" onClick={retry}>
              {translate('history.retry')}
            </Button>
          </Stack>
        )}
      </Box>
    </Box>
  );
}
