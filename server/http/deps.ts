import type { Config } from '../config';
import type { Db } from '../db/types';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

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
