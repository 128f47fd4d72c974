import { PRODUCT_NAME, VERIFIED_EMPLOYER_LABEL } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { queueMail } from '../../platform/mail/mail-jobs.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { simpleMail } from '../../platform/mail/templates.js';

/**
 * Where an employer writes about a verification decision: the one address the other decision mails name
 * (Manage Users, Manage Employers), so people have one place to write to.
 */
export const VERIFICATION_HELP_EMAIL = 'privacy@kakayahan.ph';

interface DecisionMailOptions {
  to: string;
  name: string;
  /** The company name; '' when the employer has no company profile any more. */
  company: string;
  /** The company profile page, where the registration is sent (again). */
  profileUrl: string;
}

const questions = `If you have questions, or you think this is a mistake, write to us at ${VERIFICATION_HELP_EMAIL}.`;
const companyOf = (company: string) => (company ? company : 'your company');

/** Tells an employer that an admin verified their business registration, and what changes. */
export function verifiedMail(options: DecisionMailOptions): MailMessage {
  return simpleMail({
    to: options.to,
    subject: `Your company is verified on ${PRODUCT_NAME}`,
    greeting: `Hello ${options.name},`,
    paragraphs: [
      `An administrator checked the business registration of ${companyOf(options.company)} and verified it.`,
      `Your company profile and your job posts now show the "${VERIFIED_EMPLOYER_LABEL}" badge, so job seekers know that your business is registered. You do not need to do anything else.`,
      questions,
    ],
    action: { label: 'Open your company profile', url: options.profileUrl },
  });
}

/** Tells an employer that their registration could not be verified, why, and how to send it again. */
export function verificationRejectedMail(options: DecisionMailOptions & { reason: string | null }): MailMessage {
  return simpleMail({
    to: options.to,
    subject: `Your ${PRODUCT_NAME} business registration needs another look`,
    greeting: `Hello ${options.name},`,
    paragraphs: [
      `An administrator checked the business registration of ${companyOf(options.company)} and could not verify it yet.`,
      options.reason ? `The reason given: ${options.reason}` : 'No specific reason was given.',
      'To try again, open your company profile, correct the registration details or attach a clearer copy of the certificate (PDF, JPEG or PNG), and send it. Your job posts stay online while you do.',
      questions,
    ],
    action: { label: 'Open your company profile', url: options.profileUrl },
  });
}

/** Tells the employer about each decision on their business registration, once it has committed. */
export function subscribeEmployerVerificationMail(ctx: AppContext): void {
  const { events, queue, config } = ctx;
  events.subscribe('employer-verification.decided', 'employer-verification-mail', async (tx, event) => {
    const options = {
      to: event.email,
      name: event.name,
      company: event.company,
      profileUrl: `${config.publicUrl}/employer/profile`,
    };
    const mail =
      event.outcome === 'verified'
        ? verifiedMail(options)
        : verificationRejectedMail({ ...options, reason: event.reason });
    await queueMail(queue, tx, mail);
  });
}
