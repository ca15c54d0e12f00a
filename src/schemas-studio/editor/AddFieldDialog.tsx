// 'Pridať pole': a label, a type and where the field goes; its id is made from the label and is never
// one the form has or had.
import { useState } from 'react';
import { Button, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ModalDialog, DialogActions, DialogContent, DialogTitle } from '../../dialogs';
import { FIELD_TYPES, FIELD_TYPE_LABELS, type FieldType, type FormSchema } from '../../../schemas/engine';
import { SelectField } from '../SelectField';
import { DEFAULT_SECTION, groupsOf, newFieldId, sectionRows, type NewField } from './draft';

export interface AddFieldDialogProps {
  open: boolean;
  form: FormSchema;
  /** Ids the form has or had (retired ones included): never given to a new field. */
  taken: ReadonlySet<string>;
  /** The section a new field goes to unless another is chosen. */
  section?: string;
  onClose(): void;
  onAdd(field: NewField): void;
}

const NO_GROUP = '\u0000';

export function AddFieldDialog({ open, form, taken, section, onClose, onAdd }: AddFieldDialogProps) {
  const translate = useTranslate();
  const sections = sectionRows(form);
  const groups = groupsOf(form).filter((g) => !g.retired);
  const [label, setLabel] = useState('');
  const [type, setType] = useState<FieldType>('str');
  const [target, setTarget] = useState<string | null>(null);
  const [group, setGroup] = useState(NO_GROUP);
  const fallback = sections.some((s) => s.id === DEFAULT_SECTION) ? DEFAULT_SECTION : sections[0]?.id;
  const chosenSection = target ?? section ?? fallback ?? DEFAULT_SECTION;
  const parentId = group === NO_GROUP ? undefined : group;
  const id = label.trim() ? newFieldId(label, taken, parentId) : '';

  const close = () => {
    setLabel('');
    setType('str');
    setTarget(null);
    setGroup(NO_GROUP);
    onClose();
  };
  const submit = () => {
    if (!id) return;
    onAdd({ id, label: label.trim(), type, section: parentId ? undefined : chosenSection, parentId });
    close();
  };

  return (
    <ModalDialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="schemas-add-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogTitle id="schemas-add-title">{translate('schemasEditor.add.title')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <TextField
            id="schemas-add-label"
            label={translate('schemasEditor.add.label')}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            required
            autoFocus
            fullWidth
            inputProps={{ maxLength: 200 }}
          />
          <SelectField
            id="schemas-add-type"
            label={translate('schemasEditor.add.type')}
            value={type}
            choices={FIELD_TYPES.map((t) => ({ value: t, label: FIELD_TYPE_LABELS[t] }))}
            onChange={(v) => setType(v as FieldType)}
          />
          {groups.length > 0 && (
            <SelectField
              id="schemas-add-group"
              label={translate('schemasEditor.add.group')}
              value={group}
              choices={[
                { value: NO_GROUP, label: translate('schemasEditor.add.noGroup') },
                ...groups.map((g) => ({ value: g.id, label: `${g.label} (${g.id})` })),
              ]}
              onChange={setGroup}
            />
          )}
          {!parentId && (
            <SelectField
              id="schemas-add-section"
              label={translate('schemasEditor.add.section')}
              value={chosenSection}
              choices={sections.map((s) => ({
                value: s.id,
                label: s.label ?? translate('schemasEditor.list.noSection'),
              }))}
              onChange={setTarget}
            />
          )}
          {id && (
            <Typography variant="body2" data-new-id={id}>
              {translate('schemasEditor.add.id', { id })}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            {translate('schemasEditor.add.idHint')}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!id}>
            {translate('schemasEditor.add.submit')}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
