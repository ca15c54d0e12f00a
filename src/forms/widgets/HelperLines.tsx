import { Box } from '@mui/material';
import type { FieldTexts } from './fieldText';

/** Error, warning and hint lines under a field (the error replaces the hint). */
export function HelperLines({ texts }: { texts: FieldTexts }) {
  if (!texts.error && !texts.warning && !texts.hint) return null;
  return (
    <>
      {texts.error && (
        <Box component="span" display="block" data-field-error="true">
          {texts.error}
        </Box>
      )}
      {texts.warning && (
        <Box component="span" display="block" sx={{ color: 'warning.main' }} data-field-warning="true">
          {texts.warning}
        </Box>
      )}
      {!texts.error && texts.hint && (
        <Box component="span" display="block">
          {texts.hint}
        </Box>
      )}
    </>
  );
}
