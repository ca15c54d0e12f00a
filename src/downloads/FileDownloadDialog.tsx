// The file-download modal (platform 2.10, 4.9, 7.9), the one way the app downloads a file: 'processing'
// for 1000 ms, then a download button (or, with autoStart, the download at once: invoice PDF, platform
// 2.7). The file is fetched (downloadFile) and saved under the server's file name; the modal closes
// when it is saved. A failure stays in the modal: 'Súbor sa nepodarilo stiahnuť' with the reason, a
// retry, and on 401 the way to the sign-in screen — the page never navigates to the file's address.
import { useEffect, useRef, useState } from 'react';
import { Alert, AlertTitle, Box, Button, CircularProgress, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useLogoutIfAccessDenied, useTranslate } from 'react-admin';
import { ModalDialog, DialogActions, DialogContent, DialogTitle } from '../dialogs';
import { DOWNLOAD_COOKIE } from '../../schemas/constants';
import { isAbort } from '../providers/api';
import { DownloadError, downloadFile, failureReason } from './download';

/** How long the modal shows 'processing' before the download button (platform 9). */
export const DOWNLOAD_PROCESSING_MS = 1000;
/** The success cookie of a download (platform 4.9 defaults; the server writes it). */
export { DOWNLOAD_COOKIE };

export interface FileDownloadDialogProps {
  open: boolean;
  /** The file's address, e.g. apiUrl(`invoices/${id}/download`). */
  href: string;
  onClose(): void;
  /** Title key (or Slovak text); default 'Stiahnutie súboru'. */
  title?: string;
  /** A line under the title naming the file (already translated), e.g. 'Faktúra 20260001'. */
  description?: string;
  /** Download at once, without the 'processing' pause and the button (the invoice PDF, platform 2.7). */
  autoStart?: boolean;
}

type Phase =
  | { name: 'processing' }
  | { name: 'ready' }
  | { name: 'downloading' }
  | { name: 'failed'; reason: string; signin: boolean };

export function FileDownloadDialog(props: FileDownloadDialogProps) {
  if (!props.open) return null;
  return <OpenFileDownloadDialog {...props} />;
}

function OpenFileDownloadDialog({ href, onClose, title, description, autoStart }: FileDownloadDialogProps) {
  const translate = useTranslate();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [phase, setPhase] = useState<Phase>(autoStart ? { name: 'downloading' } : { name: 'processing' });
  const abort = useRef<AbortController | null>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  const start = () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ name: 'downloading' });
    downloadFile(href, controller.signal).then(
      () => {
        if (!controller.signal.aborted) closeRef.current();
      },
      (error: unknown) => {
        if (isAbort(error) || controller.signal.aborted) return;
        setPhase({
          name: 'failed',
          reason: failureReason(error),
          signin: error instanceof DownloadError && error.status === 401,
        });
      },
    );
  };

  useEffect(() => {
    if (autoStart) {
      start();
    } else {
      const timer = setTimeout(() => setPhase({ name: 'ready' }), DOWNLOAD_PROCESSING_MS);
      return () => {
        clearTimeout(timer);
        abort.current?.abort();
      };
    }
    return () => abort.current?.abort();
    // once, when the modal opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // platform 4.9: a 401 leads to the sign-in screen, the way every other expired call does
  const signIn = () => void logoutIfAccessDenied({ status: 401 });

  return (
    <ModalDialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="file-download-title">
      <DialogTitle id="file-download-title">{translate(title ?? 'downloads.title')}</DialogTitle>
      <DialogContent>
        {description && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {description}
          </Typography>
        )}
        {phase.name === 'failed' ? (
          <Alert severity="error" role="alert" data-testid="download-failed">
            <AlertTitle>{translate('downloads.failed')}</AlertTitle>
            {translate(phase.reason)}
          </Alert>
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 56 }}>
            {phase.name === 'ready' ? (
              <Button variant="contained" startIcon={<DownloadIcon />} onClick={start}>
                {translate('downloads.download')}
              </Button>
            ) : (
              <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                <CircularProgress size={24} />
                <Typography>{translate('downloads.processing')}</Typography>
              </Box>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {phase.name === 'failed' &&
          (phase.signin ? (
            <Button variant="contained" onClick={signIn}>
              {translate('downloads.signin')}
            </Button>
          ) : (
            <Button onClick={start}>{translate('downloads.retry')}</Button>
          ))}
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </ModalDialog>
  );
}
