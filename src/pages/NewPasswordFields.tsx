// A new password typed twice (reset 2.2 / 8.4, settings 2.5 / 8.5): both fields required, the second
// must repeat the first.
import type { Control } from 'react-hook-form';
import { FormTextField } from '../formTextField';

export interface NewPasswordValues {
  password: string;
  password2: string;
}

export interface NewPasswordFieldsProps {
  control: Control<NewPasswordValues>;
  /** Translation keys of the two labels. */
  labels: { password: string; password2: string };
  /** Translation key of the error when the second differs from the first. */
  mismatch: string;
  autoFocus?: boolean;
}

const PASSWORD_REQUIRED = { required: 'ra.validation.required' };

export function NewPasswordFields({ control, labels, mismatch, autoFocus }: NewPasswordFieldsProps) {
  return (
    <>
      <FormTextField
        control={control}
        name="password"
        label={labels.password}
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        rules={PASSWORD_REQUIRED}
      />
      <FormTextField
        control={control}
        name="password2"
        label={labels.password2}
        type="password"
        autoComplete="new-password"
        rules={{
          ...PASSWORD_REQUIRED,
          validate: (value, values) => value === values.password || mismatch,
        }}
      />
    </>
  );
}
