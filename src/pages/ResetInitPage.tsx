import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { startReset } from './api';
import { FormTextField, REQUIRED } from '../formTextField';
import { MessageScreen } from './MessageScreen';
import { SignedOutFrame } from './SignedOutFrame';

const RESET_INIT_ERRORS = ['user_not_found', 'user_disabled'];

/** #/reset: start a password reset (spec 2.2, 4.2, 8.4). */
export function ResetInitPage() {
  const translate = useTranslate();
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm({ defaultValues: { email: '' } });

  const onSubmit = async ({ email }: { email: string }) => {
    setFormError(false);
    try {
      const reply = await startReset(email);
      if (reply.ok) return setSent(true);
      if (reply.err && RESET_INIT_ERRORS.includes(reply.err)) {
        return setError('email', { type: 'server', message: `app.resetInit.err.${reply.err}` });
      }
    } catch {
      // handled below
    }
    setFormError(true);
  };

  if (sent) {
    return (
      <MessageScreen
        title="app.resetInit.sentTitle"
        message="app.resetInit.sentMsg"
        action={{ label: 'app.msg.signin', to: '/signin' }}
      />
    );
  }
  return (
    <SignedOutFrame title={translate('app.resetInit.title')}>
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <Typography color="text.secondary">{translate('app.resetInit.info')}</Typography>
        {formError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {translate('app.resetInit.err.error')}
          </Alert>
        )}
        <FormTextField
          control={control}
          name="email"
          label="app.resetInit.email"
          type="email"
          autoComplete="username"
          autoFocus
          rules={REQUIRED}
        />
        <Button type="submit" variant="contained" fullWidth disabled={formState.isSubmitting} sx={{ mt: 1 }}>
          {translate('app.resetInit.submit')}
        </Button>
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Link component={LinkBase} to="/signin">
            {translate('app.resetInit.back')}
          </Link>
        </Box>
      </Box>
    </SignedOutFrame>
  );
}
