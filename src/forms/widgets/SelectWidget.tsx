import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Option } from '../../../schemas/engine';
import { HelperLines } from './HelperLines';
import { useFieldTexts } from './fieldText';
import type { WidgetProps } from './types';

/** The selectable items: the server's attrs.options, else the field's codelist. */
export function fieldOptions(props: Pick<WidgetProps, 'attr' | 'field'>): Option[] {
  return props.attr.options ?? props.field.options ?? [];
}

/** enum and list: a select; an optional field without an empty item can be cleared. */
export function SelectWidget({ field, attr, value, onChange, disabled, inputId }: WidgetProps) {
  const translate = useTranslate();
  const selected = typeof value === 'string' ? value : '';
  const texts = useFieldTexts(field.spec, attr, selected);
  const options = fieldOptions({ attr, field });
  const known = options.some((o) => o.value === selected);
  const clearable = !attr.required && !options.some((o) => o.value === '');
  return (
    <TextField
      select
      id={inputId}
      name={field.id}
      label={field.spec.label}
      value={known || selected === '' ? selected : ''}
      onChange={(e) => onChange(e.target.value)}
      required={!!attr.required}
      error={!!texts.error}
      helperText={<HelperLines texts={texts} />}
      fullWidth
      margin="dense"
      size="small"
      disabled={disabled || !!attr.forced}
      slotProps={{ formHelperText: { component: 'div' } as object }}
    >
      {clearable && (
        <MenuItem value="">
          <em>{translate('forms.select.none')}</em>
        </MenuItem>
      )}
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
