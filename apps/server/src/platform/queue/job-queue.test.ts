import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import { openTestDatabase } from '../../../test/test-app.js';
import { createJobQueue, type JobQueue, type JobQueueOptions } from './job-queue.js';

declare module './job-kinds.js' {
  interface JobKinds {
    'test.echo': { text: string };
    'test.flaky': { text: string };
    'test.doomed': { text: string };
    'test.counted': { label: string };
    'test.delayed': { text: string };
    'test.tick': { text: string };
    'test.hung': { text: string };
  }
}

let t: { database: DatabaseHandle; db: DatabaseHandle['db'] };
let cleanUp: () => Promise<void>;
const queues: JobQueue[] = [];
beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kk-queue-'));
  const { handle, drop } = await openTestDatabase(dataDir);
  t = { database: handle, db: handle.db };
  cleanUp = async () => {
    await handle.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  await t.db.execute(sql`CREATE TABLE queue_test_effects (label text NOT NULL)`);
});
afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.stop();
});
afterAll(() => cleanUp());

/** A queue of its own on the test app's database (the app's queue keeps its own kinds). */
function testQueue(options: Partial<JobQueueOptions> = {}): JobQueue {
  const queue = createJobQueue({
    database: t.database,
    log: Fastify({ logger: false }).log,
    signingKey: Buffer.alloc(32, 7),
    mode: 'manual',
    ...options,
  });
  queues.push(queue);
  return queue;
}

const effects = async (label: string) =>
  rowsOf<{ label: string }>(await t.db.execute(sql`SELECT label FROM queue_test_effects WHERE label = ${label}`));

/** Polls until `check` answers true or the time is up (a bound, not a speed assertion). */
async function eventually(check: () => boolean | Promise<boolean>, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not true within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the job queue', () => {
  it('runs a job enqueued in a committed transaction once, and stores its payload sealed', async () => {
    const queue = testQueue();
    const seen: string[] = [];
    queue.work('test.echo', (job) => {
      seen.push(`${job.payload.text} (attempt ${job.attempt})`);
      return Promise.resolve();
    });
    await queue.start();
    const id = await t.db.transaction((tx) => queue.enqueue(tx, 'test.echo', { text: 'maria@example.com' }));

    const stored = rowsOf<{ data: unknown }>(await t.db.execute(sql`SELECT data FROM pgboss.job WHERE id = ${id}`));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored[0]?.data)).not.toContain('maria');

    expect(await queue.drain()).toBe(1);
    expect(await queue.drain()).toBe(0);
    expect(seen).toEqual(['maria@example.com (attempt 1)']);
    expect((await queue.inspect('test.echo', id))?.state).toBe('completed');
  });

  it('keeps no job when the transaction that enqueued it rolls back', async () => {
    const queue = testQueue();
    const seen: string[] = [];
    queue.work('test.echo', (job) => {
      seen.push(job.payload.text);
      return Promise.resolve();
    });
    await queue.start();
    let id = '';
    await expect(
      t.db.transaction(async (tx) => {
        id = await queue.enqueue(tx, 'test.echo', { text: 'never' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    expect(id).not.toBe('');
    expect(await queue.inspect('test.echo', id)).toBeNull();
    expect(await queue.drain({ includeDelayed: true })).toBe(0);
    expect(seen).toEqual([]);
  });

  it('retries a failed job later, waiting about twice as long after each failure', async () => {
    const queue = testQueue();
    let failuresLeft = 2;
    const delivered: number[] = [];
    queue.work(
      'test.flaky',
      (job) => {
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          return Promise.reject(new Error('SMTP timeout for maria@example.com (test)'));
        }
        delivered.push(job.attempt);
        return Promise.resolve();
      },
      { retryLimit: 3, retryDelaySeconds: 20 },
    );
    await queue.start();
    const id = await t.db.transaction((tx) => queue.enqueue(tx, 'test.flaky', { text: 'hello' }));

    /** Runs the due attempt, which fails, and answers how long the queue waits before the next one. */
    const failAndMeasureWait = async () => {
      const before = Date.now();
      expect(await queue.drain()).toBe(1);
      const job = await queue.inspect('test.flaky', id);
      expect(job?.state).toBe('retry');
      // Not due yet, so a plain drain leaves it alone.
      expect(await queue.drain()).toBe(0);
      return ((job?.startAfter.getTime() ?? 0) - before) / 1000;
    };
    /** Moves the retry's time to now, as if the wait had passed. */
    const waitPasses = () => t.db.execute(sql`UPDATE pgboss.job SET start_after = now() WHERE id = ${id}`);

    const firstWait = await failAndMeasureWait();
    expect(firstWait).toBeGreaterThanOrEqual(19);
    expect(firstWait).toBeLessThanOrEqual(41);
    await waitPasses();
    const secondWait = await failAndMeasureWait();
    expect(secondWait).toBeGreaterThanOrEqual(39);
    expect(secondWait).toBeLessThanOrEqual(81);
    await waitPasses();

    expect(await queue.drain()).toBe(1);
    expect(delivered).toEqual([3]);
    const done = await queue.inspect('test.flaky', id);
    expect(done?.state).toBe('completed');
    expect(done?.retryCount).toBe(2);
  });

  it('moves a job to its dead-letter queue after the last attempt', async () => {
    const queue = testQueue();
    const attempts: number[] = [];
    queue.work(
      'test.doomed',
      (job) => {
        attempts.push(job.attempt);
        return Promise.reject(new Error('mailbox unavailable (test)'));
      },
      { retryLimit: 2, retryDelaySeconds: 1 },
    );
    await queue.start();
    const before = (await queue.deadLetters('test.doomed')).length;
    const id = await t.db.transaction((tx) => queue.enqueue(tx, 'test.doomed', { text: 'last words' }));

    expect(await queue.drain({ includeDelayed: true })).toBe(3);
    expect(attempts).toEqual([1, 2, 3]);
    expect((await queue.inspect('test.doomed', id))?.state).toBe('failed');
    const dead = await queue.deadLetters('test.doomed');
    expect(dead).toHaveLength(before + 1);
    expect(dead.at(-1)?.payload).toEqual({ text: 'last words' });
    expect(await queue.drain({ includeDelayed: true })).toBe(0);
  });

  it('commits a transactional job’s effect together with its completion, so a failed attempt leaves nothing', async () => {
    const queue = testQueue();
    let shouldFail = true;
    queue.workInTransaction(
      'test.counted',
      async (tx, job) => {
        await tx.execute(sql`INSERT INTO queue_test_effects (label) VALUES (${job.payload.label})`);
        if (shouldFail) {
          shouldFail = false;
          throw new Error('crashed half-way (test)');
        }
      },
      { retryDelaySeconds: 1 },
    );
    await queue.start();
    const id = await t.db.transaction((tx) => queue.enqueue(tx, 'test.counted', { label: 'once' }));

    expect(await queue.drain()).toBe(1);
    expect(await effects('once')).toEqual([]);
    expect(await queue.drain({ includeDelayed: true })).toBe(1);
    expect(await effects('once')).toEqual([{ label: 'once' }]);
    expect((await queue.inspect('test.counted', id))?.state).toBe('completed');
    expect(await queue.drain({ includeDelayed: true })).toBe(0);
    expect(await effects('once')).toHaveLength(1);
  });

  it('runs a delayed job only once it is due', async () => {
    const queue = testQueue();
    const seen: string[] = [];
    queue.work('test.delayed', (job) => {
      seen.push(job.payload.text);
      return Promise.resolve();
    });
    await queue.start();
    const startAfter = new Date(Date.now() + 3_600_000);
    const id = await t.db.transaction((tx) => queue.enqueue(tx, 'test.delayed', { text: 'later' }, { startAfter }));
    expect(await queue.drain()).toBe(0);
    expect(
      Math.abs((await queue.inspect('test.delayed', id))!.startAfter.getTime() - startAfter.getTime()),
    ).toBeLessThan(1000);
    expect(await queue.drain({ includeDelayed: true })).toBe(1);
    expect(seen).toEqual(['later']);
  });

  it('runs a scheduled (cron) job in a polling queue', async () => {
    const queue = testQueue({ mode: 'poll', timings: { cronMonitorIntervalSeconds: 1, pollIntervalSeconds: 0.5 } });
    const seen: string[] = [];
    queue.work('test.tick', (job) => {
      seen.push(job.payload.text);
      return Promise.resolve();
    });
    await queue.start();
    await queue.schedule('test.tick', '* * * * *', { text: 'tick' });
    await eventually(() => seen.length > 0, 45);
    expect(seen[0]).toBe('tick');
  });

  it('hands an attempt that outlives its expiry back for a retry (the maintenance, prepared on PGlite)', async () => {
    const queue = testQueue({ mode: 'poll', timings: { maintenanceIntervalSeconds: 1, pollIntervalSeconds: 0.5 } });
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const attempts: number[] = [];
    queue.work(
      'test.hung',
      async (job) => {
        attempts.push(job.attempt);
        await released;
      },
      { expireInSeconds: 1, retryLimit: 1, retryDelaySeconds: 60 },
    );
    await queue.start();
    const id = await t.db.transaction((tx) => queue.enqueue(tx, 'test.hung', { text: 'stuck' }));
    try {
      // Handed back (state 'retry'); pg-boss counts the retry when the next attempt is fetched.
      await eventually(async () => (await queue.inspect('test.hung', id))?.state === 'retry', 30);
      expect(attempts).toEqual([1]);
      // Maintenance keeps running (from its prepared statements on PGlite) and leaves the retry alone.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect((await queue.inspect('test.hung', id))?.state).toBe('retry');
    } finally {
      release();
    }
  });
});
