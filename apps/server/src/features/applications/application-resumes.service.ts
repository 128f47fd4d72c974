import { randomUUID } from 'node:crypto';
import { APPLICATION_MESSAGES, applicationsApi, PROFILE_MESSAGES, RESUME_MAX_BYTES } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { recordProfileView } from '../profile-views/index.js';
import { requireRole } from '../../platform/auth/access.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { HttpError, notFound } from '../../platform/errors.js';
import {
  DOCUMENT_CONTENT_TYPES,
  safeDocumentName,
  sniffDocumentFormat,
  type DocumentFormat,
} from '../../platform/files/document-validation.js';
import { signedFileEndpoint, type PrivateFileAnswer, type SignedLinkQuery } from '../../platform/files/signed-file.js';
import type { UploadedFile } from '../../platform/uploads/form-upload.js';
import { loadApplication, requireJobOwner } from './application-access.js';

/** How long a signed resume link works: enough to open it, too short to pass around. */
export const RESUME_LINK_TTL_SECONDS = 5 * 60;

/** An applicant's resume behind a signed link, downloaded under the name it was sent with. */
const applicationResumes = signedFileEndpoint(applicationsApi.resume, {
  ttlSeconds: RESUME_LINK_TTL_SECONDS,
  disposition: { type: 'attachment', fallbackName: 'resume' },
  messages: { invalidLink: APPLICATION_MESSAGES.resumeLinkInvalid, missing: APPLICATION_MESSAGES.noResume },
});

/** A resume as an application keeps it: its own private copy, the type decided from the bytes, a safe name. */
export interface ApplicationResume {
  key: string;
  contentType: string;
  name: string;
}

/** A resume ready to be stored: checked bytes, their format and the name to show. */
export interface ResumeCandidate {
  bytes: Buffer;
  format: DocumentFormat;
  name: string;
}

/**
 * Checks an uploaded resume: at most 10 MB (413) and a PDF or Word document by its bytes (415), whatever
 * its name or declared type says; an .exe renamed .pdf is refused.
 */
export function checkUploadedResume(file: UploadedFile): ResumeCandidate {
  if (file.bytes.length > RESUME_MAX_BYTES) throw new HttpError(413, PROFILE_MESSAGES.resumeTooLarge);
  const format = sniffDocumentFormat(file.bytes);
  if (!format) throw new HttpError(415, PROFILE_MESSAGES.resumeType);
  return { bytes: file.bytes, format, name: safeDocumentName(file.filename, format) };
}

/**
 * The resume on the person's profile, read for copying; null when there is none (or its file is missing
 * or no longer a document, which is logged: the application then goes without a resume rather than fail).
 */
export async function readProfileResume(
  ctx: AppContext,
  profile: { resumeKey: string | null; resumeName: string | null },
  userId: number,
): Promise<ResumeCandidate | null> {
  if (!profile.resumeKey) return null;
  const bytes = await ctx.files.get(profile.resumeKey);
  const format = bytes ? sniffDocumentFormat(bytes) : null;
  if (!bytes || !format) {
    ctx.log.warn({ userId, storageKey: profile.resumeKey }, 'profile resume missing or unreadable; applying without');
    return null;
  }
  return { bytes, format, name: safeDocumentName(profile.resumeName ?? 'resume', format) };
}

/**
 * Stores the application's own copy of a resume, so that a later change or deletion of the profile's
 * resume does not change what the employer received.
 */
export async function storeApplicationResume(ctx: AppContext, resume: ResumeCandidate): Promise<ApplicationResume> {
  const key = `applications/${randomUUID()}.${resume.format}`;
  await ctx.files.put(key, resume.bytes);
  return { key, contentType: DOCUMENT_CONTENT_TYPES[resume.format], name: resume.name };
}

/**
 * A link to an applicant's resume that works for five minutes, for the employer who posted the job or an
 * admin. The resume opens in a new tab, which cannot send the token, so the link carries a signature.
 */
export async function createResumeLink(
  ctx: AppContext,
  actor: AuthUser,
  applicationId: number,
): Promise<{ url: string }> {
  requireRole(actor, 'Employer', 'Admin');
  const found = await loadApplication(ctx, applicationId);
  if (actor.userType === 'Employer') requireJobOwner(actor, found);
  if (!found.application.resumeKey) throw notFound(APPLICATION_MESSAGES.noResume);
  // Who has seen me (decision 036): the employer asked to open the resume the applicant sent them.
  await recordProfileView(ctx, { subjectId: found.application.applicantId, viewer: actor, kind: 'resume' });
  return { url: applicationResumes.link(ctx, { id: applicationId }).url };
}

/** The resume for a valid, unexpired signed link (403 otherwise; 404 when there is no resume). */
export function readApplicationResume(
  ctx: AppContext,
  applicationId: number,
  query: SignedLinkQuery,
): Promise<PrivateFileAnswer> {
  return applicationResumes.open(ctx, { id: applicationId }, query, async () => {
    const { application } = await loadApplication(ctx, applicationId);
    if (!application.resumeKey) return null;
    return { key: application.resumeKey, contentType: application.resumeContentType, name: application.resumeName };
  });
}
