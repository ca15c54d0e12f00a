// What the studio's overview counts of a form's schema JSON: its fields (group children included) and the
// codelists its fields use — both by the engine's one walk over the field tree.
import { codelistsUsed, listFields } from '../../schemas/engine';

/** The number of fields of a form, counting the children of groups (at any depth). */
export function countFields(form: unknown): number {
  return listFields(form).length;
}

/** The names of the codelists a form's fields use (a field's or its action's `codelist`), sorted. */
export function codelistsOf(form: unknown): string[] {
  return codelistsUsed(form);
}
