// The field engine's compiled forms in the browser: schemas/*.json and their codelists bundled at
// build time (schemas/bundle.ts, the one loader schemas/loader.ts), so a field added to a JSON file
// appears in the app without a code change.
import type { Codelists, Form, FormSchema } from '../../schemas/engine';
import { schemaSet } from '../../schemas/bundle';
import type { SchemaJson, SchemaSource } from '../../schemas/loader';

export type { SchemaJson, SchemaSource };

/** Every codelist of schemas/codelists, keyed by file name. */
export const codelists: Codelists = schemaSet.codelists;

/** The schema of a form name or the schema given. */
export function resolveSchema(source: SchemaSource): FormSchema {
  return schemaSet.schema(source);
}

/** The compiled form (fields flattened, codelist options resolved), once per schema object. */
export function clientForm(source: SchemaSource): Form {
  return schemaSet.form(source);
}
