// The server side of the field engine: schemas/*.json loaded and checked once, option sources
// resolved from the database (evaluation.ts evaluates a form with them).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/types';
import { rootPath } from '../../paths';
import {
  formatReport,
  FORM_NAMES,
  type Codelists,
  type Form,
  type FormName,
  type Option,
} from '../../../schemas/engine';
import { createSchemaSet, schemaProblems, type SchemaFiles } from '../../../schemas/loader';
import { activeGameOptions } from '../sheets/games-list-options';

export interface LoadedForms {
  dir: string;
  forms: Record<FormName, Form>;
  codelists: Codelists;
}

/** A schema folder with problems; the message is the readable report. */
export class SchemaError extends Error {
  constructor(readonly problems: string[]) {
    super(formatReport(problems));
    this.name = 'SchemaError';
  }
}

/** schemas/ of the repository, or SCHEMAS_DIR when set (tests, trying out a copy). */
export function defaultSchemasDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SCHEMAS_DIR) return path.resolve(env.SCHEMAS_DIR);
  return rootPath('schemas');
}

interface ReadResult extends SchemaFiles {
  problems: string[];
}

function readJson(dir: string, file: string, problems: string[]): unknown {
  try {
    return JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  } catch (error) {
    const reason =
      error instanceof SyntaxError ? `nie je platný JSON (${error.message})` : 'súbor sa nedá prečítať';
    problems.push(`${file}: ${reason}`);
    return undefined;
  }
}

/** Reads the six form files and every codelist of a schemas folder; unreadable files become problems. */
export function readSchemaDir(dir: string): ReadResult {
  const problems: string[] = [];
  const forms: Record<string, unknown> = {};
  const codelists: Record<string, unknown> = {};
  if (!existsSync(dir)) return { forms, codelists, problems: [`priečinok so schémami ${dir} neexistuje`] };
  for (const name of FORM_NAMES) {
    const file = `${name}.json`;
    if (!existsSync(path.join(dir, file))) {
      problems.push(`${file}: súbor chýba`);
      continue;
    }
    const json = readJson(dir, file, problems);
    if (json !== undefined) forms[name] = json;
  }
  const codelistDir = path.join(dir, 'codelists');
  if (existsSync(codelistDir)) {
    for (const file of readdirSync(codelistDir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const json = readJson(dir, `codelists/${file}`, problems);
      if (json !== undefined) codelists[file.slice(0, -'.json'.length)] = json;
    }
  }
  return { forms, codelists, problems };
}

/** Every problem of a schemas folder (empty = fine); never throws. */
export function checkSchemasDir(dir: string = defaultSchemasDir()): string[] {
  const read = readSchemaDir(dir);
  return [...read.problems, ...schemaProblems(read)];
}

/** Loads and checks a schemas folder; throws a SchemaError with the readable report on any problem. */
export function loadForms(dir: string = defaultSchemasDir()): LoadedForms {
  const read = readSchemaDir(dir);
  if (read.problems.length) throw new SchemaError(read.problems);
  return formsFromFiles(read, dir);
}

/** Checks and compiles a set of schema files (a folder's or a stored version's); throws a SchemaError. */
export function formsFromFiles(files: SchemaFiles, dir: string): LoadedForms {
  const problems = schemaProblems(files);
  if (problems.length) throw new SchemaError(problems);
  const set = createSchemaSet(files);
  return { dir, forms: set.forms(), codelists: set.codelists };
}

const loaded = new Map<string, LoadedForms>();

/** The forms of a schemas folder (default: defaultSchemasDir()), loaded once per process and folder. */
export function getForms(dir: string = defaultSchemasDir()): LoadedForms {
  let forms = loaded.get(dir);
  if (!forms) {
    forms = loadForms(dir);
    loaded.set(dir, forms);
  }
  return forms;
}

/** The games list's active tab (received or confirmed sheets), labelled 'gameName (variantNameExtended)'. */
async function activeGames(db: Db): Promise<Option[]> {
  const games = await activeGameOptions(db);
  return games.map((g) => ({ value: String(g.id), label: `${g.gameName} (${g.variantNameExtended})` }));
}

const SOURCES: Record<string, (db: Db) => Promise<Option[]>> = { activeGames };

/** Options of the run-time sources a form uses, read from the database. */
export async function loadSources(db: Db, form: Form): Promise<Record<string, Option[]>> {
  const sources: Record<string, Option[]> = {};
  for (const name of form.sources) {
    const load = SOURCES[name];
    sources[name] = load ? await load(db) : [];
  }
  return sources;
}
