import { useForm } from 'react-hook-form';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ModalDialog, DialogActions, DialogContent, DialogTitle } from '../dialogs';
import { switchUser } from '../providers/authProvider';
import { FormTextField, REQUIRED } from '../formTextField';

/** Switch user modal (spec 2.6, 5.4, 8.5). On success the session emits 'switch' (the page reloads). */
export function SwitchUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const { control, handleSubmit, setError, reset, formState } = useForm({ defaultValues: { email: '' } });

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = async ({ email }: { email: string }) => {
    const switched = await switchUser(email.trim());
    if (!switched) {
      setError(
        'email',
        { type: 'server', message: 'app.switchUser.err.user_not_found' },
        { shouldFocus: true },
      );
    }
  };

  return (
    <ModalDialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="switch-user-title">
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogTitle id="switch-user-title">{translate('app.switchUser.title')}</DialogTitle>
        <DialogContent>
          <FormTextField
            control={control}
            name="email"
            id="switch-user-email"
            label="app.switchUser.email"
            type="email"
            autoFocus
            rules={REQUIRED}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {translate('app.switchUser.submit')}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
