// The schema studio (docs/schema-versions.md): routes under #/schemas, for the permission 'schemas'.
export { StudioRoutes as SchemasStudio } from './StudioRoutes';
