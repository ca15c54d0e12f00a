import { useEffect, useRef, type ReactNode } from 'react';
import { ModalDialog, DialogActions, DialogContent, DialogTitle } from '../dialogs';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import type { UploadReply } from './uploadFile';
import { useUpload, type UseUploadOptions } from './useUpload';

export interface UploadDialogProps extends UseUploadOptions {
  open: boolean;
  onClose(): void;
  /** i18n key of the title. */
  title: string;
  /** i18n key prefix of failure texts: `{reasonPrefix}.{err}`, else the common 'uploads.reason.{err}'. */
  reasonPrefix?: string;
  /** Shown in the upload phase above the file button (instructions, template links). */
  intro?: ReactNode;
  /** The success text (default 'uploads.done'). */
  renderDone?(reply: UploadReply): ReactNode;
  /** Details under a failure's reason (e.g. the rows of invalid_rows). */
  renderFailure?(reply: UploadReply | undefined, reason: string): ReactNode;
  /** A file to upload as soon as the dialog opens (a file dropped on a drop area). */
  initialFile?: File;
}

/** The modal of every file upload (platform 2.9, 4.8, 5.6, 7.8): pick a file, watch it upload, see the result. */
export function UploadDialog(props: UploadDialogProps) {
  if (!props.open) return null;
  return <OpenUploadDialog {...props} />;
}

function OpenUploadDialog(props: UploadDialogProps) {
  const { onClose, title, allowed, intro, renderDone, renderFailure } = props;
  const translate = useTranslate();
  const { state, start, cancel, reset, closable } = useUpload(props);
  const input = useRef<HTMLInputElement>(null);

  const initialFile = props.initialFile;
  useEffect(() => {
    if (!initialFile) return;
    // On the next tick: a remount in development (StrictMode) cancels the first timer, not an upload.
    const timer = setTimeout(() => void start(initialFile), 0);
    return () => clearTimeout(timer);
  }, [initialFile, start]);

  const reasonText = (reason: string) => {
    const common = translate(`uploads.reason.${reason}`, { _: translate('uploads.reason.error') });
    return props.reasonPrefix ? translate(`${props.reasonPrefix}.${reason}`, { _: common }) : common;
  };

  const pickFile = (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={allowed.map((ext) => `.${ext}`).join(',')}
        aria-label={translate('uploads.chooseFile')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void start(file);
        }}
      />
      <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()}>
        {translate('uploads.chooseFile')}
      </Button>
    </>
  );

  return (
    <ModalDialog
      open
      onClose={onClose}
      closable={closable}
      fullWidth
      maxWidth="sm"
      aria-labelledby="upload-dialog-title"
    >
      <DialogTitle id="upload-dialog-title">{translate(title)}</DialogTitle>
      <DialogContent dividers>
        <Box data-phase={state.phase} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {state.phase === 'upload' && (
            <>
              {state.cancelled && <Alert severity="info">{translate('uploads.cancelled')}</Alert>}
              {intro}
              <Box>{pickFile}</Box>
            </>
          )}
          {(state.phase === 'uploading' || state.phase === 'aborting' || state.phase === 'processing') && (
            <>
              <Typography>
                {translate(`uploads.phase.${state.phase}`, { name: state.fileName ?? '' })}
              </Typography>
              <LinearProgress
                variant={state.phase === 'uploading' ? 'determinate' : 'indeterminate'}
                value={state.progress}
                aria-label={translate('uploads.progress')}
              />
              {state.phase === 'uploading' && (
                <Typography variant="body2" color="text.secondary">
                  {translate('uploads.percent', { percent: state.progress })}
                </Typography>
              )}
            </>
          )}
          {state.phase === 'done' && state.reply && (
            <Alert severity="success">
              {renderDone ? renderDone(state.reply) : translate('uploads.done')}
            </Alert>
          )}
          {state.phase === 'failed' && (
            <Alert severity="error">
              <Typography>{reasonText(state.reason ?? 'error')}</Typography>
              {renderFailure?.(state.reply, state.reason ?? 'error')}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        {state.phase === 'uploading' && (
          <Button color="warning" onClick={cancel}>
            {translate('uploads.cancel')}
          </Button>
        )}
        {(state.phase === 'failed' || state.phase === 'done') && (
          <Button onClick={reset}>{translate('uploads.again')}</Button>
        )}
        <Button onClick={onClose} disabled={!closable}>
          {translate('uploads.close')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
