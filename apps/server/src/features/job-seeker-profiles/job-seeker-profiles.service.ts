import { jobSeekerProfilesApi, PROFILE_MESSAGES, type JobSeekerProfile } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { notFound } from '../../platform/errors.js';
import { publicMediaPath } from '../../platform/files/public-media.js';
import { signedFileEndpoint, type PrivateFileAnswer, type SignedLinkQuery } from '../../platform/files/signed-file.js';
import { listPreferenceNames } from '../preferences/index.js';
import { recordProfileView } from '../profile-views/index.js';
import {
  findEmployeeProfile,
  findProfileAccount,
  applicationsToEmployer,
  type ProfileAccount,
} from './job-seeker-profiles.repo.js';
import { mayReadResume, presentJobSeekerProfile, type ProfileViewer } from './job-seeker-profiles.presenter.js';

/** How long a signed resume link works: long enough to click, short enough that a shared link dies. */
export const RESUME_LINK_TTL_SECONDS = 5 * 60;

/** A person's resume behind a signed link, downloaded under its (already sanitised) name. */
const resumes = signedFileEndpoint(jobSeekerProfilesApi.resume, {
  ttlSeconds: RESUME_LINK_TTL_SECONDS,
  disposition: { type: 'attachment', fallbackName: 'resume' },
  messages: { invalidLink: PROFILE_MESSAGES.resumeLinkInvalid, missing: PROFILE_MESSAGES.noResume },
});

/** Only approved job seekers have a profile others may look up. */
export function isListedJobSeeker(account: ProfileAccount | undefined): account is ProfileAccount {
  return account !== undefined && account.userType === 'Employee' && account.isApproved;
}

async function viewerLevel(db: Database, viewer: AuthUser | null, subjectId: number): Promise<ProfileViewer> {
  if (!viewer) return 'public';
  if (viewer.id === subjectId) return 'self';
  if (viewer.userType === 'Admin') return 'admin';
  if (viewer.userType === 'Employer') {
    const { applied, disclosed } = await applicationsToEmployer(db, subjectId, viewer.id);
    if (disclosed) return 'disclosed-to-employer';
    return applied ? 'hiring-employer' : 'employer';
  }
  return 'public';
}

/** A job seeker's profile as this viewer may see it (see `ProfileViewer`). */
export async function presentProfileFor(
  ctx: AppContext,
  account: ProfileAccount,
  viewer: ProfileViewer,
): Promise<JobSeekerProfile> {
  const profile = await findEmployeeProfile(ctx.db, account.id);
  const preferences = await listPreferenceNames(ctx.db, account.id);
  const link = mayReadResume(viewer) && profile?.resumeKey ? resumes.link(ctx, { userId: account.id }).url : null;
  return presentJobSeekerProfile({ account, profile, preferences }, viewer, link);
}

/**
 * GET /api/get-user-details/{userId}/: anyone may read an approved job seeker's professional profile;
 * contact details, disability and resume depend on who asks. Anyone else (an employer, an admin, a pending
 * job seeker, an unknown id) answers the same 404, so ids reveal nothing about other kinds of account.
 */
export async function getUserDetails(
  ctx: AppContext,
  viewer: AuthUser | null,
  userId: number,
): Promise<JobSeekerProfile> {
  const account = await findProfileAccount(ctx.db, userId);
  if (!isListedJobSeeker(account)) throw notFound(PROFILE_MESSAGES.notFound);
  const answer = await presentProfileFor(ctx, account, await viewerLevel(ctx.db, viewer, userId));
  // Who has seen me (decision 036): an employer's look at the profile is counted for the person.
  await recordProfileView(ctx, { subjectId: userId, viewer, kind: 'profile' });
  return answer;
}

/** The caller's own profile picture path (null without one, and for employers and admins). */
export async function getProfilePicture(ctx: AppContext, actor: AuthUser): Promise<{ profile_picture: string | null }> {
  if (actor.userType !== 'Employee') return { profile_picture: null };
  const profile = await findEmployeeProfile(ctx.db, actor.id);
  return { profile_picture: publicMediaPath(profile?.pictureKey) };
}

/** The resume for a valid, unexpired signed link (403 otherwise; 404 when there is none any more). */
export function readResume(ctx: AppContext, userId: number, query: SignedLinkQuery): Promise<PrivateFileAnswer> {
  return resumes.open(ctx, { userId }, query, async () => {
    const profile = await findEmployeeProfile(ctx.db, userId);
    if (!profile?.resumeKey) return null;
    return { key: profile.resumeKey, contentType: profile.resumeContentType, name: profile.resumeName };
  });
}
