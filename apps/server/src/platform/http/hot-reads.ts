import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.js';
import { QUEUE_SCHEMA, QUEUE_STATEMENT_PREFIX } from '../queue/queue-schema.js';

/**
 * Hot anonymous reads from memory (decision 029): answers that do not depend on who asks (the public job
 * list, the job fairs, a job's public page) kept per address and per data version. The version changes after
 * every write to the database, so an entry made before a write is never used after it; an entry also ages
 * out after a few seconds, for answers that depend on the time (a fair that has ended).
 *
 * Only with the embedded database: one process owns it, and every statement goes through its one
 * connection, which is watched here. On PostgreSQL other processes write too, so nothing is kept.
 */
export interface HotReads {
  readonly isEnabled: boolean;
  /** The data version: it changes after every write (and every transaction) on the database. */
  version: () => number;
  /** Says that data may have changed (a write this module cannot see). */
  bump: () => void;
  /** Anonymous API answers (the JSON before compression), by address. */
  readonly answers: VersionedCache<CachedAnswer>;
  /** Public pages rendered on the server (decision 025), by address. */
  readonly pages: VersionedCache<CachedPage>;
}

/** An API answer as it left the handler: its body, its ETag and the headers the handler set. */
export interface CachedAnswer {
  body: string;
  etag: string;
  headers: Record<string, string>;
}

/** A rendered page, plain and (made on first use) compressed. */
export interface CachedPage {
  status: number;
  html: Buffer;
  encoded: Map<string, Promise<Buffer>>;
}

/** How long an entry may be used at most, whatever the version: answers that depend on the time. */
export const HOT_READ_MAX_AGE_MS = 5_000;

interface Entry<T> {
  value: T;
  version: number;
  storedAt: number;
  bytes: number;
}

/**
 * A least-recently-used map bounded by entries and bytes, whose entries count only for the version they
 * were made at and only for `maxAgeMs` (by the app's clock, so a test that moves the clock moves it here).
 * Concurrent misses of one key at one version make one value (`getOrMake`): a burst costs one render.
 */
export class VersionedCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly making = new Map<string, { version: number; promise: Promise<T | null> }>();
  private totalBytes = 0;

  constructor(
    private readonly limits: { maxEntries: number; maxBytes: number; maxAgeMs: number },
    private readonly now: () => number,
  ) {}

  /** The value stored for the key at this version, if still fresh; refreshes its place in the LRU order. */
  get(key: string, version: number): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const age = this.now() - entry.storedAt;
    if (entry.version !== version || age < 0 || age >= this.limits.maxAgeMs) {
      this.remove(key, entry);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Stores a value made at `version` (the version read before its data was read). */
  set(key: string, version: number, value: T, bytes: number): void {
    if (bytes > this.limits.maxBytes / 4) return;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, { value, version, storedAt: this.now(), bytes });
    this.totalBytes += bytes;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.totalBytes <= this.limits.maxBytes) break;
      this.remove(oldestKey, oldest);
    }
  }

  /**
   * The value for the key at this version: stored, being made by another request (waited for), or made now
   * by `make` (null: not kept, e.g. an error page). `sizeOf` says how many bytes a value holds.
   */
  async getOrMake(
    key: string,
    version: number,
    make: () => Promise<T | null>,
    sizeOf: (value: T) => number,
  ): Promise<T | null> {
    const stored = this.get(key, version);
    if (stored !== undefined) return stored;
    const underway = this.making.get(key);
    if (underway && underway.version === version) return underway.promise;
    const promise = make().then((value) => {
      if (value !== null) this.set(key, version, value, sizeOf(value));
      return value;
    });
    const job = { version, promise };
    this.making.set(key, job);
    try {
      return await promise;
    } finally {
      if (this.making.get(key) === job) this.making.delete(key);
    }
  }

  /** Waits for a value another request is making for the key at this version, if any. */
  async waitForMaker(key: string, version: number): Promise<void> {
    const underway = this.making.get(key);
    if (underway && underway.version === version) await underway.promise.catch(() => null);
  }

  /** Marks the key as being made at this version; the answer settles it with the stored value or null. */
  startMaking(key: string, version: number): (value: T | null) => void {
    let settle: (value: T | null) => void = () => undefined;
    const promise = new Promise<T | null>((resolve) => {
      settle = resolve;
    });
    const job = { version, promise };
    this.making.set(key, job);
    return (value) => {
      if (this.making.get(key) === job) this.making.delete(key);
      settle(value);
    };
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string, entry: Entry<T>): void {
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }
}

/**
 * Whether a statement may change what a visitor reads: anything but a plain read, except the job queue's
 * own bookkeeping (pg-boss polls every second; a job's effect on the app's tables is a statement of its own),
 * which names the queue's schema or runs one of the queue's prepared statements.
 */
export function isDataWrite(text: string): boolean {
  const statement = text.trimStart();
  if (/^select\b/iu.test(statement)) return false;
  return !statement.includes(`${QUEUE_SCHEMA}.`) && !statement.includes(QUEUE_STATEMENT_PREFIX);
}

type WriteListener = () => void;
const watchers = new WeakMap<PGlite, Set<WriteListener>>();

type Rest<F extends (...args: never[]) => unknown> = Parameters<F> extends [string, ...infer R] ? R : never;

/** A turn of the event loop: what is waiting (sockets, timers, answers from memory) runs first. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** How long statements may run back to back before the event loop gets a turn. */
const STRETCH_BUDGET_MS = 4;

/**
 * Watches the embedded database's one connection (decision 029), whoever uses it (services, the job queue,
 * seeds, tests' factories):
 * - calls `onWrite` after every write statement and after every transaction (committed or not). PGlite runs
 *   one call at a time and queues the others behind an open transaction, so a read that starts after the
 *   call sees its result;
 * - runs the calls one after the other, and gives the event loop a turn whenever they have run back to back
 *   for a few milliseconds. PGlite computes on the main thread, and calls queued behind each other used to
 *   run in one stretch (a burst of 50 requests blocked the event loop for over a second); now a stretch
 *   ends after the statement that passes the budget.
 * Answers a function that stops watching.
 */
export function watchWrites(pglite: PGlite, onWrite: WriteListener): () => void {
  let listeners = watchers.get(pglite);
  if (!listeners) {
    const all = new Set<WriteListener>();
    listeners = all;
    watchers.set(pglite, all);
    const notify = () => {
      for (const listener of all) listener();
    };
    const query = pglite.query.bind(pglite);
    const exec = pglite.exec.bind(pglite);
    const transaction = pglite.transaction.bind(pglite);
    let previous: Promise<unknown> = Promise.resolve();
    // When the current stretch began; -1 once the event loop has had a turn since.
    let stretchStartedAt = -1;
    const takeTurnIfLong = async () => {
      if (stretchStartedAt >= 0 && performance.now() - stretchStartedAt > STRETCH_BUDGET_MS) await nextTurn();
      if (stretchStartedAt < 0) {
        stretchStartedAt = performance.now();
        setImmediate(() => {
          stretchStartedAt = -1;
        });
      }
    };
    const inTurn = <R>(run: () => Promise<R>, isWrite: boolean): Promise<R> => {
      const result = previous.then(takeTurnIfLong).then(run);
      previous = result.catch(() => undefined);
      return isWrite ? result.finally(notify) : result;
    };
    Object.assign(pglite, {
      query: ((text: string, ...rest: Rest<PGlite['query']>) =>
        inTurn(() => query(text, ...rest), isDataWrite(text))) as PGlite['query'],
      exec: (text: string, ...rest: Rest<PGlite['exec']>) => inTurn(() => exec(text, ...rest), isDataWrite(text)),
      transaction: ((callback: Parameters<PGlite['transaction']>[0]) =>
        inTurn(() => transaction(callback), true)) as PGlite['transaction'],
    });
  }
  listeners.add(onWrite);
  const watched = listeners;
  return () => watched.delete(onWrite);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Hot anonymous reads kept in memory (decision 029). */
    hotReads: HotReads;
  }
}

/** The hot reads of an app on this database; with PostgreSQL, a switched-off one (nothing kept). */
export function createHotReads(database: DatabaseHandle, now: () => Date): { hotReads: HotReads; stop: () => void } {
  let version = 0;
  const clock = () => now().getTime();
  const isEnabled = database.driver === 'pglite' && database.pglite !== undefined;
  const hotReads: HotReads = {
    isEnabled,
    version: () => version,
    bump: () => {
      version += 1;
    },
    answers: new VersionedCache<CachedAnswer>(
      { maxEntries: 500, maxBytes: 16 * 1024 * 1024, maxAgeMs: HOT_READ_MAX_AGE_MS },
      clock,
    ),
    pages: new VersionedCache<CachedPage>(
      { maxEntries: 300, maxBytes: 32 * 1024 * 1024, maxAgeMs: HOT_READ_MAX_AGE_MS },
      clock,
    ),
  };
  const stop = isEnabled && database.pglite ? watchWrites(database.pglite, hotReads.bump) : () => undefined;
  return { hotReads, stop };
}

/**
 * Gives the app its hot reads (before any route is registered). Besides the database watch, every
 * state-changing request bumps the version once it is answered: a write outside the database (a file)
 * that an answer could show is covered too.
 */
export function registerHotReads(app: FastifyInstance, database: DatabaseHandle, now: () => Date): void {
  const { hotReads, stop } = createHotReads(database, now);
  app.decorate('hotReads', hotReads);
  app.addHook('onResponse', (request, _reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') hotReads.bump();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    stop();
    done();
  });
}
