// The sheet submit modal (games 2.10, 4.3, 8): overview (with the intern messages) → processing (a
// progress bar and the estimated time) → succeed or failed (subtitle by reason). The registration is a
// server job watched with useJob. Only its buttons close it (games 2.10: 'the modal's own close control
// does not close it'): no X, no Esc, no outside click in any panel; cancel in the overview, and the
// succeed / failed buttons, close it with their result.
import { useRef } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ModalDialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '../../dialogs';
import { useJob, type JobProgressReply } from '../../jobs';
import type { Sheet } from '../sheet';
import { remainingText } from './blockers';
import { LevelRefList, useLevelRefText, useRegisterInfo, type RegisterInfo } from './registerCheck';
import { formatDistance } from '../../format';

/** Reasons the failed panel has a subtitle for (games 8); any other code shows 'error'. */
const FAILED_REASONS = ['invalid_sheet', 'error'];

export interface SubmitResult {
  ok: boolean;
  /** The failed panel was closed (not a cancel in the overview). */
  failed?: boolean;
  /** The sheet after a successful registration (progress reply's `sheet`). */
  sheet?: Sheet;
}

export interface SheetSubmitDialogProps {
  sheet: Sheet;
  onClose(result: SubmitResult): void;
  /** Pause between progress calls (tests shorten it). */
  pollMs?: number;
}

export function SheetSubmitDialog({ sheet, onClose, pollMs }: SheetSubmitDialogProps) {
  const translate = useTranslate();
  const id = sheet.id;
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const job = useJob({
    startPath: `drafts/${id}/register`,
    progressPath: (transId) => `drafts/${id}/register/${transId}`,
    pollMs,
  });

  // The overview reads the registration info first; a failure closes the modal with ok false (games 8).
  const loaded = useRegisterInfo(id, () => closeRef.current({ ok: false }));
  const info = loaded === 'failed' ? null : loaded;

  const phase = job.state.phase;
  const processing = phase === 'starting' || phase === 'running';
  const panel = processing
    ? 'processing'
    : phase === 'done'
      ? 'succeed'
      : phase === 'failed'
        ? 'failed'
        : 'overview';
  const doneSheet =
    job.state.phase === 'done'
      ? ((job.state.reply as JobProgressReply & { sheet?: Sheet }).sheet ?? undefined)
      : undefined;
  const reason =
    job.state.phase === 'failed' && FAILED_REASONS.includes(job.state.err) ? job.state.err : 'error';
  // the server's own reason when it refused the send (a blocker found by the POST, issue 31)
  const message = job.state.phase === 'failed' ? job.state.reply?.message : undefined;
  const refusal = typeof message === 'string' ? message : '';
  // warnings (levels in testing) need the explicit 'Odoslať aj tak' (issue 31)
  const warned = (info?.warnings?.length ?? 0) > 0;

  // the buttons' close; processing has none
  const close = () => {
    if (processing) return;
    if (panel === 'succeed') onClose({ ok: true, sheet: doneSheet });
    else onClose({ ok: false, failed: panel === 'failed' });
  };

  const titleId = 'sheet-submit-title';
  return (
    <ModalDialog
      open
      onClose={close}
      closable={false}
      aria-labelledby={titleId}
      data-testid="sheet-submit-modal"
      data-panel={panel}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{translate(`sheetSubmitModal.${panel}.title`)}</DialogTitle>
      <DialogContent>
        {panel === 'overview' && <Overview sheet={sheet} info={info} />}
        {panel === 'processing' && (
          <Processing remain={job.state.phase === 'running' ? job.state.remain : undefined} />
        )}
        {panel === 'succeed' && (
          <Stack spacing={1} data-testid="submit-succeed">
            <DialogContentText>
              {translate('sheetSubmitModal.succeed.content', { number: doneSheet?.number ?? '' })}
            </DialogContentText>
            <DialogContentText>{translate('sheetSubmitModal.succeed.where')}</DialogContentText>
            <DialogContentText>{translate('sheetSubmitModal.succeed.players')}</DialogContentText>
          </Stack>
        )}
        {panel === 'failed' && (
          <Alert severity="error" data-testid="submit-failed-subtitle">
            {refusal || translate(`sheetSubmitModal.failed.subtitle.${reason}`)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {panel === 'overview' && (
          <>
            <Button onClick={close}>{translate('sheetSubmitModal.overview.cancel')}</Button>
            {warned ? (
              <Button variant="outlined" color="warning" onClick={() => void job.start()}>
                {translate('sheetSubmitModal.overview.confirmAnyway')}
              </Button>
            ) : (
              <Button variant="contained" disabled={!info} onClick={() => void job.start()}>
                {translate('sheetSubmitModal.overview.confirm')}
              </Button>
            )}
          </>
        )}
        {panel === 'succeed' && (
          <Button variant="contained" onClick={close}>
            {translate('sheetSubmitModal.succeed.done')}
          </Button>
        )}
        {panel === 'failed' && (
          <Button variant="contained" onClick={close}>
            {translate('sheetSubmitModal.failed.done')}
          </Button>
        )}
      </DialogActions>
    </ModalDialog>
  );
}

function Overview({ sheet, info }: { sheet: Sheet; info: RegisterInfo | null }) {
  const translate = useTranslate();
  const levelRefText = useLevelRefText();
  if (!info) return <LinearProgress aria-label={translate('sheetSubmitModal.overview.title')} />;
  const messages = info.intern ? (info.messages ?? []) : [];
  const warnings: readonly string[] = info.warnings ?? [];
  return (
    <Stack spacing={1.5}>
      <DialogContentText>
        {translate('sheetSubmitModal.overview.content', {
          name: sheet.gameName ?? '',
          variant: sheet.variantNameExtended ?? sheet.variantName ?? '',
        })}
      </DialogContentText>
      {messages.map((msg) => (
        <Alert key={msg} severity="info" data-testid={`submit-${msg}`}>
          {translate(`sheetSubmitModal.overview.${msg}`)}
        </Alert>
      ))}
      <DialogContentText data-testid="submit-after">
        {translate('sheetSubmitModal.overview.after')}
      </DialogContentText>
      {sheet.gameProduction === false && (
        <Alert severity="info" data-testid="submit-game-testing">
          {translate('sheetSubmitModal.overview.gameTesting')}
        </Alert>
      )}
      {warnings.includes('testingLevels') && (
        <Alert severity="warning" data-testid="submit-testing">
          {translate('sheetSubmitModal.overview.testing')}
          <LevelRefList levels={info.testingLevels ?? []} testId="submit-testing-levels" />
        </Alert>
      )}
      {warnings.includes('unplacedLevels') && (
        <Alert severity="warning" data-testid="submit-unplaced">
          {translate('sheetSubmitModal.overview.unplaced')}
          <LevelRefList levels={info.unplacedLevels ?? []} testId="submit-unplaced-levels" />
        </Alert>
      )}
      {warnings.includes('longLegs') && (
        <Alert severity="warning" data-testid="submit-long-legs">
          {translate('sheetSubmitModal.overview.longLegs')}
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {(info.longLegs ?? []).map((leg) => (
              <Typography component="li" variant="body2" key={`${leg.from?.id ?? 0}-${leg.to.id}`}>
                {translate('sheetSubmitModal.overview.leg', {
                  from: leg.from ? levelRefText(leg.from) : translate('sheetSubmitModal.overview.legStart'),
                  to: levelRefText(leg.to),
                  length: formatDistance(leg.meters),
                })}
              </Typography>
            ))}
          </Box>
        </Alert>
      )}
      {warnings.length > 0 && (
        <DialogContentText data-testid="submit-warned">
          {translate('sheetSubmitModal.overview.warned')}
        </DialogContentText>
      )}
    </Stack>
  );
}

/** The progress bar runs from the measured pace: elapsed / (elapsed + the server's remaining estimate). */
function Processing({ remain }: { remain: number | undefined }) {
  const translate = useTranslate();
  const started = useRef(Date.now());
  const elapsed = Date.now() - started.current;
  const value =
    remain === undefined ? undefined : Math.min(100, (elapsed / Math.max(1, elapsed + remain)) * 100);
  return (
    <Stack spacing={2}>
      <DialogContentText>{translate('sheetSubmitModal.processing.content')}</DialogContentText>
      <LinearProgress
        variant={value === undefined ? 'indeterminate' : 'determinate'}
        value={value}
        aria-label={translate('sheetSubmitModal.processing.title')}
      />
      <Box>
        <Typography variant="body2" data-testid="submit-remain">
          {translate('sheetSubmitModal.processing.remain')}{' '}
          {remain === undefined ? '…' : remainingText(remain, translate)}
        </Typography>
      </Box>
    </Stack>
  );
}
