// Beside the form editor: the draft's form as staff will see it (validated by the server under the draft)
// and the stored records the draft would make incomplete.
import { Card, CardContent, Stack } from '@mui/material';
import { FORM_NAMES, type FormName } from '../../schemas/engine';
import type { SchemaFiles } from '../../schemas/loader';
import { DraftImpact, DraftPreview } from './preview';

export function editorAside(draft: SchemaFiles, form: string) {
  if (!(FORM_NAMES as readonly string[]).includes(form)) return null;
  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <DraftPreview form={form as FormName} files={draft} />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <DraftImpact files={draft} />
        </CardContent>
      </Card>
    </Stack>
  );
}
