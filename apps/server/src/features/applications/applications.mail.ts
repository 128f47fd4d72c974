import type { AppContext } from '../../app-context.js';
import { queueMail } from '../../platform/mail/mail-jobs.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { simpleMail } from '../../platform/mail/templates.js';

/** Who the mail goes to and what it is about. */
export interface ApplicationMailOptions {
  to: string;
  name: string;
  jobTitle: string;
  company: string;
  /** Where the person goes next (their applications, or the job list). */
  url: string;
}

const greeting = (name: string) => (name ? `Hello ${name},` : 'Hello,');

/** Tells a job seeker that the employer approved their application, and where to follow it. */
export function applicationApprovedMail(options: ApplicationMailOptions): MailMessage {
  return simpleMail({
    to: options.to,
    subject: `Your application for ${options.jobTitle} was approved`,
    greeting: greeting(options.name),
    paragraphs: [
      `Good news: ${options.company} approved your application for the job ${options.jobTitle}.`,
      'The employer may contact you about the next steps by chat, e-mail or phone. Keep an eye on your notifications.',
    ],
    action: { label: 'See your applications', url: options.url },
  });
}

/** Tells a job seeker that the employer declined their application, kindly and plainly. */
export function applicationDeclinedMail(options: ApplicationMailOptions): MailMessage {
  return simpleMail({
    to: options.to,
    subject: `Your application for ${options.jobTitle} was declined`,
    greeting: greeting(options.name),
    paragraphs: [
      `${options.company} has decided not to continue with your application for the job ${options.jobTitle}.`,
      'This happens to everyone looking for work, and it is not the end of your search. New jobs are posted often, and you can apply to as many as you like.',
    ],
    action: { label: 'See your applications', url: options.url },
  });
}

/** Tells a job seeker that the employer removed their application: they are not moving forward with it. */
export function applicationRemovedMail(options: ApplicationMailOptions): MailMessage {
  return simpleMail({
    to: options.to,
    subject: `Your application for ${options.jobTitle}`,
    greeting: greeting(options.name),
    paragraphs: [
      `${options.company} is not moving forward with your application for the job ${options.jobTitle}, and has removed it from their list of applicants.`,
      'You can still apply to other jobs, including other jobs of this employer.',
    ],
    action: { label: 'Find jobs', url: options.url },
  });
}

/** The mail of each outcome, and where it sends the person next. */
const OUTCOME_MAILS = {
  Approved: { mail: applicationApprovedMail, path: '/job-seeker/track-job' },
  Declined: { mail: applicationDeclinedMail, path: '/job-seeker/track-job' },
  Removed: { mail: applicationRemovedMail, path: '/job-seeker/dashboard' },
} as const;

/** Mails the applicant each decision on their application, once it has committed. */
export function subscribeApplicationMail(ctx: AppContext): void {
  ctx.events.subscribe('application.decided', 'applications-mail', async (tx, event) => {
    const { mail, path } = OUTCOME_MAILS[event.outcome];
    const message = mail({
      to: event.applicant.email,
      name: event.applicant.name,
      jobTitle: event.jobTitle,
      company: event.company,
      url: `${ctx.config.publicUrl}${path}`,
    });
    await queueMail(ctx.queue, tx, message);
  });
}
