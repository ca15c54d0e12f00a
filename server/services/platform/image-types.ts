import type { LoadedForms } from '../records/forms';

/**
 * Image kinds an upload may carry as `t` (spec platform 3.4): every `imageType` the field schemas
 * declare, so a new image field in a schema needs no code change.
 */
export function schemaImageTypes(forms: LoadedForms): Set<string> {
  const types = new Set<string>();
  for (const form of Object.values(forms.forms)) {
    for (const field of form.fields) if (field.spec.imageType) types.add(field.spec.imageType);
  }
  return types;
}
