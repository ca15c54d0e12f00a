import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Checkbox, FormControlLabel, Link } from '@mui/material';
import {
  LinkBase,
  useAuthProvider,
  useAuthState,
  useNavigate,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { SIGNIN_ERRORS, SigninError } from '../providers/authProvider';
import { defaultView } from '../providers/session';
import { FormTextField, REQUIRED } from '../formTextField';
import { SignedOutFrame } from './SignedOutFrame';

interface SigninValues {
  email: string;
  password: string;
}

/** #/signin (spec 2.2, 5.4, 8.1). A signed-in user is sent to the default view. */
export function SigninPage() {
  const translate = useTranslate();
  const { authenticated } = useAuthState();
  const { permissions, isPending: permsPending } = usePermissions();
  const target = authenticated && !permsPending ? defaultView(permissions) : null;
  useRedirectFromSignin(target);
  if (target) return null;
  return (
    <SignedOutFrame title={translate('app.signin.title')}>
      <SigninForm />
    </SignedOutFrame>
  );
}

const SIGNIN_HASH = /^#\/signin(?:[/?]|$)/;

/**
 * Sends a signed-in user from #/signin to `target`, also when they come back to #/signin while this view
 * is still mounted: the route change away from it renders in a transition, and returning before that
 * commits re-renders this same view with the same props, so a <Navigate> would not fire again (a blank page).
 */
function useRedirectFromSignin(target: string | null) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!target) return;
    const redirect = () => {
      if (SIGNIN_HASH.test(window.location.hash)) navigate(target, { replace: true });
    };
    redirect();
    window.addEventListener('hashchange', redirect);
    return () => window.removeEventListener('hashchange', redirect);
  }, [target, navigate]);
}

function SigninForm() {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<SigninValues>({
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = async (values: SigninValues) => {
    setFormError(null);
    try {
      await authProvider!.login(values);
    } catch (error) {
      const code = error instanceof SigninError ? error.code : 'error';
      if ((SIGNIN_ERRORS as readonly string[]).includes(code)) {
        setError('email', { type: 'server', message: '' });
        setError('password', { type: 'server', message: `app.signin.err.${code}` }, { shouldFocus: true });
      } else {
        setFormError(`app.signin.err.${code === 'too_many_requests' ? code : 'error'}`);
      }
      return;
    }
    const perms = await authProvider!.getPermissions!({});
    // The route guards read the auth queries: refresh them before leaving the page.
    await queryClient.invalidateQueries({ queryKey: ['auth'] });
    navigate(defaultView(perms), { replace: true });
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
      {formError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {translate(formError)}
        </Alert>
      )}
      <FormTextField
        control={control}
        name="email"
        label="app.signin.email"
        type="email"
        autoComplete="username"
        autoFocus
        rules={REQUIRED}
      />
      <FormTextField
        control={control}
        name="password"
        label="app.signin.password"
        type="password"
        autoComplete="current-password"
        rules={{ required: 'ra.validation.required' }}
      />
      {/* Sessions are always remembered by the server; the label only says so (spec 2.2). */}
      <FormControlLabel control={<Checkbox checked disabled />} label={translate('app.signin.remember')} />
      <Button type="submit" variant="contained" fullWidth disabled={formState.isSubmitting} sx={{ mt: 1 }}>
        {translate('app.signin.submit')}
      </Button>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={LinkBase} to="/reset">
          {translate('app.signin.problems')}
        </Link>
      </Box>
    </Box>
  );
}
