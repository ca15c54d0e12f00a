// Evaluation of a form's input with the field engine (platform 3.9): sanitized values, attrs of the
// reply and record-level errors. The one evaluator of the server: the form routes, the level checks,
// imports and the seed all call `evaluate`.
import type { Config } from '../../config';
import type { Db } from '../../db/types';
import {
  ACTION_KEY,
  computeAttrs,
  type Attrs,
  type ErrorCode,
  type FieldValue,
  type Form,
  type FormInput,
  type FormName,
  type Option,
} from '../../../schemas/engine';
import { getForms, loadSources, type LoadedForms } from './forms';
import { schemaRuntimeOf } from '../schemas/runtime';

/**
 * The forms the server validates with: the schema version in force in the database (see
 * services/schemas/runtime.ts); before the app started its runtime, the files of SCHEMAS_DIR or schemas/.
 */
export function formsOf(deps: { db: Db; config: Config }): LoadedForms {
  return schemaRuntimeOf(deps.db)?.forms ?? getForms(deps.config.schemasDir);
}

/** Field id → error code of a record-level check (unique e-mail, password strength…). */
export type FieldErrors = Record<string, ErrorCode>;

/** One evaluation of a form's input. */
export interface Evaluation {
  form: Form;
  /** The reply's attrs (platform 3.9): required errors are hidden on a new form's first fill. */
  attrs: Attrs;
  /** Sanitized values of the applicable fields without errors, keyed by field id. */
  values: Record<string, FieldValue>;
  /** Every field error, hidden ones included; the form is valid when it is empty. */
  errors: Record<string, string>;
}

export interface EvaluateOptions {
  /** The stored info of the record being edited: missing input falls back to it. */
  stored?: Record<string, unknown> | null;
  /** A validate call of a new record: an empty input is the first fill, without required (and rule) errors. */
  firstFill?: boolean;
  /** Values the form's conditions read as `$sheet.…` (a level evaluated in its sheet). */
  context?: Record<string, FieldValue>;
  /**
   * Option sources already loaded (several evaluations in a row, e.g. an import) or only the caller
   * knows (`levelNumbers`: the numbers of the level's earlier siblings); the form's others are loaded.
   */
  sources?: Record<string, Option[]>;
  /**
   * Runs the field action the input asks for ("$action", e.g. addPostage). Only a validate call turns
   * it on; everywhere else (a save, an import) "$action" is dropped from the input.
   */
  action?: boolean;
}

export async function evaluate(
  db: Db,
  forms: LoadedForms,
  name: FormName,
  input: FormInput,
  opts: EvaluateOptions = {},
): Promise<Evaluation> {
  const form = forms.forms[name];
  // Sources the caller gave (e.g. a level's sibling numbers) beside the form's own, loaded when missing.
  const given = opts.sources ?? {};
  const sources = form.sources.every((source) => source in given)
    ? given
    : { ...(await loadSources(db, form)), ...given };
  const values = opts.action ? input : withoutAction(input);
  const result = computeAttrs(form, values, { stored: opts.stored, sources, context: opts.context });
  const errors: Record<string, string> = {};
  for (const [id, attr] of Object.entries(result.attrs)) if (attr.error) errors[id] = attr.error;
  const hideRequired = !!opts.firstFill && Object.keys(values).length === 0;
  if (hideRequired) {
    for (const attr of Object.values(result.attrs)) {
      if (attr.error === 'rule') delete attr.message;
      if (attr.error === 'required' || attr.error === 'rule') delete attr.error;
    }
  }
  return { form, attrs: result.attrs, values: result.values, errors };
}

/** The input without the action request. */
function withoutAction(input: FormInput): FormInput {
  if (!(ACTION_KEY in input)) return input;
  const { [ACTION_KEY]: _action, ...rest } = input;
  return rest;
}

export function isValid(e: Evaluation): boolean {
  return Object.keys(e.errors).length === 0;
}

/** Adds record-level errors to applicable fields (a field absent from attrs cannot carry one). */
export function addErrors(e: Evaluation, errors: FieldErrors | undefined): void {
  for (const [id, code] of Object.entries(errors ?? {})) {
    const attr = e.attrs[id];
    if (!attr) continue;
    attr.error = code;
    e.errors[id] = code;
    delete e.values[id];
  }
}

/** Removes one field's error (a rule that makes a field optional in some state, e.g. generated codes). */
export function dropError(e: Evaluation, id: string, code: string): void {
  if (e.errors[id] !== code) return;
  delete e.errors[id];
  if (e.attrs[id]?.error === code) delete e.attrs[id].error;
}

/** The count of a checked repeat group (a group with `count`), else 1. */
export function repeatCountOf(e: Evaluation): number {
  for (const field of e.form.fields) {
    const countId = field.spec.count;
    if (!countId || e.values[field.id] !== true) continue;
    const count = e.values[countId];
    if (typeof count === 'number' && count >= 1) return Math.floor(count);
  }
  return 1;
}

/** True when a repeat group (a checkbox group with `count`) is checked. */
export function repeatGroupChecked(e: Evaluation): boolean {
  return e.form.fields.some((field) => !!field.spec.count && e.values[field.id] === true);
}

/** The values without the repeat group: each created copy is one record, not a request for more. */
export function withoutRepeat(e: Evaluation): Record<string, FieldValue> {
  const values = { ...e.values };
  for (const field of e.form.fields) {
    const countId = field.spec.count;
    if (!countId) continue;
    if (field.id in values) values[field.id] = false;
    delete values[countId];
  }
  return values;
}

/**
 * The info to store: keys the form does not know (set by the server or another screen) are kept,
 * the form's own keys are replaced by the new values (a field whose condition no longer holds goes).
 */
export function mergeInfo(
  form: Form,
  stored: Record<string, unknown> | null | undefined,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const kept = Object.fromEntries(Object.entries(stored ?? {}).filter(([key]) => !form.byId.has(key)));
  return { ...kept, ...values };
}
