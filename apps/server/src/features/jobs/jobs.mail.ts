import { PRODUCT_NAME } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { queueMail } from '../../platform/mail/mail-jobs.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { simpleMail } from '../../platform/mail/templates.js';

interface JobRemovedMailOptions {
  to: string;
  name: string;
  jobTitle: string;
  company: string;
  /** Where the person finds other jobs. */
  jobsUrl: string;
  removedBy?: 'employer' | 'admin';
}

/** Tells a job seeker that a job they applied to was removed by the employer, and where to look next. */
export function jobRemovedMail(options: JobRemovedMailOptions): MailMessage {
  return simpleMail({
    to: options.to,
    subject: `A job you applied to on ${PRODUCT_NAME} was removed`,
    greeting: `Hello ${options.name},`,
    paragraphs: [
      `${options.removedBy === 'admin' ? 'An administrator removed' : 'The employer removed'} the job "${options.jobTitle}" at ${options.company}. Your application to it was withdrawn, and the resume you sent with it was deleted.`,
      'You do not need to do anything. Other jobs are waiting for you on the job feed.',
    ],
    action: { label: 'Browse jobs', url: options.jobsUrl },
  });
}

/** Mails every applicant of a removed job, once the removal has committed. */
export function subscribeJobMail(ctx: AppContext): void {
  ctx.events.subscribe('job.removed', 'jobs-mail', async (tx, event) => {
    for (const applicant of event.applicants) {
      const mail = jobRemovedMail({
        to: applicant.email,
        name: applicant.name,
        jobTitle: event.jobTitle,
        company: event.company,
        removedBy: event.removedBy ?? 'employer',
        jobsUrl: `${ctx.config.publicUrl}/job-seeker/dashboard`,
      });
      await queueMail(ctx.queue, tx, mail);
    }
  });
}
