import type { AppContext } from '../../app-context.js';
import { requireRole, requireSelf } from '../../platform/auth/access.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import type { WorkplaceFact } from '@kakayahan/contracts';
import { loadWorkNeeds } from '../work-needs/index.js';
import { findRecommendedJobs, type RecommendedJob } from './recommendation-ranking.js';

/**
 * GET /api/recommend_jobs/?user_id={id}: only the signed-in job seeker, for themselves. Employers and
 * admins get 403; another person's id gets 403 too (the list is theirs alone; ids are not secret here).
 */
export async function recommendJobs(
  ctx: AppContext,
  actor: AuthUser,
  userId: number,
): Promise<{ jobs: RecommendedJob[]; workNeeds: WorkplaceFact[] }> {
  requireRole(actor, 'Employee');
  requireSelf(actor, userId);
  const [jobs, workNeeds] = await Promise.all([findRecommendedJobs(ctx.db, userId), loadWorkNeeds(ctx.db, userId)]);
  return { jobs, workNeeds };
}
