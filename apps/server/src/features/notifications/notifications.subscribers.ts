import { formatFairWhen } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import type { DomainEvents, JobFairSummary } from '../../platform/events/domain-events.js';
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
export function jobRemovedNotification(
  jobTitle: string,
  company: string,
  removedBy: 'employer' | 'admin' = 'employer',
) {
  return {
    title: 'A job you applied to was removed',
    action: `${removedBy === 'admin' ? 'An administrator removed' : 'The employer removed'} "${jobTitle}" at ${company}, so your application was withdrawn. You can apply to other jobs on the job feed.`,
  };
}

/** Where an employer asks about an admin's removal of their job (the address the admins' mails give). */
const EMPLOYER_SUPPORT_EMAIL = 'privacy@kakayahan.ph';

/** The in-app notification an employer gets when an administrator removes one of their job posts. */
export function jobTakenDownNotification(jobTitle: string, reason: string | null) {
  // The reason is read as its own sentence before the next one.
  const said = reason && (/[.!?]$/u.test(reason) ? reason : `${reason}.`);
  return {
    title: 'A job post was removed by an administrator',
    action: `An administrator removed your job post "${jobTitle}".${said ? ` The reason given: ${said}` : ''} Any applications to it were withdrawn, and the applicants were told. If you have questions, or you think this is a mistake, contact support at ${EMPLOYER_SUPPORT_EMAIL}.`,
  };
}

/** What an employer reads when an admin verifies their business registration, or asks for another look. */
export function employerVerificationNotification(
  company: string,
  outcome: 'verified' | 'rejected',
  reason: string | null,
) {
  const whose = company ? `the business registration of ${company}` : 'your business registration';
  if (outcome === 'verified') {
    return {
      title: 'Your company is verified',
      action: `An administrator checked ${whose} and verified it. Your company profile and your job posts now show the Verified employer badge.`,
    };
  }
  const said = reason && (/[.!?]$/u.test(reason) ? reason : `${reason}.`);
  return {
    title: 'Your verification needs another look',
    action: `An administrator could not verify ${whose} yet.${said ? ` The reason given: ${said}` : ''} Please correct the details or attach a clearer certificate on your company profile, and send it again.`,
  };
}

/** "Thursday, December 3, 2026, 9:00 AM to 5:00 PM (Philippine time)" from an event's summary. */
const fairWhen = (fair: JobFairSummary) =>
  formatFairWhen({ date: fair.date, start_time: fair.startTime, end_time: fair.endTime });

/** What people read about their job fairs (issue 11); the reminders' words are in the job-fairs feature. */
export const JOB_FAIR_NOTIFICATIONS = {
  registered: (fair: JobFairSummary, checkInCode: string) => ({
    title: 'Registered for a job fair',
    action: `You are registered for ${fair.title} on ${fairWhen(fair)}. Your check-in code is ${checkInCode}.`,
  }),
  waitlisted: (fair: JobFairSummary) => ({
    title: 'On the waiting list for a job fair',
    action: `${fair.title} is full, so you are on its waiting list. We will tell you if a place opens up.`,
  }),
  newRegistration: (fair: JobFairSummary, name: string, status: 'registered' | 'waitlisted') => ({
    title: `New registration for ${fair.title}`,
    action:
      status === 'registered'
        ? `${name} registered for ${fair.title}.`
        : `${name} joined the waiting list of ${fair.title} (the fair is full).`,
  }),
  promoted: (fair: JobFairSummary) => ({
    title: 'You have a place at a job fair',
    action: `A place opened up at ${fair.title} on ${fairWhen(fair)}, and it is yours. Your check-in code is on the Job Fairs page.`,
  }),
  changed: (fair: JobFairSummary) => ({
    title: 'A job fair you registered for changed',
    action: `${fair.employerName} changed ${fair.title}. It is now on ${fairWhen(fair)}. Please check the place and the link on the Job Fairs page.`,
  }),
  cancelled: (fair: JobFairSummary) => ({
    title: 'A job fair was cancelled',
    action: `${fair.employerName} cancelled ${fair.title}, planned for ${fairWhen(fair)}. Your registration is cancelled with it.`,
  }),
  invited: (fair: JobFairSummary, note: string) => ({
    title: 'Interview invitation at a job fair',
    action: `${fair.employerName} would like to interview you at ${fair.title} on ${fairWhen(fair)}.${note.trim() ? ` Their message: ${note.trim()}` : ''}`,
  }),
  declined: (fair: JobFairSummary, note: string) => ({
    title: 'An update about a job fair',
    action: `${fair.employerName} will not invite you to an interview at ${fair.title}. Your registration for the fair is not cancelled.${note.trim() ? ` Their message: ${note.trim()}` : ''}`,
  }),
} as const;

/** One notification to store: for whom, and what it says. */
export interface Notice {
  userId: number;
  title: string;
  action: string;
}

/**
 * Stores the notifications in the delivery's transaction and, once it has committed, pushes them to
 * the people's open pages. Someone whose account is gone by then is skipped. Other features' background
 * jobs (job-fair reminders) use it through the feature's index.
 */
export async function notifyAll(ctx: AppContext, tx: Database, delivery: TransactionalJob<unknown>, notices: Notice[]) {
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
  events.subscribe('application.accommodations-answered', 'notifications', (tx, event, delivery) =>
    notifyAll(ctx, tx, delivery, [
      {
        userId: event.applicantId,
        title: 'Your requests were answered',
        action: `${event.company} answered what you asked for the hiring process of ${event.jobTitle}. See them in your job applications.`,
      },
    ]),
  );
  events.subscribe('job.removed', 'notifications', (tx, event: DomainEvents['job.removed'], delivery) => {
    const text = jobRemovedNotification(event.jobTitle, event.company, event.removedBy);
    return notifyAll(
      ctx,
      tx,
      delivery,
      event.applicants.map((applicant) => ({ userId: applicant.userId, ...text })),
    );
  });
  events.subscribe('job.taken-down', 'notifications', (tx, event, delivery) =>
    notifyAll(ctx, tx, delivery, [
      { userId: event.employer.userId, ...jobTakenDownNotification(event.jobTitle, event.reason) },
    ]),
  );
  events.subscribe('user.approved', 'notifications', (tx, event, delivery) =>
    notifyAll(ctx, tx, delivery, [{ userId: event.userId, ...APPROVAL_NOTIFICATION }]),
  );
  events.subscribe('employer-verification.decided', 'notifications', (tx, event, delivery) =>
    notifyAll(ctx, tx, delivery, [
      { userId: event.userId, ...employerVerificationNotification(event.company, event.outcome, event.reason) },
    ]),
  );
  subscribeJobFairNotifications(ctx);
}

/** The job fairs' notifications: the registrant of each change to their place, the employer of each registration. */
function subscribeJobFairNotifications(ctx: AppContext): void {
  const { events } = ctx;
  const text = JOB_FAIR_NOTIFICATIONS;
  events.subscribe('jobfair.registered', 'notifications', (tx, event, delivery) =>
    notifyAll(ctx, tx, delivery, [
      {
        userId: event.registrant.userId,
        ...(event.status === 'registered' ? text.registered(event, event.checkInCode) : text.waitlisted(event)),
      },
      { userId: event.employerId, ...text.newRegistration(event, event.registrant.name, event.status) },
    ]),
  );
  events.subscribe('jobfair.promoted', 'notifications', (tx, event, delivery) =>
    notifyAll(ctx, tx, delivery, [{ userId: event.registrant.userId, ...text.promoted(event) }]),
  );
  events.subscribe('jobfair.changed', 'notifications', (tx, event, delivery) =>
    notifyAll(
      ctx,
      tx,
      delivery,
      event.registrants.map((person) => ({ userId: person.userId, ...text.changed(event) })),
    ),
  );
  events.subscribe('jobfair.deleted', 'notifications', (tx, event, delivery) =>
    notifyAll(
      ctx,
      tx,
      delivery,
      event.registrants.map((person) => ({ userId: person.userId, ...text.cancelled(event) })),
    ),
  );
  events.subscribe('jobfair.participant-decided', 'notifications', (tx, event, delivery) =>
    notifyAll(ctx, tx, delivery, [
      {
        userId: event.participant.userId,
        ...(event.outcome === 'Invited' ? text.invited(event, event.note) : text.declined(event, event.note)),
      },
    ]),
  );
}
