// The field engine: one implementation of field parsing, checks and attrs, for the server and the app.
// No DOM and no Node-only imports. See schemas/README.md for the JSON format.
export * from './types';
export {
  compileForm,
  isPlainGroup,
  parseAlias,
  type CompiledField,
  type Form,
  type AliasTarget,
} from './compile';
export { computeAttrs, repeatCount, isBlank, isRetired } from './attrs';
export { conditionHolds, conditionFields } from './conditions';
export { postageBands, postageFor, type PostageBand } from './actions';
export {
  parseRaw,
  checkValue,
  isEmpty,
  sanitizeText,
  hasControlChars,
  parseInteger,
  parseDecimal,
  parseDate,
  geoRadius,
  roundTo,
  applyInvariants,
  toggleSetOption,
} from './parse';
export {
  errorMessage,
  fieldErrorMessage,
  warningMessage,
  formatBound,
  type Message,
  type MessageAttr,
} from './errors';
export {
  checkSchema,
  checkCodelist,
  checkCodelistProblems,
  checkSchemaSet,
  checkSchemaProblems,
  checkSchemaSetProblems,
  formatReport,
  COMMON_FIELD_OPTIONS,
  FIELD_OPTIONS_BY_TYPE,
  type SchemaProblem,
} from './check';
export {
  DEFAULT_SECTION,
  walkFields,
  listFields,
  fieldsById,
  findFieldVisit,
  childFields,
  sectionOf,
  codelistsUsed,
  type FieldVisit,
} from './fields';
export {
  OPTION_META,
  OPTION_GROUPS,
  OPTION_GROUP_LABELS,
  FIELD_TYPE_LABELS,
  optionsOfType,
  allOptionNames,
  optionLabel,
  type OptionMeta,
  type OptionKind,
  type OptionGroup,
} from './options';

/** The six forms of the product; each is schemas/<name>.json. */
export const FORM_NAMES = ['game', 'variant', 'level', 'invoice', 'voucher', 'user', 'courier'] as const;
export type FormName = (typeof FORM_NAMES)[number];
export {
  CONTEXT_LABELS,
  RULE_KIND_LABELS,
  RULE_SOURCE_LABELS,
  conditionText,
  labelList,
  referenceLabel,
  ruleKind,
  ruleText,
  valueLabel,
} from './describe';
