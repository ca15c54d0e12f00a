// The schemas and codelists as modules, for the app (Vite bundles the JSON of schemas/*.json and
// schemas/codelists/*.json, so a new file needs no code line) loaded by the one loader
// (schemas/loader.ts). The server reads the files from disk instead (server/services/records/forms.ts).
// Vite-only (import.meta.glob): never imported by the server.
import type { Form, FormName, FormSchema, Codelists } from './engine';
import { createSchemaSet, schemaFilesFromModules } from './loader';

export const schemaSet = createSchemaSet(
  schemaFilesFromModules(
    import.meta.glob('./*.json', { eager: true, import: 'default' }),
    import.meta.glob('./codelists/*.json', { eager: true, import: 'default' }),
  ),
);

export const SCHEMAS: Record<FormName, FormSchema> = schemaSet.schemas;
export const CODELISTS: Codelists = schemaSet.codelists;

/** The compiled form for the app's SchemaForm and its local sanitize (computeAttrs with { local: true }). */
export function getForm(name: FormName): Form {
  return schemaSet.form(name);
}

/** The Slovak label of a codelist value (e.g. country 'sk' → 'Slovensko'); the value itself when unknown. */
export function codelistLabel(codelist: string, value: string | null | undefined): string {
  return schemaSet.codelistLabel(codelist, value);
}
