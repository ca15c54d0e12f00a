// The schema studio (docs/schema-versions.md): route #/schemas, for the permission 'schemas'.
export { SchemasStudio } from './SchemasStudio';
