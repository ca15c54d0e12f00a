// The one schema loader: the six form files and the codelists, however they were read (the server
// from a folder or a stored version, server/services/records/forms.ts and services/schemas/; the app
// from the API, src/providers/schemas.ts; the Vite tests through schemas/bundle.ts), checked and
// compiled the same way. No DOM and no Node-only imports.
import {
  checkSchemaSet,
  checkSchemaSetProblems,
  compileForm,
  FORM_NAMES,
  type Codelist,
  type Codelists,
  type Form,
  type FormName,
  type FormSchema,
  type SchemaProblem,
} from './engine';

/** The raw files of a schemas folder: forms by name ('user'), codelists by name ('country'). */
export interface SchemaFiles {
  forms: Record<string, unknown>;
  codelists: Record<string, unknown>;
}

/** A file's name without folder and '.json': '../codelists/country.json' → 'country'. */
export const schemaFileName = (path: string): string => path.replace(/^.*\//, '').replace(/\.json$/, '');

/** SchemaFiles from modules keyed by path (import.meta.glob's result). */
export function schemaFilesFromModules(
  forms: Record<string, unknown>,
  codelists: Record<string, unknown>,
): SchemaFiles {
  const byName = (modules: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(modules).map(([path, json]) => [schemaFileName(path), json]));
  return { forms: byName(forms), codelists: byName(codelists) };
}

/** Every problem of the files' contents (empty = fine); a missing or unreadable file is the reader's to report. */
export function schemaProblems(files: SchemaFiles): string[] {
  const forms = Object.fromEntries(
    FORM_NAMES.filter((name) => files.forms[name] !== undefined).map((name) => [
      `${name}.json`,
      files.forms[name],
    ]),
  );
  return checkSchemaSet(forms, files.codelists);
}

/** schemaProblems with each problem's file and field (the schema studio shows them at their fields). */
export function schemaProblemList(files: SchemaFiles): SchemaProblem[] {
  const forms = Object.fromEntries(
    FORM_NAMES.filter((name) => files.forms[name] !== undefined).map((name) => [
      `${name}.json`,
      files.forms[name],
    ]),
  );
  return checkSchemaSetProblems(forms, files.codelists);
}

/** A schema as `import x from 'schemas/x.json'` types it (literal types widened to string). */
export interface SchemaJson {
  title: string;
  fields: readonly object[];
  sections?: readonly object[];
  rules?: readonly object[];
}

/** A form's schema: a form name or the parsed JSON itself (a schema under test). */
export type SchemaSource = FormName | SchemaJson;

/** The loaded schemas: look-ups by form name, compiled forms (once per schema), codelist labels. */
export interface SchemaSet {
  schemas: Record<FormName, FormSchema>;
  codelists: Codelists;
  /** The schema of a form name, or the schema given; an unknown name throws. */
  schema(source: SchemaSource): FormSchema;
  /** The compiled form (fields flattened, codelist options resolved), once per schema object. */
  form(source: SchemaSource): Form;
  /** Every one of the six forms compiled. */
  forms(): Record<FormName, Form>;
  /** The Slovak label of a codelist value (country 'sk' → 'Slovensko'); the value itself when unknown. */
  codelistLabel(codelist: string, value: string | null | undefined): string;
}

/** A SchemaSet over the files; they are expected to be checked (schemaProblems) by the caller. */
export function createSchemaSet(files: SchemaFiles): SchemaSet {
  const schemas = Object.fromEntries(FORM_NAMES.map((name) => [name, files.forms[name]])) as Record<
    FormName,
    FormSchema
  >;
  const codelists = files.codelists as Record<string, Codelist>;
  const compiled = new WeakMap<object, Form>();
  const schema = (source: SchemaSource): FormSchema => {
    if (typeof source !== 'string') return source as unknown as FormSchema;
    const found = (FORM_NAMES as readonly string[]).includes(source) ? schemas[source] : undefined;
    if (!found) throw new Error(`Neznámy formulár: ${source}`);
    return found;
  };
  const form = (source: SchemaSource): Form => {
    const json = schema(source);
    let compiledForm = compiled.get(json);
    if (!compiledForm) {
      compiledForm = compileForm(typeof source === 'string' ? source : json.title, json, codelists);
      compiled.set(json, compiledForm);
    }
    return compiledForm;
  };
  return {
    schemas,
    codelists,
    schema,
    form,
    forms: () => Object.fromEntries(FORM_NAMES.map((name) => [name, form(name)])) as Record<FormName, Form>,
    codelistLabel(codelist, value) {
      if (value === null || value === undefined) return '';
      return codelists[codelist]?.items.find((item) => item.value === value)?.label ?? value;
    },
  };
}
