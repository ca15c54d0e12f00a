import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * Issue 22: a user without 'edit' is told that the game or level screen is read-only for them;
 * issue 31: the drafts list too (their 'Koncepty' badge stays 0, games 2.1).
 */
export function ReadOnlyNote({ what }: { what: 'game' | 'level' | 'drafts' }) {
  const translate = useTranslate();
  return (
    <Alert severity="info" data-testid="read-only-note" sx={{ py: 0 }}>
      <AlertTitle sx={{ mb: 0 }}>{translate('app.readOnly.title')}</AlertTitle>
      {translate(`app.readOnly.${what}`)}
    </Alert>
  );
}
