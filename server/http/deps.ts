import type { Config } from '../config';
import type { Db } from '../db/types';
import type { JobRunner } from '../services/platform/jobs';
import type { Mailer } from '../services/platform/mail';
import type { RecordChanges } from '../services/records/record-changes';

/** What every route plugin may use; reached as `app.deps`. */
export interface AppDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** The background jobs of this app (started by main.ts and the test context, stopped on close). */
    jobs: JobRunner;
    /** The record change hook of this app: every write of a form-backed record reports here. */
    recordChanges: RecordChanges;
  }
}
