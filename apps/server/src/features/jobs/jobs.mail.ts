import { PRODUCT_NAME } from '@kakayahan/contracts';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { simpleMail } from '../../platform/mail/templates.js';

interface JobRemovedMailOptions {
  to: string;
  name: string;
  jobTitle: string;
  company: string;
  /** Where the person finds other jobs. */
  jobsUrl: string;
}

/** Tells a job seeker that a job they applied to was removed by the employer, and where to look next. */
export function jobRemovedMail(options: JobRemovedMailOptions): MailMessage {
  return simpleMail({
    to: options.to,
    subject: `A job you applied to on ${PRODUCT_NAME} was removed`,
    greeting: `Hello ${options.name},`,
    paragraphs: [
      `The employer removed the job "${options.jobTitle}" at ${options.company}. Your application to it was withdrawn, and the resume you sent with it was deleted.`,
      'You do not need to do anything. Other jobs are waiting for you on the job feed.',
    ],
    action: { label: 'Browse jobs', url: options.jobsUrl },
  });
}
