// The one dialog of every schema-driven edit modal (platform 2.7–2.10, 4.6, 4.10; games 2.6–2.8).
import { useState, type ReactNode } from 'react';
import { Box, Button, type DialogProps, type PaperProps } from '@mui/material';
import { ModalDialog, DialogActions, DialogContent, DialogTitle } from '../dialogs';
import { useDelete, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { resolveSchema } from './clientForm';
import { ConfirmDialog } from './ConfirmDialog';
import { SchemaFormView } from './SchemaForm';
import { shakeSx } from './shake';
import { HistorySection, RecordHistory } from '../history';
import { useSchemaForm, type SchemaFormController, type SchemaFormOptions } from './useSchemaForm';

type Slot = ReactNode | ((form: SchemaFormController) => ReactNode);

export interface EditDialogProps extends SchemaFormOptions {
  open: boolean;
  /** Closes the dialog (a route-bound dialog navigates back to its list). */
  onClose(): void;
  /** Default: '<schema title> – nový záznam' / '<schema title> – úprava'. */
  title?: string;
  /** The remove button (only for an existing record): deletes after a yes/no confirmation. */
  removable?: boolean;
  /** After a successful remove, before the dialog closes. */
  onRemoved?(record: RaRecord): void;
  /** The done button's label key: 'forms.buttons.done' (default) or 'forms.buttons.submit'. */
  doneLabel?: string;
  /** Extra footer buttons (Storno, download…), left of cancel/done. */
  actions?: Slot;
  /** Extra controls in the title bar (e.g. the level's 'answers' button). */
  headerActions?: Slot;
  /** Extra content above the form (e.g. the variant's sender picked from contacts). */
  before?: Slot;
  /** Done ended well: 'saved' (after onSaved) or 'unchanged' (nothing to send); then the dialog closes. */
  onDone?(result: 'saved' | 'unchanged'): void;
  /** Neither Esc nor an outside click closes the dialog. */
  disableClose?: boolean;
  /** Shown but not editable (e.g. a canceled invoice): inputs disabled, no done button. */
  readOnly?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  /** Whose history 'História zmien' shows when it is not the form's own record (the game of a sheet). */
  historyOf?: { type: string; id: number };
}

const render = (slot: Slot | undefined, form: SchemaFormController) =>
  typeof slot === 'function' ? slot(form) : slot;

/**
 * A schema-driven edit modal: title, sidebar + content from the schema's sections, footer with
 * remove / cancel / done. Done commits (platform 4.6) and closes on success; a rejection shakes the
 * dialog; closing with unsaved changes asks first.
 */
export function EditDialog(props: EditDialogProps) {
  if (!props.open) return null;
  return <OpenEditDialog {...props} />;
}

function OpenEditDialog(props: EditDialogProps) {
  const { onClose, removable, onRemoved, actions, headerActions, disableClose, readOnly } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const [deleteOne, { isPending: removing }] = useDelete();
  const [confirming, setConfirming] = useState<'unsaved' | 'remove' | null>(null);
  const form = useSchemaForm({
    ...props,
    onForceClose: () => {
      props.onForceClose?.();
      onClose();
    },
  });
  const busy = form.status === 'committing' || removing;
  const schemaTitle = resolveSchema(props.schema).title;
  const title =
    props.title ??
    translate(form.isNew ? 'forms.dialog.titleNew' : 'forms.dialog.titleEdit', { title: schemaTitle });

  const requestClose = () => {
    if (busy) return;
    if (form.changed) setConfirming('unsaved');
    else onClose();
  };

  const done = async () => {
    const result = await form.commit({ refuseInvalid: true });
    if (result === 'saved' || result === 'unchanged') {
      props.onDone?.(result);
      onClose();
    }
  };

  const remove = async () => {
    if (form.id === null) return;
    try {
      const record = await deleteOne(
        form.resource,
        { id: form.id, previousData: { id: form.id } },
        { returnPromise: true, mutationMode: 'pessimistic' },
      );
      setConfirming(null);
      onRemoved?.((record ?? { id: form.id }) as RaRecord);
      onClose();
    } catch {
      notify('forms.notify.removeFailed', { type: 'error' });
      onClose();
    }
  };

  const paperProps = {
    'data-shake': String(form.shakeCount),
    sx: shakeSx(form.shakeCount),
  } as PaperProps;

  return (
    <ModalDialog
      open
      onClose={requestClose}
      closable={!disableClose}
      fullWidth
      maxWidth={props.maxWidth ?? 'md'}
      aria-labelledby="edit-dialog-title"
      slotProps={{ paper: paperProps }}
    >
      <DialogTitle id="edit-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box component="span" sx={{ flexGrow: 1 }}>
          {title}
        </Box>
        {render(headerActions, form)}
      </DialogTitle>
      <DialogContent dividers>
        {render(props.before, form)}
        <SchemaFormView form={form} shake={false} readOnly={readOnly} />
        {!form.isNew &&
          (props.historyOf ? (
            <HistorySection type={props.historyOf.type} id={String(props.historyOf.id)} />
          ) : (
            <RecordHistory resource={form.resource} id={form.id} />
          ))}
      </DialogContent>
      <DialogActions>
        {removable && !form.isNew && (
          <Button color="error" onClick={() => setConfirming('remove')} disabled={busy}>
            {translate('forms.buttons.remove')}
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {render(actions, form)}
        <Button onClick={requestClose} disabled={busy}>
          {translate(readOnly ? 'forms.buttons.close' : 'forms.buttons.cancel')}
        </Button>
        {!readOnly && (
          <Button
            variant="contained"
            onClick={() => void done()}
            disabled={busy || form.status === 'loading'}
          >
            {translate(props.doneLabel ?? 'forms.buttons.done')}
          </Button>
        )}
      </DialogActions>
      <ConfirmDialog
        open={confirming === 'unsaved'}
        title="forms.confirm.unsavedTitle"
        content="forms.confirm.unsavedContent"
        onConfirm={() => {
          setConfirming(null);
          onClose();
        }}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'remove'}
        destructive
        title="forms.confirm.removeTitle"
        content="forms.confirm.removeContent"
        loading={removing}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(null)}
      />
    </ModalDialog>
  );
}
