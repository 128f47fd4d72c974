import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import type { TransactionalJob } from '../../platform/queue/job-kinds.js';
import { lockRecipient, type NotificationRow } from './notifications.repo.js';
import { publishNotifications, storeNotificationInTransaction } from './notifications.service.js';

/** What a job seeker reads when an admin approves their account. */
export const APPROVAL_NOTIFICATION = {
  title: 'Your account has been approved',
  action: 'An administrator checked your PWD ID and approved your account. You can now sign in and apply for jobs.',
} as const;

/** What an applicant reads for each outcome of their application. */
export const APPLICATION_OUTCOME_NOTIFICATIONS = {
  Approved: {
    title: 'Application approved',
    action: (job: string, company: string) => `${company} approved your application for ${job}.`,
  },
  Declined: {
    title: 'Application declined',
    action: (job: string, company: string) => `${company} declined your application for ${job}.`,
  },
  Removed: {
    title: 'Application not moving forward',
    action: (job: string, company: string) =>
      `${company} is not moving forward with your application for ${job} and removed it.`,
  },
} as const;

/** The in-app notification an applicant gets when a job they applied to is removed. */
export function jobRemovedNotification(jobTitle: string, company: string) {
  return {
    title: 'A job you applied to was removed',
    action: `The employer removed "${jobTitle}" at ${company}, so your application was withdrawn. You can apply to other jobs on the job feed.`,
  };
}

interface Notice {
  userId: number;
  title: string;
  action: string;
}

/**
 * Stores the notifications in the delivery's transaction and, once it has committed, pushes them to
 * the people's open pages. Someone whose account is gone by then is skipped.
 */
async function notifyAll(ctx: AppContext, tx: Database, delivery: TransactionalJob<unknown>, notices: Notice[]) {
  const rows: NotificationRow[] = [];
  for (const notice of notices) {
    if (!(await lockRecipient(tx, notice.userId))) continue;
    rows.push(await storeNotificationInTransaction(tx, notice.userId, notice.title, notice.action));
  }
  delivery.afterCommit(() => publishNotifications(ctx, rows));
}

/** The in-app notifications of the events people are told about (decision 015). */
export function subscribeNotifications(ctx: AppContext): void {
  const { events } = ctx;
  events.subscribe('application.submitted', 'notifications', (tx, event, delivery) =>
    notifyAll(ctx, tx, delivery, [
      {
        userId: event.employerId,
        title: 'New applicant',
        action: `${event.applicantName} applied to ${event.jobTitle}.`,
      },
    ]),
  );
  events.subscribe('application.decided', 'notifications', (tx, event, delivery) => {
    const text = APPLICATION_OUTCOME_NOTIFICATIONS[event.outcome];
    return notifyAll(ctx, tx, delivery, [
      { userId: event.applicant.userId, title: text.title, action: text.action(event.jobTitle, event.company) },
    ]);
  });
  events.subscribe('job.removed', 'notifications', (tx, event: DomainEvents['job.removed'], delivery) => {
    const text = jobRemovedNotification(event.jobTitle, event.company);
    return notifyAll(
      ctx,
      tx,
      delivery,
      event.applicants.map((applicant) => ({ userId: applicant.userId, ...text })),
    );
  });
  events.subscribe('user.approved', 'notifications', (tx, event, delivery) =>
    notifyAll(ctx, tx, delivery, [{ userId: event.userId, ...APPROVAL_NOTIFICATION }]),
  );
}
