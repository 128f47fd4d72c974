/**
 * Set-up shared by the tests of what follows from job-fair events (mails, notifications, reminders):
 * announcing an event the way a service does, the messages people got, and more server processes on the
 * test app's database (a second process, or the same one after a restart).
 */
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { jobFairRemindersSent } from '../../src/db/schema-job-fairs.js';
import { notifications } from '../../src/db/schema.js';
import type { DomainEvents } from '../../src/platform/events/domain-events.js';
import { deliveryJobName } from '../../src/platform/events/event-bus.js';
import type { MailMessage } from '../../src/platform/mail/mailer.js';
import type { TestApp } from '../test-app.js';

type JobFairEvent = Extract<keyof DomainEvents, `jobfair.${string}`>;

/** Who reacts to each job-fair event (features/event-subscribers.ts), as the app's event bus delivers it. */
const SUBSCRIBERS: Record<JobFairEvent, string[]> = {
  'jobfair.scheduled': ['job-fair-reminders'],
  'jobfair.registered': ['notifications', 'job-fairs-mail'],
  'jobfair.promoted': ['notifications', 'job-fairs-mail'],
  'jobfair.changed': ['notifications', 'job-fairs-mail'],
  'jobfair.deleted': ['notifications', 'job-fairs-mail'],
  'jobfair.participant-decided': ['notifications', 'job-fairs-mail'],
};

/**
 * Announces an event in a committed transaction, as `ctx.events.emit` does inside a service: one delivery
 * job per subscriber. Nothing runs until the test drains the queue.
 */
export async function emitJobFairEvent<E extends JobFairEvent>(
  t: Pick<TestApp, 'db' | 'jobs'>,
  event: E,
  payload: DomainEvents[E],
): Promise<void> {
  await t.db.transaction(async (tx) => {
    for (const subscriber of SUBSCRIBERS[event]) await t.jobs.enqueue(tx, deliveryJobName(event, subscriber), payload);
  });
}

/** A person's notifications whose title starts with `prefix`, oldest first. */
export async function noticesOf(t: TestApp, userId: number, prefix = '') {
  const rows = await t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), like(notifications.title, `${prefix}%`)));
  return rows.sort((a, b) => a.id - b.id);
}

/** The mails sent to an address whose subject starts with `prefix`, oldest first. */
export function mailsTo(t: TestApp, email: string, prefix = ''): MailMessage[] {
  return t.mailer.to(email).filter((mail) => mail.subject.startsWith(prefix));
}

/** The reminders recorded as sent for a fair: "24h@<start ISO>", sorted. */
export async function remindersSent(t: TestApp, fairId: number): Promise<string[]> {
  const rows = await t.db.select().from(jobFairRemindersSent).where(eq(jobFairRemindersSent.jobFairId, fairId));
  return rows.map((row) => `${row.kind}@${row.startsAt.toISOString()}`).sort();
}

/**
 * Another server process on the test app's database: its own queue (manual, like the test app's), the
 * same clock, mailer and signing key (DATA_DIR), as several processes of one deployment share them.
 * Close it to simulate the process stopping; build another to simulate a restart.
 */
export async function anotherProcess(t: TestApp): Promise<FastifyInstance> {
  const app = await buildApp(t.config, {
    database: t.database,
    mailer: t.mailer,
    now: t.clock.now,
    files: t.files,
    jobs: 'manual',
  });
  await app.ready();
  return app;
}
