// Field error messages of platform 5.3 as i18n keys with parameters (texts in i18n/sk/fields.ts).
import type { Attr, FieldSpec, FieldType } from './types';
import { ERROR_CODES, GEO_RADIUS } from './types';

export interface Message {
  key: string;
  params: Record<string, string | number>;
}

/**
 * What errorMessage needs to know about the field: its bounds, scale, prefix lists, the message of a
 * failed rule (attr.message), and from its spec the type, text format and the pattern's message.
 */
export type MessageAttr = Pick<Attr, 'min' | 'max' | 'scale' | 'prefixes' | 'sufixes' | 'message'> &
  Pick<FieldSpec, 'format' | 'patternMessage'> & { type?: FieldType };

/**
 * invalid_format says the expected form (platform 5.3, issue 22): by the field's type, for text by its
 * format or the pattern's message of the schema.
 */
function formatMessage(attr: MessageAttr): Message {
  switch (attr.type) {
    case 'int':
    case 'float':
    case 'date':
    case 'image':
      return { key: `fields.errors.invalid_format.${attr.type}`, params: {} };
    case 'bool':
    case 'group':
      return { key: 'fields.errors.invalid_format.bool', params: {} };
    case 'enum':
    case 'list':
    case 'set':
      return { key: 'fields.errors.invalid_format.choice', params: {} };
    case 'geo':
      return { key: 'fields.errors.invalid_format.geo', params: {} };
    case 'str':
      if (attr.format === 'email') return { key: 'fields.errors.invalid_format.email', params: {} };
      if (attr.patternMessage)
        return { key: 'fields.errors.invalid_format.pattern', params: { text: attr.patternMessage } };
      return { key: 'fields.errors.invalid_format.text', params: {} };
    default:
      return { key: 'fields.errors.invalid_format.other', params: {} };
  }
}

const KNOWN = new Set<string>(ERROR_CODES);

/** 1.5 → '1,5'; dates YYYY-MM-DD → d.m.yyyy (the Slovak formats of platform 9). */
export function formatBound(value: number | string, scale?: number): string {
  if (typeof value === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    return m ? `${Number(m[3])}.${Number(m[2])}.${m[1]}` : value;
  }
  const scaled = scale ? Number((value * scale).toPrecision(12)) : value;
  return String(scaled).replace('.', ',');
}

/**
 * The message for an error code. out_of_range picks its variant from which bounds exist and whether
 * the field is text (bounds are lengths) or not; bounds are multiplied by the field's scale. For a
 * position (geo) it is the radius, with the default bounds when the field has none.
 * "min only, string" takes n from min (the spec also gives a reading that fills n from max).
 */
export function errorMessage(code: string, attr: MessageAttr = {}): Message {
  const hasMin = attr.min !== undefined && attr.min !== null;
  const hasMax = attr.max !== undefined && attr.max !== null;
  const bound = (v: number | string | undefined) => formatBound(v as number | string, attr.scale);
  switch (code) {
    case 'out_of_range': {
      // a position's radius (geo): its bounds in metres, the defaults when the field has none
      if (attr.type === 'geo') {
        return {
          key: 'fields.errors.out_of_range.radius',
          params: {
            min: formatBound(hasMin ? (attr.min as number) : GEO_RADIUS.min),
            max: formatBound(hasMax ? (attr.max as number) : GEO_RADIUS.max),
          },
        };
      }
      const text = attr.type === 'str';
      if (hasMin && hasMax) {
        return {
          key: 'fields.errors.out_of_range.range',
          params: { min: bound(attr.min), max: bound(attr.max) },
        };
      }
      if (hasMin) {
        return text
          ? { key: 'fields.errors.out_of_range.min_length', params: { n: bound(attr.min) } }
          : { key: 'fields.errors.out_of_range.min', params: { min: bound(attr.min) } };
      }
      if (hasMax) {
        return text
          ? { key: 'fields.errors.out_of_range.max_length', params: { max: bound(attr.max) } }
          : { key: 'fields.errors.out_of_range.max', params: { max: bound(attr.max) } };
      }
      return { key: 'fields.errors.out_of_range.none', params: {} };
    }
    case 'invalid_format':
      return formatMessage(attr);
    case 'rule':
      return attr.message
        ? { key: 'fields.errors.rule.message', params: { text: attr.message } }
        : { key: 'fields.errors.rule.none', params: {} };
    case 'invalid_prefix':
      return attr.prefixes?.length
        ? { key: 'fields.errors.invalid_prefix.list', params: { list: attr.prefixes.join(', ') } }
        : { key: 'fields.errors.invalid_prefix.none', params: {} };
    case 'invalid_sufix':
      return attr.sufixes?.length
        ? { key: 'fields.errors.invalid_sufix.list', params: { list: attr.sufixes.join(', ') } }
        : { key: 'fields.errors.invalid_sufix.none', params: {} };
    default:
      return KNOWN.has(code)
        ? { key: `fields.errors.${code}`, params: {} }
        : { key: 'fields.errors.unknown', params: { code } };
  }
}

/** The message for a warning code: max_length (platform 5.2), no_postage (a field action, games 9). */
export function warningMessage(code: string): Message {
  return code === 'max_length' || code === 'no_postage'
    ? { key: `fields.warnings.${code}`, params: {} }
    : { key: 'fields.warnings.unknown', params: { code } };
}

/** The message of a field's error: its attr's bounds and message, its spec's format, pattern text and type. */
export function fieldErrorMessage(
  code: string,
  attr: Attr | undefined,
  spec: FieldSpec | undefined,
): Message {
  return errorMessage(code, {
    min: attr?.min,
    max: attr?.max,
    scale: attr?.scale,
    prefixes: attr?.prefixes,
    sufixes: attr?.sufixes,
    message: attr?.message,
    format: spec?.format,
    patternMessage: spec?.patternMessage,
    type: spec?.type,
  });
}
