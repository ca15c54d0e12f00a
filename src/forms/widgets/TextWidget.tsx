import { InputAdornment, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { HelperLines } from './HelperLines';
import { useFieldTexts } from './fieldText';
import type { WidgetProps } from './types';

/** str (text, multiline, password) and int/float (with the unit as an adornment). */
export function TextWidget({ field, attr, value, onChange, disabled, inputId }: WidgetProps) {
  const translate = useTranslate();
  const { spec } = field;
  const text = typeof value === 'string' ? value : '';
  const texts = useFieldTexts(spec, attr, text);
  const numeric = spec.type === 'int' || spec.type === 'float';
  const unit = spec.unit ? translate(`fields.units.${spec.unit}`, { _: spec.unit }) : undefined;
  return (
    <TextField
      id={inputId}
      name={field.id}
      label={spec.label}
      value={text}
      onChange={(e) => onChange(e.target.value)}
      required={!!attr.required}
      error={!!texts.error}
      helperText={<HelperLines texts={texts} />}
      type={spec.password ? 'password' : 'text'}
      multiline={!!spec.multiline}
      minRows={spec.multiline ? 3 : undefined}
      fullWidth
      margin="dense"
      size="small"
      disabled={disabled}
      autoComplete={spec.password ? 'new-password' : 'off'}
      slotProps={{
        input: {
          readOnly: !!attr.forced,
          endAdornment: unit ? <InputAdornment position="end">{unit}</InputAdornment> : undefined,
        },
        htmlInput: {
          inputMode: numeric ? (spec.type === 'int' ? 'numeric' : 'decimal') : undefined,
          'aria-invalid': !!texts.error,
        },
        formHelperText: { component: 'div' } as object,
      }}
    />
  );
}
