import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useParams, useTranslate } from 'react-admin';
import { ApiError } from '../providers/api';
import { checkResetToken, completeReset } from './api';
import { NewPasswordFields, type NewPasswordValues } from './NewPasswordFields';
import { MessageScreen } from './MessageScreen';
import { SignedOutFrame } from './SignedOutFrame';

const TOKEN_ERRORS = ['user_not_found', 'token_expired', 'user_disabled'];

/** The message key for a failed token check or completion; a missing err means user_not_found (spec 4.2). */
export function resetErrorMessage(err: string | undefined): string {
  return `app.resetComplete.errMsg.${err && TOKEN_ERRORS.includes(err) ? err : 'user_not_found'}`;
}

type Phase = { name: 'checking' } | { name: 'form' } | { name: 'done' } | { name: 'failed'; message: string };

/** #/reset/{token}: checks the token first, then asks for the new password twice (spec 2.2, 4.2, 5.4, 8.4). */
export function ResetCompletePage() {
  const { token = '' } = useParams<{ token: string }>();
  const [phase, setPhase] = useState<Phase>({ name: 'checking' });

  useEffect(() => {
    const controller = new AbortController();
    checkResetToken(token, controller.signal).then(
      (reply) =>
        setPhase(reply.ok ? { name: 'form' } : { name: 'failed', message: resetErrorMessage(reply.err) }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const err = error instanceof ApiError ? error.body?.err : undefined;
        setPhase({ name: 'failed', message: resetErrorMessage(err) });
      },
    );
    return () => controller.abort();
  }, [token]);

  if (phase.name === 'failed') {
    return (
      <MessageScreen
        title="app.resetComplete.title"
        message={phase.message}
        action={{ label: 'app.msg.signin', to: '/signin' }}
      />
    );
  }
  if (phase.name === 'done') {
    return (
      <MessageScreen
        title="app.resetComplete.doneTitle"
        message="app.resetComplete.doneMsg"
        action={{ label: 'app.msg.signin', to: '/signin' }}
      />
    );
  }
  return phase.name === 'checking' ? (
    <CheckingToken />
  ) : (
    <ResetCompleteForm token={token} onDone={setPhase} />
  );
}

function CheckingToken() {
  const translate = useTranslate();
  return (
    <SignedOutFrame title={translate('app.resetComplete.title')}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={24} />
        <Typography>{translate('app.resetComplete.checking')}</Typography>
      </Box>
    </SignedOutFrame>
  );
}

function ResetCompleteForm({ token, onDone }: { token: string; onDone: (phase: Phase) => void }) {
  const translate = useTranslate();
  const { control, handleSubmit, setError, formState } = useForm<NewPasswordValues>({
    defaultValues: { password: '', password2: '' },
  });

  const onSubmit = async ({ password }: NewPasswordValues) => {
    let reply;
    try {
      reply = await completeReset(token, password);
    } catch (error) {
      const err = error instanceof ApiError ? error.body?.err : undefined;
      if (err && TOKEN_ERRORS.includes(err))
        return onDone({ name: 'failed', message: resetErrorMessage(err) });
      return onDone({ name: 'failed', message: 'app.resetComplete.errMsg.error' });
    }
    if (reply.ok) return onDone({ name: 'done' });
    if (reply.err === 'password_weak') {
      return setError(
        'password',
        { type: 'server', message: 'app.resetComplete.password_weak' },
        { shouldFocus: true },
      );
    }
    onDone({ name: 'failed', message: resetErrorMessage(reply.err) });
  };

  return (
    <SignedOutFrame title={translate('app.resetComplete.title')}>
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <Typography color="text.secondary">{translate('app.resetComplete.info')}</Typography>
        <NewPasswordFields
          control={control}
          labels={{ password: 'app.resetComplete.password', password2: 'app.resetComplete.password2' }}
          mismatch="app.resetComplete.mismatch"
          autoFocus
        />
        <Button type="submit" variant="contained" fullWidth disabled={formState.isSubmitting} sx={{ mt: 1 }}>
          {translate('app.resetComplete.submit')}
        </Button>
      </Box>
    </SignedOutFrame>
  );
}
