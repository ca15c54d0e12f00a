// The game's map (the 'Mapa' view of the game edit view): every stop of the route as a marker (the
// start, then the levels with a position, each showing its number and its title on hover), the route as
// a line in that order. Loaded lazily with leaflet and its CSS (React.lazy in GameMapPanel), so the
// map costs nothing until the view opens. A click (or Enter on a focused marker) opens the level.
import 'leaflet/dist/leaflet.css';
import './routeMap.css';
import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, Polyline, TileLayer, ZoomControl, useMap } from 'react-leaflet';
import { watchTiles } from '../../parcels';
import type { RouteStop } from '../../../schemas/game-route';
import type { MapConfig, RouteLevel } from './api';

/** The zoom of a map with a single point, and the closest a fitted route gets. */
export const SINGLE_POINT_ZOOM = 16;
const MAX_FIT_ZOOM = 17;

export interface RouteMapProps {
  stops: RouteStop<RouteLevel>[];
  map: MapConfig;
  /** The marker's text per stop ('Štart', the level number). */
  texts: string[];
  /** The marker's hover title per stop ('Úloha 3: Hradná veža'). */
  titles: string[];
  label: string;
  zoomIn: string;
  zoomOut: string;
  onOpenLevel(levelId: number): void;
  /** The tiles cannot load (../../parcels/tileFailure.ts). */
  onUnavailable?: () => void;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

function markerIcon(text: string, start: boolean): L.DivIcon {
  const width = Math.max(28, 12 + text.length * 8);
  return L.divIcon({
    className: `game-map-marker${start ? ' game-map-marker--start' : ''}`,
    html: escapeHtml(text),
    iconSize: [width, 28],
    iconAnchor: [width / 2, 14],
  });
}

/** Fits the route into the map once it has a size (a map without one, as in tests, keeps its center). */
function FitRoute({ points }: { points: [number, number][] }) {
  const map = useMap();
  useEffect(() => {
    if (points.length < 2 || map.getSize().x === 0) return;
    map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: MAX_FIT_ZOOM });
  }, [map, points]);
  return null;
}

export default function RouteMap(props: RouteMapProps) {
  const { stops, map, texts, titles, label, zoomIn, zoomOut, onOpenLevel, onUnavailable } = props;
  const tileEvents = useMemo(() => watchTiles(() => onUnavailable?.()), [onUnavailable]);
  // An explicit SVG renderer: the line is drawn the same in every browser (and in jsdom).
  const renderer = useMemo(() => L.svg({ padding: 0.5 }), []);
  const points = useMemo(() => stops.map((s): [number, number] => [s.position.lat, s.position.lng]), [stops]);
  const icons = useMemo(() => stops.map((s, i) => markerIcon(texts[i] ?? '', !s.level)), [stops, texts]);
  const center = useMemo(() => {
    const lat = points.reduce((sum, p) => sum + p[0], 0) / points.length;
    const lng = points.reduce((sum, p) => sum + p[1], 0) / points.length;
    return [lat, lng] as [number, number];
  }, [points]);
  return (
    <MapContainer
      center={center}
      zoom={points.length > 1 ? 13 : SINGLE_POINT_ZOOM}
      scrollWheelZoom={false}
      zoomControl={false}
      style={{ height: 440, width: '100%' }}
      aria-label={label}
    >
      <TileLayer url={map.tileUrl} attribution={map.attribution} eventHandlers={tileEvents} />
      <ZoomControl zoomInTitle={zoomIn} zoomOutTitle={zoomOut} />
      <FitRoute points={points} />
      {points.length > 1 && (
        <Polyline
          positions={points}
          renderer={renderer}
          pathOptions={{ color: '#1565c0', weight: 4, opacity: 0.8 }}
        />
      )}
      {stops.map((stop, i) => (
        <Marker
          key={stop.level ? `level-${stop.level.id}` : 'start'}
          position={points[i]!}
          icon={icons[i]}
          title={titles[i]}
          alt={titles[i]}
          keyboard
          zIndexOffset={stop.level ? 0 : 1000}
          eventHandlers={stop.level ? { click: () => onOpenLevel(stop.level!.id) } : {}}
        />
      ))}
    </MapContainer>
  );
}
