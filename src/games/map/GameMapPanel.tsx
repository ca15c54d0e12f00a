// The 'Mapa' view of the game edit view: the route of the sheet (GET {drafts|games}/{id}/route) drawn
// on the lazily loaded map (RouteMap), its total length and each leg's length (great-circle distances,
// schemas/game-route.ts, shown by formatDistance), and 'Bez polohy (N)': the levels without a position.
// A marker or a listed level opens the level's dialog as the levels grid does. Without tiles the map
// says so and the lists still tell the route.
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isAbort } from '../../providers/api';
import { MapBoundary } from '../../forms';
import { formatDistance } from '../../format';
import { buildRoute, LONG_LEG_METERS } from '../../../schemas/game-route';
import { loadRoute, type LoadedRoute, type RouteArea } from './api';
import { levelTitle, stopShort, stopTitle } from './routeText';

const RouteMap = lazy(() => import('./RouteMap'));

export interface GameMapPanelProps {
  area: RouteArea;
  sheetId: number | string;
  /** Changes whenever the route may have changed (a level or the variant saved): the route is read again. */
  version: string | number;
  onOpenLevel(levelId: number): void;
}

type State = { phase: 'loading' } | { phase: 'failed' } | ({ phase: 'ready' } & LoadedRoute);

export function GameMapPanel({ area, sheetId, version, onOpenLevel }: GameMapPanelProps) {
  const translate = useTranslate();
  const [state, setState] = useState<State>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [tilesFailed, setTilesFailed] = useState(false);
  const onTilesFailed = useCallback(() => setTilesFailed(true), []);

  useEffect(() => {
    const controller = new AbortController();
    loadRoute(area, sheetId, controller.signal).then(
      (loaded) => setState({ phase: 'ready', ...loaded }),
      (e: unknown) => {
        if (!isAbort(e) && !controller.signal.aborted) setState({ phase: 'failed' });
      },
    );
    return () => controller.abort();
  }, [area, sheetId, version, attempt]);

  const route = useMemo(
    () =>
      state.phase === 'ready' ? buildRoute(state.route.start, state.route.levels, (l) => l.position) : null,
    [state],
  );
  const texts = useMemo(
    () => route?.stops.map((s) => (s.level ? s.level.number || '•' : translate('gameMap.start'))) ?? [],
    [route, translate],
  );
  const titles = useMemo(() => route?.stops.map((s) => stopTitle(s, translate)) ?? [], [route, translate]);

  if (state.phase === 'loading' && !route)
    return <CircularProgress size={28} aria-label={translate('gameMap.loading')} sx={{ m: 2 }} />;
  if (state.phase === 'failed' || !route)
    return (
      <Alert
        severity="error"
        data-testid="game-map-failed"
        action={<Button onClick={() => setAttempt((n) => n + 1)}>{translate('gameMap.retry')}</Button>}
      >
        {translate('gameMap.loadFailed')}
      </Alert>
    );

  const map = state.phase === 'ready' ? state.map : null;
  const unavailable = (
    <Alert severity="info" data-testid="game-map-unavailable">
      {translate('gameMap.unavailable')}
    </Alert>
  );
  return (
    <Box component="section" aria-label={translate('gameMap.title')} data-testid="game-map">
      {route.stops.length === 0 ? (
        <Alert severity="info" data-testid="game-map-empty">
          {translate('gameMap.empty')}
        </Alert>
      ) : (
        <>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }} data-testid="route-total">
            {translate('gameMap.total', { length: formatDistance(route.total) })}
          </Typography>
          <Box sx={{ mb: 2 }} data-testid="game-map-canvas">
            {map && !tilesFailed ? (
              <MapBoundary fallback={unavailable}>
                <Suspense fallback={<CircularProgress size={24} />}>
                  <RouteMap
                    stops={route.stops}
                    map={map}
                    texts={texts}
                    titles={titles}
                    label={translate('gameMap.mapLabel')}
                    zoomIn={translate('gameMap.zoomIn')}
                    zoomOut={translate('gameMap.zoomOut')}
                    onOpenLevel={onOpenLevel}
                    onUnavailable={onTilesFailed}
                  />
                </Suspense>
              </MapBoundary>
            ) : (
              unavailable
            )}
          </Box>
        </>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} useFlexGap>
        {route.legs.length > 0 ? (
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle2" component="h3">
              {translate('gameMap.legs')}
            </Typography>
            <List dense aria-label={translate('gameMap.legs')} data-testid="route-legs">
              {route.legs.map((leg) => (
                <ListItem key={`${leg.from}-${leg.to}`} disableGutters data-testid="route-leg">
                  <Typography
                    variant="body2"
                    color={leg.meters > LONG_LEG_METERS ? 'warning.dark' : undefined}
                  >
                    {translate('gameMap.leg', {
                      from: stopShort(route.stops[leg.from]!, translate),
                      to: stopShort(route.stops[leg.to]!, translate),
                      length: formatDistance(leg.meters),
                    })}
                    {leg.meters > LONG_LEG_METERS && ` (${translate('gameMap.longLeg')})`}
                  </Typography>
                </ListItem>
              ))}
            </List>
          </Box>
        ) : (
          route.stops.length === 1 && (
            <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
              {translate('gameMap.onePoint')}
            </Typography>
          )
        )}
        {route.unplaced.length > 0 && (
          <Box sx={{ flex: 1, minWidth: 0 }} data-testid="route-unplaced">
            <Typography variant="subtitle2" component="h3" id="route-unplaced-title">
              {translate('gameMap.unplaced', { count: route.unplaced.length })}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {translate('gameMap.unplacedHint')}
            </Typography>
            <List dense aria-labelledby="route-unplaced-title">
              {route.unplaced.map((level) => (
                <ListItem key={level.id} disableGutters>
                  <Link component="button" variant="body2" onClick={() => onOpenLevel(level.id)}>
                    {level.number
                      ? translate('gameMap.levelMarker', {
                          number: level.number,
                          title: levelTitle(level, translate),
                        })
                      : levelTitle(level, translate)}
                  </Link>
                </ListItem>
              ))}
            </List>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
