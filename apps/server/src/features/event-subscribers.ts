import type { AppContext } from '../app-context.js';
import { subscribeAccountMail } from './accounts/accounts.mail.js';
import { subscribeAdminEmployerMail } from './admin-employers/admin-employers.mail.js';
import { subscribeAdminUserMail } from './admin-users/admin-users.mail.js';
import { subscribeApplicationMail } from './applications/applications.mail.js';
import { subscribeEmployerVerificationMail } from './employer-verification/employer-verification.mail.js';
import { subscribeJobMail } from './jobs/jobs.mail.js';
import { subscribeJobFairReminders } from './job-fairs/job-fair-reminders.js';
import { subscribeJobFairMail } from './job-fairs/job-fairs.mail.js';
import { subscribeNotifications } from './notifications/notifications.subscribers.js';
import { subscribePasswordResetMail } from './password-reset/password-reset.mail.js';
import { subscribePasswordResetRequests } from './password-reset/password-reset.service.js';
import { registerCardReading } from './pwd-cards/index.js';

/**
 * Every feature that reacts to domain events declares its subscribers here, before the queue starts
 * (decision 015). A feature that needs another to act emits an event instead of importing it.
 */
export function subscribeFeatures(ctx: AppContext): void {
  subscribeNotifications(ctx);
  subscribeAccountMail(ctx);
  subscribePasswordResetRequests(ctx);
  subscribePasswordResetMail(ctx);
  subscribeAdminUserMail(ctx);
  subscribeAdminEmployerMail(ctx);
  subscribeEmployerVerificationMail(ctx);
  subscribeApplicationMail(ctx);
  subscribeJobMail(ctx);
  subscribeJobFairMail(ctx);
  subscribeJobFairReminders(ctx);
  registerCardReading(ctx);
}
