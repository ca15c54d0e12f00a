import { useState } from 'react';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FileDownloadDialog } from '../../downloads';
import { apiUrl } from '../../providers/api';

/** 'Exportovať' of a version in the history: its zip through the app's download modal. */
export function ExportVersionButton({ id }: { id: number }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(true)}
        aria-label={translate('schemasCodelists.export.label', { id })}
      >
        {translate('schemasCodelists.export.button')}
      </Button>
      <FileDownloadDialog
        open={open}
        href={apiUrl(`schemas/versions/${id}/export`)}
        title="schemasCodelists.export.title"
        description={translate('schemasCodelists.export.description', { id })}
        autoStart
        onClose={() => setOpen(false)}
      />
    </>
  );
}
