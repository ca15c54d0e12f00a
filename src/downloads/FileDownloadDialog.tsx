// The file-download modal (platform 2.10, 4.9, 7.9): 'processing' for 1000 ms, then a download button
// that navigates the browser to the file's address. The server marks a finished download with the
// fileDownload cookie; seeing it closes the modal.
import { useEffect, useRef, useState } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { ModalDialog } from '../dialogs';
import { DOWNLOAD_COOKIE } from '../../schemas/constants';

/** How long the modal shows 'processing' before the download button (platform 9). */
export const DOWNLOAD_PROCESSING_MS = 1000;
/** The success cookie of a download (platform 4.9 defaults; the server writes it). */
export { DOWNLOAD_COOKIE };
/** How often the success cookie is looked for after the download started. */
export const DOWNLOAD_COOKIE_POLL_MS = 100;

export interface FileDownloadDialogProps {
  open: boolean;
  /** The file's address, e.g. apiUrl(`invoices/${id}/download`). */
  href: string;
  onClose(): void;
  /** Title key (or Slovak text); default 'Stiahnutie súboru'. */
  title?: string;
  /** A line under the title naming the file (already translated), e.g. 'Faktúra 20260001'. */
  description?: string;
}

function hasSuccessCookie(): boolean {
  const { name, value } = DOWNLOAD_COOKIE;
  return document.cookie.split(';').some((c) => c.trim() === `${name}=${value}`);
}

function clearSuccessCookie(): void {
  document.cookie = `${DOWNLOAD_COOKIE.name}=; path=${DOWNLOAD_COOKIE.path}; max-age=0`;
}

export function FileDownloadDialog(props: FileDownloadDialogProps) {
  if (!props.open) return null;
  return <OpenFileDownloadDialog {...props} />;
}

function OpenFileDownloadDialog({ href, onClose, title, description }: FileDownloadDialogProps) {
  const translate = useTranslate();
  const [ready, setReady] = useState(false);
  const poll = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  useEffect(() => {
    clearSuccessCookie();
    const timer = setTimeout(() => setReady(true), DOWNLOAD_PROCESSING_MS);
    return () => {
      clearTimeout(timer);
      clearInterval(poll.current);
    };
  }, []);

  const watchForSuccess = () => {
    clearInterval(poll.current);
    poll.current = setInterval(() => {
      if (!hasSuccessCookie()) return;
      clearInterval(poll.current);
      clearSuccessCookie();
      onClose();
    }, DOWNLOAD_COOKIE_POLL_MS);
  };

  return (
    <ModalDialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="file-download-title">
      <DialogTitle id="file-download-title">{translate(title ?? 'downloads.title')}</DialogTitle>
      <DialogContent>
        {description && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {description}
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 56 }}>
          {ready ? (
            <Button
              variant="contained"
              component="a"
              href={href}
              startIcon={<DownloadIcon />}
              onClick={watchForSuccess}
            >
              {translate('downloads.download')}
            </Button>
          ) : (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <CircularProgress size={24} />
              <Typography>{translate('downloads.processing')}</Typography>
            </Box>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </ModalDialog>
  );
}
