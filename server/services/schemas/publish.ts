// Publishing a set of field schemas as the newest version: the checks of schemas:check, then a refusal
// when another version was published since the one the change was made from (two administrators never
// overwrite each other silently), then the new row and its NOTIFY in one transaction.
import type { Db } from '../../db/types';
import { FORM_NAMES } from '../../../schemas/engine';
import { schemaProblems, type SchemaFiles } from '../../../schemas/loader';
import { schemaRuntimeOf } from './runtime';
import { removedValuesInUse } from './codelist-usage';
import {
  currentVersion,
  getVersion,
  insertVersion,
  lockVersions,
  type SchemaVersionInfo,
  type VersionSource,
} from './versions';

export interface PublishRequest {
  files: SchemaFiles;
  /** The version the change was made from. */
  baseId: number;
  note: string;
  authorId: number | null;
  source: VersionSource;
}

export type PublishOutcome =
  | { ok: true; version: SchemaVersionInfo }
  | { ok: false; err: 'conflict'; current: SchemaVersionInfo }
  | { ok: false; err: 'invalid_schema'; problems: string[] };

/** The problems of a set of files, a missing form included (empty = it can be published). */
export function publishProblems(files: SchemaFiles): string[] {
  const missing = FORM_NAMES.filter((name) => files.forms[name] === undefined).map(
    (name) => `${name}.json: súbor chýba`,
  );
  const unknown = Object.keys(files.forms)
    .filter((name) => !(FORM_NAMES as readonly string[]).includes(name))
    .map((name) => `${name}.json: neznámy formulár (povolené: ${FORM_NAMES.join(', ')})`);
  return [...missing, ...unknown, ...schemaProblems(files)];
}

function info(version: SchemaVersionInfo): SchemaVersionInfo {
  const { id, createdAt, authorId, authorEmail, source, note, baseId, hash } = version;
  return { id, createdAt, authorId, authorEmail, source, note, baseId, hash };
}

/** Publishes `request.files` as the newest version; this process switches to it at once. */
export async function publishSchemas(db: Db, request: PublishRequest): Promise<PublishOutcome> {
  const problems = publishProblems(request.files);
  if (problems.length) return { ok: false, err: 'invalid_schema', problems };
  const outcome = await db.tx(async (t): Promise<PublishOutcome> => {
    await lockVersions(t);
    const current = await currentVersion(t);
    if (current && current.id !== request.baseId)
      return { ok: false, err: 'conflict', current: info(current) };
    // A codelist value that stored records use may be disabled, never removed (issue 23).
    const inUse = current ? await removedValuesInUse(t, current.files, request.files) : [];
    if (inUse.length) return { ok: false, err: 'invalid_schema', problems: inUse };
    await insertVersion(t, {
      files: request.files,
      source: request.source,
      note: request.note,
      authorId: request.authorId,
      baseId: current?.id ?? null,
    });
    return { ok: true, version: info((await currentVersion(t))!) };
  });
  if (outcome.ok) await schemaRuntimeOf(db)?.refresh();
  return outcome;
}

/** Publishes the files of an older version again as the newest (rollback); undefined for an unknown id. */
export async function republishVersion(
  db: Db,
  id: number,
  request: Omit<PublishRequest, 'files' | 'source'>,
): Promise<PublishOutcome | undefined> {
  const version = await getVersion(db, id);
  if (!version) return undefined;
  return publishSchemas(db, { ...request, files: version.files, source: 'rollback' });
}
