// The field engine's compiled forms in the browser: the schema version in force, read from the API
// (providers/schemas.ts, the one loader schemas/loader.ts), so a field added to a schema appears in the
// app without a code change or a rebuild.
import type { Form, FormSchema } from '../../schemas/engine';
import { schemaSet } from '../providers/schemas';
import type { SchemaJson, SchemaSource } from '../../schemas/loader';

export type { SchemaJson, SchemaSource };

/** The schema of a form name or the schema given. */
export function resolveSchema(source: SchemaSource): FormSchema {
  return schemaSet().schema(source);
}

/** The compiled form (fields flattened, codelist options resolved), once per schema object. */
export function clientForm(source: SchemaSource): Form {
  return schemaSet().form(source);
}
