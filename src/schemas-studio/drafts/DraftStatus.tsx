import { Alert, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DraftSaveState } from './useDraftSaver';

/** 'Ukladám…' / 'Uložené' beside the editor's title; a failed save says the draft stays in the page. */
export function DraftStatus({ state }: { state: DraftSaveState }) {
  const translate = useTranslate();
  if (state === 'idle') return null;
  if (state === 'failed')
    return (
      <Alert severity="error" role="alert" sx={{ py: 0 }} data-draft-save="failed">
        {translate('schemasDrafts.failed')}
      </Alert>
    );
  return (
    <Chip
      size="small"
      variant="outlined"
      role="status"
      data-draft-save={state}
      label={translate(state === 'saving' ? 'schemasDrafts.saving' : 'schemasDrafts.saved')}
    />
  );
}
