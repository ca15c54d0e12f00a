import { Box, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { NEWS_ITEMS } from './newsItems';

/** The news side panel (platform 2.10, games 2.16, 9); closing it is remembered under 'news.hidden6'. */
export function NewsPanel({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Box component="aside" aria-labelledby="news-title" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography id="news-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('news.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={translate('news.close')} title={translate('news.close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <List dense disablePadding>
        {NEWS_ITEMS.map((id) => (
          <ListItem key={id} disableGutters data-news={id}>
            <ListItemText
              primary={translate(`news.items.${id}.title`)}
              secondary={translate(`news.items.${id}.body`)}
              slotProps={{ primary: { sx: { fontWeight: 600 } } }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
