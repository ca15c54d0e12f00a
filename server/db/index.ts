import path from 'node:path';
import type { Db } from './types';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import { migrate } from './migrate';

export type { Db } from './types';

export async function openDb(opts: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  const db = opts.databaseUrl
    ? await openPostgres(opts.databaseUrl)
    : await openPglite(path.join(opts.dataDir, 'pglite'));
  await migrate(db);
  return db;
}
