// Pure helpers of SchemaForm: what a widget shows, what a request sends, and how a validate reply is
// merged back into what the user is typing. No React here (unit-tested in formValues.test.ts).
import {
  applyInvariants,
  computeAttrs,
  isBlank,
  isEmpty,
  isPlainGroup,
  parseRaw,
  type Attr,
  type Attrs,
  type CompiledField,
  type FieldSpec,
  type Form,
  type FormInput,
} from '../../schemas/engine';

/** An image slot's value: the image id and its number. */
export interface ImageSlot {
  val: string;
  number?: number;
}

/** A position's inputs as typed (geo): latitude, longitude and radius texts. */
export interface GeoTexts {
  lat: string;
  lng: string;
  radius: string;
}

/**
 * What a widget holds: text (str, int, float, enum, list, date: the raw text as typed),
 * boolean (bool, checkbox group), string[] (set), an image slot / null (image) or a position's
 * texts / null (geo).
 */
export type UiValue = string | boolean | string[] | ImageSlot | GeoTexts | null;

/** True for the texts of a position (geo). */
export function isGeoTexts(value: unknown): value is GeoTexts {
  return !!value && typeof value === 'object' && 'lat' in value && 'lng' in value && 'radius' in value;
}
export type UiValues = Record<string, UiValue>;

/** 1.5 → '1,5' (Slovak decimal comma); the engine accepts it back. */
function formatNumber(n: number): string {
  return String(n).replace('.', ',');
}

/** The widget value of a field from its attr (platform 3.9). */
export function uiValueFromAttr(spec: FieldSpec, attr: Attr | undefined): UiValue {
  const val = attr?.val;
  switch (spec.type) {
    case 'bool':
    case 'group':
      return val === true || val === 'true' || val === 1;
    case 'set':
      // set programmatically: only the first checked option of each invariant group stays (platform 4.7)
      return Array.isArray(val) ? applyInvariants(val.map(String), attr?.invar ?? spec.invariants) : [];
    case 'image':
      if (val === null || val === undefined || val === '') return null;
      return attr?.number === undefined ? { val: String(val) } : { val: String(val), number: attr.number };
    case 'int':
    case 'float':
      if (typeof val === 'number') return formatNumber(val);
      return val === null || val === undefined ? '' : String(val);
    case 'geo': {
      // degrees with a decimal point (as maps and GPS apps write them), the radius in metres
      if (!val || typeof val !== 'object' || Array.isArray(val)) return null;
      const { lat, lng, radius } = val as { lat?: unknown; lng?: unknown; radius?: unknown };
      const text = (v: unknown) => (typeof v === 'number' ? String(v) : '');
      return { lat: text(lat), lng: text(lng), radius: text(radius) };
    }
    default:
      return val === null || val === undefined ? '' : String(val);
  }
}

/** The widget value of a field from a stored record (getOne) or the caller's initial values. */
export function uiValueFromRaw(spec: FieldSpec, raw: unknown): UiValue {
  if (spec.type === 'image') {
    if (raw && typeof raw === 'object' && 'val' in raw) {
      const { val, number } = raw as { val: unknown; number?: unknown };
      return uiValueFromAttr(spec, {
        val: val as Attr['val'],
        number: typeof number === 'number' ? number : undefined,
      });
    }
  }
  if (raw && typeof raw === 'object' && !Array.isArray(raw) && 'val' in raw) {
    return uiValueFromAttr(spec, raw as Attr);
  }
  return uiValueFromAttr(spec, { val: raw as Attr['val'] });
}

/** A record's values keyed by field id: its `info` (JSONB, the stored form values) key, else its own key. */
export function uiValuesFromRecord(form: Form, record: Record<string, unknown> | null | undefined): UiValues {
  const values: UiValues = {};
  if (!record) return values;
  const info = (record.info && typeof record.info === 'object' ? record.info : {}) as Record<string, unknown>;
  for (const field of form.fields) {
    if (isPlainGroup(field.spec)) continue;
    const raw = field.id in info ? info[field.id] : record[field.id];
    if (raw !== undefined) values[field.id] = uiValueFromRaw(field.spec, raw);
  }
  return values;
}

/** The value a request sends for a widget value. */
export function wireValue(spec: FieldSpec, value: UiValue | undefined): unknown {
  if (value === undefined) return null;
  if (spec.type === 'image') {
    const slot = value as ImageSlot | null;
    if (!slot) return null;
    return slot.number === undefined ? slot.val : { val: slot.val, number: slot.number };
  }
  if (spec.type === 'geo') {
    // the texts as typed: the engine parses them (a decimal comma too); all empty = no position
    if (!isGeoTexts(value)) return null;
    const { lat, lng, radius } = value;
    if (!lat.trim() && !lng.trim()) return null;
    return { lat, lng, radius };
  }
  return value;
}

/** A checkbox group counts as checked when the user checked it or the server requires/forces it. */
export function groupChecked(field: CompiledField, values: UiValues, attrs: Attrs): boolean {
  const attr = attrs[field.id];
  if (attr?.required || attr?.forced) return true;
  return values[field.id] === true;
}

/** Shown = its attr is present (platform 3.9: an absent attr hides the field or group). */
export const isShown = (attrs: Attrs, id: string): boolean => attrs[id] !== undefined;

/** Every ancestor is shown, and every checkbox group among them is checked. */
function contributes(field: CompiledField, values: UiValues, attrs: Attrs): boolean {
  for (let parent = field.parent; parent; parent = parent.parent) {
    if (!isShown(attrs, parent.id)) return false;
    if (parent.spec.checkbox && !groupChecked(parent, values, attrs)) return false;
  }
  return true;
}

/**
 * The attrs body a validate, create or update call sends (platform 4.7): the shown fields; a
 * checkbox group sends whether it is checked (true when required) and its inner fields only when
 * checked; a plain group sends nothing. Before the first reply (attrs empty) the given values are sent.
 */
export function requestBody(form: Form, values: UiValues, attrs: Attrs): FormInput {
  const body: FormInput = {};
  const known = Object.keys(attrs).length > 0;
  for (const field of form.fields) {
    if (isPlainGroup(field.spec)) continue;
    if (known ? !isShown(attrs, field.id) || !contributes(field, values, attrs) : !(field.id in values)) {
      continue;
    }
    body[field.id] =
      field.spec.type === 'group'
        ? groupChecked(field, values, attrs)
        : wireValue(field.spec, values[field.id]);
  }
  return body;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Both widget values mean the same field value ('abc ' and 'abc', '1,50' and 1.5). */
export function sameMeaning(spec: FieldSpec, a: UiValue | undefined, b: UiValue | undefined): boolean {
  if (same(a, b)) return true;
  const pa = parseRaw(spec, wireValue(spec, a));
  const pb = parseRaw(spec, wireValue(spec, b));
  if (pa.error || pb.error) return false;
  return same(pa.value, pb.value);
}

/**
 * Merges a validate reply into the widget values without clobbering what the user typed since the
 * request was sent (`sent` = the values at that moment). A field the user changed meanwhile keeps
 * its value; an unchanged one takes the server's value unless it means the same as the text as
 * typed (so '1,5' is not rewritten to '1,5' → 1.5 and a trailing space is not eaten while typing);
 * a forced field always shows the server's value.
 */
export function mergeReply(form: Form, current: UiValues, sent: UiValues, attrs: Attrs): UiValues {
  const next: UiValues = { ...current };
  for (const [id, attr] of Object.entries(attrs)) {
    const field = form.byId.get(id);
    if (!field || isPlainGroup(field.spec)) continue;
    const server = uiValueFromAttr(field.spec, attr);
    if (attr.forced) {
      next[id] = server;
      continue;
    }
    if (!same(current[id], sent[id])) continue;
    if (id in current && sameMeaning(field.spec, current[id], server)) continue;
    // a position the engine could not read is not echoed: the inputs keep what was typed
    if (field.spec.type === 'geo' && attr.error === 'invalid_format') continue;
    next[id] = server;
  }
  return next;
}

/** Attrs with a validate reply's required errors removed (a new form's first fill, platform 4.6). */
export function withoutRequiredErrors(attrs: Attrs): Attrs {
  const out: Attrs = {};
  for (const [id, attr] of Object.entries(attrs)) {
    if (attr.error === 'required') {
      const { error: _error, ...rest } = attr;
      out[id] = rest;
    } else out[id] = attr;
  }
  return out;
}

export interface LocalCheck {
  valid: boolean;
  /** The current attrs with the local errors put on the shown fields. */
  attrs: Attrs;
  /** No applicable field has a value (a new-and-empty form is not committed). */
  blank: boolean;
}

/**
 * The commit's local sanitize (platform 4.6, 5.2) with the engine; the server's attrs get its errors.
 * A shown field the server marked required and left empty gets its required error too, even when the
 * first fill hid it (issue 22: a refused save shows every error of the form, not only the touched ones).
 */
export function localCheck(form: Form, body: FormInput, attrs: Attrs): LocalCheck {
  const local = computeAttrs(form, body, { local: true });
  const merged: Attrs = { ...attrs };
  let valid = true;
  for (const [id, attr] of Object.entries(local.attrs)) {
    // Only errors the user can see block the commit; the server judges the rest.
    if (!attr.error || !merged[id]) continue;
    valid = false;
    merged[id] = {
      ...merged[id],
      error: attr.error,
      message: attr.message,
      warning: attr.warning ?? merged[id].warning,
    };
  }
  for (const [id, attr] of Object.entries(merged)) {
    const field = form.byId.get(id);
    if (
      !field ||
      field.spec.type === 'group' ||
      !attr.required ||
      attr.forced ||
      attr.error ||
      !(id in local.attrs)
    )
      continue;
    const value = local.values[id];
    if (value !== undefined && !isEmpty(field.spec, value, field.options ?? attr.options)) continue;
    valid = false;
    merged[id] = { ...attr, error: 'required' };
  }
  return { valid, attrs: merged, blank: isBlank(form, local) };
}

/** Some shown field has an error (the server's or the local check's). */
export const hasErrors = (attrs: Attrs): boolean => Object.values(attrs).some((attr) => !!attr.error);

/** Id of the first shown field with an error, in document order. */
export function firstErrorId(form: Form, attrs: Attrs): string | undefined {
  return form.fields.find((f) => attrs[f.id]?.error)?.id;
}
