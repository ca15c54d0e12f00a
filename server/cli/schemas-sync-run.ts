// The schemas:pull / schemas:push CLI (./schemas-sync.ts) as a function, which its test also runs in
// its own process.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, type Config } from '../config';
import { openDb } from '../db';
import { defaultSchemasDir, readSchemaDir } from '../services/records/forms';
import { publishSchemas, type PublishOutcome } from '../services/schemas/publish';
import { recordShippedSchemas } from '../services/schemas/runtime';
import { schemaFilesHash } from '../services/schemas/versions';
import { formatReport } from '../../schemas/engine';
import type { SchemaFiles } from '../../schemas/loader';
import { adminSession, CliError, runningServer } from './running-server';

const USAGE = `Použitie: npm run schemas:pull -- [priečinok]
          npm run schemas:push -- [priečinok] [--note "popis zmeny"]`;

/** The version in force and publishing, wherever the database is. */
interface SchemaStore {
  where: string;
  current(): Promise<{ version: number; files: SchemaFiles }>;
  publish(files: SchemaFiles, baseId: number, note: string): Promise<PublishOutcome>;
  close(): Promise<void>;
}

async function databaseStore(config: Config): Promise<SchemaStore> {
  const db = await openDb(config);
  const shipped = config.schemasDir ?? defaultSchemasDir();
  return {
    where: config.databaseUrl ? 'databáza PostgreSQL' : `PGlite v ${config.dataDir}`,
    async current() {
      const version = await recordShippedSchemas(db, shipped);
      return { version: version.id, files: version.files };
    },
    publish: (files, baseId, note) =>
      publishSchemas(db, { files, baseId, note, authorId: null, source: 'cli' }),
    close: () => db.close(),
  };
}

async function apiStore(base: string, config: Config): Promise<SchemaStore> {
  const cookie = await adminSession(base, config, ' s právom na schémy');
  const call = async (method: string, apiPath: string, body?: unknown) => {
    const res = await fetch(`${base}/api/webapp/${apiPath}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status === 403) throw new CliError(`${config.adminEmail} nemá právo meniť schémy.`);
    if (!res.ok) throw new CliError(`Server na ${base} odpovedal ${res.status} na ${method} ${apiPath}.`);
    return (await res.json()) as Record<string, unknown>;
  };
  return {
    where: `server ${base}`,
    async current() {
      const reply = await call('GET', 'schemas');
      return {
        version: Number(reply.version),
        files: {
          forms: reply.forms as SchemaFiles['forms'],
          codelists: reply.codelists as SchemaFiles['codelists'],
        },
      };
    },
    publish: async (files, baseId, note) =>
      (await call('PUT', 'schemas/versions', { baseId, note, ...files })) as unknown as PublishOutcome,
    close: async () => void (await call('DELETE', 'session').catch(() => undefined)),
  };
}

async function openStore(config: Config): Promise<SchemaStore> {
  if (config.databaseUrl) return databaseStore(config);
  const base = await runningServer(config);
  return base ? apiStore(base, config) : databaseStore(config);
}

/** Writes the files as schemas/ keeps them: <form>.json and codelists/<name>.json, 2-space JSON. */
function writeFolder(dir: string, files: SchemaFiles): void {
  mkdirSync(path.join(dir, 'codelists'), { recursive: true });
  const write = (file: string, json: unknown) =>
    writeFileSync(path.join(dir, file), `${JSON.stringify(json, null, 2)}\n`);
  for (const [name, json] of Object.entries(files.forms)) write(`${name}.json`, json);
  const keep = new Set(Object.keys(files.codelists).map((name) => `${name}.json`));
  for (const file of readdirSync(path.join(dir, 'codelists')))
    if (file.endsWith('.json') && !keep.has(file)) rmSync(path.join(dir, 'codelists', file));
  for (const [name, json] of Object.entries(files.codelists)) write(`codelists/${name}.json`, json);
}

function readFolder(dir: string): SchemaFiles {
  if (!existsSync(dir)) throw new CliError(`Priečinok ${dir} neexistuje.`);
  const read = readSchemaDir(dir);
  if (read.problems.length) throw new CliError(formatReport(read.problems));
  return { forms: read.forms, codelists: read.codelists };
}

/** Where the CLI prints: the console, or a test's buffer. */
export interface CliOutput {
  log: (line: string) => void;
  error: (line: string) => void;
}

/** Runs `pull` or `push` with these arguments and environment; the exit code. */
export async function schemasSync(
  args: string[],
  env: NodeJS.ProcessEnv,
  out: CliOutput = console,
): Promise<number> {
  try {
    return await run(args, env, out);
  } catch (error) {
    out.error(error instanceof CliError ? error.message : `Zlyhalo: ${(error as Error).message ?? error}`);
    return 1;
  }
}

async function run(args: string[], env: NodeJS.ProcessEnv, out: CliOutput): Promise<number> {
  const [command, ...rest] = args;
  const noteAt = rest.indexOf('--note');
  const note = noteAt >= 0 ? (rest[noteAt + 1] ?? '') : '';
  const positional = rest.filter((_, i) => noteAt < 0 || (i !== noteAt && i !== noteAt + 1));
  if ((command !== 'pull' && command !== 'push') || positional.length > 1) {
    out.error(USAGE);
    return 1;
  }
  const config = loadConfig(env);
  const dir = path.resolve(positional[0] ?? config.schemasDir ?? defaultSchemasDir());
  const files = command === 'push' ? readFolder(dir) : undefined;
  const store = await openStore(config);
  try {
    const current = await store.current();
    if (command === 'pull') {
      writeFolder(dir, current.files);
      out.log(`Verzia ${current.version} (${store.where}) je zapísaná do ${dir}.`);
      return 0;
    }
    if (schemaFilesHash(files!) === schemaFilesHash(current.files)) {
      out.log(`Schémy v ${dir} sú rovnaké ako verzia ${current.version}; nič sa nezverejnilo.`);
      return 0;
    }
    const outcome = await store.publish(files!, current.version, note || `Zo súborov ${dir}`);
    if (outcome.ok) {
      out.log(`Zverejnená verzia ${outcome.version.id} (${store.where}).`);
      return 0;
    }
    if (outcome.err === 'invalid_schema') out.error(formatReport(outcome.problems));
    else out.error(`Medzitým bola zverejnená verzia ${outcome.current.id}; skúste to znova.`);
    return 1;
  } finally {
    await store.close();
  }
}
