import type { Database } from '../../db/client.js';
import type { JobKindOptions, TransactionalJob } from '../queue/job-kinds.js';
import type { JobQueue } from '../queue/job-queue.js';
import type { DomainEvents, EventName } from './domain-events.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's domain events (the demo seed announces its job fairs, so their reminders are scheduled). */
    domainEvents: EventBus;
  }
}

declare module '../queue/job-kinds.js' {
  interface JobKinds {
    /** One subscriber's delivery of one event: `on:<event>:<subscriber>`. */
    [delivery: `on:${string}`]: unknown;
  }
}

/** Reacts to one event inside a transaction that also marks the delivery done. */
export type EventHandler<E extends EventName> = (
  tx: Database,
  event: DomainEvents[E],
  delivery: TransactionalJob<unknown>,
) => Promise<void>;

/**
 * Typed domain events, delivered after commit. A service emits inside its own transaction, which
 * stores one queue job per subscriber; so an event exists exactly when the change does, and each
 * subscriber gets it once, with its own retries and dead letters.
 */
export interface EventBus {
  /** Declares a subscriber (before the queue starts). `subscriber` names it in job names and logs. */
  subscribe<E extends EventName>(
    event: E,
    subscriber: string,
    handler: EventHandler<E>,
    options?: Partial<JobKindOptions>,
  ): void;
  /** Announces an event inside the caller's transaction. */
  emit<E extends EventName>(tx: Database, event: E, payload: DomainEvents[E]): Promise<void>;
}

/** The job kind that delivers `event` to `subscriber`. */
export const deliveryJobName = (event: EventName, subscriber: string): `on:${string}` => `on:${event}:${subscriber}`;

/** An event bus on the job queue. */
export function createEventBus(queue: JobQueue): EventBus {
  const subscribers = new Map<EventName, `on:${string}`[]>();
  return {
    subscribe(event, subscriber, handler, options) {
      const name = deliveryJobName(event, subscriber);
      queue.workInTransaction(name, (tx, job) => handler(tx, job.payload as DomainEvents[typeof event], job), options);
      subscribers.set(event, [...(subscribers.get(event) ?? []), name]);
    },
    async emit(tx, event, payload) {
      for (const name of subscribers.get(event) ?? []) await queue.enqueue(tx, name, payload);
    },
  };
}
