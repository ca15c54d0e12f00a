import { MenuItem, TextField } from '@mui/material';

export interface SelectChoice {
  value: string;
  /** As shown (already translated). */
  label: string;
}

export interface SelectFieldProps {
  id: string;
  /** Already translated. */
  label: string;
  value: string;
  choices: SelectChoice[];
  onChange(value: string): void;
  size?: 'small' | 'medium';
  disabled?: boolean;
  /** Shown under the select (already translated). */
  helperText?: string;
  error?: boolean;
}

/** The studio's select: one of `choices`, full width. */
export function SelectField(props: SelectFieldProps) {
  const { id, label, value, choices, onChange, size, disabled, helperText, error } = props;
  return (
    <TextField
      select
      size={size}
      fullWidth
      id={id}
      label={label}
      value={value}
      disabled={disabled}
      helperText={helperText}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    >
      {choices.map((c) => (
        <MenuItem key={c.value} value={c.value}>
          {c.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
