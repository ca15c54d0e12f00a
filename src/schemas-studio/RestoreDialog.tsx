import { useForm } from 'react-hook-form';
import { Alert, Button, List, ListItem } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { ModalDialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '../dialogs';
import { FormTextField, REQUIRED } from '../formTextField';
import { republishVersion } from './api';
import { useState } from 'react';

export interface RestoreDialogProps {
  /** The version to publish again; null: closed. */
  versionId: number | null;
  /** The version in force (the rollback's baseId). */
  baseId: number;
  onClose(): void;
  /** After a rollback or a conflict: the screen reloads its lists. */
  onChanged(): void;
}

/** 'Obnoviť túto verziu': a required note, then POST schemas/versions/{id}/publish {baseId, note}. */
export function RestoreDialog({ versionId, baseId, onClose, onChanged }: RestoreDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [problems, setProblems] = useState<string[]>([]);
  const { control, handleSubmit, reset, formState } = useForm({ defaultValues: { note: '' } });
  const open = versionId !== null;

  const close = () => {
    reset();
    setProblems([]);
    onClose();
  };

  const onSubmit = async ({ note }: { note: string }) => {
    if (versionId === null) return;
    let reply;
    try {
      reply = await republishVersion(versionId, baseId, note.trim());
    } catch {
      notify('schemasStudio.restore.failed', { type: 'error' });
      return;
    }
    if (reply.ok && reply.version) {
      notify('schemasStudio.restore.done', {
        type: 'success',
        messageArgs: { id: versionId, version: reply.version.id },
      });
      close();
      onChanged();
    } else if (reply.err === 'conflict') {
      notify('schemasStudio.restore.conflict', {
        type: 'warning',
        messageArgs: { version: reply.current?.id ?? '' },
      });
      close();
      onChanged();
    } else if (reply.err === 'invalid_schema') {
      setProblems(reply.problems ?? []);
    } else {
      notify('schemasStudio.restore.failed', { type: 'error' });
    }
  };

  return (
    <ModalDialog
      open={open}
      onClose={close}
      closable={!formState.isSubmitting}
      fullWidth
      maxWidth="sm"
      aria-labelledby="schemas-restore-title"
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogTitle id="schemas-restore-title">
          {translate('schemasStudio.restore.title', { id: versionId ?? '' })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate('schemasStudio.restore.text', { id: versionId ?? '' })}
          </DialogContentText>
          <FormTextField
            control={control}
            name="note"
            id="schemas-restore-note"
            label="schemasStudio.restore.note"
            autoFocus
            required
            multiline
            inputProps={{ maxLength: 500 }}
            rules={REQUIRED}
          />
          {problems.length > 0 && (
            <Alert severity="error" role="alert">
              {translate('schemasStudio.restore.invalid')}
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
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {translate('schemasStudio.restore.submit')}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
