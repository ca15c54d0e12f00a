// The one walk over a form's field tree: every field in document order, group children included, with
// its depth, its parent group, the section it is in and where it sits among its siblings. It takes the
// JSON as it is (a draft being edited, an old version, a file being checked): entries that are not
// objects with a string id are skipped, never thrown on. Isomorphic: no DOM, no Node-only imports.
import type { FieldSpec } from './types';

/** The section a top-level field without "section" is in; a field in a group is in its group's. */
export const DEFAULT_SECTION = 'content';

/** One field met by walkFields. */
export interface FieldVisit<F extends object = FieldSpec> {
  spec: F;
  id: string;
  /** 0 at the top level, 1 inside a group, … */
  depth: number;
  /** The group it is in (undefined at the top level). */
  parent?: F;
  /** The ids of the groups it is in, outermost first. */
  parentIds: string[];
  /** The section of its top-level ancestor (its own at the top level; DEFAULT_SECTION without one). */
  section: string;
  /** The list it sits in and its place there. */
  siblings: F[];
  index: number;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The section a top-level field names (DEFAULT_SECTION when it names none). */
export function sectionOf(spec: unknown): string {
  return isObject(spec) && typeof spec.section === 'string' ? spec.section : DEFAULT_SECTION;
}

/** The fields list of a form or a group ([] when it has none). */
export function childFields<F extends object = FieldSpec>(node: unknown): F[] {
  return isObject(node) && Array.isArray(node.fields) ? (node.fields as F[]) : [];
}

/**
 * Calls `visit` for every field of `form` (a form schema, or anything with a `fields` list) in document
 * order, groups before their children. `visit` returning false skips the field's children.
 */
export function walkFields<F extends object = FieldSpec>(
  form: unknown,
  visit: (field: FieldVisit<F>) => void | boolean,
): void {
  const walk = (
    siblings: F[],
    depth: number,
    parent: F | undefined,
    parentIds: string[],
    section: string,
  ) => {
    siblings.forEach((spec, index) => {
      if (!isObject(spec) || typeof spec.id !== 'string') return;
      const own = depth === 0 ? sectionOf(spec) : section;
      const id = spec.id;
      const descend = visit({ spec, id, depth, parent, parentIds, section: own, siblings, index });
      if (descend !== false) walk(childFields<F>(spec), depth + 1, spec, [...parentIds, id], own);
    });
  };
  walk(childFields<F>(form), 0, undefined, [], DEFAULT_SECTION);
}

/** Every field of a form (walkFields) as a list. */
export function listFields<F extends object = FieldSpec>(form: unknown): FieldVisit<F>[] {
  const out: FieldVisit<F>[] = [];
  walkFields<F>(form, (field) => void out.push(field));
  return out;
}

/** Every field of a form by id (the first of a repeated id). */
export function fieldsById<F extends object = FieldSpec>(form: unknown): Map<string, FieldVisit<F>> {
  const byId = new Map<string, FieldVisit<F>>();
  walkFields<F>(form, (field) => void (byId.has(field.id) || byId.set(field.id, field)));
  return byId;
}

/** The field of an id at any depth, with where it sits. */
export function findFieldVisit<F extends object = FieldSpec>(
  form: unknown,
  id: string,
): FieldVisit<F> | undefined {
  let found: FieldVisit<F> | undefined;
  walkFields<F>(form, (field) => {
    if (found) return false;
    if (field.id === id) found = field;
    return !found;
  });
  return found;
}

/** The names of the codelists a form's fields use (a field's or its action's `codelist`), sorted. */
export function codelistsUsed(form: unknown): string[] {
  const names = new Set<string>();
  walkFields<Record<string, unknown>>(form, ({ spec }) => {
    if (typeof spec.codelist === 'string') names.add(spec.codelist);
    const action = spec.action;
    if (isObject(action) && typeof action.codelist === 'string') names.add(action.codelist);
  });
  return [...names].sort();
}
