// The answer insights modal 'Prehľad odpovedí' (games 2.9, 3.5), opened from the level dialog's
// 'Odpovede' button: the level name, the figures (counts and %), the valid and invalid answer tables,
// a lazily loaded bar chart of the answer distribution, and the near-miss suggestions, each accepted
// with one click into the level's next free answer slot (the normal level update); then it reloads.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ModalDialog, DialogActions, DialogContent, DialogTitle } from '../dialogs';
import { ColumnsTable } from '../tables';
import { isAbort } from '../providers/api';
import type { AppDataProvider } from '../providers/dataProvider';
import {
  loadInsights,
  useAcceptAnswer,
  type AnswerSuggestion,
  type InsightsArea,
  type LevelInsights,
} from './api';

const AnswersChart = lazy(() => import('./AnswersChart'));

export interface AnswerInsightsDialogProps {
  area: InsightsArea;
  sheetId: number | string;
  levelId: number;
  /** Without 'edit': the suggestions are shown, not offered. */
  readOnly: boolean;
  /** `changed`: an answer was accepted (the level changed on the server). */
  onClose(changed: boolean): void;
}

const oneDecimal = new Intl.NumberFormat('sk-SK', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const upToTwo = new Intl.NumberFormat('sk-SK', { maximumFractionDigits: 2 });

function useDuration(): (seconds: number) => string {
  const translate = useTranslate();
  return (seconds) => {
    if (!seconds) return translate('insights.duration.none');
    const s = Math.round(seconds);
    if (s < 60) return translate('insights.duration.seconds', { s });
    if (s < 3600) return translate('insights.duration.minutes', { m: Math.floor(s / 60), s: s % 60 });
    return translate('insights.duration.hours', { h: Math.floor(s / 3600), m: Math.floor((s % 3600) / 60) });
  };
}

function Figures({ insights }: { insights: LevelInsights }) {
  const translate = useTranslate();
  const duration = useDuration();
  const countPct = (count: number, pct: number) =>
    translate('insights.countPct', { count, pct: oneDecimal.format(pct) });
  const figures: [string, string][] = [
    ['avgSessionDuration', duration(insights.avgSessionDuration)],
    ['avgAnswers', upToTwo.format(insights.avgAnswers)],
    ['uniqueAnswersCnt', String(insights.uniqueAnswersCnt)],
    ['totalAnswers', String(insights.totalAnswers)],
    ['hintClicks', countPct(insights.hintClicks, insights.hintClicksPct)],
    ['supportClicks', countPct(insights.supportClicks, insights.supportClicksPct)],
    ['playedGames', String(insights.playedGames)],
    [
      'firstAttemptCorrectAnswers',
      countPct(insights.firstAttemptCorrectAnswers, insights.firstAttemptCorrectAnswersPct),
    ],
  ];
  return (
    <Box
      component="dl"
      aria-label={translate('insights.figuresLabel')}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
        gap: 1.5,
        m: 0,
      }}
    >
      {figures.map(([key, value]) => (
        <Box key={key} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }} data-figure={key}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {translate(`insights.figures.${key}`)}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function AnswersTable({ titleKey, answers }: { titleKey: string; answers: Record<string, number> }) {
  const translate = useTranslate();
  const rows = Object.entries(answers).sort((a, b) => b[1] - a[1]);
  const title = translate(titleKey);
  return (
    <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <ColumnsTable
        columns={['insights.tables.answer', { label: 'insights.tables.count', align: 'right' }]}
        aria-label={title}
      >
        {rows.length === 0 && (
          <TableRow>
            <TableCell colSpan={2} sx={{ color: 'text.secondary' }}>
              {translate('insights.tables.empty')}
            </TableCell>
          </TableRow>
        )}
        {rows.map(([text, count]) => (
          <TableRow key={text}>
            <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{text}</TableCell>
            <TableCell align="right">{count}</TableCell>
          </TableRow>
        ))}
      </ColumnsTable>
    </Box>
  );
}

function Suggestions(props: {
  insights: LevelInsights;
  readOnly: boolean;
  busy: string | null;
  onAccept(s: AnswerSuggestion): void;
}) {
  const translate = useTranslate();
  const { suggestions, nextAnswerSlot } = props.insights;
  const why = (s: AnswerSuggestion) =>
    s.reason === 'frequent'
      ? translate('insights.suggestions.frequent')
      : translate(`insights.suggestions.${s.reason}`, { similar: s.similarTo ?? '' });
  const title = translate('insights.suggestions.title');
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {suggestions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('insights.suggestions.empty')}
        </Typography>
      ) : (
        <>
          {props.readOnly && (
            <Typography variant="body2" color="text.secondary">
              {translate('insights.suggestions.readOnly')}
            </Typography>
          )}
          {!props.readOnly && !nextAnswerSlot && (
            <Alert severity="info" sx={{ my: 1 }}>
              {translate('insights.suggestions.full')}
            </Alert>
          )}
          <List dense aria-label={title}>
            {suggestions.map((s) => (
              <ListItem
                key={s.text}
                disableGutters
                secondaryAction={
                  props.readOnly ? undefined : (
                    <Button
                      size="small"
                      variant="outlined"
                      aria-label={translate('insights.suggestions.addLabel', { text: s.text })}
                      disabled={!nextAnswerSlot || props.busy !== null}
                      onClick={() => props.onAccept(s)}
                    >
                      {props.busy === s.text ? (
                        <CircularProgress size={16} />
                      ) : (
                        translate('insights.suggestions.add')
                      )}
                    </Button>
                  )
                }
              >
                <ListItemText
                  primary={s.text}
                  secondary={`${why(s)} · ${translate('insights.suggestions.teams', { teams: s.teams })}`}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
}

/** The insights with `text` moved to the valid or the invalid table (its count kept). */
function movedAnswer(insights: LevelInsights, text: string, to: 'valid' | 'invalid'): LevelInsights {
  const from = to === 'valid' ? insights.invalidAnswers : insights.validAnswers;
  const count = from[text];
  if (count === undefined) return insights;
  const rest = Object.fromEntries(Object.entries(from).filter(([t]) => t !== text));
  const target = to === 'valid' ? insights.validAnswers : insights.invalidAnswers;
  const moved = { ...target, [text]: (target[text] ?? 0) + count };
  return to === 'valid'
    ? { ...insights, invalidAnswers: rest, validAnswers: moved }
    : { ...insights, validAnswers: rest, invalidAnswers: moved };
}

export function AnswerInsightsDialog({
  area,
  sheetId,
  levelId,
  readOnly,
  onClose,
}: AnswerInsightsDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const acceptAnswer = useAcceptAnswer();
  const [insights, setInsights] = useState<LevelInsights | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  /** The answer just accepted and its slot: 'Vrátiť späť' empties that slot again (issue 22). */
  const [lastAccepted, setLastAccepted] = useState<{ text: string; slot: string } | null>(null);
  const changed = useRef(false);
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(async () => {
    controller.current?.abort();
    const c = new AbortController();
    controller.current = c;
    setFailed(false);
    try {
      const next = await loadInsights(dataProvider, area, sheetId, levelId, c.signal);
      if (!c.signal.aborted) setInsights(next);
    } catch (e) {
      if (!isAbort(e) && !c.signal.aborted) setFailed(true);
    }
  }, [dataProvider, area, sheetId, levelId]);

  useEffect(() => {
    void load();
    return () => controller.current?.abort();
  }, [load]);

  const accept = async (s: AnswerSuggestion) => {
    if (!insights?.nextAnswerSlot) return;
    const slot = insights.nextAnswerSlot;
    setBusy(s.text);
    try {
      await acceptAnswer(sheetId, levelId, slot, s.text);
      changed.current = true;
      // the answer moves to the valid table at once; the server's figures follow
      setInsights((prev) => (prev ? movedAnswer(prev, s.text, 'valid') : prev));
      setLastAccepted({ text: s.text, slot });
      await load();
    } catch {
      notify('insights.notify.addFailed', { type: 'error', messageArgs: { text: s.text } });
    } finally {
      setBusy(null);
    }
  };

  const undo = async () => {
    if (!lastAccepted) return;
    const { text, slot } = lastAccepted;
    setBusy(text);
    try {
      await acceptAnswer(sheetId, levelId, slot, '');
      setInsights((prev) => (prev ? movedAnswer(prev, text, 'invalid') : prev));
      setLastAccepted(null);
      notify('insights.notify.undone', { type: 'info', messageArgs: { text } });
      await load();
    } catch {
      notify('insights.notify.undoFailed', { type: 'error', messageArgs: { text } });
    } finally {
      setBusy(null);
    }
  };

  const close = () => onClose(changed.current);
  const noPlays = insights !== null && insights.playedGames === 0;

  return (
    <ModalDialog
      open
      onClose={close}
      closable={busy === null}
      fullWidth
      maxWidth="md"
      aria-labelledby="answer-insights-title"
    >
      <DialogTitle id="answer-insights-title">
        {translate('insights.title')}
        {insights?.levelName && (
          <Typography component="span" variant="subtitle1" color="text.secondary" sx={{ display: 'block' }}>
            {insights.levelName}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {failed && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void load()}>
                {translate('insights.retry')}
              </Button>
            }
          >
            {translate('insights.loadFailed')}
          </Alert>
        )}
        {!insights && !failed && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CircularProgress size={20} />
            <Typography>{translate('insights.loading')}</Typography>
          </Box>
        )}
        {insights && (
          <>
            <Figures insights={insights} />
            {noPlays ? (
              <Typography color="text.secondary">{translate('insights.noPlays')}</Typography>
            ) : (
              <>
                <Box>
                  <Typography variant="subtitle2" component="h3">
                    {translate('insights.chart.title')}
                  </Typography>
                  <Suspense
                    fallback={<Typography variant="body2">{translate('insights.chart.loading')}</Typography>}
                  >
                    <AnswersChart insights={insights} />
                  </Suspense>
                </Box>
                {lastAccepted && (
                  <Alert
                    severity="success"
                    data-testid="insights-accepted"
                    action={
                      <Button
                        color="inherit"
                        size="small"
                        disabled={busy !== null}
                        onClick={() => void undo()}
                      >
                        {translate('insights.undo')}
                      </Button>
                    }
                  >
                    {translate('insights.notify.added', { text: lastAccepted.text })}
                  </Alert>
                )}
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
                  <AnswersTable titleKey="insights.tables.valid" answers={insights.validAnswers} />
                  <AnswersTable titleKey="insights.tables.invalid" answers={insights.invalidAnswers} />
                </Box>
                <Suggestions
                  insights={insights}
                  readOnly={readOnly}
                  busy={busy}
                  onAccept={(s) => void accept(s)}
                />
              </>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy !== null}>
          {translate('insights.close')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
