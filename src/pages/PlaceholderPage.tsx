import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** A titled page for a view whose content is built later. */
export function PlaceholderPage({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={title} />
      <Typography color="text.secondary">{translate('app.placeholder')}</Typography>
    </Box>
  );
}
