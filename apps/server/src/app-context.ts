import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { EventBus } from './platform/events/event-bus.js';
import type { PrivateFileStore } from './platform/files/private-file-store.js';
import type { Mailer } from './platform/mail/mailer.js';
import type { OcrEngine } from './platform/ocr/ocr-engine.js';
import type { JobQueue } from './platform/queue/job-queue.js';
import type { RealtimeBus } from './platform/realtime/bus.js';

/** What every feature's services receive: the moving parts, each behind a small interface. */
export interface AppContext {
  config: Config;
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Private files (PWD card images): never served under a public URL. */
  files: PrivateFileStore;
  /** Reads PWD cards (worker threads, loaded on first use). */
  ocr: OcrEngine;
  /** Signs short-lived links (HMAC key). */
  signingKey: Buffer;
  /** Fans chat messages and notifications out to every process's sockets (in-process or Redis). */
  bus: RealtimeBus;
  /** The durable job queue in the database: mail and other work after commit (decision 015). */
  queue: JobQueue;
  /** Typed domain events, emitted inside a service's transaction and delivered after it commits. */
  events: EventBus;
  /** The clock; tests may move it. */
  now: () => Date;
}
