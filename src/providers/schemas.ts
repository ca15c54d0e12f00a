// The field schemas of the version in force, read from the API (GET schemas) once signed in, and again
// when a reply names a newer version (the x-schema-version header of every reply): nothing about the
// forms' fields is compiled into the app, so a version published in the schema studio reaches an open
// app without a rebuild or a reload. The codelists that shape screens (tabs, filters) are constants
// (schemas/constants.ts).
import { useSyncExternalStore } from 'react';
import type { Codelists } from '../../schemas/engine';
import { createSchemaSet, type SchemaFiles, type SchemaSet } from '../../schemas/loader';
import { apiCall, onSchemaVersion } from './api';

let current: { version: number; set: SchemaSet } | null = null;
/** The newest version a reply named. */
let newest = 0;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of [...listeners]) listener();
}

/** Takes a set of schema files as the version in force (the API's reply; the component tests' files). */
export function setSchemas(version: number, files: SchemaFiles): void {
  current = { version, set: createSchemaSet(files) };
  newest = Math.max(newest, version);
  emit();
}

/** Whether the schemas are loaded and no reply named a newer version since. */
export function schemasFresh(): boolean {
  return !!current && newest <= current.version;
}

/** Loads the version in force unless the loaded one is still fresh; concurrent calls share one request. */
export function refreshSchemas(): Promise<void> {
  if (schemasFresh()) return Promise.resolve();
  loading ??= apiCall<{ version: number } & SchemaFiles>('GET', 'schemas')
    .then((reply) => setSchemas(reply.version, { forms: reply.forms, codelists: reply.codelists }))
    .finally(() => {
      loading = null;
    });
  return loading;
}

onSchemaVersion((version) => {
  if (version <= newest) return;
  newest = version;
  // Loaded before: fetch the newer version at once, so the next dialog opens with it.
  if (current) void refreshSchemas().catch(() => undefined);
});

/** The loaded schemas; the frame renders nothing that needs them before they are (SchemasGate). */
export function schemaSet(): SchemaSet {
  if (!current) throw new Error('Schémy formulárov ešte nie sú načítané.');
  return current.set;
}

/** The id of the loaded version, 0 before the first load. */
export function schemaVersion(): number {
  return current?.version ?? 0;
}

export function subscribeSchemas(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The loaded version's id; a component using it renders again when another version is loaded. */
export function useSchemaVersion(): number {
  return useSyncExternalStore(subscribeSchemas, schemaVersion);
}

/** Every codelist of the version in force. */
export function codelists(): Codelists {
  return schemaSet().codelists;
}

/** The Slovak label of a codelist value (country 'sk' → 'Slovensko'); the value itself when unknown. */
export function codelistLabel(codelist: string, value: string | null | undefined): string {
  return schemaSet().codelistLabel(codelist, value);
}

/** The values of a codelist of the version in force, in its order. */
export function codelistValues(codelist: string): string[] {
  return (schemaSet().codelists[codelist]?.items ?? []).map((item) => item.value);
}
