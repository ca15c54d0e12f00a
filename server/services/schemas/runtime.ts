// The field schemas in force in this process: the newest published version of the database, compiled
// once. Every process LISTENs for new versions (hry_schemas) and switches within a moment of a publish
// in any process; where LISTEN is not possible (or its connection broke) it asks the database every
// second instead. The files of schemas/ (or SCHEMAS_DIR) are the shipped defaults: an empty database
// starts from them as version 1, and a deployment whose files changed becomes a new version as long as
// nobody published another version on top of the files.
import type { Db } from '../../db/types';
import { formsFromFiles, readSchemaDir, SchemaError, type LoadedForms } from '../records/forms';
import type { SchemaFiles } from '../../../schemas/loader';
import {
  currentVersion,
  currentVersionId,
  insertVersion,
  lockVersions,
  schemaFilesHash,
  SCHEMA_CHANNEL,
  type SchemaVersion,
} from './versions';

const POLL_MS = 1_000;

/** Compiled forms by content hash: the same files are compiled once per process. */
const compiledByHash = new Map<string, LoadedForms>();

/** Compiles a checked set of files (a draft of the studio), cached by content. */
export function compileSchemaFiles(files: SchemaFiles, dir = ''): LoadedForms {
  return compile(files, schemaFilesHash(files), dir);
}

function compile(files: SchemaFiles, hash: string, dir: string): LoadedForms {
  let forms = compiledByHash.get(hash);
  if (!forms) {
    forms = formsFromFiles(files, dir);
    if (compiledByHash.size > 50) compiledByHash.clear();
    compiledByHash.set(hash, forms);
  }
  return forms;
}

export class SchemaRuntime {
  private state: { id: number; files: SchemaFiles; forms: LoadedForms };
  private refreshing: Promise<void> | null = null;
  private poller: NodeJS.Timeout | null = null;
  private readonly changeListeners = new Set<(id: number) => void>();

  constructor(
    private readonly db: Db,
    private readonly dir: string,
    version: SchemaVersion,
  ) {
    this.state = { id: version.id, files: version.files, forms: compile(version.files, version.hash, dir) };
  }

  /** The compiled forms of the version in force. */
  get forms(): LoadedForms {
    return this.state.forms;
  }

  /** The files of the version in force (what the app builds its forms from). */
  get files(): SchemaFiles {
    return this.state.files;
  }

  /** The id of the version in force. */
  get version(): number {
    return this.state.id;
  }

  /** Calls `listener` with the new id whenever this process switches to another version. */
  onChange(listener: (id: number) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Switches to the newest version if the database has another one; concurrent calls share one read. */
  refresh(): Promise<void> {
    this.refreshing ??= this.load().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async load(): Promise<void> {
    if ((await currentVersionId(this.db)) === this.state.id) return;
    const version = await currentVersion(this.db);
    if (!version || version.id === this.state.id) return;
    this.accept(version);
  }

  /** Takes `version` as the one in force (a publish in this process, or one read after a NOTIFY). */
  accept(version: SchemaVersion): void {
    if (version.id < this.state.id) return;
    this.state = {
      id: version.id,
      files: version.files,
      forms: compile(version.files, version.hash, this.dir),
    };
    for (const listener of this.changeListeners) listener(version.id);
  }

  /** Follows new versions: LISTEN where the database offers it, else (and after a lost LISTEN) polling. */
  async follow(log: (line: string) => void): Promise<void> {
    const poll = () => {
      if (this.poller) return;
      this.poller = setInterval(() => void this.refresh().catch(() => undefined), POLL_MS);
      this.poller.unref();
    };
    if (!this.db.listen) return poll();
    try {
      await this.db.listen(
        SCHEMA_CHANNEL,
        () => void this.refresh().catch(() => undefined),
        () => {
          log('Spojenie LISTEN pre verzie schém sa prerušilo: nové verzie sa zisťujú každú sekundu.');
          poll();
        },
      );
    } catch {
      poll();
    }
    // A version published between the first read and LISTEN.
    await this.refresh();
  }

  stop(): void {
    if (this.poller) clearInterval(this.poller);
    this.poller = null;
  }
}

const runtimes = new WeakMap<Db, SchemaRuntime>();

/** The runtime of a database handle (several apps on one handle share it); undefined before start. */
export function schemaRuntimeOf(db: Db): SchemaRuntime | undefined {
  return runtimes.get(db);
}

/**
 * Records the files of `dir` as a version where they are new to the database (version 1 of an empty
 * database; a changed deployment while the files' version is still in force), then returns the
 * version in force. Throws a SchemaError when the files have problems.
 */
export async function recordShippedSchemas(db: Db, dir: string): Promise<SchemaVersion> {
  const read = readSchemaDir(dir);
  if (read.problems.length) throw new SchemaError(read.problems);
  const files: SchemaFiles = { forms: read.forms, codelists: read.codelists };
  const hash = schemaFilesHash(files);
  compile(files, hash, dir);
  return db.tx(async (t) => {
    await lockVersions(t);
    const latest = await currentVersion(t);
    if (latest && (latest.source !== 'files' || latest.hash === hash)) return latest;
    const note = latest ? 'Zmenené súbory schém pri nasadení' : 'Predvolené schémy zo súborov';
    await insertVersion(t, { files, source: 'files', note, authorId: null, baseId: latest?.id ?? null });
    return (await currentVersion(t))!;
  });
}

/**
 * Starts the runtime that keeps this process on the newest version (one per database handle: a second
 * app on the same handle records its files, as a restart with other files would, and shares it).
 */
export async function startSchemaRuntime(
  db: Db,
  dir: string,
  log: (line: string) => void,
): Promise<SchemaRuntime> {
  const version = await recordShippedSchemas(db, dir);
  const existing = runtimes.get(db);
  if (existing) {
    existing.accept(version);
    return existing;
  }
  const runtime = new SchemaRuntime(db, dir, version);
  runtimes.set(db, runtime);
  await runtime.follow(log);
  return runtime;
}
