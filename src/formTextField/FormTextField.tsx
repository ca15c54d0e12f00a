import { TextField, type TextFieldProps } from '@mui/material';
import {
  useController,
  type Control,
  type FieldValues,
  type Path,
  type RegisterOptions,
} from 'react-hook-form';
import { useTranslate } from 'react-admin';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'error'> & {
  name: Path<T>;
  control: Control<T>;
  /** Translation key of the label. */
  label: string;
  rules?: RegisterOptions<T, Path<T>>;
};

/**
 * A text field of react-hook-form whose error message is a translation key; an error with an
 * empty message only marks the field (spec 5.4: on a sign-in error the email is marked).
 */
export function FormTextField<T extends FieldValues>({ name, control, label, rules, ...rest }: Props<T>) {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name, control, rules });
  const { ref, ...fieldProps } = field;
  const message = fieldState.error?.message;
  return (
    <TextField
      {...rest}
      {...fieldProps}
      inputRef={ref}
      id={rest.id ?? String(name)}
      label={translate(label)}
      error={fieldState.invalid}
      helperText={message ? translate(message) : rest.helperText}
      fullWidth
      margin="normal"
    />
  );
}

/** Required and not blank, with react-admin's Slovak message. */
export const REQUIRED = {
  validate: (value: unknown) =>
    (typeof value === 'string' && value.trim() !== '') || 'ra.validation.required',
};
