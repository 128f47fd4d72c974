import { PRODUCT_NAME } from '@kakayahan/contracts';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { simpleMail } from '../../platform/mail/templates.js';

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
