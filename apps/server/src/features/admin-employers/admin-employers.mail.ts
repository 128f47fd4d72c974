import { PRODUCT_NAME, UNKNOWN_COMPANY } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { queueMail } from '../../platform/mail/mail-jobs.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { simpleMail } from '../../platform/mail/templates.js';

/**
 * Where an employer writes about the removal of their account: the address the privacy policy names for
 * requests about personal data, as in the mails of Manage Users' decisions.
 */
export const EMPLOYER_HELP_EMAIL = 'privacy@kakayahan.ph';

interface EmployerRemovedMailOptions {
  to: string;
  name: string;
  /** The company name; '' when the employer had no company profile. */
  company: string;
  reason: string | null;
}

/**
 * Tells an employer that an admin removed their account, with the company profile, the jobs and the job
 * fairs; the reason when one was given; and how to reach us.
 */
export function employerRemovedMail(options: EmployerRemovedMailOptions): MailMessage {
  const account = options.company ? `the employer account of ${options.company}` : 'your employer account';
  return simpleMail({
    to: options.to,
    subject: `Your ${PRODUCT_NAME} employer account has been removed`,
    greeting: `Hello ${options.name},`,
    paragraphs: [
      `An administrator has removed ${account}. You can no longer sign in with it.`,
      ...(options.reason ? [`The reason given: ${options.reason}`] : []),
      'Your company profile, your job posts and your job fairs have been deleted. The people who applied to your jobs or registered for your job fairs have been told that they were withdrawn or cancelled.',
      `If you have questions, or you think this is a mistake, write to us at ${EMPLOYER_HELP_EMAIL}.`,
    ],
  });
}

interface JobTakenDownMailOptions {
  to: string;
  name: string;
  jobTitle: string;
  /** The company name, or UNKNOWN_COMPANY when the employer had no company profile. */
  company: string;
  reason: string | null;
  /** Where the employer sees their other job posts. */
  dashboardUrl: string;
}

/**
 * Tells an employer that an admin removed one of their job posts: which one, the reason when one was
 * given, what happened to the applications, that the rest of their account is untouched, and how to
 * reach us.
 */
export function jobTakenDownMail(options: JobTakenDownMailOptions): MailMessage {
  const at = options.company === UNKNOWN_COMPANY ? '' : ` at ${options.company}`;
  return simpleMail({
    to: options.to,
    subject: `Your job post was removed from ${PRODUCT_NAME}`,
    greeting: `Hello ${options.name},`,
    paragraphs: [
      `An administrator removed your job post "${options.jobTitle}"${at}. It no longer appears on ${PRODUCT_NAME}.`,
      ...(options.reason ? [`The reason given: ${options.reason}`] : []),
      'Any applications to it were withdrawn, and the people who applied have been told. Your account and your other job posts are not affected.',
      `If you have questions, or you think this is a mistake, write to us at ${EMPLOYER_HELP_EMAIL}.`,
    ],
    action: { label: 'Open your dashboard', url: options.dashboardUrl },
  });
}

/**
 * Tells the employer about an admin's removal of their account, or of one of their job posts, once the
 * removal has committed.
 */
export function subscribeAdminEmployerMail(ctx: AppContext): void {
  const { events, queue } = ctx;
  events.subscribe('job.taken-down', 'admin-employers-mail', async (tx, event) => {
    const mail = jobTakenDownMail({
      to: event.employer.email,
      name: event.employer.name,
      jobTitle: event.jobTitle,
      company: event.company,
      reason: event.reason,
      dashboardUrl: `${ctx.config.publicUrl}/employer/dashboard`,
    });
    await queueMail(queue, tx, mail);
  });
  events.subscribe('employer.deleted', 'admin-employers-mail', async (tx, event) => {
    await queueMail(
      queue,
      tx,
      employerRemovedMail({ to: event.email, name: event.name, company: event.company, reason: event.reason }),
    );
  });
}
