// A version of the history in detail: author, time, source, note and what changed from the version it
// was made from (GET schemas/versions/{id}: `changes`, one Slovak line each), with 'Obnoviť túto verziu'
// for a version not in force.
import { useEffect, useState } from 'react';
import { Box, Button, CircularProgress, List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SchemaVersionReply } from '../../schemas/api';
import { ModalDialog, DialogActions, DialogContent, DialogTitle } from '../dialogs';
import { apiCall } from '../providers/api';
import type { SchemaVersionInfo } from './api';
import { formatDateTime } from '../format';

interface VersionDetail {
  version: SchemaVersionInfo;
  changes: string[];
}

/** GET schemas/versions/{id}: the version and its Slovak diff lines (its files are not needed here). */
async function fetchVersionDetail(id: number, signal: AbortSignal): Promise<VersionDetail> {
  const reply = await apiCall<SchemaVersionReply>('GET', `schemas/versions/${id}`, undefined, { signal });
  if (!reply.ok || !reply.version) throw new Error(reply.err ?? 'version');
  return { version: reply.version, changes: reply.changes ?? [] };
}

export interface VersionDialogProps {
  /** The version shown; null: closed. */
  versionId: number | null;
  /** The version in force: it is not offered for restoring. */
  inForceId: number;
  onClose(): void;
  /** 'Obnoviť túto verziu': the screen opens its RestoreDialog. */
  onRestore(id: number): void;
}

export function VersionDialog({ versionId, inForceId, onClose, onRestore }: VersionDialogProps) {
  const translate = useTranslate();
  const [detail, setDetail] = useState<VersionDetail | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setDetail(null);
    setFailed(false);
    if (versionId === null) return;
    const controller = new AbortController();
    fetchVersionDetail(versionId, controller.signal).then(setDetail, () => {
      if (!controller.signal.aborted) setFailed(true);
    });
    return () => controller.abort();
  }, [versionId]);

  const v = detail?.version;
  const baseId = v ? (v.baseId ?? (v.id > 1 ? v.id - 1 : null)) : null;
  const row = (label: string, value: string) => (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {value}
      </Typography>
    </>
  );

  return (
    <ModalDialog
      open={versionId !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="schemas-version-title"
    >
      <DialogTitle id="schemas-version-title">
        {translate('schemasPreview.version.title', { id: versionId ?? '' })}
      </DialogTitle>
      <DialogContent>
        {failed && (
          <Typography role="alert" color="error">
            {translate('schemasPreview.version.failed')}
          </Typography>
        )}
        {!failed && !v && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress aria-label={translate('schemasPreview.version.loading')} />
          </Box>
        )}
        {v && detail && (
          <>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'max-content 1fr',
                columnGap: 2,
                rowGap: 0.5,
                mt: 0,
              }}
            >
              {row(translate('schemasPreview.version.time'), formatDateTime(v.createdAt))}
              {row(
                translate('schemasPreview.version.author'),
                v.authorEmail ?? translate('schemasStudio.versions.system'),
              )}
              {row(
                translate('schemasPreview.version.source'),
                translate(`schemasStudio.versions.sources.${v.source}`),
              )}
              {row(
                translate('schemasPreview.version.note'),
                v.note || translate('schemasPreview.version.none'),
              )}
              {row(
                translate('schemasPreview.version.base'),
                v.baseId === null ? translate('schemasPreview.version.none') : String(v.baseId),
              )}
            </Box>
            <Typography variant="subtitle1" component="h3" id="schemas-version-changes" sx={{ mt: 2 }}>
              {baseId === null
                ? translate('schemasPreview.version.first')
                : translate('schemasPreview.version.changes', { id: baseId })}
            </Typography>
            {baseId !== null && detail.changes.length === 0 && (
              <Typography variant="body2">{translate('schemasPreview.version.noChanges')}</Typography>
            )}
            {detail.changes.length > 0 && (
              <List dense aria-labelledby="schemas-version-changes" sx={{ listStyle: 'disc', pl: 2.5 }}>
                {detail.changes.map((line, i) => (
                  <ListItem key={i} disableGutters sx={{ display: 'list-item', py: 0 }}>
                    {line}
                  </ListItem>
                ))}
              </List>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {versionId !== null && versionId !== inForceId && (
          <Button onClick={() => onRestore(versionId)} disabled={!v}>
            {translate('schemasPreview.version.restore')}
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          {translate('schemasPreview.version.close')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
