import { APPLICATION_MESSAGES } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { findApplicationWithContext, type ApplicationContext } from './applications.repo.js';

/** An application with its job, company and applicant, or 404 when there is no such application. */
export async function loadApplication(ctx: AppContext, applicationId: number): Promise<ApplicationContext> {
  const found = await findApplicationWithContext(ctx.db, applicationId);
  if (!found) throw notFound(APPLICATION_MESSAGES.notFound);
  return found;
}

/**
 * Refuses anyone but the employer who posted the application's job (403: an employer acting on
 * applicants already knows applications exist, and the message tells them why they cannot act).
 */
export function requireJobOwner(actor: AuthUser, found: ApplicationContext): void {
  if (found.job.employerId !== actor.id) throw forbidden(APPLICATION_MESSAGES.notOwner);
}
