import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, DatabaseHandle } from '../../db/client.js';
import {
  deadLetterQueueOf,
  type EnqueueOptions,
  type JobHandler,
  type JobKindOptions,
  type JobKinds,
  type JobName,
  type JobSnapshot,
  type TransactionalJobHandler,
} from './job-kinds.js';
import { describeFailure, JobLostError, runJob, type RegisteredKind } from './job-runner.js';
import { QUEUE_SCHEMA } from './queue-schema.js';
import { openPayload, payloadKey, sealPayload } from './sealed-payload.js';
import { drizzleExecutor, pgliteExecutor } from './sql-executor.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's job queue (tests drain it). */
    jobQueue: JobQueue;
  }
}

/** The durable queue behind background work (decision 015). */
export interface JobQueue {
  /** Declares a kind whose effect is outside the database (mail); call before start(). */
  work<N extends JobName>(name: N, handler: JobHandler<JobKinds[N]>, options?: Partial<JobKindOptions>): void;
  /** Declares a kind whose effect is in the database, committed together with the job's completion. */
  workInTransaction<N extends JobName>(
    name: N,
    handler: TransactionalJobHandler<JobKinds[N]>,
    options?: Partial<JobKindOptions>,
  ): void;
  /** Adds a job inside the caller's transaction: it exists only if that transaction commits. */
  enqueue<N extends JobName>(tx: Database, name: N, payload: JobKinds[N], options?: EnqueueOptions): Promise<string>;
  /** Runs a kind on a cron schedule (UTC, minute resolution); call after start(). */
  schedule<N extends JobName>(name: N, cron: string, payload: JobKinds[N]): Promise<void>;
  start(): Promise<void>;
  /** Stops polling, waits for the jobs under way, and stops pg-boss. */
  stop(): Promise<void>;
  /**
   * Runs every due job (and the jobs they add) to completion in this process; with `includeDelayed`
   * also retries and delayed jobs that are not due yet. Answers how many ran. Tests use it.
   */
  drain(options?: { includeDelayed?: boolean }): Promise<number>;
  /** One job's state, for tests and operators. */
  inspect(name: JobName, id: string): Promise<JobSnapshot | null>;
  /** The jobs of a kind that failed every attempt, with their payloads. */
  deadLetters<N extends JobName>(name: N): Promise<{ id: string; payload: JobKinds[N] }[]>;
}

/** How often things happen; decision 015 explains the figures. */
export interface QueueTimings {
  /** An idle kind looks for due jobs this often. */
  pollIntervalSeconds: number;
  /** Expired attempts (a crashed worker's) are failed and retried, and old jobs archived, this often. */
  maintenanceIntervalSeconds: number;
  /** Cron schedules are checked this often. */
  cronMonitorIntervalSeconds: number;
}

export const QUEUE_TIMINGS: QueueTimings = {
  pollIntervalSeconds: 1,
  maintenanceIntervalSeconds: 5,
  cronMonitorIntervalSeconds: 30,
};

/** Database work: quick, so a short first wait; five retries over about a minute. */
export const DEFAULT_KIND_OPTIONS: JobKindOptions = { retryLimit: 5, retryDelaySeconds: 2, expireInSeconds: 30 };

export interface JobQueueOptions {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** The app's signing key; payloads are sealed with a key derived from it. */
  signingKey: Buffer;
  /** `poll`: workers, maintenance and cron run in this process; `manual`: only drain() runs jobs (tests). */
  mode: 'poll' | 'manual';
  timings?: Partial<QueueTimings>;
}

/** The "is any job of these kinds due?" check, with the kinds as literals (our own names, quoted). */
export function dueCheckSql(kinds: readonly string[]): string {
  const names = kinds.map((name) => `'${name.replaceAll("'", "''")}'`).join(', ');
  return `SELECT EXISTS (SELECT 1 FROM ${QUEUE_SCHEMA}.job WHERE name = ANY(ARRAY[${names}]::text[]) AND state < 'active' AND start_after < now()) AS due`;
}

/** Opens the queue on the app's database: pg-boss's own small pool on PostgreSQL, the one connection on PGlite. */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  return new PgBossJobQueue(options);
}

class PgBossJobQueue implements JobQueue {
  private readonly boss: PgBoss;
  private readonly kinds = new Map<string, RegisteredKind>();
  private readonly key: Buffer;
  private readonly timings: QueueTimings;
  private readonly sleepers = new Set<() => void>();
  private loops: Promise<void>[] = [];
  /** The last "is any job due?" check, shared by the workers of every kind (see anythingDue). */
  private dueCheck: { at: number; answer: Promise<boolean> } | null = null;
  private dueSql: string | undefined;
  private isStarted = false;
  private isStopping = false;

  constructor(private readonly options: JobQueueOptions) {
    this.key = payloadKey(options.signingKey);
    this.timings = { ...QUEUE_TIMINGS, ...options.timings };
    const { database } = options;
    const isPolling = options.mode === 'poll';
    const connection: PgBoss.DatabaseOptions = database.pglite
      ? { db: pgliteExecutor(database.pglite) }
      : { connectionString: database.url, max: 3, application_name: 'kakayahan-queue' };
    this.boss = new PgBoss({
      ...connection,
      schema: QUEUE_SCHEMA,
      // The schema is created by the database migrations (0006_job_queue.sql), never at start.
      migrate: false,
      supervise: isPolling,
      schedule: isPolling,
      maintenanceIntervalSeconds: this.timings.maintenanceIntervalSeconds,
      cronMonitorIntervalSeconds: this.timings.cronMonitorIntervalSeconds,
      cronWorkerIntervalSeconds: Math.min(5, this.timings.cronMonitorIntervalSeconds),
    });
    this.boss.on('error', (error: unknown) => {
      options.log.error({ failure: describeFailure(error) }, 'job queue error');
    });
  }

  work<N extends JobName>(name: N, handler: JobHandler<JobKinds[N]>, options: Partial<JobKindOptions> = {}): void {
    this.register({ name, handler: { type: 'plain', run: handler as JobHandler<unknown> }, options });
  }

  workInTransaction<N extends JobName>(
    name: N,
    handler: TransactionalJobHandler<JobKinds[N]>,
    options: Partial<JobKindOptions> = {},
  ): void {
    this.register({
      name,
      handler: { type: 'transaction', run: handler as TransactionalJobHandler<unknown> },
      options,
    });
  }

  private register(kind: Omit<RegisteredKind, 'options'> & { options: Partial<JobKindOptions> }): void {
    if (this.isStarted) throw new Error(`The job kind ${kind.name} was declared after the queue started.`);
    if (this.kinds.has(kind.name)) throw new Error(`The job kind ${kind.name} is declared twice.`);
    this.kinds.set(kind.name, { ...kind, options: { ...DEFAULT_KIND_OPTIONS, ...kind.options } });
  }

  async enqueue<N extends JobName>(
    tx: Database,
    name: N,
    payload: JobKinds[N],
    options: EnqueueOptions = {},
  ): Promise<string> {
    if (!this.kinds.has(name)) throw new Error(`No job kind ${name} is declared.`);
    const id = await this.boss.send(name, sealPayload(this.key, payload), {
      id: randomUUID(),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      db: drizzleExecutor(tx),
    });
    if (!id) throw new Error(`The job ${name} was not stored.`);
    return id;
  }

  async schedule<N extends JobName>(name: N, cron: string, payload: JobKinds[N]): Promise<void> {
    if (!this.kinds.has(name)) throw new Error(`No job kind ${name} is declared.`);
    await this.boss.schedule(name, cron, sealPayload(this.key, payload), { tz: 'UTC' });
  }

  async start(): Promise<void> {
    if (this.isStarted) return;
    this.isStarted = true;
    await this.boss.start();
    for (const kind of this.kinds.values()) {
      const dead = deadLetterQueueOf(kind.name);
      const settings = {
        name: kind.name,
        retryLimit: kind.options.retryLimit,
        retryDelay: kind.options.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: kind.options.expireInSeconds,
        deadLetter: dead,
      };
      // Both are no-ops when the queue exists; updateQueue applies changed settings.
      await this.boss.createQueue(dead);
      await this.boss.createQueue(kind.name, settings);
      await this.boss.updateQueue(kind.name, settings);
    }
    if (this.options.mode === 'poll') this.loops = [...this.kinds.values()].map((kind) => this.poll(kind));
  }

  async stop(): Promise<void> {
    if (!this.isStarted || this.isStopping) return;
    this.isStopping = true;
    this.wakeAll();
    await Promise.all(this.loops);
    await this.boss.stop({ graceful: true, close: true, timeout: 5_000 });
  }

  async drain(options: { includeDelayed?: boolean } = {}): Promise<number> {
    let total = 0;
    for (;;) {
      let ran = 0;
      for (const kind of this.kinds.values()) {
        while ((await this.runNext(kind, options.includeDelayed ?? false)) > 0) ran += 1;
      }
      if (ran === 0) return total;
      total += ran;
    }
  }

  async inspect(name: JobName, id: string): Promise<JobSnapshot | null> {
    const job = await this.boss.getJobById(name, id, { includeArchive: true });
    if (!job) return null;
    return { id: job.id, state: job.state, retryCount: job.retryCount, startAfter: new Date(job.startAfter) };
  }

  async deadLetters<N extends JobName>(name: N): Promise<{ id: string; payload: JobKinds[N] }[]> {
    const { rows } = await this.boss
      .getDb()
      .executeSql(`SELECT id, data FROM ${QUEUE_SCHEMA}.job WHERE name = $1 ORDER BY created_on, id`, [
        deadLetterQueueOf(name),
      ]);
    return (rows as { id: string; data: unknown }[]).map((row) => ({
      id: row.id,
      payload: openPayload(this.key, row.data) as JobKinds[N],
    }));
  }

  /** Fetches one due job of a kind (skipping jobs other workers hold) and runs it; answers 0 or 1. */
  private async runNext(kind: RegisteredKind, includeDelayed: boolean): Promise<number> {
    const [job] = await this.boss.fetch<unknown>(kind.name, {
      batchSize: 1,
      includeMetadata: true,
      ignoreStartAfter: includeDelayed,
    });
    if (!job) return 0;
    try {
      await runJob({ boss: this.boss, db: this.options.database.db, key: this.key, log: this.options.log }, kind, job);
    } catch (error) {
      if (!(error instanceof JobLostError)) throw error;
    }
    return 1;
  }

  /** One worker per kind: runs due jobs one after the other, then sleeps for the polling interval. */
  private async poll(kind: RegisteredKind): Promise<void> {
    while (!this.isStopping) {
      let ran = 0;
      try {
        if (await this.anythingDue()) ran = await this.runNext(kind, false);
      } catch (error) {
        this.options.log.error({ job: kind.name, failure: describeFailure(error) }, 'job worker error');
      }
      // A finished job may have added jobs of other kinds (an event's mail): look for them now.
      if (ran > 0) {
        this.dueCheck = null;
        this.wakeAll();
      } else if (!this.isStopping) await this.sleep(this.timings.pollIntervalSeconds * 1000);
    }
  }

  /**
   * Whether any declared kind has a job due: one cheap read shared by every kind's worker for half a polling
   * interval, instead of each kind's fetch (an UPDATE) every second. On the embedded database each of those
   * was a query on the main thread: about 48 a second with our kinds, a third of an idle server's CPU
   * (issue 15). The condition is pg-boss's own fetch condition. When the check fails, the workers fetch.
   * The kinds are written into the text (it has no values), so on the embedded database it runs as a
   * prepared statement, planned once: planning it across the queue's 60-odd partitions took 40–60 ms of the
   * main thread, twice a second (decision 029, session 5).
   */
  private anythingDue(): Promise<boolean> {
    const now = performance.now();
    if (this.dueCheck && now - this.dueCheck.at < this.timings.pollIntervalSeconds * 500) return this.dueCheck.answer;
    this.dueSql ??= dueCheckSql([...this.kinds.keys()]);
    const answer = this.boss
      .getDb()
      .executeSql(this.dueSql, [])
      .then(({ rows }) => (rows as { due: unknown }[])[0]?.due !== false)
      .catch(() => true);
    this.dueCheck = { at: now, answer };
    return answer;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.sleepers.add(done);
    });
  }

  private wakeAll(): void {
    for (const wake of [...this.sleepers]) wake();
  }
}
