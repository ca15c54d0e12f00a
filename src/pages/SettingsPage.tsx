import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Box, Button, Card, CardContent, Fade, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { changePassword } from './api';
import { NewPasswordFields, type NewPasswordValues } from './NewPasswordFields';

// Spec 9: the success notice fades in over 250 ms and hides after 2500 ms.
export const NOTICE_FADE_IN_MS = 250;
export const NOTICE_HIDE_AFTER_MS = 2500;
const PASSWORD_ERRORS = ['password_weak', 'password_not_match'];

const EMPTY: NewPasswordValues = { password: '', password2: '' };

/** #/settings: change password (spec 2.5, 5.4, 8.5). */
export function SettingsPage() {
  const translate = useTranslate();
  const [noticeShown, setNoticeShown] = useState(false);
  const { control, handleSubmit, setError, reset, formState } = useForm<NewPasswordValues>({
    defaultValues: EMPTY,
  });

  useEffect(() => {
    if (!noticeShown) return;
    const timer = setTimeout(() => setNoticeShown(false), NOTICE_HIDE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [noticeShown]);

  const onSubmit = async ({ password }: NewPasswordValues) => {
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
            <NewPasswordFields
              control={control}
              labels={{ password: 'app.settings.password', password2: 'app.settings.password2' }}
              mismatch="app.settings.err.password_not_match"
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
