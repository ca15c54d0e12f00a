// The studio's publishing dialogs ('Obnoviť túto verziu', the codelists' and the form editor's 'Zverejniť'):
// a required note, then the caller's publish call. A published version is announced and handed on; a
// `conflict` (another version published since the base) goes to the caller; the problems of an
// `invalid_schema` stay listed in the dialog; anything else is a 'failed' notice.
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, List, ListItem } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { SchemaPublishReply, SchemaVersionInfo } from '../../schemas/api';
import { ApiError } from '../providers/api';
import { ModalDialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '../dialogs';
import { FormTextField, REQUIRED } from '../formTextField';

export interface PublishNoteDialogProps {
  open: boolean;
  /** The dialog's element ids: `${idPrefix}-title`, `${idPrefix}-note`. */
  idPrefix: string;
  /**
   * The i18n prefix of the dialog's messages: `.title`, `.text`, `.note`, `.invalid`, `.submit`,
   * `.failed` and `.done` (with `version`, the published version's id, and `args`).
   */
  messages: string;
  /** Arguments of the title, the text and the 'done' notice. */
  args?: Record<string, unknown>;
  /** The publish call with the trimmed note. */
  publish(note: string): Promise<SchemaPublishReply>;
  onClose(): void;
  /** Published as version `version` (the dialog is reset). */
  onPublished(version: number): void;
  /** Another version was published since the base: nothing was published (the dialog is reset). */
  onConflict(current: SchemaVersionInfo | undefined): void | Promise<void>;
  /** Shown instead of the note field (the editor's conflict). */
  replacement?: ReactNode;
  /** Shown instead of the submit button (the editor's 'Načítať aktuálnu verziu'). */
  action?: ReactNode;
  /** Shown under the note (the editor's impact of the publish and its confirmation). */
  extra?: ReactNode;
  /** The submit button stays disabled (a confirmation is still missing). */
  blocked?: boolean;
}

export function PublishNoteDialog(props: PublishNoteDialogProps) {
  const { open, idPrefix, messages, args, publish, onClose, onPublished, onConflict, replacement, action } =
    props;
  const { extra, blocked } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const [problems, setProblems] = useState<string[]>([]);
  const { control, handleSubmit, reset, formState } = useForm({ defaultValues: { note: '' } });

  const clear = () => {
    reset();
    setProblems([]);
  };
  const close = () => {
    clear();
    onClose();
  };

  const onSubmit = async ({ note }: { note: string }) => {
    let reply: SchemaPublishReply;
    try {
      reply = await publish(note.trim());
    } catch (e) {
      if (e instanceof ApiError && e.body?.err) reply = e.body as SchemaPublishReply;
      else {
        notify(`${messages}.failed`, { type: 'error' });
        return;
      }
    }
    if (reply.ok && reply.version) {
      const version = reply.version.id;
      notify(`${messages}.done`, { type: 'success', messageArgs: { ...args, version } });
      clear();
      onPublished(version);
    } else if (reply.err === 'conflict') {
      clear();
      await onConflict(reply.current);
    } else if (reply.err === 'invalid_schema') {
      setProblems(reply.problems ?? []);
    } else {
      notify(`${messages}.failed`, { type: 'error' });
    }
  };

  return (
    <ModalDialog
      open={open}
      onClose={close}
      closable={!formState.isSubmitting}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${idPrefix}-title`}
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogTitle id={`${idPrefix}-title`}>{translate(`${messages}.title`, args)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{translate(`${messages}.text`, args)}</DialogContentText>
          {replacement ?? (
            <FormTextField
              control={control}
              name="note"
              id={`${idPrefix}-note`}
              label={`${messages}.note`}
              autoFocus
              required
              multiline
              inputProps={{ maxLength: 500 }}
              rules={REQUIRED}
            />
          )}
          {!replacement && extra}
          {problems.length > 0 && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {translate(`${messages}.invalid`)}
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
          {action ?? (
            <Button type="submit" variant="contained" disabled={formState.isSubmitting || blocked}>
              {translate(`${messages}.submit`)}
            </Button>
          )}
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
