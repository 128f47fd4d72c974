import { PRODUCT_NAME } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { queueMail } from '../../platform/mail/mail-jobs.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { simpleMail } from '../../platform/mail/templates.js';
import { VERIFICATION_VALID_HOURS } from './accounts.service.js';

/** The mail with the single-use link that verifies an e-mail address. */
export function verificationMail(options: {
  to: string;
  name: string;
  link: string;
  isJobSeeker: boolean;
  validHours: number;
}): MailMessage {
  return simpleMail({
    to: options.to,
    subject: `Verify your email address for ${PRODUCT_NAME}`,
    greeting: `Hello ${options.name},`,
    paragraphs: [
      `Thank you for joining ${PRODUCT_NAME}. Please confirm that this is your email address by opening the link below.`,
      options.isJobSeeker
        ? 'After that, an administrator reviews your PWD ID. We will email you as soon as your account is approved.'
        : 'After that, you can sign in and set up your company profile.',
      `The link works once and expires in ${options.validHours} hours. If you did not sign up, you can ignore this email.`,
    ],
    action: { label: 'Verify my email address', url: options.link },
  });
}

/** Mails each new verification link (sign-up and re-send) once its token has committed. */
export function subscribeAccountMail(ctx: AppContext): void {
  ctx.events.subscribe('email-verification.requested', 'accounts-mail', async (tx, event) => {
    const mail = verificationMail({
      to: event.email,
      name: event.name,
      link: `${ctx.config.publicUrl}/verify-email/${event.token}`,
      isJobSeeker: event.isJobSeeker,
      validHours: VERIFICATION_VALID_HOURS,
    });
    await queueMail(ctx.queue, tx, mail);
  });
}
