// Readiness of a server process (GET /api/ready, issue 25): the database answers, every migration file is
// applied, and this process's job runner runs. On PGlite also when VACUUM ANALYZE last ran
// (pglite-upkeep.ts). Nothing else is told: the reply is for load balancers and monitoring, without sign-in.
import type { Db } from '../../db/types';
import { migrationFiles } from '../../db/migrate';
import { lastVacuum } from './pglite-upkeep';

/** A database that has not answered within this time counts as unreachable. */
const DB_TIMEOUT_MS = 2000;

export interface Readiness {
  ok: boolean;
  database: boolean;
  migrations: boolean;
  jobs: boolean;
  /** PGlite only: when VACUUM ANALYZE last finished (null: never yet). */
  vacuumedAt?: string | null;
}

let files: string[] | undefined;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export async function readiness(db: Db, jobsRunning: boolean): Promise<Readiness> {
  files ??= migrationFiles();
  const expected = files;
  const checked = await withTimeout(
    (async () => {
      const applied = new Set(
        (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
      );
      const vacuumedAt = db.kind === 'pglite' ? await lastVacuum(db) : undefined;
      return { migrations: expected.every((f) => applied.has(f)), vacuumedAt };
    })(),
    DB_TIMEOUT_MS,
  ).catch(() => undefined);
  const state: Readiness = {
    ok: !!checked?.migrations && jobsRunning,
    database: !!checked,
    migrations: !!checked?.migrations,
    jobs: jobsRunning,
  };
  if (checked && checked.vacuumedAt !== undefined) state.vacuumedAt = checked.vacuumedAt;
  return state;
}
