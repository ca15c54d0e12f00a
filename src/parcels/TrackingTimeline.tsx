// The tracking timeline of a received parcel (games 2.12, 3.8, 8): each event's text with its value
// in the slot, the local date and time HH:MM and the stamp's branch name; 'no events' when empty.
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { eventDateTime, eventText } from './format';
import type { TrackingEvent } from './types';

export function TrackingTimeline({ events }: { events: TrackingEvent[] }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={translate('parcels.tracking.title')} data-testid="tracking-timeline">
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {translate('parcels.tracking.title')}
      </Typography>
      {events.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('parcels.tracking.empty')}
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {events.map((e, i) => (
            <Box
              component="li"
              key={`${e.date}-${i}`}
              data-testid="tracking-event"
              sx={{
                borderLeft: 2,
                borderColor: i === events.length - 1 ? 'primary.main' : 'divider',
                pl: 1.5,
                pb: 1,
              }}
            >
              <Typography variant="body2">{eventText(e.detail, e.subst)}</Typography>
              <Typography variant="caption" color="text.secondary">
                {eventDateTime(e.date)}
                {e.post ? ` · ${e.post}` : ''}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
