// Types of the field engine. Isomorphic: no DOM, no Node-only imports.

/**
 * Field spec types of platform 3.9 plus `image` (value = image id, with number) and `geo` (a position
 * on the map with a radius: GeoValue).
 */
export const FIELD_TYPES = [
  'str',
  'int',
  'float',
  'bool',
  'enum',
  'set',
  'list',
  'date',
  'group',
  'image',
  'geo',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Units of platform 3.9. */
export const UNITS = [
  'g',
  '€',
  'EUR',
  '%',
  'percent',
  'days',
  'minutes',
  'km',
  'length',
  'pcs',
  'pieces',
  'kg',
] as const;
export type Unit = (typeof UNITS)[number];

/** Declarative formats a text field may be checked against. */
export const FORMATS = ['email'] as const;
export type Format = (typeof FORMATS)[number];

/** A value a condition compares with: codelist values are strings, checkboxes booleans. */
export type ConditionValue = string | number | boolean;
/** `{ "layout": ["ANSWER_REQUIRED"] }`: every named field has one of the listed values. */
export type Condition = Record<string, ConditionValue[]>;

/** One field (or group) of a schema file, exactly as written in JSON. */
export interface FieldSpec {
  id: string;
  type: FieldType;
  label: string;
  hint?: string;
  unit?: Unit;
  section?: string;
  /**
   * Retired: the field is no longer filled in, but its id keeps its meaning (never reused). It is never
   * required nor checked; a record that has a value keeps it on every write and shows it read-only, a
   * record without one does not show the field.
   */
  retired?: boolean;
  required?: boolean;
  forceRequired?: boolean;
  forced?: boolean;
  default?: unknown;
  aliases?: string[];
  when?: Condition;
  /**
   * Choices offered only while a condition on the record's surroundings holds (issue 31: the wedding
   * roles of a yes/no challenge only in a wedding game, `{ "$sheet.wedding": [true] }`). The listed
   * codelist values are otherwise not offered, like disabled items: a value given or stored stays valid.
   */
  optionsWhen?: OptionsWhen[];
  /**
   * Required only while this condition holds. It may name other fields or values of the record's
   * surroundings supplied by the server as `$sheet.<key>` (e.g. `{ "$sheet.labeler": [true] }`).
   */
  requiredWhen?: Condition;
  // numbers and dates
  min?: number | string;
  max?: number | string;
  prec?: number;
  scale?: number;
  // text
  minLength?: number;
  maxLength?: number;
  multiline?: boolean;
  password?: boolean;
  format?: Format;
  pattern?: string;
  patternWhen?: Condition;
  /** The message of a failed `pattern`: what the text must look like (e.g. 'Zadajte 5 číslic, napr. 01001'). */
  patternMessage?: string;
  removeSpaces?: boolean;
  /**
   * A list of items in one text, separated by this character (e.g. ';'): items separated by it or by
   * a comma are stored trimmed and joined by it ('hrad, veža' → 'hrad;veža').
   */
  separator?: string;
  prefixes?: string[];
  sufixes?: string[];
  /** A special input for a text field: 'address' suggests addresses, 'zip' shows the post office name. */
  widget?: TextWidgetKind;
  /** With widget 'address': which fields a picked address fills, e.g. {"zip": "zip", "city": "city"}. */
  fill?: Partial<Record<AddressPart, string>>;
  // choices
  codelist?: string;
  source?: string;
  invariants?: string[][];
  // images
  imageType?: string;
  // positions (geo): `min`/`max` bound the radius in metres (GEO_RADIUS when absent)
  /** The radius a position gets when none is given (metres; GEO_RADIUS.default when absent). */
  defaultRadius?: number;
  // groups
  fields?: FieldSpec[];
  checkbox?: boolean;
  collapsible?: boolean;
  collapsed?: boolean;
  count?: string;
  /** A computation the server runs on this field when a validate call asks for it (a button beside it). */
  action?: FieldActionSpec;
}

/**
 * 'addPostage' (games 9, 'Pripočítať poštovné k dobierke'): adds the postage of the parcel — the band of
 * `codelist` (items with data {parcelType, maxWeight (kg), price (€)}) for the parcel type named by the
 * context value `parcelType` and the weight in field `weight` — to the field's amount. It runs on the
 * server only: an input carrying `"$action": "<field id>"` asks for it (ACTION_KEY).
 */
export interface FieldActionSpec {
  kind: 'addPostage';
  label: string;
  codelist: string;
  weight: string;
  /** A context reference, e.g. '$sheet.parcelType'. */
  parcelType: string;
}

/** The input key of a validate call that runs the action of the named field (FieldSpec.action). */
export const ACTION_KEY = '$action';

export interface SectionSpec {
  id: string;
  label: string;
  sidebar?: boolean;
}

/** Codelist values offered only while `when` holds; `when` names `$sheet.…` context values only. */
export interface OptionsWhen {
  values: string[];
  when: Condition;
}

/**
 * A per-form rule. `force` (platform 4.7): when the condition holds, the listed fields get these values,
 * read-only. Every other kind is a check across fields: when `when` holds (or always, without it) and
 * the check fails, the field `field` gets the error 'rule' with the rule's `message` (attr.message).
 */
export interface RuleSpec {
  /** The rule applies only while this holds; it may name `$sheet.…` context values. */
  when?: Condition;
  force?: Record<string, ConditionValue>;
  /** At least `count` of the fields are filled; `count` is a number or the id of a number field. */
  minFilled?: { fields: string[]; count: number | string };
  /** The first field's value is not greater than the second's (checked when both are filled). */
  lessOrEqual?: [string, string];
  /**
   * The field's value is none of the values of a run-time source the server supplies (e.g. the
   * numbers of the other levels of the sheet, `levelNumbers`); message parameters %{value}, %{label}.
   */
  unique?: { field: string; source: string };
  /** This condition holds too (e.g. `{ "$sheet.frameImage": [true] }`). */
  require?: Condition;
  /** Where the error shows; default: the first field the check names (minFilled: the first empty one). */
  field?: string;
  /** The error text in Slovak; %{count} (minFilled), %{value} and %{label} (unique) are filled in. */
  message?: string;
}

/** The kinds of a rule: exactly one of these keys is present. */
export const RULE_KINDS = ['force', 'minFilled', 'lessOrEqual', 'unique', 'require'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

/** A schema file: `schemas/<form>.json`. */
export interface FormSchema {
  $schema?: string;
  title: string;
  sections?: SectionSpec[];
  fields: FieldSpec[];
  rules?: RuleSpec[];
}

export interface CodelistItem {
  value: string;
  label: string;
  disabled?: boolean;
  data?: Record<string, unknown>;
}

/** A codelist file: `schemas/codelists/<name>.json`. */
export interface Codelist {
  $schema?: string;
  label: string;
  items: CodelistItem[];
}

export type Codelists = Record<string, Codelist>;

/** One selectable item as the server sends it in attrs.options. */
export interface Option {
  value: string;
  label: string;
}

/** The stored value of an image field. */
export interface ImageValue {
  val: string;
  number?: number;
}

/**
 * The value of a `geo` field: a WGS 84 position in degrees (lat −90…90, lng −180…180) and a radius in
 * whole metres within the field's min/max (GEO_RADIUS when absent).
 */
export interface GeoValue {
  lat: number;
  lng: number;
  radius: number;
}

/** The radius bounds and default of a `geo` field without its own `min`, `max`, `defaultRadius` (metres). */
export const GEO_RADIUS = { min: 5, max: 1000, default: 25 } as const;

export type FieldValue = string | number | boolean | string[] | ImageValue | GeoValue | null;

export const ERROR_CODES = [
  'required',
  'invalid_format',
  'out_of_range',
  'invalid_prefix',
  'invalid_sufix',
  'invalid_value',
  'invalid_checksum',
  'invalid_role',
  'missing_street_number',
  // A position (geo) whose latitude is outside −90…90 or whose longitude is outside −180…180; a radius
  // outside the field's bounds is out_of_range.
  'lat_out_of_range',
  'lng_out_of_range',
  // A cross-field rule of the schema failed; attr.message says which (RuleSpec.message).
  'rule',
  // Record-level checks of the server (unique e-mail / code, password strength).
  'email_exists',
  'code_exists',
  'password_weak',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const WARNING_CODES = ['max_length', 'no_postage'] as const;
export type WarningCode = (typeof WARNING_CODES)[number];

/** Per-field metadata of platform 3.9, keyed by field id in the validate reply. A key is present only when set. */
export interface Attr {
  /**
   * The value: a string, number, boolean, string[] (set) or null; for an image the image id; for a
   * position (geo) the GeoValue object.
   */
  val?: string | number | boolean | string[] | GeoValue | null;
  error?: ErrorCode | string;
  /** With error 'rule': the rule's message (Slovak, from the schema, parameters filled in). */
  message?: string;
  warning?: WarningCode | string;
  required?: boolean;
  forced?: boolean;
  hint?: string;
  options?: Option[];
  invar?: string[][];
  /** Image fields: the image's number. */
  number?: number;
  min?: number | string;
  max?: number | string;
  prec?: number;
  scale?: number;
  prefixes?: string[];
  sufixes?: string[];
}

export type Attrs = Record<string, Attr>;

/** Input of computeAttrs: field id (or alias) → raw value, or `{ val, number? }`. */
export type FormInput = Record<string, unknown>;

export interface ComputeContext {
  /** The stored values of the record being edited (its info); missing input falls back to them. */
  stored?: Record<string, unknown> | null;
  /** Do not report `required` errors (a new form's first fill). `valid` still counts them. */
  suppressRequired?: boolean;
  /**
   * The browser's local sanitize (platform 5.2): only force-required fields are required and
   * options supplied by the server (sources) are not checked.
   */
  local?: boolean;
  /**
   * Options of run-time sources, e.g. `{ activeGames: [{ value: '12', label: 'Hra (Variant)' }] }`; also
   * the sources of `unique` rules (a rule whose source is absent is not checked).
   */
  sources?: Record<string, Option[]>;
  /** Values of the record's surroundings that conditions name as `$<key>`, e.g. `{ 'sheet.labeler': true }`. */
  context?: Record<string, FieldValue>;
}

/** Prefix of a condition reference to a context value rather than a field of the form. */
export const CONTEXT_PREFIX = '$';
/** Context values a schema may refer to (`$sheet.labeler`…): the sheet (variant with its game) of a level. */
export const CONTEXT_KEYS = [
  'sheet.labeler',
  'sheet.production',
  'sheet.contract',
  'sheet.parcelType',
  'sheet.frameImage',
  'sheet.wedding',
] as const;

export interface ComputeResult {
  attrs: Attrs;
  /** Sanitized values to store, keyed by field id; only applicable fields without errors. */
  values: Record<string, FieldValue>;
  valid: boolean;
}

export const TEXT_WIDGETS = ['address', 'zip'] as const;
export type TextWidgetKind = (typeof TEXT_WIDGETS)[number];
/** Parts of a picked address (GET addresses) that widget 'address' can copy into other fields. */
export const ADDRESS_PARTS = ['zip', 'city'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];
