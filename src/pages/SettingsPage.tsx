import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Box, Button, Card, CardContent, Fade, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { changePassword } from './api';
import { FormTextField } from '../formTextField';

// Spec 9: the success notice fades in over 250 ms and hides after 2500 ms.
export const NOTICE_FADE_IN_MS = 250;
export const NOTICE_HIDE_AFTER_MS = 2500;
const PASSWORD_ERRORS = ['password_weak', 'password_not_match'];

interface PasswordValues {
  password: string;
  password2: string;
}

const EMPTY: PasswordValues = { password: '', password2: '' };

/** #/settings: change password (spec 2.5, 5.4, 8.5). */
export function SettingsPage() {
  const translate = useTranslate();
  const [noticeShown, setNoticeShown] = useState(false);
  const { control, handleSubmit, setError, reset, formState } = useForm<PasswordValues>({
    defaultValues: EMPTY,
  });

  useEffect(() => {
    if (!noticeShown) return;
    const timer = setTimeout(() => setNoticeShown(false), NOTICE_HIDE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [noticeShown]);

  const onSubmit = async ({ password }: PasswordValues) => {
    setNoticeShown(false);
    try {
      const reply = await changePassword(password);
      if (reply.ok) {
        reset(EMPTY);
        setNoticeShown(true);
        return;
      }
      if (reply.err && PASSWORD_ERRORS.includes(reply.err)) {
        setError(
          'password2',
          { type: 'server', message: `app.settings.err.${reply.err}` },
          { shouldFocus: true },
        );
        return;
      }
    } catch {
      // Any other failure clears the section (spec 8.5).
    }
    reset(EMPTY);
  };

  return (
    <Box sx={{ maxWidth: 480, mt: 2 }}>
      <Title title="app.settings.title" />
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {translate('app.settings.passwordSection')}
          </Typography>
          <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
            <FormTextField
              control={control}
              name="password"
              label="app.settings.password"
              type="password"
              autoComplete="new-password"
              rules={{ required: 'ra.validation.required' }}
            />
            <FormTextField
              control={control}
              name="password2"
              label="app.settings.password2"
              type="password"
              autoComplete="new-password"
              rules={{
                required: 'ra.validation.required',
                validate: (value, values) =>
                  value === values.password || 'app.settings.err.password_not_match',
              }}
            />
            <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ mt: 1 }}>
              {translate('app.settings.submit')}
            </Button>
          </Box>
          <Fade in={noticeShown} timeout={NOTICE_FADE_IN_MS} unmountOnExit>
            <Alert severity="success" role="status" sx={{ mt: 2 }}>
              {translate('app.settings.changed')}
            </Alert>
          </Fade>
        </CardContent>
      </Card>
    </Box>
  );
}
