import path from 'node:path';
import type { Db } from './types';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import { migrate } from './migrate';
import { startFromTemplate } from './pglite-template';

export type { Db } from './types';

export async function openDb(opts: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  // A new PGlite folder starts as a copy of the migrated template (no initdb: issue 25 item 7).
  if (!opts.databaseUrl)
    await startFromTemplate(path.join(opts.dataDir, 'pglite'), (line) => console.error(line));
  const db = opts.databaseUrl
    ? await openPostgres(opts.databaseUrl)
    : await openPglite(path.join(opts.dataDir, 'pglite'));
  await migrate(db);
  return db;
}
