// Sanitizing and checking one field's value (platform 5.1 and 5.2).
import type { ErrorCode, FieldSpec, FieldValue, ImageValue, Option, WarningCode } from './types';

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
    default:
      return { value };
  }
}
