// The schema files of this folder as modules, for the tests that run in Vite (the component tests and
// schemas/forms.test.ts): Vite bundles the JSON of schemas/*.json and schemas/codelists/*.json, loaded
// by the one loader (schemas/loader.ts). The app itself never imports this module: it reads the version
// in force from the API (src/providers/schemas.ts), and the server reads the database's versions
// (server/services/schemas/). Vite-only (import.meta.glob).
import type { Form, FormName, FormSchema, Codelists } from './engine';
import { createSchemaSet, schemaFilesFromModules } from './loader';

export const schemaFiles = schemaFilesFromModules(
  import.meta.glob('./*.json', { eager: true, import: 'default' }),
  import.meta.glob('./codelists/*.json', { eager: true, import: 'default' }),
);

export const schemaSet = createSchemaSet(schemaFiles);

export const SCHEMAS: Record<FormName, FormSchema> = schemaSet.schemas;
export const CODELISTS: Codelists = schemaSet.codelists;

/** The compiled form of a shipped schema. */
export function getForm(name: FormName): Form {
  return schemaSet.form(name);
}

/** The Slovak label of a codelist value (e.g. country 'sk' → 'Slovensko'); the value itself when unknown. */
export function codelistLabel(codelist: string, value: string | null | undefined): string {
  return schemaSet.codelistLabel(codelist, value);
}
