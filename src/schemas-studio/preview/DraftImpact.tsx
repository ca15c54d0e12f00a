// The draft's impact on stored records (POST schemas/impact): per record type how many would become
// incomplete under the draft, the first of them as links to their records. Checked on the button, then
// again whenever the draft changes (debounced), while the pane stays open.
import { useEffect, useState } from 'react';
import { Box, Button, LinearProgress, Link, List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SchemaFiles } from '../../../schemas/loader';
import { isAbort } from '../../providers/api';
import { draftImpact, InvalidDraftError, type ImpactGroup } from './api';
import { ProblemList } from './ProblemList';
import { useDebounced } from './useDebounced';

/** How long the draft must stay unchanged before a checked impact is checked again. */
export const IMPACT_DEBOUNCE_MS = 1000;

type ImpactItem = ImpactGroup['items'][number];

/** The app's route of an incomplete record ('#/drafts/7/levels/12'…); null when it has none. */
export function impactHref(type: ImpactGroup['type'], item: ImpactItem): string | null {
  // a sent game opens among the games, a draft among the drafts
  const area = item.sent ? 'games' : 'drafts';
  switch (type) {
    case 'level':
      return item.sheetId ? `#/${area}/${item.sheetId}/levels/${item.id}` : null;
    case 'variant':
      return `#/${area}/${item.sheetId ?? item.id}`;
    case 'game':
      // a game's sheet is one of its variants (a draft one when it has one)
      return item.sheetId ? `#/${area}/${item.sheetId}` : null;
    case 'invoice':
      return `#/invoices/${item.id}`;
    case 'voucher':
      return `#/vouchers/${item.id}`;
    case 'user':
      return `#/users/${item.id}`;
    default:
      return null;
  }
}

type ImpactState =
  | { kind: 'idle' }
  | { kind: 'done'; groups: ImpactGroup[]; files: SchemaFiles }
  | { kind: 'invalid'; problems: string[] }
  | { kind: 'failed' };

export interface DraftImpactProps {
  /** The draft's files (every form and codelist). */
  files: SchemaFiles;
}

export function DraftImpact({ files }: DraftImpactProps) {
  const translate = useTranslate();
  const draft = useDebounced(files, IMPACT_DEBOUNCE_MS);
  const [state, setState] = useState<ImpactState>({ kind: 'idle' });
  const [running, setRunning] = useState(false);
  /** Grows on the button; 0: not asked yet (nothing runs on its own before). */
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    if (!asked) return;
    const controller = new AbortController();
    setRunning(true);
    draftImpact(draft, controller.signal)
      .then((groups) => setState({ kind: 'done', groups, files: draft }))
      .catch((e: unknown) => {
        if (isAbort(e) || controller.signal.aborted) return;
        setState(
          e instanceof InvalidDraftError ? { kind: 'invalid', problems: e.problems } : { kind: 'failed' },
        );
      })
      .finally(() => {
        if (!controller.signal.aborted) setRunning(false);
      });
    return () => controller.abort();
  }, [draft, asked]);

  const stale = state.kind === 'done' && state.files !== files;
  const total = state.kind === 'done' ? state.groups.reduce((n, g) => n + g.count, 0) : 0;

  return (
    <Box component="section" aria-labelledby="schemas-impact-title" aria-busy={running}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle1" component="h2" id="schemas-impact-title" sx={{ flex: 1 }}>
          {translate('schemasPreview.impact.title')}
        </Typography>
        <Button size="small" variant="outlined" onClick={() => setAsked((n) => n + 1)} disabled={running}>
          {translate('schemasPreview.impact.check')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('schemasPreview.impact.hint')}
      </Typography>
      {running && (
        <Box sx={{ mb: 1 }}>
          <LinearProgress aria-label={translate('schemasPreview.impact.checking')} />
          <Typography variant="caption" color="text.secondary">
            {translate('schemasPreview.impact.checking')}
          </Typography>
        </Box>
      )}
      {stale && !running && (
        <Typography variant="caption" color="text.secondary" component="p">
          {translate('schemasPreview.impact.stale')}
        </Typography>
      )}
      {state.kind === 'invalid' && (
        <ProblemList heading={translate('schemasPreview.impact.invalid')} problems={state.problems} />
      )}
      {state.kind === 'failed' && (
        <Typography role="alert" color="error">
          {translate('schemasPreview.impact.failed')}
        </Typography>
      )}
      {state.kind === 'done' && (
        <Box sx={{ opacity: stale || running ? 0.6 : 1 }}>
          {total === 0 && <Typography variant="body2">{translate('schemasPreview.impact.none')}</Typography>}
          <List dense disablePadding aria-label={translate('schemasPreview.impact.title')}>
            {state.groups.map((g) => (
              <ImpactRow key={g.type} group={g} />
            ))}
          </List>
        </Box>
      )}
    </Box>
  );
}

export function ImpactRow({ group }: { group: ImpactGroup }) {
  const translate = useTranslate();
  const name = translate(`schemasPreview.impact.types.${group.type}`);
  return (
    <ListItem disableGutters data-impact={group.type} sx={{ display: 'block', py: 0.5 }}>
      <Typography variant="body2" component="div">
        <strong>{name}</strong>
        {': '}
        <Box component="span" sx={{ color: group.count ? 'warning.dark' : 'text.secondary' }}>
          {translate('schemasPreview.impact.count', { count: group.count, checked: group.checked })}
        </Box>
        {group.sent > 0 && (
          <Box component="span" data-impact-sent={group.sent}>
            {' '}
            {translate('schemasPreview.impact.sent', { count: group.sent })}
          </Box>
        )}
      </Typography>
      {group.items.length > 0 && (
        <Box
          component="ul"
          aria-label={name}
          sx={{ m: 0, pl: 2.5, columnGap: 2, display: 'flex', flexWrap: 'wrap', listStyle: 'none' }}
        >
          {group.items.map((item) => {
            const href = impactHref(group.type, item);
            return (
              <Box component="li" key={item.id} sx={{ typography: 'body2' }}>
                {href ? <Link href={href}>{item.label}</Link> : item.label}
                {item.sent && ` (${translate('schemasPreview.impact.sentItem')})`}
              </Box>
            );
          })}
          {group.count > group.items.length && (
            <Box component="li" sx={{ typography: 'body2', color: 'text.secondary' }}>
              {translate('schemasPreview.impact.more', { count: group.count - group.items.length })}
            </Box>
          )}
        </Box>
      )}
    </ListItem>
  );
}
