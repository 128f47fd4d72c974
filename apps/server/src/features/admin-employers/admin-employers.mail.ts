import { PRODUCT_NAME } from '@kakayahan/contracts';
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

/** Tells the employer about an admin's removal of their account, once the removal has committed. */
export function subscribeAdminEmployerMail(ctx: AppContext): void {
  const { events, queue } = ctx;
  events.subscribe('employer.deleted', 'admin-employers-mail', async (tx, event) => {
    await queueMail(
      queue,
      tx,
      employerRemovedMail({ to: event.email, name: event.name, company: event.company, reason: event.reason }),
    );
  });
}
