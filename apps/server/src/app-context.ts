import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Mailer } from './platform/mail/mailer.js';

/** What every feature's services receive: the moving parts, each behind a small interface. */
export interface AppContext {
  config: Config;
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The clock; tests may move it. */
  now: () => Date;
}
