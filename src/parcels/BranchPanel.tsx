// The post-branch panel of the level/parcel detail (games 2.12, 3.8, 8, 9): address, phone, opening
// hours per week day ('Po Ut St Št Pi So Ne', today selected, 'Zatvorené' with fewer than 2 values)
// and the lazily loaded map; no position or a map that fails to load shows the 'not available' text.
import { Component, lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { Alert, Box, CircularProgress, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatZip } from '../format';
import { dayHours, todayOf, WEEK_DAYS, type WeekDay } from './format';
import type { MapConfig, PostBranch } from './types';

const BranchMap = lazy(() => import('./BranchMap'));

/** A failed map (its code could not load, leaflet threw) shows the fallback instead of the panel breaking. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface BranchPanelProps {
  post: PostBranch;
  /** The map tiles; without them no map is drawn. */
  map?: MapConfig | null;
  /** The day selected first (default: today). */
  initialDay?: WeekDay;
}

export function BranchPanel({ post, map, initialDay }: BranchPanelProps) {
  const translate = useTranslate();
  const [day, setDay] = useState<WeekDay>(initialDay ?? todayOf());
  const [tilesFailed, setTilesFailed] = useState(false);
  const onTilesFailed = useCallback(() => setTilesFailed(true), []);
  const hours = dayHours(post.hours[day]);
  const unavailable = (
    <Alert severity="info" data-testid="map-unavailable">
      {translate('parcels.branch.mapUnavailable')}
    </Alert>
  );
  const label = translate('parcels.branch.mapLabel');
  return (
    <Box component="section" aria-label={translate('parcels.branch.title')} data-testid="branch-panel">
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {post.name}
      </Typography>
      <Typography variant="body2">{post.street}</Typography>
      <Typography variant="body2">
        {formatZip(post.zip)} {post.city}
      </Typography>
      {post.contact && (
        <Typography variant="body2" color="text.secondary">
          {translate('parcels.branch.phone')}: {post.contact}
        </Typography>
      )}
      <Typography variant="subtitle2" component="h4" sx={{ mt: 1.5 }}>
        {translate('parcels.branch.hours')}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={day}
        onChange={(_e, next: WeekDay | null) => next && setDay(next)}
        aria-label={translate('parcels.branch.hours')}
        sx={{ my: 0.5, flexWrap: 'wrap' }}
      >
        {WEEK_DAYS.map((d) => (
          <ToggleButton key={d} value={d} sx={{ px: 1, py: 0.25 }}>
            {translate(`parcels.branch.days.${d}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="body2" data-testid="branch-hours">
        {hours ?? translate('parcels.branch.closed')}
      </Typography>
      <Box sx={{ mt: 1.5 }} data-testid="branch-map">
        {post.position && map && !tilesFailed ? (
          <MapBoundary fallback={unavailable}>
            <Suspense fallback={<CircularProgress size={24} />}>
              <BranchMap
                position={post.position}
                map={map}
                label={label}
                zoomIn={translate('parcels.branch.zoomIn')}
                zoomOut={translate('parcels.branch.zoomOut')}
                onUnavailable={onTilesFailed}
              />
            </Suspense>
          </MapBoundary>
        ) : (
          unavailable
        )}
      </Box>
    </Box>
  );
}
