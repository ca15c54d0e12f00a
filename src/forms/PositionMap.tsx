// The map of one position (a geo field's value): the marker and its radius on the configured tiles, in
// GeoMap loaded lazily. With `onPick` a click or a dragged marker picks the position (GeoWidget); without
// it the map only shows it (the test play's current level). Without tiles it says so.
import { lazy, Suspense, useCallback, useState } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { GeoValue } from '../../schemas/engine';
import { MapBoundary } from './widgets/MapBoundary';

const GeoMap = lazy(() => import('./widgets/GeoMap'));

export interface PositionMapProps {
  position: GeoValue | null;
  /** The map's accessible name. */
  label: string;
  /** The marker's title and alt text. */
  markerLabel: string;
  height?: number;
  /** Picks a position (a click or a dragged marker); absent: the map only shows it. */
  onPick?: (lat: number, lng: number) => void;
}

export function PositionMap({ position, label, markerLabel, height = 240, onPick }: PositionMapProps) {
  const translate = useTranslate();
  const [unavailable, setUnavailable] = useState(false);
  const onUnavailable = useCallback(() => setUnavailable(true), []);
  const fallback = (
    <Box
      role="status"
      data-testid="geo-map-unavailable"
      sx={{ display: 'grid', placeItems: 'center', height: '100%', p: 2, textAlign: 'center' }}
    >
      <Typography variant="body2" color="text.secondary">
        {translate('fields.geo.mapUnavailable')}
      </Typography>
    </Box>
  );
  return (
    <Box sx={{ height, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }} data-position-map="">
      {unavailable ? (
        fallback
      ) : (
        <MapBoundary fallback={fallback}>
          <Suspense
            fallback={
              <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
                <CircularProgress size={24} aria-label={translate('fields.geo.mapLoading')} />
              </Box>
            }
          >
            <GeoMap
              position={position}
              onPick={onPick}
              label={label}
              markerLabel={markerLabel}
              zoomIn={translate('fields.geo.zoomIn')}
              zoomOut={translate('fields.geo.zoomOut')}
              onUnavailable={onUnavailable}
            />
          </Suspense>
        </MapBoundary>
      )}
    </Box>
  );
}
