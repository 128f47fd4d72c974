import type { FastifyBaseLogger } from 'fastify';

/**
 * No longer used: mails and the reset lookup go through the job queue (decision 015) and the service
 * runs nothing here. Only the routes still create one; remove this file with them.
 *
 * Work started by a request that runs after its answer is sent. It is tracked, so shutdown (and
 * tests) can wait until every started task has finished instead of dropping a mail half-way.
 */
export class BackgroundWork {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Starts a task without waiting for it; a failure is logged, never thrown at the caller. */
  run(label: string, task: () => Promise<void>): void {
    // setImmediate: the answer is written first, so its timing never includes the task's work.
    const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => {
        this.log.error({ err: error }, `${label} failed`);
      })
      .finally(() => {
        this.pending.delete(running);
      });
    this.pending.add(running);
  }

  /** Resolves once every task started so far, and any task they started, has finished. */
  async settle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }
}
