// The field engine's compiled forms in the browser: schemas/*.json and their codelists bundled at
// build time, so a field added to a JSON file appears in the app without a code change.
import {
  compileForm,
  FORM_NAMES,
  type Codelist,
  type Codelists,
  type Form,
  type FormName,
  type FormSchema,
} from '../../schemas/engine';

/** A schema as `import x from 'schemas/x.json'` types it (literal types widened to string). */
export interface SchemaJson {
  title: string;
  fields: readonly object[];
  sections?: readonly object[];
  rules?: readonly object[];
}

/** A form's schema: the name of a file in schemas/ or the parsed JSON itself. */
export type SchemaSource = FormName | SchemaJson;

const schemaModules = import.meta.glob<FormSchema>('../../schemas/*.json', {
  eager: true,
  import: 'default',
});
const codelistModules = import.meta.glob<Codelist>('../../schemas/codelists/*.json', {
  eager: true,
  import: 'default',
});

const baseName = (path: string) => path.replace(/^.*\//, '').replace(/\.json$/, '');

/** Every codelist of schemas/codelists, keyed by file name. */
export const codelists: Codelists = Object.fromEntries(
  Object.entries(codelistModules).map(([path, list]) => [baseName(path), list]),
);

const schemasByName = new Map<string, FormSchema>(
  Object.entries(schemaModules).map(([path, schema]) => [baseName(path), schema]),
);

const compiled = new WeakMap<object, Form>();

/** The schema of a form name or the schema given. */
export function resolveSchema(source: SchemaSource): FormSchema {
  if (typeof source !== 'string') return source as unknown as FormSchema;
  const schema = schemasByName.get(source);
  if (!schema || !(FORM_NAMES as readonly string[]).includes(source)) {
    throw new Error(`Neznámy formulár: ${source}`);
  }
  return schema;
}

/** The compiled form (fields flattened, codelist options resolved), once per schema object. */
export function clientForm(source: SchemaSource): Form {
  const schema = resolveSchema(source);
  let form = compiled.get(schema);
  if (!form) {
    form = compileForm(typeof source === 'string' ? source : schema.title, schema, codelists);
    compiled.set(schema, form);
  }
  return form;
}
