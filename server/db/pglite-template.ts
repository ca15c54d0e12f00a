// The first start on a new folder (issue 25 item 7): PGlite's initdb plus every migration took most of the
// first start (seconds). A migrated PGlite data directory is made once, cached under
// node_modules/.cache/hry-start/ keyed by the migrations and the PGlite version (a new migration makes a
// new one), and a new DATA_DIR/pglite starts as a copy of it; the server then applies nothing (or only
// what is newer) and opens it like any restart. Without the cache (read-only node_modules, an error) the
// start falls back to initdb as before.
import { createHash, randomBytes } from 'node:crypto';
import {
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import { rootPath } from '../paths';
import { migrate, migrationFiles } from './migrate';
import { dumpPglite, openPglite } from './pglite';

/** What shapes the template: the migrations and the PGlite version. */
function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of migrationFiles())
    hash.update(file).update(readFileSync(rootPath('server', 'db', 'migrations', file)));
  hash.update(readFileSync(rootPath('node_modules', '@electric-sql', 'pglite', 'package.json')));
  return hash.digest('hex').slice(0, 12);
}

export function startTemplateDir(): string {
  return rootPath('node_modules', '.cache', 'hry-start', `pglite-${templateKey()}`);
}

/**
 * The migrated template's folder, made when missing: migrated in memory (faster than on disk), dumped, loaded
 * into a folder of its own under a temporary name, closed cleanly and renamed (a half-made one is never used).
 */
export async function ensureStartTemplate(): Promise<string> {
  const dir = startTemplateDir();
  if (existsSync(path.join(dir, 'PG_VERSION'))) return dir;
  const memory = await openPglite();
  await migrate(memory);
  const dump = await dumpPglite(memory);
  await memory.close();
  const part = `${dir}.${randomBytes(4).toString('hex')}.part`;
  mkdirSync(path.dirname(dir), { recursive: true });
  const db = await openPglite(part, { loadDataDir: dump });
  await db.close();
  try {
    renameSync(part, dir);
  } catch (error) {
    rmSync(part, { recursive: true, force: true });
    if (!existsSync(path.join(dir, 'PG_VERSION'))) throw error; // another process made it meanwhile: fine
  }
  return dir;
}

/**
 * A new (missing or empty) PGlite folder becomes a copy of the migrated template; true when it did. Any
 * failure leaves the folder as it was (PGlite then runs initdb).
 */
export async function startFromTemplate(dir: string, log?: (line: string) => void): Promise<boolean> {
  if (existsSync(dir) && readdirSync(dir).length) return false;
  try {
    const template = await ensureStartTemplate();
    // Copy-on-write where the file system can (COPYFILE_FICLONE falls back to a copy).
    cpSync(template, dir, { recursive: true, mode: constants.COPYFILE_FICLONE });
    return true;
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    log?.(`Šablóna databázy PGlite sa nepoužila: ${(error as Error).message}`);
    return false;
  }
}
