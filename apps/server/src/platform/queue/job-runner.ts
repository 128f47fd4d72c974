import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../../db/client.js';
import type { JobHandler, JobKindOptions, QueuedJob, TransactionalJobHandler } from './job-kinds.js';
import { openPayload } from './sealed-payload.js';
import { drizzleExecutor } from './sql-executor.js';

/** A declared kind of job with its handler and settings. */
export interface RegisteredKind {
  name: string;
  handler: { type: 'plain'; run: JobHandler<unknown> } | { type: 'transaction'; run: TransactionalJobHandler<unknown> };
  options: JobKindOptions;
}

/** What running a job needs. */
export interface JobRunContext {
  boss: PgBoss;
  db: Database;
  key: Buffer;
  log: FastifyBaseLogger;
}

/**
 * The attempt outlived its expiry: maintenance already handed the job back for a retry, so this
 * attempt's transaction is rolled back and the job is left to the retry.
 */
export class JobLostError extends Error {
  constructor(name: string) {
    super(`The job ${name} expired while it ran and was handed back for a retry.`);
    this.name = 'JobLostError';
  }
}

/**
 * Runs one fetched job: opens its payload, calls the handler, and marks it done, or failed (pg-boss
 * then schedules the retry with backoff, or moves it to the dead-letter queue after the last attempt).
 * A transactional job is marked done inside the handler's own transaction.
 */
export async function runJob(ctx: JobRunContext, kind: RegisteredKind, fetched: PgBoss.JobWithMetadata<unknown>) {
  const job: QueuedJob<unknown> = {
    id: fetched.id,
    name: kind.name,
    payload: undefined,
    attempt: fetched.retryCount + 1,
  };
  const about = { job: kind.name, jobId: job.id, attempt: job.attempt };
  try {
    job.payload = openPayload(ctx.key, fetched.data);
    if (kind.handler.type === 'plain') {
      await kind.handler.run(job);
      const { affected } = await complete(ctx.boss, kind.name, job.id);
      if (affected !== 1) ctx.log.warn(about, 'job finished after it had expired; it may run twice');
    } else {
      await runInTransaction(ctx, kind.name, kind.handler.run, job);
    }
    ctx.log.debug(about, 'job done');
  } catch (error) {
    if (error instanceof JobLostError) {
      ctx.log.warn(about, 'job expired while it ran; its retry will do the work');
      throw error;
    }
    const failure = describeFailure(error);
    const isLast = job.attempt > kind.options.retryLimit;
    ctx.log.warn(
      { ...about, failure },
      isLast ? 'job failed on its last attempt and went to its dead-letter queue' : 'job failed and will be retried',
    );
    try {
      await ctx.boss.fail(kind.name, job.id, { failure });
    } catch (failError) {
      ctx.log.error({ ...about, failure: describeFailure(failError) }, 'job failure could not be recorded');
    }
  }
}

async function runInTransaction(
  ctx: JobRunContext,
  name: string,
  handler: TransactionalJobHandler<unknown>,
  job: QueuedJob<unknown>,
): Promise<void> {
  const afterCommit: (() => Promise<void>)[] = [];
  await ctx.db.transaction(async (tx) => {
    await handler(tx, { ...job, afterCommit: (task) => afterCommit.push(task) });
    const { affected } = await complete(ctx.boss, name, job.id, tx);
    if (affected !== 1) throw new JobLostError(name);
  });
  for (const task of afterCommit) {
    try {
      await task();
    } catch (error) {
      ctx.log.error({ job: name, jobId: job.id, failure: describeFailure(error) }, 'after-commit work of a job failed');
    }
  }
}

/** pg-boss answers how many jobs it marked done (its typings say void). */
async function complete(boss: PgBoss, name: string, id: string, tx?: Database): Promise<{ affected: number }> {
  // Inside a transaction the completion must go through it: on PGlite's one connection a query on the
  // outer connection would wait for the transaction, which waits for the query.
  const result = (await boss.complete(name, id, {}, tx ? { db: drizzleExecutor(tx) } : {})) as unknown as {
    affected: number;
  };
  return result;
}

/**
 * What is logged and stored about a failure: its kind and codes, and its message with any e-mail
 * address taken out (SMTP and database errors quote them).
 */
export function describeFailure(error: unknown): Record<string, string | number> {
  if (!(error instanceof Error)) return { message: 'non-error thrown' };
  const extra = error as Error & { code?: unknown; responseCode?: unknown; command?: unknown };
  return {
    name: error.name,
    message: error.message.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/gu, '[address]').slice(0, 500),
    ...(typeof extra.code === 'string' || typeof extra.code === 'number' ? { code: extra.code } : {}),
    ...(typeof extra.responseCode === 'number' ? { responseCode: extra.responseCode } : {}),
    ...(typeof extra.command === 'string' ? { command: extra.command } : {}),
  };
}
