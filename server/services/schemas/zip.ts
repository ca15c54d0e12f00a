// A schema version as a zip (issue 23): forms/<name>.json and codelists/<name>.json, pretty JSON as the
// files of schemas/ have them, with a manifest version.json; and the reading of such a zip back into
// a set of files (checked for zip bombs before anything is inflated).
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import type { Db } from '../../db/types';
import type { SchemaFiles } from '../../../schemas/loader';
import { schemaDiff } from '../../../schemas/diff';
import { zipWithinLimits } from '../imports/zip-guard';
import { removedValuesInUse } from './codelist-usage';
import { publishProblems } from './publish';
import type { SchemaVersion } from './versions';

/** The largest zip an import accepts (the schemas of a version are a few hundred KiB). */
export const SCHEMA_ZIP_MAX_BYTES = 4 * 1024 * 1024;
/** Entries and inflated bytes a schema zip may hold. */
const SCHEMA_ZIP_LIMITS = { entries: 500, inflatedBytes: 32 * 1024 * 1024 };

const MANIFEST = 'version.json';
const FORM_PATH = /^(?:forms\/)?([A-Za-z][A-Za-z0-9_-]{0,39})\.json$/;
const CODELIST_PATH = /^codelists\/([A-Za-z][A-Za-z0-9_-]{0,59})\.json$/;

const pretty = (json: unknown) => strToU8(`${JSON.stringify(json, null, 2)}\n`);

/** The file name of a version's zip. */
export const versionZipName = (id: number) => `schemy-verzia-${id}.zip`;

/** The zip of a version: version.json, forms/<name>.json, codelists/<name>.json. */
export function versionZip(version: SchemaVersion): Uint8Array {
  const { id, createdAt, authorEmail, note, hash, source, baseId } = version;
  const entries: Zippable = {
    [MANIFEST]: pretty({ id, createdAt, author: authorEmail, note, hash, source, baseId }),
  };
  for (const name of Object.keys(version.files.forms).sort())
    entries[`forms/${name}.json`] = pretty(version.files.forms[name]);
  for (const name of Object.keys(version.files.codelists).sort())
    entries[`codelists/${name}.json`] = pretty(version.files.codelists[name]);
  const mtime = new Date(createdAt);
  return zipSync(entries, { level: 6, mtime: Number.isNaN(mtime.getTime()) ? new Date() : mtime });
}

export type SchemaZip =
  | { ok: true; files: SchemaFiles; problems: string[] }
  /** Not a zip this import can read: `message` says why (Slovak). */
  | { ok: false; message: string };

const DAMAGED = 'Súbor nie je platný archív zip (je poškodený alebo po rozbalení príliš veľký).';

/**
 * Reads the schema files of a zip. Entries other than forms/<name>.json (or <name>.json at the top),
 * codelists/<name>.json and version.json are problems, and so is a file that is not JSON.
 */
export function readSchemaZip(data: Buffer): SchemaZip {
  if (data.length < 22 || !zipWithinLimits(data, SCHEMA_ZIP_LIMITS)) return { ok: false, message: DAMAGED };
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(new Uint8Array(data.buffer, data.byteOffset, data.length));
  } catch {
    return { ok: false, message: DAMAGED };
  }
  const files: SchemaFiles = { forms: {}, codelists: {} };
  const problems: string[] = [];
  for (const path of Object.keys(entries).sort()) {
    if (path.endsWith('/') || path === MANIFEST || path.startsWith('__MACOSX/')) continue;
    const form = FORM_PATH.exec(path);
    const codelist = CODELIST_PATH.exec(path);
    if (!form && !codelist) {
      problems.push(
        `${path}: neznámy súbor (archív má obsahovať forms/<názov>.json a codelists/<názov>.json)`,
      );
      continue;
    }
    let json: unknown;
    try {
      json = JSON.parse(strFromU8(entries[path]!));
    } catch (error) {
      problems.push(`${path}: nie je platný JSON (${(error as Error).message})`);
      continue;
    }
    if (form) files.forms[form[1]!] = json;
    else files.codelists[codelist![1]!] = json;
  }
  if (!Object.keys(files.forms).length && !Object.keys(files.codelists).length && !problems.length)
    return { ok: false, message: 'Archív neobsahuje žiadne súbory schém (forms/…, codelists/…).' };
  return { ok: true, files, problems };
}

export type SchemaImportPreview =
  | { ok: true; baseId: number; files: SchemaFiles; changes: string[]; problems: string[] }
  | { ok: false; message: string };

/**
 * What importing the zip `data` as a draft would be, against the version in force (`baseId`,
 * `current`): the files, the Slovak diff, and every problem publishing would refuse them with. Nothing
 * is published.
 */
export async function previewSchemaZip(
  db: Db,
  inForce: { version: number; files: SchemaFiles },
  data: Buffer,
): Promise<SchemaImportPreview> {
  const read = readSchemaZip(data);
  if (!read.ok) return read;
  const problems = [...read.problems, ...publishProblems(read.files)];
  if (!problems.length) problems.push(...(await removedValuesInUse(db, inForce.files, read.files)));
  let changes: string[];
  try {
    changes = schemaDiff(inForce.files, read.files);
  } catch {
    changes = []; // files too malformed to compare: their problems say why
  }
  return { ok: true, baseId: inForce.version, files: read.files, changes, problems };
}
