import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface LoadFailedProps {
  /** The i18n key of the message. */
  message: string;
  /** The i18n key of the retry button. */
  retry: string;
  onRetry(): void;
}

/** A studio screen whose data did not load: the message and a button that loads it again. */
export function LoadFailed({ message, retry, onRetry }: LoadFailedProps) {
  const translate = useTranslate();
  return (
    <Box
      role="alert"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}
    >
      <Typography>{translate(message)}</Typography>
      <Button variant="contained" onClick={onRetry}>
        {translate(retry)}
      </Button>
    </Box>
  );
}
