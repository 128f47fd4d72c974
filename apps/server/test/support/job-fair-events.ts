/**
 * Records the job fair events a test file's app emits, as a subscriber of its own next to the real ones,
 * so a test can see exactly what was announced (and with which registrants) after `t.jobs.drain()`.
 * The events are delivered through the queue like any other, so a recorded event was emitted in a
 * transaction that committed. In the test file:
 *
 *   vi.mock('../event-subscribers.js', async (importOriginal) => {
 *     const { withJobFairEventRecorder } = await import('../../../test/support/job-fair-events.js');
 *     return withJobFairEventRecorder(await importOriginal());
 *   });
 */
import type { AppContext } from '../../src/app-context.js';
import type { DomainEvents } from '../../src/platform/events/domain-events.js';

const JOB_FAIR_EVENTS = [
  'jobfair.scheduled',
  'jobfair.registered',
  'jobfair.promoted',
  'jobfair.changed',
  'jobfair.deleted',
  'jobfair.participant-decided',
] as const;
type JobFairEvent = (typeof JOB_FAIR_EVENTS)[number];

const recorded: { name: JobFairEvent; payload: unknown }[] = [];

/** The real event subscribers module with a recorder of every job fair event added after them. */
export function withJobFairEventRecorder(real: { subscribeFeatures: (ctx: AppContext) => void }) {
  return {
    ...real,
    subscribeFeatures: (ctx: AppContext) => {
      real.subscribeFeatures(ctx);
      for (const name of JOB_FAIR_EVENTS) {
        ctx.events.subscribe(name, 'test-recorder', (_tx, payload) => {
          recorded.push({ name, payload });
          return Promise.resolve();
        });
      }
    },
  };
}

/** The payloads of one kind of event recorded so far, oldest first. */
export function recordedEvents<E extends JobFairEvent>(name: E): DomainEvents[E][] {
  return recorded.filter((event) => event.name === name).map((event) => event.payload as DomainEvents[E]);
}

/** The payloads of one kind of event about one fair. */
export function eventsOfFair<E extends JobFairEvent>(name: E, fairId: number): DomainEvents[E][] {
  return recordedEvents(name).filter((payload) => payload.fairId === fairId);
}
