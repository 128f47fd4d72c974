import { PRODUCT_NAME } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { queueMail } from '../../platform/mail/mail-jobs.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { simpleMail } from '../../platform/mail/templates.js';

/** The mail with the single-use link that lets a person choose a new password. */
export function resetLinkMail(options: { to: string; name: string; link: string; validMinutes: number }): MailMessage {
  return simpleMail({
    to: options.to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    greeting: `Hello ${options.name},`,
    paragraphs: [
      `We received a request to reset the password of your ${PRODUCT_NAME} account. Open the link below to choose a new password.`,
      `The link works once and expires in ${options.validMinutes} minutes. Choosing a new password signs you out on all your devices.`,
      'If you did not ask for this, you can ignore this email. Your password stays the same.',
    ],
    action: { label: 'Choose a new password', url: options.link },
  });
}

/** Tells a person their password was just changed, so a change they did not make does not go unnoticed. */
export function passwordChangedMail(options: { to: string; name: string; forgotPasswordLink: string }): MailMessage {
  return simpleMail({
    to: options.to,
    subject: `Your ${PRODUCT_NAME} password was changed`,
    greeting: `Hello ${options.name},`,
    paragraphs: [
      `The password of your ${PRODUCT_NAME} account was just changed with a reset link. You have been signed out on all your devices; sign in again with your new password.`,
      'If you did not do this, someone may be able to read your email. Secure your email account, then choose a new password with the link below.',
    ],
    action: { label: 'Reset my password again', url: options.forgotPasswordLink },
  });
}

/** Mails "your password was changed" after a reset has committed. (The reset link itself is queued by
 * the password-reset.requested subscriber in the service, in the transaction that creates its token.) */
export function subscribePasswordResetMail(ctx: AppContext): void {
  ctx.events.subscribe('password-reset.completed', 'password-reset-mail', async (tx, event) => {
    const mail = passwordChangedMail({
      to: event.email,
      name: event.name,
      forgotPasswordLink: `${ctx.config.publicUrl}/forgot-password`,
    });
    await queueMail(ctx.queue, tx, mail);
  });
}
