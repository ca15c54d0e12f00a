// The map of a position field (GeoWidget), loaded lazily with leaflet and its CSS so it costs nothing
// until a form with a position opens. The tiles are the configured ones of the post-branch map
// (MAP_TILE_URL, MAP_ATTRIBUTION through GET map); a click or a dragged marker picks the position and a
// circle shows the radius. When the tiles cannot load (tileFailure.ts) the widget shows its text instead.
import 'leaflet/dist/leaflet.css';
import L, { type LeafletMouseEvent, type Marker as LeafletMarker } from 'leaflet';
import { Circle, MapContainer, Marker, TileLayer, ZoomControl, useMap, useMapEvents } from 'react-leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { GeoValue } from '../../../schemas/engine';
import type { MapConfig } from '../../../schemas/api';
import { apiCall } from '../../providers/api';
import { watchTiles } from '../../parcels';

/** The zoom of a position (the branch map's, games 9). */
const POSITION_ZOOM = 15;
/** Without a position: Slovakia. */
const SLOVAKIA: [number, number] = [48.67, 19.7];
const SLOVAKIA_ZOOM = 7;

const icon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

let configPromise: Promise<MapConfig> | null = null;

/** GET map: the configured tiles, asked once per page load. */
function loadMapConfig(): Promise<MapConfig> {
  configPromise ??= apiCall('GET', 'map').then((reply) => {
    if (!reply.ok || !reply.map) throw new Error('map');
    return reply.map as MapConfig;
  });
  configPromise.catch(() => {
    configPromise = null;
  });
  return configPromise;
}

export interface GeoMapProps {
  position: GeoValue | null;
  /** A click or a dragged marker; absent when the field cannot be changed. */
  onPick?: (lat: number, lng: number) => void;
  label: string;
  markerLabel: string;
  zoomIn: string;
  zoomOut: string;
  /** The tiles (or their configuration) cannot load. */
  onUnavailable: () => void;
}

/** Follows the position typed into the inputs: the first one zooms in, later ones pan. */
function FollowPosition({ position }: { position: GeoValue | null }) {
  const map = useMap();
  const shown = useRef(false);
  const lat = position?.lat;
  const lng = position?.lng;
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    if (!map.getBounds().contains([lat, lng]) || !shown.current)
      map.setView([lat, lng], shown.current ? map.getZoom() : Math.max(map.getZoom(), POSITION_ZOOM));
    shown.current = true;
  }, [map, lat, lng]);
  return null;
}

function PickOnClick({ onPick }: { onPick: (lat: number, lng: number) => void }) {
  useMapEvents({ click: (e: LeafletMouseEvent) => onPick(e.latlng.lat, e.latlng.lng) });
  return null;
}

export default function GeoMap({
  position,
  onPick,
  label,
  markerLabel,
  zoomIn,
  zoomOut,
  onUnavailable,
}: GeoMapProps) {
  const [config, setConfig] = useState<MapConfig | null>(null);
  useEffect(() => {
    let live = true;
    loadMapConfig().then(
      (c) => live && setConfig(c),
      () => live && onUnavailable(),
    );
    return () => {
      live = false;
    };
  }, [onUnavailable]);
  const tileEvents = useMemo(() => watchTiles(onUnavailable), [onUnavailable]);
  const markerEvents = useMemo(
    () => ({
      dragend(e: { target: LeafletMarker }) {
        const at = e.target.getLatLng();
        onPick?.(at.lat, at.lng);
      },
    }),
    [onPick],
  );
  if (!config) return null;
  const center: [number, number] = position ? [position.lat, position.lng] : SLOVAKIA;
  return (
    <MapContainer
      center={center}
      zoom={position ? POSITION_ZOOM : SLOVAKIA_ZOOM}
      scrollWheelZoom={false}
      zoomControl={false}
      style={{ height: '100%', width: '100%', cursor: onPick ? 'crosshair' : undefined }}
      aria-label={label}
      data-testid="geo-map"
    >
      <TileLayer url={config.tileUrl} attribution={config.attribution} eventHandlers={tileEvents} />
      <ZoomControl zoomInTitle={zoomIn} zoomOutTitle={zoomOut} />
      <FollowPosition position={position} />
      {onPick && <PickOnClick onPick={onPick} />}
      {position && (
        <>
          <Circle
            center={[position.lat, position.lng]}
            radius={position.radius}
            pathOptions={{ weight: 1 }}
          />
          <Marker
            position={[position.lat, position.lng]}
            icon={icon}
            alt={markerLabel}
            title={markerLabel}
            draggable={!!onPick}
            keyboard={false}
            eventHandlers={markerEvents}
          />
        </>
      )}
    </MapContainer>
  );
}
