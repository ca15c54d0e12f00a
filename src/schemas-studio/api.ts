// The schema studio's calls (docs/schema-versions.md): the version in force, the versions' history and
// publishing an older version again (rollback).
import type {
  SchemaPublishReply,
  SchemasReply,
  SchemaVersionInfo,
  SchemaVersionsReply,
} from '../../schemas/api';
import { apiCall } from '../providers/api';

export type { SchemaVersionInfo };

/** GET schemas: the version in force with its forms and codelists. */
export async function fetchSchemasInForce(): Promise<
  Required<Pick<SchemasReply, 'version' | 'forms' | 'codelists'>>
> {
  const reply = await apiCall<SchemasReply>('GET', 'schemas');
  return { version: reply.version ?? 0, forms: reply.forms ?? {}, codelists: reply.codelists ?? {} };
}

/** GET schemas/versions: every version, newest first. */
export async function fetchVersions(): Promise<SchemaVersionInfo[]> {
  const reply = await apiCall<SchemaVersionsReply>('GET', 'schemas/versions');
  return reply.data ?? [];
}

/** POST schemas/versions/{id}/publish: publishes version `id` again as the newest, made from `baseId`. */
export function republishVersion(id: number, baseId: number, note: string) {
  return apiCall<SchemaPublishReply>('POST', `schemas/versions/${id}/publish`, { baseId, note });
}
