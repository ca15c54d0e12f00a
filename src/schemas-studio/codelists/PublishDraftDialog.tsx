import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, List, ListItem } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { ModalDialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '../../dialogs';
import { FormTextField, REQUIRED } from '../../formTextField';
import { publishDraft, type SchemaDraft } from './api';

export interface PublishDraftDialogProps {
  open: boolean;
  /** The version the draft was made from. */
  baseId: number;
  /** The whole set of forms and codelists to publish. */
  draft: SchemaDraft;
  onClose(): void;
  /** Published as version `version`. */
  onPublished(version: number): void;
  /** Another version (`version`) was published since baseId: nothing was published. */
  onConflict(version: number): void;
}

/**
 * 'Zverejniť': a required note, then PUT schemas/versions {baseId, note, forms, codelists}; the problems
 * of an invalid draft stay listed in the dialog (as in the restore dialog).
 */
export function PublishDraftDialog(props: PublishDraftDialogProps) {
  const { open, baseId, draft, onClose, onPublished, onConflict } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const [problems, setProblems] = useState<string[]>([]);
  const { control, handleSubmit, reset, formState } = useForm({ defaultValues: { note: '' } });

  const close = () => {
    reset();
    setProblems([]);
    onClose();
  };

  const onSubmit = async ({ note }: { note: string }) => {
    let reply;
    try {
      reply = await publishDraft(baseId, note.trim(), draft);
    } catch {
      notify('schemasCodelists.publish.failed', { type: 'error' });
      return;
    }
    if (reply.ok && reply.version) {
      notify('schemasCodelists.publish.done', {
        type: 'success',
        messageArgs: { version: reply.version.id },
      });
      reset();
      setProblems([]);
      onPublished(reply.version.id);
    } else if (reply.err === 'conflict') {
      reset();
      setProblems([]);
      onConflict(reply.current?.id ?? 0);
    } else if (reply.err === 'invalid_schema') {
      setProblems(reply.problems ?? []);
    } else {
      notify('schemasCodelists.publish.failed', { type: 'error' });
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
        <DialogTitle id="schemas-publish-title">{translate('schemasCodelists.publish.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('schemasCodelists.publish.text', { id: baseId })}</DialogContentText>
          <FormTextField
            control={control}
            name="note"
            id="schemas-publish-note"
            label="schemasCodelists.publish.note"
            autoFocus
            required
            multiline
            inputProps={{ maxLength: 500 }}
            rules={REQUIRED}
          />
          {problems.length > 0 && (
            <Alert severity="error" role="alert">
              {translate('schemasCodelists.publish.invalid')}
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
            {translate('schemasCodelists.publish.submit')}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
