import type { Config } from '../config';
import type { Db } from '../db/types';
import type { Mailer } from '../services/mail';

/** What every route plugin may use; reached as `app.deps`. */
export interface AppDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
