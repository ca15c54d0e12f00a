import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';
import { HelperLines } from './HelperLines';
import { useFieldTexts } from './fieldText';
import type { WidgetProps } from './types';

/** bool: a checkbox; forced = read-only. */
export function CheckboxWidget({ field, attr, value, onChange, disabled, inputId }: WidgetProps) {
  const texts = useFieldTexts(field.spec, attr, value);
  return (
    <FormControl error={!!texts.error} margin="dense" fullWidth>
      <FormControlLabel
        control={
          <Checkbox
            id={inputId}
            name={field.id}
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
            disabled={disabled || !!attr.forced}
          />
        }
        label={attr.required ? `${field.spec.label} *` : field.spec.label}
      />
      {(texts.error || texts.warning || texts.hint) && (
        <FormHelperText component="div">
          <HelperLines texts={texts} />
        </FormHelperText>
      )}
    </FormControl>
  );
}
