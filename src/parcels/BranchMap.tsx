// The branch position on a map (games 2.12, 9: zoom 15, a marker). Loaded lazily with leaflet and its
// CSS (React.lazy in BranchPanel), so the map costs nothing until a detail with a position opens.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { MapContainer, Marker, TileLayer, ZoomControl } from 'react-leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useMemo } from 'react';
import type { MapConfig } from './types';
import { watchTiles } from './tileFailure';

/** Games 9: the map zoom. */
export const MAP_ZOOM = 15;

const icon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

export interface BranchMapProps {
  position: [number, number];
  map: MapConfig;
  label: string;
  /** Titles of the zoom buttons (Slovak, from i18n). */
  zoomIn: string;
  zoomOut: string;
  /** The tiles cannot load (see tileFailure.ts). */
  onUnavailable?: () => void;
}

export default function BranchMap({ position, map, label, zoomIn, zoomOut, onUnavailable }: BranchMapProps) {
  const tileEvents = useMemo(() => watchTiles(() => onUnavailable?.()), [onUnavailable]);
  return (
    <MapContainer
      center={position}
      zoom={MAP_ZOOM}
      scrollWheelZoom={false}
      zoomControl={false}
      style={{ height: 240, width: '100%' }}
      aria-label={label}
    >
      <TileLayer url={map.tileUrl} attribution={map.attribution} eventHandlers={tileEvents} />
      <ZoomControl zoomInTitle={zoomIn} zoomOutTitle={zoomOut} />
      <Marker position={position} icon={icon} alt={label} />
    </MapContainer>
  );
}
