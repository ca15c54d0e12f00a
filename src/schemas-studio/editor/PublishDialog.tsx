// 'Zverejniť…': a required note, then PUT schemas/versions {baseId, note, forms, codelists}. A refusal
// with `conflict` shows who published what meanwhile and that version's changes, and offers to load the
// version in force (the draft's changes are lost, and the dialog says so); `invalid_schema` shows the
// server's problems.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, List, ListItem, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { ModalDialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '../../dialogs';
import { FormTextField, REQUIRED } from '../../formTextField';
import type { SchemaPublishReply, SchemaVersionInfo } from '../../../schemas/api';
import type { SchemaFiles } from '../../../schemas/loader';
import { ApiError } from '../../providers/api';
import { formatVersionTime } from '../SchemasStudio';
import { fetchVersion, publishDraft } from './api';

export interface PublishDialogProps {
  open: boolean;
  baseId: number;
  files: SchemaFiles;
  onClose(): void;
  /** Published: the new version's id. */
  onPublished(version: number): void;
  /** 'Načítať aktuálnu verziu' after a conflict. */
  onReload(): void;
}

interface Conflict {
  current: SchemaVersionInfo;
  changes: string[] | null;
}

export function PublishDialog({ open, baseId, files, onClose, onPublished, onReload }: PublishDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [problems, setProblems] = useState<string[]>([]);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const { control, handleSubmit, reset, formState } = useForm({ defaultValues: { note: '' } });

  const close = () => {
    reset();
    setProblems([]);
    setConflict(null);
    onClose();
  };

  const onSubmit = async ({ note }: { note: string }) => {
    let reply: SchemaPublishReply;
    try {
      reply = await publishDraft(baseId, note.trim(), files);
    } catch (e) {
      if (e instanceof ApiError && e.body?.err) reply = e.body as SchemaPublishReply;
      else {
        notify('schemasEditor.publish.failed', { type: 'error' });
        return;
      }
    }
    if (reply.ok && reply.version) {
      notify('schemasEditor.publish.done', { type: 'success', messageArgs: { version: reply.version.id } });
      reset();
      setProblems([]);
      onPublished(reply.version.id);
    } else if (reply.err === 'conflict' && reply.current) {
      const current = reply.current;
      setConflict({ current, changes: null });
      try {
        const version = await fetchVersion(current.id);
        setConflict({ current, changes: version.changes ?? [] });
      } catch {
        setConflict({ current, changes: [] });
      }
    } else if (reply.err === 'invalid_schema') {
      setProblems(reply.problems ?? []);
    } else {
      notify('schemasEditor.publish.failed', { type: 'error' });
    }
  };

  return (
    <ModalDialog
      open={open}
      onClose={close}
      closable={!formState.isSubmitting}
      fullWidth
      maxWidth="sm"
      aria-labelledby="schemas-publish-title"
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogTitle id="schemas-publish-title">{translate('schemasEditor.publish.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{translate('schemasEditor.publish.text')}</DialogContentText>
          {!conflict && (
            <FormTextField
              control={control}
              name="note"
              id="schemas-publish-note"
              label="schemasEditor.publish.note"
              autoFocus
              required
              multiline
              inputProps={{ maxLength: 500 }}
              rules={REQUIRED}
            />
          )}
          {conflict && (
            <Alert severity="warning" role="alert" data-conflict={conflict.current.id}>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {translate('schemasEditor.publish.conflict', {
                  author: conflict.current.authorEmail ?? translate('schemasEditor.publish.system'),
                  time: formatVersionTime(conflict.current.createdAt),
                  version: conflict.current.id,
                  note: conflict.current.note,
                  base: baseId,
                })}
              </Typography>
              {conflict.changes !== null && (
                <>
                  <Typography variant="body2">
                    {conflict.changes.length
                      ? translate('schemasEditor.publish.conflictChanges', { version: conflict.current.id })
                      : translate('schemasEditor.publish.conflictNoChanges')}
                  </Typography>
                  <List dense disablePadding sx={{ listStyle: 'disc', pl: 2 }}>
                    {conflict.changes.map((line) => (
                      <ListItem key={line} disableGutters sx={{ display: 'list-item' }}>
                        {line}
                      </ListItem>
                    ))}
                  </List>
                </>
              )}
              <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
                {translate('schemasEditor.publish.reloadWarning')}
              </Typography>
            </Alert>
          )}
          {problems.length > 0 && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {translate('schemasEditor.publish.invalid')}
              <List dense disablePadding>
                {problems.map((problem) => (
                  <ListItem key={problem} disableGutters>
                    {problem}
                  </ListItem>
                ))}
              </List>
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={formState.isSubmitting}>
            {translate('ra.action.cancel')}
          </Button>
          {conflict ? (
            <Button
              variant="contained"
              onClick={() => {
                close();
                onReload();
              }}
            >
              {translate('schemasEditor.publish.reload')}
            </Button>
          ) : (
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
              {translate('schemasEditor.publish.submit')}
            </Button>
          )}
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
