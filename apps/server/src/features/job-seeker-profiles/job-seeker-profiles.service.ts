import { PROFILE_MESSAGES, type JobSeekerProfile, type PwdCardImageQuery } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { publicMediaPath } from '../../platform/files/public-media.js';
import { signedUrl, verifySignedPath } from '../../platform/files/signed-link.js';
import { listPreferenceNames } from '../preferences/index.js';
import {
  findEmployeeProfile,
  findProfileAccount,
  hasAppliedToEmployer,
  type ProfileAccount,
} from './job-seeker-profiles.repo.js';
import { mayReadResume, presentJobSeekerProfile, type ProfileViewer } from './job-seeker-profiles.presenter.js';

export const RESUME_MESSAGES = {
  badLink: 'This link to the resume has expired or is not valid. Please open the profile again.',
  noResume: 'No resume is on file for this person.',
} as const;

/** How long a signed resume link works: long enough to click, short enough that a shared link dies. */
export const RESUME_LINK_TTL_SECONDS = 5 * 60;

/** The path of a person's resume; the signature covers exactly this string. */
export function resumePath(userId: number): string {
  return `/api/resume/${userId}/`;
}

function resumeLink(ctx: AppContext, userId: number): string {
  // Whole seconds, so the link stops working exactly at its stated expiry.
  const expiresAt = new Date(Math.floor(ctx.now().getTime() / 1000 + RESUME_LINK_TTL_SECONDS) * 1000);
  return signedUrl(ctx.signingKey, resumePath(userId), expiresAt);
}

/** Only approved job seekers have a profile others may look up. */
export function isListedJobSeeker(account: ProfileAccount | undefined): account is ProfileAccount {
  return account !== undefined && account.userType === 'Employee' && account.isApproved;
}

async function viewerLevel(db: Database, viewer: AuthUser | null, subjectId: number): Promise<ProfileViewer> {
  if (!viewer) return 'public';
  if (viewer.id === subjectId) return 'self';
  if (viewer.userType === 'Admin') return 'admin';
  if (viewer.userType === 'Employer') {
    return (await hasAppliedToEmployer(db, subjectId, viewer.id)) ? 'hiring-employer' : 'employer';
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
  const link = mayReadResume(viewer) && profile?.resumeKey ? resumeLink(ctx, account.id) : null;
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
  return presentProfileFor(ctx, account, await viewerLevel(ctx.db, viewer, userId));
}

/** The caller's own profile picture path (null without one, and for employers and admins). */
export async function getProfilePicture(ctx: AppContext, actor: AuthUser): Promise<{ profile_picture: string | null }> {
  if (actor.userType !== 'Employee') return { profile_picture: null };
  const profile = await findEmployeeProfile(ctx.db, actor.id);
  return { profile_picture: publicMediaPath(profile?.pictureKey) };
}

export interface ResumeFile {
  bytes: Buffer;
  contentType: string;
  filename: string;
}

/** The resume for a valid, unexpired signed link (403 otherwise; 404 when there is none any more). */
export async function readResume(ctx: AppContext, userId: number, query: PwdCardImageQuery): Promise<ResumeFile> {
  if (!verifySignedPath(ctx.signingKey, resumePath(userId), query.expires, query.signature, ctx.now())) {
    throw forbidden(RESUME_MESSAGES.badLink);
  }
  const profile = await findEmployeeProfile(ctx.db, userId);
  if (!profile?.resumeKey) throw notFound(RESUME_MESSAGES.noResume);
  const bytes = await ctx.files.get(profile.resumeKey);
  if (!bytes) {
    ctx.log.error({ userId, storageKey: profile.resumeKey }, 'resume row without a file');
    throw notFound(RESUME_MESSAGES.noResume);
  }
  return {
    bytes,
    contentType: profile.resumeContentType ?? 'application/octet-stream',
    filename: profile.resumeName ?? 'resume',
  };
}

/**
 * A Content-Disposition that downloads the file under its (already sanitised) name. Header values must
 * be Latin-1, so a name with other letters gets an ASCII fallback plus the RFC 6266 UTF-8 form.
 */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/gu, '_').replace(/["\\]/gu, '_');
  if (ascii === filename) return `attachment; filename="${filename}"`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
