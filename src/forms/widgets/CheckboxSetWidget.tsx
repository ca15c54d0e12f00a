import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { toggleSetOption } from '../../../schemas/engine';
import { HelperLines } from './HelperLines';
import { fieldOptions } from './SelectWidget';
import { useFieldTexts } from './fieldText';
import type { WidgetProps } from './types';

/** set: a checkbox per option; checking one unchecks the others of its invariant groups (platform 4.7). */
export function CheckboxSetWidget({ field, attr, value, onChange, disabled, inputId }: WidgetProps) {
  const checked = Array.isArray(value) ? value : [];
  const texts = useFieldTexts(field.spec, attr, checked);
  const invariants = attr.invar ?? field.spec.invariants;
  return (
    <FormControl component="fieldset" error={!!texts.error} margin="dense" fullWidth id={inputId}>
      <FormLabel component="legend" required={!!attr.required}>
        {field.spec.label}
      </FormLabel>
      <FormGroup row>
        {fieldOptions({ attr, field }).map((o) => (
          <FormControlLabel
            key={o.value}
            label={o.label}
            control={
              <Checkbox
                name={`${field.id}.${o.value}`}
                checked={checked.includes(o.value)}
                onChange={(e) => onChange(toggleSetOption(checked, o.value, e.target.checked, invariants))}
                disabled={disabled || !!attr.forced}
              />
            }
          />
        ))}
      </FormGroup>
      {(texts.error || texts.warning || texts.hint) && (
        <FormHelperText component="div">
          <HelperLines texts={texts} />
        </FormHelperText>
      )}
    </FormControl>
  );
}
