import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import { useTutorial } from '../../layout/frameState';
import { ImportZipDialog } from './ImportZipDialog';

/** The overview's buttons: 'Importovať zip' and 'Pomocník' (the studio's page of the tutorial panel). */
export function StudioToolbar({ onChanged }: { onChanged(): void }) {
  const translate = useTranslate();
  const tutorial = useTutorial();
  const [importing, setImporting] = useState(false);
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
        {translate('schemasCodelists.import.button')}
      </Button>
      <Button
        variant="outlined"
        startIcon={<HelpOutlineIcon />}
        onClick={() => {
          if (!tutorial.shown) tutorial.toggle();
        }}
      >
        {translate('schemasCodelists.helpButton')}
      </Button>
      <ImportZipDialog open={importing} onClose={() => setImporting(false)} onPublished={onChanged} />
    </Stack>
  );
}
