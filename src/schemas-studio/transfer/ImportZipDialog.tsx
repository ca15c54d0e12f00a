import { useRef, useState } from 'react';
import { Alert, Box, Button, LinearProgress, List, ListItem, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import type { SchemaImportReply } from '../../../schemas/api';
import { ModalDialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '../../dialogs';
import { apiUrl } from '../../providers/api';
import { baseFileName, fileExtension, parseJson, xhrUpload } from '../../uploads';
import { PublishDraftDialog } from '../codelists/PublishDraftDialog';

/** The server's limit of a schema zip (server/services/schemas/zip.ts SCHEMA_ZIP_MAX_BYTES). */
export const SCHEMA_ZIP_MAX_BYTES = 4 * 1024 * 1024;

type Preview = Required<Pick<SchemaImportReply, 'baseId' | 'forms' | 'codelists' | 'changes' | 'problems'>>;

type Phase =
  | { name: 'pick'; notice?: string }
  | { name: 'uploading'; file: string }
  | { name: 'failed'; message: string }
  | { name: 'preview'; file: string; preview: Preview };

/** The reason of a refused upload, translated: the server's Slovak message of a 400, else by status / err. */
function failureOf(status: number, reply: (SchemaImportReply & { message?: string }) | undefined): string {
  if (status === 400 && reply?.message) return reply.message;
  if (status === 413) return 'schemasCodelists.import.tooLarge';
  if (status === 401) return 'uploads.reason.unauthorized';
  if (status === 403) return 'uploads.reason.forbidden';
  if (status === 200 && reply?.err === 'unsupported_format') return 'schemasCodelists.import.notZip';
  return 'uploads.reason.error';
}

export interface ImportZipDialogProps {
  open: boolean;
  onClose(): void;
  /** A version was published from the zip: the overview reloads. */
  onPublished(): void;
}

/**
 * 'Importovať zip': uploads a zip of forms/<name>.json and codelists/<name>.json (POST schemas/import),
 * shows what it changes against the version in force and its problems, and publishes it only through
 * 'Zverejniť…' with a note (PUT schemas/versions).
 */
export function ImportZipDialog({ open, onClose, onPublished }: ImportZipDialogProps) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>({ name: 'pick' });
  const [publishing, setPublishing] = useState(false);

  const close = () => {
    setPhase({ name: 'pick' });
    setPublishing(false);
    onClose();
  };

  const upload = async (file: File) => {
    if (fileExtension(file.name) !== 'zip')
      return setPhase({ name: 'failed', message: 'schemasCodelists.import.notZip' });
    if (file.size > SCHEMA_ZIP_MAX_BYTES)
      return setPhase({ name: 'failed', message: 'schemasCodelists.import.tooLarge' });
    setPhase({ name: 'uploading', file: file.name });
    const body = new FormData();
    body.append('file', file, baseFileName(file.name));
    let status = 0;
    let reply: (SchemaImportReply & { message?: string }) | undefined;
    try {
      const res = await xhrUpload({ method: 'POST', url: apiUrl('schemas/import', { r: 'json' }), body });
      status = res.status;
      reply = parseJson<SchemaImportReply & { message?: string }>(res.text);
    } catch {
      return setPhase({ name: 'failed', message: 'uploads.reason.error' });
    }
    if (status === 200 && reply?.ok) {
      const { baseId = 0, forms = {}, codelists = {}, changes = [], problems = [] } = reply;
      return setPhase({
        name: 'preview',
        file: file.name,
        preview: { baseId, forms, codelists, changes, problems },
      });
    }
    setPhase({ name: 'failed', message: failureOf(status, reply) });
  };

  const preview = phase.name === 'preview' ? phase.preview : undefined;
  const canPublish = preview !== undefined && preview.problems.length === 0 && preview.changes.length > 0;

  return (
    <>
      <ModalDialog
        open={open}
        onClose={close}
        closable={phase.name !== 'uploading'}
        fullWidth
        maxWidth="md"
        aria-labelledby="schemas-import-title"
      >
        <DialogTitle id="schemas-import-title">{translate('schemasCodelists.import.title')}</DialogTitle>
        <DialogContent>
          <input
            ref={input}
            type="file"
            hidden
            accept=".zip,application/zip"
            aria-label={translate('schemasCodelists.import.choose')}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void upload(file);
            }}
          />
          {phase.name === 'pick' && (
            <>
              {phase.notice && (
                <Alert severity="warning" sx={{ mb: 2 }}>
                  {phase.notice}
                </Alert>
              )}
              <DialogContentText sx={{ mb: 2 }}>
                {translate('schemasCodelists.import.intro')}
              </DialogContentText>
              <Button
                variant="contained"
                startIcon={<UploadFileIcon />}
                onClick={() => input.current?.click()}
              >
                {translate('schemasCodelists.import.choose')}
              </Button>
            </>
          )}
          {phase.name === 'uploading' && (
            <Box role="status">
              <Typography sx={{ mb: 1 }}>
                {translate('schemasCodelists.import.uploading', { name: phase.file })}
              </Typography>
              <LinearProgress />
            </Box>
          )}
          {phase.name === 'failed' && (
            <Alert severity="error" role="alert">
              {translate(phase.message, { _: phase.message })}
            </Alert>
          )}
          {preview && (
            <>
              <Typography variant="subtitle1" component="h3" id="schemas-import-changes">
                {translate('schemasCodelists.import.changes', { version: preview.baseId })}
              </Typography>
              {preview.changes.length === 0 ? (
                <Typography variant="body2">{translate('schemasCodelists.import.noChanges')}</Typography>
              ) : (
                <List dense aria-labelledby="schemas-import-changes">
                  {preview.changes.map((line, i) => (
                    <ListItem key={i} disableGutters>
                      {line}
                    </ListItem>
                  ))}
                </List>
              )}
              {preview.problems.length > 0 && (
                <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                  {translate('schemasCodelists.import.problems')}
                  <List dense disablePadding>
                    {preview.problems.map((problem, i) => (
                      <ListItem key={i} disableGutters>
                        {problem}
                      </ListItem>
                    ))}
                  </List>
                </Alert>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          {(phase.name === 'failed' || phase.name === 'preview') && (
            <Button onClick={() => input.current?.click()}>
              {translate('schemasCodelists.import.again')}
            </Button>
          )}
          <Button onClick={close} disabled={phase.name === 'uploading'}>
            {translate('schemasCodelists.import.close')}
          </Button>
          {preview && (
            <Button variant="contained" disabled={!canPublish} onClick={() => setPublishing(true)}>
              {translate('schemasCodelists.import.publish')}
            </Button>
          )}
        </DialogActions>
      </ModalDialog>
      {preview && (
        <PublishDraftDialog
          open={publishing}
          baseId={preview.baseId}
          draft={{ forms: preview.forms, codelists: preview.codelists }}
          onClose={() => setPublishing(false)}
          onPublished={() => {
            close();
            onPublished();
          }}
          onConflict={(version) => {
            setPublishing(false);
            setPhase({ name: 'pick', notice: translate('schemasCodelists.import.conflict', { version }) });
          }}
        />
      )}
    </>
  );
}
