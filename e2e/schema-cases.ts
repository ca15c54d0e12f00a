// The generated end-to-end suite's cases (issue 23, item 6): from the field schemas of the version in force
// (GET schemas, read at run time), every constrained field of every form, the values that violate each of
// its constraints and the message the app must show for them, computed with the app's own field engine
// (computeAttrs, fieldErrorMessage) and its Slovak field texts (i18n/sk/fields.ts, registered in i18n/sk.ts,
// through ra-i18n-polyglot as the app's i18nProvider does). Nothing here names a field: a field added in
// the schema studio gets its cases.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
  compileForm,
  computeAttrs,
  fieldErrorMessage,
  FORM_NAMES,
  type Codelists,
  type CompiledField,
  type FieldSpec,
  type FieldValue,
  type Form,
  type FormInput,
  type FormName,
  type FormSchema,
} from '../schemas/engine';
// The field texts of i18n/sk.ts (its other modules import JSON, which Playwright's loader does not take).
import { fieldMessages } from '../i18n/sk/fields';

/** The constraints the suite checks: what a schema field may require of a value. */
export const CONSTRAINTS = ['required', 'min', 'max', 'minLength', 'maxLength', 'pattern'] as const;
export type Constraint = (typeof CONSTRAINTS)[number];

/** The error code the engine gives a value that violates a constraint. */
export const CONSTRAINT_CODES: Record<Constraint, string> = {
  required: 'required',
  min: 'out_of_range',
  max: 'out_of_range',
  minLength: 'out_of_range',
  maxLength: 'out_of_range',
  pattern: 'invalid_format',
};

/** GET schemas: the version in force. */
export interface PublishedSchemas {
  version: number;
  forms: Record<string, unknown>;
  codelists: Record<string, unknown>;
}

export interface ConstrainedField {
  form: FormName;
  id: string;
  field: CompiledField;
  constraints: Constraint[];
}

/** The constraints of one field spec, in the order the cases are tried. */
export function constraintsOf(spec: FieldSpec): Constraint[] {
  if (spec.type === 'group') return [];
  const has = (v: unknown) => v !== undefined && v !== null;
  const text = spec.type === 'str';
  const found: Constraint[] = [];
  if (text && has(spec.maxLength)) found.push('maxLength');
  if (text && has(spec.minLength)) found.push('minLength');
  if (text && has(spec.pattern)) found.push('pattern');
  if (!text && has(spec.max)) found.push('max');
  if (!text && has(spec.min)) found.push('min');
  if (spec.required || spec.forceRequired || spec.requiredWhen) found.push('required');
  return found;
}

/**
 * Why no dialog lets a person violate a field's constraints, for fields that are so by their spec: forced
 * (shown read-only with the value the server keeps), retired (never checked, read-only; `retired` of the
 * schema studio) and a required select with a default (a required select offers no empty item), so such a
 * field published in the studio needs no change of the suite. Undefined for any other field.
 */
export function excludedBySpec(spec: FieldSpec): string | undefined {
  if ((spec as FieldSpec & { retired?: boolean }).retired) return 'vyradené pole: engine ho nekontroluje';
  if (spec.forced) return 'vynútené pole: len na čítanie, hodnotu drží server';
  const choice = spec.type === 'enum' || spec.type === 'list';
  if (choice && spec.default !== undefined && constraintsOf(spec).join() === 'required')
    return 'povinný výber s predvolenou hodnotou: okno neponúka prázdnu položku';
  return undefined;
}

/** The compiled forms of a published version. */
export function compiledForms(schemas: PublishedSchemas): Record<FormName, Form> {
  const codelists = schemas.codelists as Codelists;
  return Object.fromEntries(
    FORM_NAMES.map((name) => [name, compileForm(name, schemas.forms[name] as FormSchema, codelists)]),
  ) as Record<FormName, Form>;
}

/**
 * Every field of the published schemas with at least one constraint (required, also when only under a
 * condition; min/max; minLength/maxLength; pattern), groups left out. Its length is the M of
 * "checked N of M".
 */
export function constrainedFields(schemas: PublishedSchemas, only?: FormName): ConstrainedField[] {
  const forms = compiledForms(schemas);
  const out: ConstrainedField[] = [];
  for (const name of FORM_NAMES) {
    if (only && name !== only) continue;
    for (const field of forms[name].fields) {
      const constraints = constraintsOf(field.spec);
      if (constraints.length) out.push({ form: name, id: field.id, field, constraints });
    }
  }
  return out;
}

// ---- Values that violate a constraint ----

/** What the suite does to a field's input: type text, clear it, or pick a date ('YYYY-MM-DD'). */
export interface CaseInput {
  /** The raw value as the engine gets it (typed text, '' when cleared). */
  raw: string;
  /** Date fields: the date to type, '' to clear. Text fields: the text. */
  typed: string;
}

export interface FieldCase {
  form: FormName;
  id: string;
  label: string;
  type: FieldSpec['type'];
  constraint: Constraint;
  input: CaseInput;
}

/** n in the field's display units (its scale), as a person types it: decimal comma. */
function displayNumber(n: number): string {
  return String(Number(n.toPrecision(12))).replace('.', ',');
}

function shiftDate(iso: string, days: number): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return undefined;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days));
  return d.toISOString().slice(0, 10);
}

/** Texts tried, in this order, for a value that breaks a pattern. */
const PATTERN_PROBES = ['x', '#', '0', 'xx-xx', 'X1 ?', '-', '9x'];

/**
 * The value that should violate `constraint` of a field, or a reason why no such value can be typed.
 * Whether it really does is for the engine to say (caseExpectation).
 */
export function violatingInput(field: CompiledField, constraint: Constraint): CaseInput | string {
  const { spec } = field;
  const scale = spec.scale ?? 1;
  const typedText = spec.type === 'str' || spec.type === 'int' || spec.type === 'float';
  switch (constraint) {
    case 'required':
      if (typedText || spec.type === 'date') return { raw: '', typed: '' };
      if ((spec.type === 'enum' || spec.type === 'list') && spec.default === undefined)
        return { raw: '', typed: '' };
      return `povinné pole typu ${spec.type} sa v okne vyprázdniť nedá`;
    case 'maxLength': {
      const text = 'x'.repeat((spec.maxLength ?? 0) + 1);
      return { raw: text, typed: text };
    }
    case 'minLength': {
      const n = (spec.minLength ?? 0) - 1;
      if (n < 1) return 'minimálna dĺžka 1 je to isté ako povinné pole';
      const text = 'x'.repeat(n);
      return { raw: text, typed: text };
    }
    case 'pattern': {
      const min = spec.minLength ?? 1;
      const probes = [...PATTERN_PROBES, 'x'.repeat(min)];
      const pattern = new RegExp(spec.pattern as string, 'u');
      const probe = probes.find(
        (p) => !pattern.test(p) && [...p].length >= min && [...p].length <= (spec.maxLength ?? Infinity),
      );
      return probe ? { raw: probe, typed: probe } : `žiadna skúšobná hodnota neporušuje vzor ${spec.pattern}`;
    }
    case 'min':
    case 'max': {
      const bound = constraint === 'min' ? spec.min : spec.max;
      const step = constraint === 'min' ? -1 : 1;
      if (spec.type === 'date' && typeof bound === 'string') {
        const date = shiftDate(bound, step);
        return date ? { raw: date, typed: date } : `hranica dátumu ${bound} nie je dátum`;
      }
      if ((spec.type === 'int' || spec.type === 'float') && typeof bound === 'number') {
        const text = displayNumber(bound * scale + step);
        return { raw: text, typed: text };
      }
      return `hranica ${String(bound)} poľa typu ${spec.type} sa zadať nedá`;
    }
  }
}

// ---- The expected message ----

// Only the field texts: react-admin's own messages (its type requires them) are not needed here.
type Catalog = ReturnType<Parameters<typeof polyglotI18nProvider>[0]>;
const i18n = polyglotI18nProvider(
  () => fieldMessages as unknown as Catalog,
  'sk',
  [{ locale: 'sk', name: 'Slovenčina' }],
  { allowMissing: false },
);

/** A message key of the engine in Slovak, as the app's i18nProvider translates it. */
export function translate(key: string, params: Record<string, string | number> = {}): string {
  const text = i18n.translate(key, params);
  // the app would show the key itself: a missing text is a failure of its own, never an expectation
  if (text === key) throw new Error(`Chýba slovenský text pre ${key} (i18n/sk/fields.ts)`);
  return text;
}

export interface Expectation {
  /** The error code the engine gives the field with this input. */
  code: string | undefined;
  /** The Slovak message the app must show under the field. */
  message: string | undefined;
}

/**
 * What the app must show under each field for the whole input of the dialog: the engine's attrs (the
 * server replies the same, from the same engine) turned into the message as the app's field widgets do
 * (fieldErrorMessage + the Slovak texts).
 */
export function expectations(
  form: Form,
  input: FormInput,
  context: Record<string, FieldValue> = {},
): Map<string, Expectation> {
  const { attrs } = computeAttrs(form, input, { context });
  const out = new Map<string, Expectation>();
  for (const field of form.fields) {
    const attr = attrs[field.id];
    if (!attr) continue;
    const message = attr.error ? fieldErrorMessage(attr.error, attr, field.spec) : undefined;
    out.set(field.id, {
      code: attr.error,
      message: message ? translate(message.key, message.params) : undefined,
    });
  }
  return out;
}

// ---- Which fields a dialog shows ----

/**
 * The values other fields must have for this field to be shown: the first value of every `when` of the
 * field and its groups, and `true` for every checkbox group around it.
 */
export function presetOf(field: CompiledField): Record<string, string | boolean> {
  const preset: Record<string, string | boolean> = {};
  for (let f: CompiledField | undefined = field; f; f = f.parent) {
    for (const [id, values] of Object.entries(f.spec.when ?? {})) {
      if (!(id in preset) && values.length) preset[id] = values[0] as string | boolean;
    }
    if (f !== field && f.spec.checkbox) preset[f.id] = true;
  }
  return preset;
}

/** A stable key of a preset. */
export const presetKey = (preset: Record<string, unknown>): string =>
  JSON.stringify(Object.entries(preset).sort(([a], [b]) => a.localeCompare(b)));

/**
 * The passes of one preset: pass k sets the k-th case of every field that has one, so a dialog is filled
 * once per pass and all its messages read at once.
 */
export function passesOf(cases: FieldCase[]): FieldCase[][] {
  const byField = new Map<string, FieldCase[]>();
  for (const c of cases) byField.set(c.id, [...(byField.get(c.id) ?? []), c]);
  const passes: FieldCase[][] = [];
  for (const list of byField.values()) {
    list.forEach((c, i) => (passes[i] ??= []).push(c));
  }
  return passes;
}

/** A field's key in the exclusion list ('user.role'), or one constraint's ('user.role:required'). */
export const caseKey = (form: FormName, id: string, constraint?: Constraint): string =>
  constraint ? `${form}.${id}:${constraint}` : `${form}.${id}`;
