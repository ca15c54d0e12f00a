// The form editor's draft: pure functions over one form's schema JSON (sections and fields in order,
// adding, editing, moving and retiring fields). Every change returns a new schema; the input is never
// changed. No React here (unit-tested in draft.test.ts).
import {
  DEFAULT_SECTION,
  findFieldVisit,
  listFields,
  optionsOfType,
  sectionOf,
  type FieldSpec,
  type FieldType,
  type FormSchema,
} from '../../../schemas/engine';

export { DEFAULT_SECTION };

/** One row of the editor's list: a field, its depth and where it sits. */
export interface FieldRow {
  spec: FieldSpec;
  depth: number;
  /** The id of the group it is in; undefined at the top level. */
  parentId?: string;
  /** The section of its top-level ancestor. */
  section: string;
}

export interface SectionRows {
  id: string;
  label?: string;
  rows: FieldRow[];
}

/** The sections in the form's order (an undeclared one that fields use last), each with its rows. */
export function sectionRows(form: FormSchema): SectionRows[] {
  const result = new Map<string, SectionRows>(
    (form.sections ?? []).map((s) => [s.id, { id: s.id, label: s.label, rows: [] }]),
  );
  for (const { spec, depth, parent, section } of listFields(form)) {
    let bucket = result.get(section);
    if (!bucket) {
      bucket = { id: section, rows: [] };
      result.set(section, bucket);
    }
    bucket.rows.push({ spec, depth, parentId: parent?.id, section });
  }
  if (!result.size) result.set(DEFAULT_SECTION, { id: DEFAULT_SECTION, rows: [] });
  return [...result.values()];
}

/** Every field id of the form, group children included. */
export function fieldIds(form: FormSchema): string[] {
  return listFields(form).map((f) => f.id);
}

interface Located {
  spec: FieldSpec;
  siblings: FieldSpec[];
  index: number;
  parent?: FieldSpec;
}

function locate(form: FormSchema, id: string): Located | undefined {
  const found = findFieldVisit(form, id);
  return found && { spec: found.spec, siblings: found.siblings, index: found.index, parent: found.parent };
}

/** The field of an id (at any depth). */
export function findField(form: FormSchema, id: string): FieldSpec | undefined {
  return locate(form, id)?.spec;
}

/** A copy of the form with `change` applied to the copy of field `id` (unchanged when it is unknown). */
export function updateField(form: FormSchema, id: string, change: (spec: FieldSpec) => void): FormSchema {
  const next = structuredClone(form);
  const found = locate(next, id);
  if (found) change(found.spec);
  return next;
}

/** Sets (or with undefined / '' removes) one option of a field. */
export function setOption(form: FormSchema, id: string, key: string, value: unknown): FormSchema {
  return updateField(form, id, (spec) => {
    const record = spec as unknown as Record<string, unknown>;
    if (value === undefined || value === '') delete record[key];
    else record[key] = value;
  });
}

/** The options a field of this type may have (the checker's lists). */
export function allowedOptions(type: FieldType): string[] {
  return optionsOfType(type);
}

/** Changes a field's type, dropping the options the new type does not have. */
export function changeType(form: FormSchema, id: string, type: FieldType): FormSchema {
  const allowed = allowedOptions(type);
  return updateField(form, id, (spec) => {
    const record = spec as unknown as Record<string, unknown>;
    record.type = type;
    for (const key of Object.keys(record)) if (!allowed.includes(key)) delete record[key];
    delete record.default;
    if (type === 'group' && !Array.isArray(record.fields)) record.fields = [];
  });
}

/** 'Počet hráčov' → 'pocetHracov': letters without diacritics and digits, camel case, a letter first. */
export function slugId(label: string): string {
  const words = label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const id = words
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase()))
    .join('');
  return /^[A-Za-z]/.test(id) ? id : `pole${id ? id[0]!.toUpperCase() + id.slice(1) : ''}`;
}

/**
 * A new field's id from its label: unique in the form and never one that is taken (`taken`: the ids
 * the form has or had, retired ones included), with a number added when needed ('pocetHracov2').
 */
export function newFieldId(label: string, taken: ReadonlySet<string>, parentId?: string): string {
  const base = (parentId ? `${parentId}.` : '') + slugId(label);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}

export interface NewField {
  id: string;
  label: string;
  type: FieldType;
  /** The section of a top-level field. */
  section?: string;
  /** The group it goes into (at its end); else the end of its section. */
  parentId?: string;
}

/** Adds a field at the end of its section or group. */
export function addField(form: FormSchema, field: NewField): FormSchema {
  const next = structuredClone(form);
  const spec: FieldSpec = { id: field.id, type: field.type, label: field.label };
  if (field.type === 'group') spec.fields = [];
  if (field.parentId) {
    const parent = locate(next, field.parentId)?.spec;
    if (!parent || parent.type !== 'group') return form;
    parent.fields = [...(parent.fields ?? []), spec];
    return next;
  }
  const section = field.section ?? DEFAULT_SECTION;
  if (section !== DEFAULT_SECTION || (next.sections ?? []).some((s) => s.id === DEFAULT_SECTION))
    spec.section = section;
  const fields = next.fields ?? [];
  let at = fields.length;
  for (let i = fields.length - 1; i >= 0; i--) {
    if (sectionOf(fields[i]!) === section) {
      at = i + 1;
      break;
    }
  }
  fields.splice(at, 0, spec);
  next.fields = fields;
  return next;
}

/** Retires a field (or brings it back): it keeps its id and stored values; see FieldSpec.retired. */
export function setRetired(form: FormSchema, id: string, retired: boolean): FormSchema {
  return updateField(form, id, (spec) => {
    if (retired) spec.retired = true;
    else delete spec.retired;
  });
}

function putInSection(next: FormSchema, spec: FieldSpec, section: string) {
  const declared = (next.sections ?? []).some((s) => s.id === section);
  if (section === DEFAULT_SECTION && !declared) delete spec.section;
  else spec.section = section;
}

/**
 * Moves a field one place up (-1) or down (+1) among the fields of its group, or of its section at the
 * top level; past the first or last field of a section it goes to the end of the section before or the
 * start of the one after. Unchanged when it cannot move.
 */
export function moveField(form: FormSchema, id: string, step: -1 | 1): FormSchema {
  const next = structuredClone(form);
  const found = locate(next, id);
  if (!found) return form;
  const { siblings, index, spec, parent } = found;
  if (parent) {
    const to = index + step;
    if (to < 0 || to >= siblings.length) return form;
    siblings.splice(index, 1);
    siblings.splice(to, 0, spec);
    return next;
  }
  const section = sectionOf(spec);
  // the neighbour in the same section
  for (let i = index + step; i >= 0 && i < siblings.length; i += step) {
    if (sectionOf(siblings[i]!) !== section) continue;
    siblings.splice(index, 1);
    siblings.splice(i, 0, spec);
    return next;
  }
  // the section before or after
  const order = sectionRows(form).map((s) => s.id);
  const target = order[order.indexOf(section) + step];
  if (target === undefined) return form;
  siblings.splice(index, 1);
  putInSection(next, spec, target);
  const inTarget = siblings.map((f, i) => (sectionOf(f) === target ? i : -1)).filter((i) => i >= 0);
  const at =
    step < 0
      ? inTarget.length
        ? inTarget[inTarget.length - 1]! + 1
        : siblings.length
      : inTarget.length
        ? inTarget[0]!
        : siblings.length;
  siblings.splice(at, 0, spec);
  return next;
}

/**
 * Moves field `id` before field `beforeId` (a drop on a row), or to the end of section `section` (a drop
 * on a section's heading, `beforeId` undefined). A top-level field takes the section of where it lands; a
 * field inside a group moves only within its group. Unchanged when the move is not possible.
 */
export function moveFieldTo(
  form: FormSchema,
  id: string,
  target: { beforeId?: string; section?: string },
): FormSchema {
  if (id === target.beforeId) return form;
  const next = structuredClone(form);
  const found = locate(next, id);
  if (!found) return form;
  const { siblings, index, spec, parent } = found;
  if (target.beforeId) {
    const dest = locate(next, target.beforeId);
    if (!dest || dest.parent?.id !== parent?.id) return form;
    siblings.splice(index, 1);
    const at = siblings.indexOf(dest.spec);
    if (!parent) putInSection(next, spec, sectionOf(dest.spec));
    siblings.splice(at, 0, spec);
    return next;
  }
  if (parent || target.section === undefined) return form;
  siblings.splice(index, 1);
  putInSection(next, spec, target.section);
  const last = siblings.map((f) => sectionOf(f)).lastIndexOf(target.section);
  siblings.splice(last < 0 ? siblings.length : last + 1, 0, spec);
  return next;
}

/** The groups of a form (ids and labels), for adding a field into one. */
export function groupsOf(form: FormSchema): FieldSpec[] {
  return listFields(form)
    .map((f) => f.spec)
    .filter((spec) => spec.type === 'group');
}
