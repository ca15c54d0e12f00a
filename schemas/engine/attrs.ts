// computeAttrs: the validate reply of platform 3.9 / games 5.1, computed from a schema and the form's input.
import { isPlainGroup, type CompiledField, type Form } from './compile';
import { conditionHolds } from './conditions';
import { requestedAction, runAction } from './actions';
import { checkValue, geoRadius, isEmpty, parseRaw } from './parse';
import { failedRules } from './rules';
import type {
  Attr,
  Attrs,
  ComputeContext,
  ComputeResult,
  ErrorCode,
  FieldValue,
  FormInput,
  GeoValue,
  ImageValue,
  Option,
  WarningCode,
} from './types';
import { CONTEXT_PREFIX } from './types';

interface FieldState {
  value: FieldValue;
  error?: ErrorCode;
  warning?: WarningCode;
  forced?: boolean;
  /** Raw input echoed back when it could not be parsed. */
  echo?: unknown;
}

const has = (obj: Record<string, unknown> | null | undefined, key: string): boolean =>
  !!obj && Object.prototype.hasOwnProperty.call(obj, key);

/** `{ val, number }` wrappers (the shape attrs come back in) are unwrapped, except for images. */
function unwrap(field: CompiledField, raw: unknown): unknown {
  if (field.spec.type === 'image') return raw;
  if (raw !== null && typeof raw === 'object' && !Array.isArray(raw) && 'val' in raw) {
    return (raw as { val: unknown }).val;
  }
  return raw;
}

/** The input for a field under its id, else under one of its aliases; `found` false when absent. */
function inputFor(form: Form, field: CompiledField, input: FormInput): { found: boolean; raw?: unknown } {
  if (has(input, field.id)) return { found: true, raw: unwrap(field, input[field.id]) };
  for (const alias of form.aliases.get(field.id) ?? []) {
    if (!has(input, alias.name)) continue;
    const raw = unwrap(field, input[alias.name]);
    if (alias.index === undefined) return { found: true, raw };
    if (Array.isArray(raw)) {
      if (alias.index < raw.length) return { found: true, raw: raw[alias.index] };
    } else if (alias.index === 0) {
      return { found: true, raw };
    }
  }
  return { found: false };
}

function optionsOf(field: CompiledField, ctx: ComputeContext): Option[] | undefined {
  if (field.options) return offeredOptions(field, field.options, ctx);
  const source = field.spec.source;
  if (!source) return undefined;
  return ctx.sources?.[source];
}

/**
 * The options without the values of an `optionsWhen` whose condition does not hold. A context value the
 * caller did not supply (the browser's local fill of a read-only form) hides nothing.
 */
function offeredOptions(field: CompiledField, options: Option[], ctx: ComputeContext): Option[] {
  const limits = field.spec.optionsWhen;
  if (!limits?.length) return options;
  const hidden = new Set<string>();
  for (const limit of limits) {
    const refs = Object.keys(limit.when);
    const known = refs.every((ref) => !!ctx.context && ref.slice(CONTEXT_PREFIX.length) in ctx.context);
    if (
      known &&
      !conditionHolds(
        limit.when,
        withContext(() => undefined, ctx),
      )
    )
      limit.values.forEach((v) => hidden.add(v));
  }
  return hidden.size ? options.filter((o) => !hidden.has(o.value)) : options;
}

/** A condition lookup that also answers `$sheet.…` references from the context. */
function withContext(
  lookup: (id: string) => FieldValue | undefined,
  ctx: ComputeContext,
): (id: string) => FieldValue | undefined {
  return (id) =>
    id.startsWith(CONTEXT_PREFIX) ? (ctx.context?.[id.slice(CONTEXT_PREFIX.length)] ?? null) : lookup(id);
}

function isRequired(
  field: CompiledField,
  ctx: ComputeContext,
  lookup: (id: string) => FieldValue | undefined,
): boolean {
  if (ctx.local) return !!field.spec.forceRequired;
  if (field.spec.required || field.spec.forceRequired) return true;
  return !!field.spec.requiredWhen && conditionHolds(field.spec.requiredWhen, withContext(lookup, ctx));
}

/** A retired field (FieldSpec.retired) or a field inside a retired group. */
export function isRetired(field: CompiledField): boolean {
  for (let f: CompiledField | undefined = field; f; f = f.parent) if (f.spec.retired) return true;
  return false;
}

const hasValue = (value: unknown): boolean =>
  value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * A retired field's state: the stored value exactly as stored (never the input, never checked), read-only;
 * absent when the record has no value, so the field is not shown and nothing is written for it.
 */
function retiredState(field: CompiledField, ctx: ComputeContext): FieldState | undefined {
  const stored = ctx.stored ?? undefined;
  if (!has(stored, field.id) || !hasValue(stored![field.id])) return undefined;
  return { value: stored![field.id] as FieldValue, forced: true };
}

function resolveState(
  form: Form,
  field: CompiledField,
  input: FormInput,
  ctx: ComputeContext,
  lookup: (id: string) => FieldValue | undefined,
): FieldState | undefined {
  const { spec } = field;
  const stored = ctx.stored ?? undefined;
  if (isRetired(field)) return retiredState(field, ctx);
  if (spec.type === 'group' && spec.required) return { value: true, forced: true };
  const options = optionsOf(field, ctx);
  const accepted = new Set(field.knownValues ?? []);
  if (has(stored, spec.id)) {
    const s = stored![spec.id];
    if (typeof s === 'string' || typeof s === 'number') accepted.add(String(s));
    if (Array.isArray(s)) s.forEach((v) => accepted.add(String(v)));
  }
  const checkOpts = {
    required: isRequired(field, ctx, lookup),
    options: ctx.local && spec.source ? undefined : options,
    accepted,
    patternApplies: spec.patternWhen ? conditionHolds(spec.patternWhen, lookup) : true,
  };

  if (spec.forced) {
    const raw = has(stored, spec.id) ? stored![spec.id] : spec.default;
    const parsed = parseRaw(spec, raw ?? null, true);
    return { value: parsed.error ? null : parsed.value, forced: true };
  }
  const given = inputFor(form, field, input);
  const parsed = given.found
    ? parseRaw(spec, given.raw)
    : parseRaw(spec, (has(stored, spec.id) ? stored![spec.id] : spec.default) ?? null, true);
  if (parsed.error) return { value: null, error: parsed.error, echo: parsed.echo };
  const checked = checkValue(spec, parsed.value, checkOpts);
  return { value: checked.value, error: checked.error, warning: checked.warning };
}

function withoutUndefined(attr: Attr): Attr {
  for (const key of Object.keys(attr) as (keyof Attr)[]) if (attr[key] === undefined) delete attr[key];
  return attr;
}

function echoValue(echo: unknown): Attr['val'] {
  if (echo === null || echo === undefined) return null;
  if (typeof echo === 'string' || typeof echo === 'number' || typeof echo === 'boolean') return echo;
  return null;
}

function displayValue(field: CompiledField, value: FieldValue): Attr['val'] {
  if (value === null) return null;
  if (field.spec.type === 'image')
    return typeof value === 'object' && !Array.isArray(value) ? (value as ImageValue).val : String(value);
  if (field.spec.type === 'geo') return isGeoValue(value) ? { ...value } : null;
  // a retired field's stored value is not parsed: an object it may hold is not shown as one
  if (typeof value === 'object' && !Array.isArray(value)) return null;
  if (typeof value === 'number' && field.spec.scale)
    return Number((value * field.spec.scale).toPrecision(12));
  return value as Attr['val'];
}

/** A stored position as the engine writes it (a retired field's value is not parsed). */
function isGeoValue(value: unknown): value is GeoValue {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const { lat, lng, radius } = value as Record<string, unknown>;
  return typeof lat === 'number' && typeof lng === 'number' && typeof radius === 'number';
}

/** The bounds an attr carries: a text's lengths, a position's radius (with its defaults), else min/max. */
function boundsOf(spec: CompiledField['spec']): Pick<Attr, 'min' | 'max'> {
  if (spec.type === 'str') return { min: spec.minLength, max: spec.maxLength };
  if (spec.type === 'geo') {
    const { min, max } = geoRadius(spec);
    return { min, max };
  }
  return { min: spec.min, max: spec.max };
}

function buildAttr(
  field: CompiledField,
  state: FieldState | undefined,
  ctx: ComputeContext,
  lookup: (id: string) => FieldValue | undefined,
): Attr {
  const { spec } = field;
  if (isPlainGroup(spec)) return withoutUndefined({ hint: spec.hint });
  const s = state as FieldState;
  if (isRetired(field))
    return withoutUndefined({
      val: displayValue(field, s.value),
      forced: true,
      hint: spec.hint,
      options: optionsOf(field, ctx),
      number:
        spec.type === 'image' && s.value && typeof s.value === 'object' && !Array.isArray(s.value)
          ? (s.value as ImageValue).number
          : undefined,
      prec: spec.prec,
      scale: spec.scale,
    });
  const required =
    !!(
      spec.required ||
      spec.forceRequired ||
      (spec.requiredWhen && conditionHolds(spec.requiredWhen, withContext(lookup, ctx)))
    ) || undefined;
  const error = s.error === 'required' && ctx.suppressRequired ? undefined : s.error;
  return withoutUndefined({
    val: s.echo !== undefined ? echoValue(s.echo) : displayValue(field, s.value),
    error,
    warning: s.warning,
    required,
    forced: s.forced || undefined,
    hint: spec.hint,
    options: optionsOf(field, ctx),
    invar: spec.invariants,
    number: spec.type === 'image' && s.value ? (s.value as ImageValue).number : undefined,
    ...boundsOf(spec),
    prec: spec.prec,
    scale: spec.scale,
    prefixes: spec.prefixes,
    sufixes: spec.sufixes,
  });
}

/**
 * The attrs the server replies for a form's input (platform 3.9), the sanitized values to store and
 * whether the form is valid. Fields that do not apply (condition false, unchecked checkbox group)
 * are absent from both. Unknown input keys are ignored; forced fields keep the stored or default value.
 */
export function computeAttrs(
  form: Form,
  input: FormInput | null | undefined,
  ctx: ComputeContext = {},
): ComputeResult {
  const safeInput: FormInput = input && typeof input === 'object' && !Array.isArray(input) ? input : {};
  const states = new Map<string, FieldState>();
  const lookupRaw = (id: string) => states.get(id)?.value;

  // Values first (conditions of patternWhen use the values of fields resolved before them).
  const resolve = (field: CompiledField) => {
    const state = resolveState(form, field, safeInput, ctx, lookupRaw);
    if (state) states.set(field.id, state);
    else states.delete(field.id);
  };
  for (const field of form.fields) {
    if (isPlainGroup(field.spec)) continue;
    resolve(field);
  }
  // A pattern or required condition may name a later field: re-resolve those with every value known.
  for (const field of form.fields) {
    if ((field.spec.patternWhen || field.spec.requiredWhen) && !isRetired(field)) resolve(field);
  }

  // A field action the input asks for ("$action", server only) changes the field's resolved value.
  const acting = requestedAction(form, safeInput, ctx);
  const acted =
    acting && !isRetired(acting) && !states.get(acting.id)?.error
      ? runAction(acting, lookupRaw, ctx)
      : undefined;
  if (acting && acted) {
    const state = states.get(acting.id) ?? { value: null };
    states.set(acting.id, 'value' in acted ? { value: acted.value } : { ...state, warning: acted.warning });
  }

  for (const rule of form.schema.rules ?? []) {
    if (!rule.force || !conditionHolds(rule.when, lookupRaw)) continue;
    for (const [id, forcedValue] of Object.entries(rule.force)) {
      const field = form.byId.get(id);
      if (!field || isPlainGroup(field.spec) || isRetired(field)) continue;
      const parsed = parseRaw(field.spec, forcedValue, true);
      states.set(id, { value: parsed.error ? null : parsed.value, forced: true });
    }
  }

  const applies = applicability(form, states);
  const attrs: Attrs = {};
  const values: Record<string, FieldValue> = {};
  let valid = true;
  for (const field of form.fields) {
    if (!applies(field)) continue;
    const state = states.get(field.id);
    attrs[field.id] = buildAttr(field, state, ctx, lookupRaw);
    if (!state) continue;
    if (state.error) valid = false;
    else values[field.id] = state.value;
  }

  // Checks across fields (rules other than force): the first error of a field stays its error.
  const ruleValue = (id: string) => {
    const field = form.byId.get(id);
    return field && applies(field) ? states.get(id)?.value : undefined;
  };
  for (const failure of failedRules(form, ctx, ruleValue, (id) => id in attrs)) {
    const attr = attrs[failure.field];
    const target = form.byId.get(failure.field)!;
    if (attr.error || isPlainGroup(target.spec) || isRetired(target)) continue;
    valid = false;
    delete values[failure.field];
    if (ctx.suppressRequired) continue;
    attr.error = 'rule';
    attr.message = failure.message;
  }
  return { attrs, values, valid };
}

/** A field applies when its parents apply (a checkbox group is checked) and its condition holds. */
function applicability(form: Form, states: Map<string, FieldState>): (field: CompiledField) => boolean {
  const memo = new Map<string, boolean>();
  const visiting = new Set<string>();
  const applies = (field: CompiledField): boolean => {
    const known = memo.get(field.id);
    if (known !== undefined) return known;
    if (isRetired(field)) {
      // shown only with a stored value (its parents and condition aside: the value is kept regardless);
      // a retired plain group while one of its fields is
      const ok = isPlainGroup(field.spec)
        ? form.fields.some((f) => f.parent === field && applies(f))
        : states.has(field.id);
      memo.set(field.id, ok);
      return ok;
    }
    if (visiting.has(field.id)) return false;
    visiting.add(field.id);
    let ok = true;
    const parent = field.parent;
    if (parent) ok = applies(parent) && (!parent.spec.checkbox || states.get(parent.id)?.value === true);
    if (ok && field.spec.when) {
      ok = conditionHolds(field.spec.when, (id) => {
        const ref = form.byId.get(id);
        return ref && applies(ref) ? states.get(id)?.value : undefined;
      });
    }
    visiting.delete(field.id);
    memo.set(field.id, ok);
    return ok;
  };
  return applies;
}

/** How many records a repeat group asks for: its count when the group applies and is checked, else 1. */
export function repeatCount(form: Form, result: Pick<ComputeResult, 'values'>): number {
  for (const field of form.fields) {
    const countId = field.spec.count;
    if (!countId || result.values[field.id] !== true) continue;
    const count = result.values[countId];
    if (typeof count === 'number' && count >= 1) return Math.floor(count);
  }
  return 1;
}

/** True when no applicable field has a value (a new-and-empty form is not committed, platform 4.6). */
export function isBlank(form: Form, result: Pick<ComputeResult, 'values'>): boolean {
  return form.fields.every((field) => {
    if (!(field.id in result.values)) return true;
    const value = result.values[field.id];
    if (field.spec.default !== undefined || field.spec.forced) return true;
    return isEmpty(field.spec, value, field.options);
  });
}
