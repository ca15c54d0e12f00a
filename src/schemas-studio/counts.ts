// What the studio's overview counts of a form's schema JSON: its fields (group children included) and the
// codelists its fields use.

interface FieldJson {
  fields?: unknown;
}

function fieldsOf(node: unknown): unknown[] {
  const fields = (node as FieldJson | null)?.fields;
  return Array.isArray(fields) ? fields : [];
}

/** The number of fields of a form, counting the children of groups (at any depth). */
export function countFields(form: unknown): number {
  return fieldsOf(form).reduce<number>((sum, field) => sum + 1 + countFields(field), 0);
}

/** The names of the codelists a form's fields use (a field's or its action's `codelist`), sorted. */
export function codelistsOf(form: unknown): string[] {
  const names = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'codelist' && typeof inner === 'string') names.add(inner);
        else walk(inner);
      }
    }
  };
  walk(fieldsOf(form));
  return [...names].sort();
}
