import { PROFILE_VIEW_KINDS, UNKNOWN_COMPANY, type ProfileView, type ProfileViewKind } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { requireRole } from '../../platform/auth/access.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { listProfileViews, upsertProfileView } from './profile-views.repo.js';

/**
 * Counts an employer's view of a job seeker's profile or resume (decision 036). A failure to count must not
 * cost the employer the page they asked for, so it is logged, not thrown.
 */
export async function recordProfileView(
  ctx: AppContext,
  view: { subjectId: number; viewer: AuthUser | null; kind: ProfileViewKind },
): Promise<void> {
  if (view.viewer?.userType !== 'Employer' || view.viewer.id === view.subjectId) return;
  try {
    await upsertProfileView(ctx.db, {
      subjectId: view.subjectId,
      employerId: view.viewer.id,
      kind: view.kind,
      at: ctx.now(),
    });
  } catch (error) {
    ctx.log.error({ err: error, kind: view.kind }, 'a profile view could not be counted');
  }
}

const isKind = (value: string): value is ProfileViewKind => (PROFILE_VIEW_KINDS as readonly string[]).includes(value);

/** GET /api/profile-views/: the signed-in job seeker's own list; there is no id to ask for another's. */
export async function getProfileViews(ctx: AppContext, actor: AuthUser): Promise<ProfileView[]> {
  requireRole(actor, 'Employee');
  const rows = await listProfileViews(ctx.db, actor.id);
  return rows.flatMap((row) =>
    isKind(row.kind)
      ? [
          {
            employer_id: row.employerId,
            company: row.compName ?? UNKNOWN_COMPANY,
            kind: row.kind,
            first_viewed_at: row.firstViewedAt.toISOString(),
            last_viewed_at: row.lastViewedAt.toISOString(),
            views: row.views,
          },
        ]
      : [],
  );
}
