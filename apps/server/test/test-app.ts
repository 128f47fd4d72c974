import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client.js';
import { createFileStore } from '../src/platform/files/file-store.js';
import type { PrivateFileStore } from '../src/platform/files/private-file-store.js';
import type { LogStream } from '../src/platform/logging.js';
import type { MailMessage, Mailer } from '../src/platform/mail/mailer.js';
import { OcrBusyError, type OcrEngine, type OcrResult, type RgbImage } from '../src/platform/ocr/ocr-engine.js';
import type { JobQueue } from '../src/platform/queue/job-queue.js';
import { withDatabase } from './global-setup.postgres.js';

/** Keeps every mail in memory so tests can read links out of them. */
export class CapturingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  failNext = false;
  send(message: MailMessage): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      return Promise.reject(new Error('SMTP is down (test)'));
    }
    this.sent.push(message);
    return Promise.resolve();
  }
  /** The mails sent to an address, oldest first. */
  to(email: string): MailMessage[] {
    return this.sent.filter((m) => m.to === email.toLowerCase());
  }
  /** The last link of a given path (e.g. "/verify-email/") mailed to an address, or undefined. */
  lastLink(email: string, pathPrefix: string): string | undefined {
    const pattern = new RegExp(`https?://[^\\s"<>]+${pathPrefix.replace(/[/.]/gu, '\\$&')}[A-Za-z0-9_-]+`, 'gu');
    return this.to(email)
      .flatMap((m) => m.text.match(pattern) ?? [])
      .at(-1);
  }
}

/** A clock tests can move forward. */
export class TestClock {
  private offsetMs = 0;
  now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

/**
 * An OCR engine that answers what the test says: `text` (default), `busy` (OcrBusyError) or `fail`.
 * It records the images it was asked to read.
 */
export class FakeOcrEngine implements OcrEngine {
  text = '';
  mode: 'text' | 'busy' | 'fail' = 'text';
  readonly reads: RgbImage[] = [];
  read(image: RgbImage): Promise<OcrResult> {
    this.reads.push(image);
    if (this.mode === 'busy') return Promise.reject(new OcrBusyError());
    if (this.mode === 'fail') return Promise.reject(new Error('model crashed (test)'));
    const lines = this.text.split('\n').map((text) => ({ text, confidence: 0.9 }));
    return Promise.resolve({ text: this.text, lines });
  }
  close(): Promise<void> {
    return Promise.resolve();
  }
}

export interface FormPart {
  name: string;
  value: string | Buffer;
  /** Makes the part a file. */
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body for app.inject: `request({ method: 'POST', url, ...multipartForm([...]) })`. */
export function multipartForm(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----kakayahan-test-${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.contentType ?? (part.filename === undefined ? undefined : 'application/octet-stream');
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  mailer: CapturingMailer;
  clock: TestClock;
  config: Config;
  /** The file store the app writes to (the `stored_files` table on PostgreSQL, DATA_DIR/private on PGlite). */
  files: PrivateFileStore;
  /**
   * The app's job queue. It runs nothing by itself in tests: `await t.jobs.drain()` runs every due job
   * (events, then the mails they queue) to completion, so mail and notifications are there afterwards.
   */
  jobs: JobQueue;
  /** app.inject with JSON and an optional token. */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A fresh, migrated database of its own (PGlite or PostgreSQL, per TEST_DB) and how to drop it. */
export async function openTestDatabase(
  dataDir: string,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') {
    const templateUrl = inject('postgresTemplateUrl');
    const name = `${inject('postgresDatabasePrefix')}${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${new URL(templateUrl).pathname.slice(1)}`);
    await admin.end();
    const handle = await openDatabase({ databaseUrl: withDatabase(templateUrl, name), dataDir });
    return {
      handle,
      drop: async () => {
        const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  }
  const template = await readFile(inject('pgliteTemplatePath'));
  const pglite = new PGlite({ loadDataDir: new Blob([template]) });
  const handle = await openDatabase({ dataDir, pglite });
  return { handle, drop: async () => {} };
}

export interface TestDependencies {
  /** Replaces the card reader (default: a FakeOcrEngine that reads nothing; never the PaddleOCR models). */
  ocr?: OcrEngine;
  /** Receives the log lines (give `logLevel` in the overrides too: tests log nothing by default). */
  logStream?: LogStream;
}

/** A whole server on its own fresh, migrated database (PGlite or PostgreSQL, per TEST_DB). */
export async function createTestApp(overrides: Partial<Config> = {}, deps: TestDependencies = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kk-test-'));
  const { handle, drop } = await openTestDatabase(dataDir);
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PUBLIC_URL: 'http://kakayahan.test' },
    overrides,
  );
  const mailer = new CapturingMailer();
  const clock = new TestClock();
  // The store the app picks for its database (PostgreSQL: the shared table), so both drivers are tested.
  const files = createFileStore(handle, dataDir);
  const app = await buildApp(config, {
    database: handle,
    mailer,
    now: clock.now,
    files,
    jobs: 'manual',
    // Never the real models in API tests: stored cards are read in the background (issue 14) whenever a
    // test drains the queue, so a test that cares about the reading passes its own FakeOcrEngine.
    ocr: deps.ocr ?? new FakeOcrEngine(),
    ...(deps.logStream ? { logStream: deps.logStream } : {}),
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    database: handle,
    mailer,
    clock,
    config,
    files,
    jobs: app.jobQueue,
    request: ({ token, headers, ...options }) =>
      app.inject({
        ...options,
        headers: { ...headers, ...(token ? { authorization: `Token ${token}` } : {}) },
      }),
    close: async () => {
      await app.close();
      await handle.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test file's own app, built once when the file loads (top-level await) and closed after its tests:
 * `const t = await appForThisFile();`.
 */
export async function appForThisFile(overrides: Partial<Config> = {}, deps: TestDependencies = {}): Promise<TestApp> {
  const t = await createTestApp(overrides, deps);
  afterAll(() => t.close());
  return t;
}
