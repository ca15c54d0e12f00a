// geo: a position on the map with a radius. Three inputs (latitude, longitude, radius) that do
// everything from the keyboard — pasting or typing '48.7235, 19.1462' into the latitude fills both —
// a button 'Vymazať polohu', and beside them the map (GeoMap, loaded lazily with leaflet) where a click
// or a dragged marker sets the position and a circle shows the radius. Without tiles the map says so
// and the inputs still work.
import { useId, type ClipboardEvent } from 'react';
import { Box, Button, InputAdornment, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { geoRadius, parseDecimal, parseRaw, type GeoValue } from '../../../schemas/engine';
import { isGeoTexts, type GeoTexts } from '../formValues';
import { HelperLines } from './HelperLines';
import { useFieldTexts } from './fieldText';
import { PositionMap } from '../PositionMap';
import type { WidgetProps } from './types';

const EMPTY: GeoTexts = { lat: '', lng: '', radius: '' };
/** Degrees are written with 6 decimals at most (about 0.1 m). */
const DEGREE_DECIMALS = 6;

/** A degree as its input text: a decimal point, at most 6 decimals, no trailing zeros. */
export function degreeText(value: number): string {
  return String(Number(value.toFixed(DEGREE_DECIMALS)));
}

/**
 * A pair (or triple) typed or pasted into one input, '48.7235, 19.1462' or '48.7235 19.1462 30': the
 * engine reads it as a position. A single number (also with a decimal comma, '48,72') is not a pair.
 */
export function pastedPosition(spec: WidgetProps['field']['spec'], text: string): GeoTexts | null {
  const trimmed = text.trim();
  if (!/[;\s]|,\s|,-?\d+\.\d/.test(trimmed)) return null;
  const parsed = parseRaw(spec, trimmed);
  if (parsed.error || !parsed.value) return null;
  const { lat, lng, radius } = parsed.value as GeoValue;
  const hasRadius = trimmed.split(/[,;\s]+/).filter(Boolean).length >= 3;
  return { lat: degreeText(lat), lng: degreeText(lng), radius: hasRadius ? String(radius) : '' };
}

/** The position the texts mean, for the map: both degrees in range; the radius or the default. */
export function positionOf(texts: GeoTexts, defaultRadius: number): GeoValue | null {
  const lat = parseDecimal(texts.lat);
  const lng = parseDecimal(texts.lng);
  if (typeof lat !== 'number' || typeof lng !== 'number') return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  const radius = parseDecimal(texts.radius);
  return { lat, lng, radius: typeof radius === 'number' && radius > 0 ? radius : defaultRadius };
}

/** Which input an error of the field belongs to (the others stay unmarked). */
function erroneous(error: string | undefined): Record<keyof GeoTexts, boolean> {
  return {
    lat: error === 'lat_out_of_range' || error === 'invalid_format' || error === 'required',
    lng: error === 'lng_out_of_range' || error === 'invalid_format' || error === 'required',
    radius: error === 'out_of_range',
  };
}

export function GeoWidget({ field, attr, value, onChange, disabled, inputId }: WidgetProps) {
  const translate = useTranslate();
  const { spec } = field;
  const texts = isGeoTexts(value) ? value : EMPTY;
  const fieldTexts = useFieldTexts(spec, attr, null);
  const readOnly = !!attr.forced;
  const locked = disabled || readOnly;
  const radiusBounds = geoRadius(spec);
  const messageId = useId();

  /**
   * Stores new texts: a position gets the default radius once both degrees are there (not while the
   * radius itself is being edited: an emptied radius stays empty for the next digits).
   */
  const set = (next: GeoTexts, fillRadius = true) => {
    if (!next.lat.trim() && !next.lng.trim() && !next.radius.trim()) return onChange(null);
    const filled = fillRadius && next.lat.trim() && next.lng.trim() && !next.radius.trim();
    onChange(filled ? { ...next, radius: String(radiusBounds.default) } : next);
  };
  const setPart = (part: keyof GeoTexts, text: string) => {
    const pair = part === 'radius' ? null : pastedPosition(spec, text);
    if (pair) return set({ ...pair, radius: pair.radius || texts.radius });
    set({ ...texts, [part]: text }, part !== 'radius');
  };
  const onPaste = (part: keyof GeoTexts) => (e: ClipboardEvent<HTMLInputElement>) => {
    if (part === 'radius' || locked) return;
    const pair = pastedPosition(spec, e.clipboardData.getData('text'));
    if (!pair) return;
    e.preventDefault();
    set({ ...pair, radius: pair.radius || texts.radius });
  };
  const pick = (lat: number, lng: number) =>
    set({ lat: degreeText(lat), lng: degreeText(lng), radius: texts.radius });

  const marked = erroneous(attr.error);
  const position = positionOf(texts, radiusBounds.default);
  const input = (part: keyof GeoTexts, id: string, label: string, unit?: string) => (
    <TextField
      id={id}
      name={`${field.id}.${part}`}
      label={label}
      value={texts[part]}
      onChange={(e) => setPart(part, e.target.value)}
      required={part !== 'radius' && !!attr.required}
      error={marked[part]}
      size="small"
      margin="dense"
      disabled={disabled}
      autoComplete="off"
      sx={{
        flex: part === 'radius' ? '0 1 9rem' : '1 1 10rem',
        minWidth: part === 'radius' ? '7rem' : '9rem',
      }}
      slotProps={{
        input: {
          readOnly,
          endAdornment: unit ? <InputAdornment position="end">{unit}</InputAdornment> : undefined,
        },
        htmlInput: {
          inputMode: 'decimal',
          onPaste: onPaste(part),
          'aria-invalid': marked[part],
          'aria-describedby': messageId,
          'data-geo-part': part,
        },
      }}
    />
  );

  return (
    <Box
      component="fieldset"
      data-geo-field={field.id}
      sx={{ border: 0, p: 0, m: 0, my: 1, minWidth: 0 }}
      aria-describedby={messageId}
    >
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {spec.label}
        {attr.required ? ' *' : ''}
      </Typography>
      <PositionMap
        position={position}
        onPick={locked ? undefined : pick}
        label={translate('fields.geo.mapLabel', { label: spec.label })}
        markerLabel={translate('fields.geo.marker')}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {input('lat', inputId, translate('fields.geo.lat'), '°')}
        {input('lng', `${inputId}-lng`, translate('fields.geo.lng'), '°')}
        {input('radius', `${inputId}-radius`, translate('fields.geo.radius'), 'm')}
        <Button
          size="small"
          onClick={() => onChange(null)}
          disabled={locked || (!texts.lat && !texts.lng && !texts.radius)}
        >
          {translate('fields.geo.clear')}
        </Button>
      </Box>
      <Typography
        id={messageId}
        component="div"
        variant="caption"
        color={fieldTexts.error ? 'error' : 'text.secondary'}
        sx={{ mx: 1.75 }}
      >
        <HelperLines texts={fieldTexts} />
      </Typography>
    </Box>
  );
}
