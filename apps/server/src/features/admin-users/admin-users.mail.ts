import { PRODUCT_NAME } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { queueMail } from '../../platform/mail/mail-jobs.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { simpleMail } from '../../platform/mail/templates.js';

/**
 * Where people write about a decision on their account. The privacy policy names this address for
 * requests about personal data, and a rejected or closed account is exactly that.
 */
export const ACCOUNT_HELP_EMAIL = 'privacy@kakayahan.ph';

interface Recipient {
  to: string;
  name: string;
}

const questions = `If you have questions, or you think this is a mistake, write to us at ${ACCOUNT_HELP_EMAIL}.`;

/** A mail to the person a decision is about: "Your <product> …" as the subject, greeted by name. */
function decisionMail(
  recipient: Recipient,
  subjectAfterProduct: string,
  body: { paragraphs: string[]; action?: { label: string; url: string } },
): MailMessage {
  return simpleMail({
    to: recipient.to,
    subject: `Your ${PRODUCT_NAME} ${subjectAfterProduct}`,
    greeting: `Hello ${recipient.name},`,
    ...body,
  });
}

/** Tells a job seeker that an admin approved their account, and what to do next. */
export function approvalMail(options: Recipient & { signInUrl: string; isEmailVerified: boolean }): MailMessage {
  return decisionMail(options, 'account has been approved', {
    paragraphs: [
      'Good news: an administrator has checked your PWD ID and approved your account.',
      options.isEmailVerified
        ? 'You can now sign in, complete your profile and apply for jobs.'
        : 'Before you sign in, please verify your email address with the link we sent when you signed up. If that link has expired, you can ask for a new one on the sign-in page.',
    ],
    action: { label: 'Sign in', url: options.signInUrl },
  });
}

/** Tells a job seeker that their registration was not approved, why (when given) and how to try again. */
export function rejectionMail(options: Recipient & { reason: string | null; signUpUrl: string }): MailMessage {
  return decisionMail(options, 'registration was not approved', {
    paragraphs: [
      'An administrator checked the PWD ID you sent when you signed up, and could not approve your registration.',
      options.reason
        ? `The reason given: ${options.reason}`
        : 'No specific reason was given. The most common reasons are a photo that cannot be read clearly, or details that do not match the ID.',
      'As our privacy policy promises, we have deleted your account and the photo of your PWD ID.',
      'You are welcome to sign up again with the same email address. Please use a clear, well-lit photo of the front of your PWD ID, and check that your ID number and disability type match the card.',
      questions,
    ],
    action: { label: 'Sign up again', url: options.signUpUrl },
  });
}

/** Tells a person that an admin closed their account and that their personal data is deleted. */
export function accountClosedMail(options: Recipient & { reason: string | null }): MailMessage {
  return decisionMail(options, 'account has been closed', {
    paragraphs: [
      'An administrator has closed your account. You can no longer sign in with it.',
      ...(options.reason ? [`The reason given: ${options.reason}`] : []),
      'As our privacy policy promises, we have deleted your account and your personal information, including the photo of your PWD ID.',
      questions,
    ],
  });
}

/** Tells the person about each admin decision on their account, once the decision has committed. */
export function subscribeAdminUserMail(ctx: AppContext): void {
  const { events, queue, config } = ctx;
  const recipient = (event: { email: string; name: string }) => ({ to: event.email, name: event.name });
  events.subscribe('user.approved', 'admin-users-mail', async (tx, event) => {
    const signInUrl = `${config.publicUrl}/job-seeker/signin`;
    await queueMail(
      queue,
      tx,
      approvalMail({ ...recipient(event), signInUrl, isEmailVerified: event.isEmailVerified }),
    );
  });
  events.subscribe('user.rejected', 'admin-users-mail', async (tx, event) => {
    const signUpUrl = `${config.publicUrl}/job-seeker/signup`;
    await queueMail(queue, tx, rejectionMail({ ...recipient(event), reason: event.reason, signUpUrl }));
  });
  events.subscribe('user.deleted', 'admin-users-mail', async (tx, event) => {
    await queueMail(queue, tx, accountClosedMail({ ...recipient(event), reason: event.reason }));
  });
}
