// The cross-field checks of a schema's `rules` (RuleSpec: minFilled, lessOrEqual, unique, require):
// each failed check puts the error 'rule' with the rule's message on one applicable field.
import type { CompiledField, Form } from './compile';
import { conditionHolds } from './conditions';
import { isEmpty } from './parse';
import type { ComputeContext, Condition, FieldValue, Option, RuleSpec } from './types';
import { CONTEXT_PREFIX } from './types';

/** One failed check: the field that shows it and its message. */
export interface RuleFailure {
  field: string;
  message: string;
}

const fill = (message: string, params: Record<string, string | number>): string =>
  message.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    params[name] !== undefined ? String(params[name]) : whole,
  );

/** Context references (`$sheet.…`) of a condition. */
const contextRefs = (condition: Condition | undefined): string[] =>
  Object.keys(condition ?? {}).filter((ref) => ref.startsWith(CONTEXT_PREFIX));

/** A check naming a context value the caller did not supply (the browser's local check) is not run. */
function contextKnown(rule: RuleSpec, ctx: ComputeContext): boolean {
  return [...contextRefs(rule.when), ...contextRefs(rule.require)].every(
    (ref) => !!ctx.context && ref.slice(CONTEXT_PREFIX.length) in ctx.context,
  );
}

const normalized = (value: FieldValue | undefined): string =>
  value === null || value === undefined ? '' : String(value).trim().toLowerCase();

/** An index of a source's options by normalized value; a list that only grows is indexed incrementally. */
const indexes = new WeakMap<Option[], { length: number; byKey: Map<string, Option> }>();

/** The first option whose normalized value is `key` (a sheet's 10,000 levels: no quadratic scan). */
function findOption(options: Option[], key: string): Option | undefined {
  let index = indexes.get(options);
  if (!index || index.length > options.length) {
    index = { length: 0, byKey: new Map() };
    indexes.set(options, index);
  }
  for (let i = index.length; i < options.length; i++) {
    const k = normalized(options[i].value);
    if (!index.byKey.has(k)) index.byKey.set(k, options[i]);
  }
  index.length = options.length;
  return index.byKey.get(key);
}

/**
 * The failed checks of a form's rules. `value(id)` is the value of an applicable field (undefined when
 * the field does not apply); `shown(id)` tells whether a field applies (only those can show an error).
 */
export function failedRules(
  form: Form,
  ctx: ComputeContext,
  value: (id: string) => FieldValue | undefined,
  shown: (id: string) => boolean,
): RuleFailure[] {
  const failures: RuleFailure[] = [];
  const lookup = (id: string) =>
    id.startsWith(CONTEXT_PREFIX) ? (ctx.context?.[id.slice(CONTEXT_PREFIX.length)] ?? null) : value(id);
  const filled = (id: string) => {
    const field: CompiledField | undefined = form.byId.get(id);
    const v = value(id);
    return !!field && v !== undefined && !isEmpty(field.spec, v, field.options);
  };
  for (const rule of form.schema.rules ?? []) {
    if (rule.force || !rule.message) continue;
    if (!contextKnown(rule, ctx)) continue;
    if (rule.when && !conditionHolds(rule.when, lookup)) continue;
    const failure = check(rule, ctx, value, filled, lookup);
    if (!failure) continue;
    const target = rule.field ?? failure.field;
    if (!target || !shown(target)) continue;
    failures.push({ field: target, message: fill(rule.message, failure.params) });
  }
  return failures;
}

interface Failed {
  /** The default field of the error (RuleSpec.field overrides it). */
  field?: string;
  params: Record<string, string | number>;
}

function check(
  rule: RuleSpec,
  ctx: ComputeContext,
  value: (id: string) => FieldValue | undefined,
  filled: (id: string) => boolean,
  lookup: (id: string) => FieldValue | undefined,
): Failed | undefined {
  if (rule.minFilled) {
    const { fields, count } = rule.minFilled;
    const needed = typeof count === 'number' ? count : Number(value(count) ?? 0);
    if (!Number.isFinite(needed) || needed <= 0) return undefined;
    const present = fields.filter(filled).length;
    if (present >= needed) return undefined;
    return { field: fields.find((id) => !filled(id)) ?? fields[0], params: { count: needed } };
  }
  if (rule.lessOrEqual) {
    const [a, b] = rule.lessOrEqual;
    const va = value(a);
    const vb = value(b);
    const comparable =
      (typeof va === 'number' && typeof vb === 'number') ||
      (typeof va === 'string' && typeof vb === 'string');
    if (!comparable || (va as number | string) <= (vb as number | string)) return undefined;
    return { field: a, params: {} };
  }
  if (rule.unique) {
    const { field, source } = rule.unique;
    const options = ctx.sources?.[source];
    const own = normalized(value(field));
    if (!options || own === '') return undefined;
    const other = findOption(options, own);
    if (!other) return undefined;
    return { field, params: { value: String(value(field)), label: other.label } };
  }
  if (rule.require) {
    if (conditionHolds(rule.require, lookup)) return undefined;
    return { field: Object.keys(rule.require).find((ref) => !ref.startsWith(CONTEXT_PREFIX)), params: {} };
  }
  return undefined;
}
