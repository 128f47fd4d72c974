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
