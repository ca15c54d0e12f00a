// 'Vyskúšať hru': a test play of a variant. Its active levels (GET {drafts|games}/{id}/levels?f=production,
// listed by number) one after another in the player preview's phone frame; each is answered (judged in the
// browser by the one answer rule, schemas/answers.ts) or skipped, and the play ends with a summary of
// correct, wrong and skipped levels. Nothing of it reaches the server: no play, no answer event, nothing
// in the insights.
import type { Level } from '../../schemas/api';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AnswerVerdict } from '../../schemas/answers';
import type { GeoValue } from '../../schemas/engine';
import { clientForm, PositionMap } from '../forms';
import { ModalDialog, DialogActions, DialogContent, DialogTitle } from '../dialogs';
import type { AppDataProvider } from '../providers/dataProvider';
import { isAbort } from '../providers/api';
import { PlayerPreview } from './PlayerPreview';

/** The most levels a test play loads (the list's page limit). */
export const TEST_PLAY_LIMIT = 500;

export interface TestPlayDialogProps {
  sheetId: number | string;
  /** Editors read drafts/{id}/levels, viewers games/{id}/levels. */
  area: 'drafts' | 'games';
  /** The game's name for the title. */
  name: string;
  onClose(): void;
}

export type Outcome = 'correct' | 'wrong' | 'skipped';

type StoredLevel = Pick<Level, 'id' | 'layout' | 'number' | 'info'>;

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; levels: StoredLevel[] };

/** A stored level's values as the preview reads them (its info, with the layout). */
function valuesOf(level: StoredLevel): Record<string, unknown> {
  const info = level.info ?? {};
  return { ...info, layout: info.layout ?? level.layout ?? '' };
}

/** The level's position (the geo field `position`: {lat, lng, radius}), or null. */
export function positionOf(level: StoredLevel): GeoValue | null {
  const raw = level.info?.position;
  const v = raw && typeof raw === 'object' && 'val' in raw ? (raw as { val: unknown }).val : raw;
  if (!v || typeof v !== 'object') return null;
  const { lat, lng, radius } = v as Record<string, unknown>;
  return typeof lat === 'number' && typeof lng === 'number' && typeof radius === 'number'
    ? { lat, lng, radius }
    : null;
}

function titleOf(level: StoredLevel): string {
  const unwrap = (v: unknown) => (v && typeof v === 'object' && 'val' in v ? (v as { val: unknown }).val : v);
  const order = unwrap(level.info?.order);
  const name = unwrap(level.info?.name) ?? unwrap(level.info?.question);
  return [order, name].filter((v) => v !== undefined && v !== null && v !== '').join(' · ');
}

export function TestPlayDialog({ sheetId, area, name, onClose }: TestPlayDialogProps) {
  const translate = useTranslate();
  const dataProvider = useRef(useDataProvider<AppDataProvider>()).current;
  const form = useMemo(() => clientForm('level'), []);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [index, setIndex] = useState(0);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  /** The current level's verdicts so far: a correct one settles it, a wrong one may be tried again. */
  const [current, setCurrent] = useState<Outcome | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    dataProvider
      .call('GET', `${area}/${sheetId}/levels`, undefined, {
        signal: controller.signal,
        query: { f: 'production', pl: TEST_PLAY_LIMIT },
      })
      .then(
        (reply) => {
          if (controller.signal.aborted) return;
          const levels = Array.isArray(reply.levels) ? (reply.levels as StoredLevel[]) : [];
          setLoad({ state: 'ready', levels });
        },
        (e: unknown) => {
          if (!isAbort(e) && !controller.signal.aborted) setLoad({ state: 'failed' });
        },
      );
    return () => controller.abort();
  }, [dataProvider, area, sheetId]);

  const levels = load.state === 'ready' ? load.levels : [];
  const finished = load.state === 'ready' && index >= levels.length;
  const level = load.state === 'ready' && !finished ? levels[index] : undefined;
  const position = level ? positionOf(level) : null;
  const counts = {
    correct: outcomes.filter((o) => o === 'correct').length,
    wrong: outcomes.filter((o) => o === 'wrong').length,
    skipped: outcomes.filter((o) => o === 'skipped').length,
  };

  const onVerdict = (verdict: AnswerVerdict) =>
    setCurrent((was) => (was === 'correct' ? was : verdict.correct ? 'correct' : 'wrong'));
  const advance = (outcome: Outcome) => {
    setOutcomes((list) => [...list, outcome]);
    setCurrent(null);
    setIndex((i) => i + 1);
  };
  const restart = () => {
    setOutcomes([]);
    setCurrent(null);
    setIndex(0);
    setRound((r) => r + 1);
  };
  const last = index === levels.length - 1;

  return (
    <ModalDialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="test-play-title">
      <DialogTitle id="test-play-title">{translate('testPlay.title', { name })}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('testPlay.note')}
        </Typography>
        {load.state === 'loading' && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label={translate('testPlay.loading')} />
          </Box>
        )}
        {load.state === 'failed' && <Alert severity="error">{translate('testPlay.loadFailed')}</Alert>}
        {load.state === 'ready' && levels.length === 0 && (
          <Alert severity="info" data-testid="test-play-empty">
            {translate('testPlay.empty')}
          </Alert>
        )}
        {level && (
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
            <Typography variant="subtitle2" data-testid="test-play-progress">
              {translate('testPlay.progress', { index: index + 1, count: levels.length })}
              {titleOf(level) ? ` – ${titleOf(level)}` : ''}
            </Typography>
            <Typography variant="caption" color="text.secondary" data-testid="test-play-counts">
              {translate('testPlay.counts', counts)}
            </Typography>
            <Box
              sx={{
                display: 'flex',
                flexDirection: { xs: 'column', md: 'row' },
                alignItems: { xs: 'center', md: 'flex-start' },
                gap: 2,
                width: '100%',
                justifyContent: 'center',
              }}
            >
              <PlayerPreview
                form={form}
                values={valuesOf(level)}
                onVerdict={onVerdict}
                resetKey={`${round}:${index}`}
                maxHeight="calc(100vh - 300px)"
              />
              {position && (
                <Box sx={{ width: { xs: '100%', md: 280 }, maxWidth: 360 }} data-testid="test-play-map">
                  <PositionMap
                    key={`${level.id}`}
                    position={position}
                    label={translate('testPlay.map')}
                    markerLabel={titleOf(level) || translate('preview.level')}
                    height={280}
                  />
                </Box>
              )}
            </Box>
          </Box>
        )}
        {finished && levels.length > 0 && (
          <Box data-testid="test-play-summary">
            <Typography variant="h6" component="h3">
              {translate('testPlay.summaryTitle')}
            </Typography>
            <Typography sx={{ my: 1 }} data-testid="test-play-totals">
              {translate('testPlay.counts', counts)}
            </Typography>
            <List dense>
              {levels.map((l, i) => (
                <ListItem key={l.id} disableGutters>
                  <ListItemText
                    primary={titleOf(l) || translate('preview.level')}
                    secondary={translate(`testPlay.outcome.${outcomes[i] ?? 'skipped'}`)}
                  />
                </ListItem>
              ))}
            </List>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {level && (
          <>
            <Button onClick={() => advance(current ?? 'skipped')} disabled={current !== null}>
              {translate('testPlay.skip')}
            </Button>
            <Button
              variant="contained"
              disabled={current === null}
              onClick={() => advance(current ?? 'skipped')}
            >
              {translate(last ? 'testPlay.finish' : 'testPlay.next')}
            </Button>
          </>
        )}
        {finished && levels.length > 0 && <Button onClick={restart}>{translate('testPlay.again')}</Button>}
        <Button onClick={onClose}>{translate('testPlay.close')}</Button>
      </DialogActions>
    </ModalDialog>
  );
}
