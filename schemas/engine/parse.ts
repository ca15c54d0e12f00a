// Sanitizing and checking one field's value (platform 5.1 and 5.2).
import {
  GEO_RADIUS,
  type ErrorCode,
  type FieldSpec,
  type FieldValue,
  type GeoValue,
  type ImageValue,
  type Option,
  type WarningCode,
} from './types';

export interface Parsed {
  value: FieldValue;
  error?: ErrorCode;
  /** What the user sent, echoed back as attr val when it could not be parsed. */
  echo?: unknown;
}

export interface Checked {
  value: FieldValue;
  error?: ErrorCode;
  warning?: WarningCode;
}

const INTEGER = /^-?\d+$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const SK_DATE = /^(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})$/;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * Characters no text may hold: C0 control characters except tab, line feed and carriage return, DEL,
 * and unpaired UTF-16 surrogates. PostgreSQL refuses NUL in text and cannot encode a lone surrogate;
 * the others are never typed by a person. One definition for the field engine and the server's query,
 * param and body checks (server/http/input.ts).
 */
const CONTROL_CHARS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The text without the characters of CONTROL_CHARS. */
export function stripControlChars(text: string): string {
  return text.replace(new RegExp(CONTROL_CHARS.source, 'g'), '');
}

/** True when text holds a character no stored text may hold (see CONTROL_CHARS). */
export function hasControlChars(text: string): boolean {
  return CONTROL_CHARS.test(text);
}

const TRUE_WORDS = new Set(['true', '1', 'on', 'yes']);
const FALSE_WORDS = new Set(['false', '0', 'off', 'no', '']);

/**
 * A list written with commas ('hrad, veža ,erb') becomes the separator's list ('hrad; veža; erb'):
 * items trimmed, empty ones dropped. A text without a comma is kept as typed.
 */
function joinItems(text: string, separator: string): string {
  if (!text.includes(',')) return text;
  return text
    .split(separator)
    .flatMap((part) => part.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .join(`${separator} `);
}

/** Text as the user meant it: trimmed, except passwords (platform 5.1). */
export function sanitizeText(spec: FieldSpec, raw: string): string {
  let text = spec.password ? raw : raw.trim();
  if (spec.removeSpaces) text = text.replace(/\s+/g, '');
  if (spec.separator) text = joinItems(text, spec.separator);
  return text;
}

/** Parses an integer string: an optional minus and digits. */
export function parseInteger(raw: unknown): number | null | 'invalid' {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'number') return Number.isInteger(raw) ? raw : 'invalid';
  if (typeof raw !== 'string') return 'invalid';
  const text = raw.trim();
  if (text === '') return null;
  return INTEGER.test(text) ? Number(text) : 'invalid';
}

/** Parses a decimal: a comma is a decimal point, a trailing dot is dropped, then an optional minus, digits, fraction. */
export function parseDecimal(raw: unknown): number | null | 'invalid' {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : 'invalid';
  if (typeof raw !== 'string') return 'invalid';
  let text = raw.trim().replace(',', '.');
  if (text.endsWith('.')) text = text.slice(0, -1);
  if (text === '') return null;
  return DECIMAL.test(text) ? Number(text) : 'invalid';
}

/** A calendar date as YYYY-MM-DD from YYYY-MM-DD or d.m.yyyy; 'invalid' for anything else. */
export function parseDate(raw: unknown): string | null | 'invalid' {
  if (raw === null || raw === undefined) return null;
  if (typeof raw !== 'string') return 'invalid';
  const text = raw.trim();
  if (text === '') return null;
  let y: number, m: number, d: number;
  const iso = ISO_DATE.exec(text);
  const sk = SK_DATE.exec(text);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (sk) [y, m, d] = [Number(sk[3]), Number(sk[2]), Number(sk[1])];
  else return 'invalid';
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return 'invalid';
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Rounds half away from zero to prec decimals without binary surprises (1.005 → 1.01). */
export function roundTo(value: number, prec: number): number {
  const sign = value < 0 ? -1 : 1;
  const rounded = Number(`${Math.round(Number(`${Math.abs(value)}e${prec}`))}e-${prec}`);
  return sign * rounded || 0;
}

function parseBool(raw: unknown): boolean | 'invalid' {
  if (raw === null || raw === undefined) return false;
  if (typeof raw === 'boolean') return raw;
  if (typeof raw === 'number') return raw === 1 ? true : raw === 0 ? false : 'invalid';
  if (typeof raw === 'string') {
    const word = raw.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
  }
  return 'invalid';
}

/** Keeps only the first checked option of every invariant group (platform 4.7). */
export function applyInvariants(values: string[], invariants: string[][] | undefined): string[] {
  if (!invariants?.length) return values;
  const dropped = new Set<string>();
  for (const group of invariants) {
    const checked = group.filter((option) => values.includes(option));
    for (const option of checked.slice(1)) dropped.add(option);
  }
  return values.filter((v) => !dropped.has(v));
}

/** Checking `option` in a checkbox set unchecks the other options of its invariant groups. */
export function toggleSetOption(
  values: string[],
  option: string,
  checked: boolean,
  invariants?: string[][],
): string[] {
  if (!checked) return values.filter((v) => v !== option);
  const exclusive = new Set((invariants ?? []).filter((g) => g.includes(option)).flat());
  exclusive.delete(option);
  return [...values.filter((v) => !exclusive.has(v) && v !== option), option];
}

function parseImage(raw: unknown): ImageValue | null | 'invalid' {
  if (raw === null || raw === undefined || raw === '') return null;
  if (typeof raw === 'string') return raw.trim() === '' ? null : { val: raw.trim() };
  if (typeof raw !== 'object' || Array.isArray(raw)) return 'invalid';
  const { val, number } = raw as { val?: unknown; number?: unknown };
  if (val === null || val === undefined || val === '') return null;
  if (typeof val !== 'string' && typeof val !== 'number') return 'invalid';
  const image: ImageValue = { val: String(val).trim() };
  if (number !== undefined && number !== null && number !== '') {
    const n = parseInteger(typeof number === 'number' ? number : String(number));
    if (n === 'invalid' || n === null) return 'invalid';
    image.number = n;
  }
  return image;
}

/** The keys of a position object (GeoValue); any other key makes the value invalid. */
const GEO_KEYS = new Set(['lat', 'lng', 'radius']);
/** A number of a position written as text (a decimal point: commas separate the parts). */
const GEO_NUMBER = /^-?\d+(\.\d+)?$/;
/** Degrees are kept to 6 decimals (about 0.1 m): a map click gives far more digits than it means. */
const GEO_DECIMALS = 6;

/** The radius bounds and default of a geo field (metres). */
export function geoRadius(spec: FieldSpec): { min: number; max: number; default: number } {
  const min = typeof spec.min === 'number' ? spec.min : GEO_RADIUS.min;
  const max = typeof spec.max === 'number' ? spec.max : GEO_RADIUS.max;
  const fallback = spec.defaultRadius ?? GEO_RADIUS.default;
  return { min, max, default: Math.min(max, Math.max(min, fallback)) };
}

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** A coordinate: a finite number or a decimal text (comma or dot); null when blank. */
function coordinate(raw: unknown): number | null | 'invalid' {
  if (blank(raw)) return null;
  if (typeof raw !== 'number' && typeof raw !== 'string') return 'invalid';
  const n = parseDecimal(raw);
  if (n === null) return null;
  return n === 'invalid' || !Number.isFinite(n) ? 'invalid' : roundTo(n, GEO_DECIMALS);
}

/**
 * A position (geo field): an object {lat, lng, radius?} (numbers or numeric texts, no other key) or a
 * text 'lat, lng[, radius]' (the form of an import cell). No latitude and no longitude = empty; only
 * one of them, a radius that is not a whole number, or anything else is invalid. A missing radius gets
 * the field's default. Ranges are checked by checkValue.
 */
function parseGeo(spec: FieldSpec, raw: unknown): GeoValue | null | 'invalid' {
  if (blank(raw)) return null;
  let parts: { lat: unknown; lng: unknown; radius: unknown };
  if (typeof raw === 'string') {
    // 'lat, lng' or 'lat, lng, radius' (also ';' or spaces between; '25 m' allowed)
    const words = raw.replace(/[,;]/g, ' ').trim().split(/\s+/);
    if (words.length > 2 && /^m$/i.test(words[words.length - 1])) words.pop();
    else if (words.length === 3) words[2] = words[2].replace(/m$/i, '');
    if (words.length < 2 || words.length > 3 || !words.every((w) => GEO_NUMBER.test(w))) return 'invalid';
    parts = { lat: words[0], lng: words[1], radius: words[2] };
  } else if (typeof raw === 'object' && !Array.isArray(raw)) {
    const obj = raw as Record<string, unknown>;
    if (Object.keys(obj).some((key) => !GEO_KEYS.has(key))) return 'invalid';
    parts = { lat: obj.lat, lng: obj.lng, radius: obj.radius };
  } else return 'invalid';
  const lat = coordinate(parts.lat);
  const lng = coordinate(parts.lng);
  if (lat === 'invalid' || lng === 'invalid') return 'invalid';
  if (lat === null && lng === null) return null;
  if (lat === null || lng === null) return 'invalid';
  let radius: number;
  if (blank(parts.radius)) radius = geoRadius(spec).default;
  else {
    const r = typeof parts.radius === 'string' ? parseDecimal(parts.radius) : parts.radius;
    if (typeof r !== 'number' || !Number.isSafeInteger(r)) return 'invalid';
    radius = r;
  }
  return { lat, lng, radius };
}

/**
 * Turns raw input into the field's value type (format checks only). `scaled` says the raw value is
 * already in stored units (stored record, default) so the field's scale is not applied again.
 */
export function parseRaw(spec: FieldSpec, raw: unknown, scaled = false): Parsed {
  const invalid = (): Parsed => ({ value: null, error: 'invalid_format', echo: raw });
  // Text with a control character is refused by every field type with invalid_value; the echo is the
  // text without those characters.
  if (holdsControlChars(raw)) {
    return {
      value: null,
      error: 'invalid_value',
      echo: typeof raw === 'string' ? stripControlChars(raw) : '',
    };
  }
  switch (spec.type) {
    case 'str': {
      if (raw === null || raw === undefined) return { value: null };
      // A stored or default number is kept as its text; a number sent by a client is not text.
      if (typeof raw === 'number' && scaled) raw = String(raw);
      if (typeof raw !== 'string') return invalid();
      const text = sanitizeText(spec, raw);
      return { value: text === '' ? null : text };
    }
    case 'int':
    case 'float': {
      // A stored int with a scale may hold a fraction (1500 g stored as 1.5 kg).
      const n =
        scaled && typeof raw === 'number' && Number.isFinite(raw)
          ? raw
          : spec.type === 'int'
            ? parseInteger(raw)
            : parseDecimal(raw);
      if (n === 'invalid') return invalid();
      if (n === null) return { value: null };
      return { value: !scaled && spec.scale ? n / spec.scale : n };
    }
    case 'bool':
    case 'group': {
      const b = parseBool(raw);
      return b === 'invalid' ? invalid() : { value: b };
    }
    case 'enum':
    case 'list': {
      if (raw === null || raw === undefined) return { value: null };
      if (typeof raw !== 'string' && typeof raw !== 'number') return invalid();
      return { value: String(raw).trim() };
    }
    case 'set': {
      if (raw === null || raw === undefined || raw === '') return { value: [] };
      const list = typeof raw === 'string' ? [raw] : raw;
      if (!Array.isArray(list) || list.some((v) => typeof v !== 'string' && typeof v !== 'number')) {
        return invalid();
      }
      const values = [...new Set(list.map((v) => String(v).trim()).filter((v) => v !== ''))];
      return { value: applyInvariants(values, spec.invariants) };
    }
    case 'date': {
      const date = parseDate(raw);
      return date === 'invalid' ? invalid() : { value: date };
    }
    case 'image': {
      const image = parseImage(raw);
      return image === 'invalid' ? invalid() : { value: image };
    }
    case 'geo': {
      const position = parseGeo(spec, raw);
      return position === 'invalid' ? invalid() : { value: position };
    }
  }
}

/** A string, or an array / image object holding one, with a control character. */
function holdsControlChars(raw: unknown): boolean {
  if (typeof raw === 'string') return hasControlChars(raw);
  if (Array.isArray(raw)) return raw.some((v) => typeof v === 'string' && hasControlChars(v));
  if (raw && typeof raw === 'object') {
    const { val, number } = raw as { val?: unknown; number?: unknown };
    return (
      (typeof val === 'string' && hasControlChars(val)) ||
      (typeof number === 'string' && hasControlChars(number))
    );
  }
  return false;
}

/** Whether a value counts as not filled in ('' is a value only when it is one of the options). */
export function isEmpty(spec: FieldSpec, value: FieldValue, options?: Option[]): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (value === '') return !(options ?? []).some((o) => o.value === '');
  if ((spec.type === 'bool' || spec.type === 'group') && value === false) return true;
  return false;
}

function textLength(text: string): number {
  return [...text].length;
}

function holdsPattern(spec: FieldSpec, text: string): boolean {
  try {
    return new RegExp(spec.pattern as string, 'u').test(text);
  } catch {
    return true;
  }
}

export interface CheckOptions {
  required: boolean;
  /** Allowed values; undefined = not known here (a run-time source the caller did not supply). */
  options?: Option[];
  /** Further values accepted as valid (disabled codelist items, the stored value). */
  accepted?: Set<string>;
  /** Whether a pattern applies now (its patternWhen holds). */
  patternApplies?: boolean;
}

const inOptions = (value: string, opts: CheckOptions): boolean =>
  opts.options === undefined || opts.options.some((o) => o.value === value) || !!opts.accepted?.has(value);

/** Checks a parsed value against the field's rules; rounds decimals to prec. */
export function checkValue(spec: FieldSpec, value: FieldValue, opts: CheckOptions): Checked {
  if (isEmpty(spec, value, opts.options)) {
    const empty = spec.type === 'bool' || spec.type === 'group' ? false : spec.type === 'set' ? [] : null;
    return opts.required ? { value: empty, error: 'required' } : { value: empty };
  }
  switch (spec.type) {
    case 'str': {
      const text = value as string;
      const length = textLength(text);
      if (spec.maxLength !== undefined && length > spec.maxLength) {
        return { value, error: 'out_of_range', warning: 'max_length' };
      }
      if (spec.minLength !== undefined && length < spec.minLength) return { value, error: 'out_of_range' };
      if (spec.format === 'email' && !EMAIL.test(text)) return { value, error: 'invalid_format' };
      if (spec.pattern && opts.patternApplies !== false && !holdsPattern(spec, text)) {
        return { value, error: 'invalid_format' };
      }
      if (spec.prefixes?.length && !spec.prefixes.some((p) => text.startsWith(p))) {
        return { value, error: 'invalid_prefix' };
      }
      if (spec.sufixes?.length && !spec.sufixes.some((s) => text.endsWith(s))) {
        return { value, error: 'invalid_sufix' };
      }
      return { value };
    }
    case 'int':
    case 'float': {
      const n = value as number;
      if (typeof spec.min === 'number' && n < spec.min) return { value, error: 'out_of_range' };
      if (typeof spec.max === 'number' && n > spec.max) return { value, error: 'out_of_range' };
      return { value: spec.type === 'float' && spec.prec !== undefined ? roundTo(n, spec.prec) : n };
    }
    case 'date': {
      const d = value as string;
      if (typeof spec.min === 'string' && d < spec.min) return { value, error: 'out_of_range' };
      if (typeof spec.max === 'string' && d > spec.max) return { value, error: 'out_of_range' };
      return { value };
    }
    case 'enum':
    case 'list':
      return inOptions(value as string, opts) ? { value } : { value, error: 'invalid_value' };
    case 'set':
      return (value as string[]).every((v) => inOptions(v, opts))
        ? { value }
        : { value, error: 'invalid_value' };
    case 'geo': {
      const { lat, lng, radius } = value as GeoValue;
      const bounds = geoRadius(spec);
      if (lat < -90 || lat > 90) return { value, error: 'lat_out_of_range' };
      if (lng < -180 || lng > 180) return { value, error: 'lng_out_of_range' };
      if (radius < bounds.min || radius > bounds.max) return { value, error: 'out_of_range' };
      return { value };
    }
    default:
      return { value };
  }
}
