import type { AppContext } from '../../app-context.js';
import { requireRole } from '../../platform/auth/access.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { loadEmployerJobs, type EmployerJobRow } from '../job-feed/index.js';
import { listApplicationsToEmployer, type EmployerApplicantRow } from './applications.repo.js';

/**
 * What the employer dashboard shows: the employer's postings (with applicant counts) and every
 * application to them, newest first. Two queries, however many jobs and applicants there are.
 */
export async function getEmployerDashboard(
  ctx: AppContext,
  actor: AuthUser,
): Promise<{ jobs: EmployerJobRow[]; applicants: EmployerApplicantRow[] }> {
  requireRole(actor, 'Employer');
  const [jobs, applicants] = await Promise.all([
    loadEmployerJobs(ctx.db, actor.id),
    listApplicationsToEmployer(ctx.db, actor.id),
  ]);
  return { jobs, applicants };
}
