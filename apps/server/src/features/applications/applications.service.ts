import {
  APPLICATION_ACTION,
  APPLICATION_MESSAGES,
  displayName,
  PROFILE_MESSAGES,
  splitCommaList,
  submitApplicationRequestSchema,
  type SUBMIT_APPLICATION_FIELDS,
} from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { requireRole } from '../../platform/auth/access.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { badRequest, conflict, notFound, parseOrBadRequest } from '../../platform/errors.js';
import type { FormUpload } from '../../platform/uploads/form-upload.js';
import { deleteResumeAfterCommit } from './application-effects.js';
import {
  checkUploadedResume,
  readProfileResume,
  storeApplicationResume,
  type ApplicationResume,
  type ResumeCandidate,
} from './application-resumes.service.js';
import {
  deleteOwnApplication,
  findApplicantProfile,
  findJobForApplication,
  hasApplied,
  insertApplication,
  listApplicationsOfApplicant,
  lockJobForApplication,
  type ApplicantProfileRow,
  type MyApplicationRow,
} from './applications.repo.js';

export type SubmitApplicationForm = FormUpload<'resume', (typeof SUBMIT_APPLICATION_FIELDS)[number]>;

/** What the employer reads about the applicant: copied from the stored profile at submission. */
interface ApplicantSnapshot {
  applicantName: string;
  applicantRole: string;
  applicantExperience: string;
  applicantLocation: string;
  applicantSkills: string;
  applicantContactNo: string;
}

/**
 * The snapshot of a complete profile, or null when something the employer needs is missing: a name,
 * role, experience, location and at least one skill (document 2 §5). The name is the profile's full name,
 * or else the name the person signed up with.
 */
export function snapshotOfProfile(profile: ApplicantProfileRow): ApplicantSnapshot | null {
  const name = profile.fullName?.trim() || displayName(profile.firstName, profile.lastName);
  const role = profile.role?.trim() ?? '';
  const experience = profile.experience?.trim() ?? '';
  const location = profile.location?.trim() ?? '';
  const skills = splitCommaList(profile.skills);
  if (!name || !role || !experience || !location || skills.length === 0) return null;
  return {
    applicantName: name,
    applicantRole: role,
    applicantExperience: experience,
    applicantLocation: location,
    applicantSkills: skills.join(', '),
    applicantContactNo: profile.contactNo?.trim() ?? '',
  };
}

/**
 * The job id, the disclosure choice and the accommodation requests of the form; the applicant_* fields are
 * ignored (the snapshot comes from the stored profile). "Other" needs the note saying what it is.
 */
function parseSubmission(fields: SubmitApplicationForm['fields']) {
  if (fields.job_post === undefined || fields.job_post.trim() === '') {
    throw badRequest(APPLICATION_MESSAGES.missingJob, { job_post: APPLICATION_MESSAGES.missingJob });
  }
  const parsed = parseOrBadRequest(submitApplicationRequestSchema, fields);
  if (parsed.accommodations.includes('other') && !parsed.accommodation_note) {
    throw badRequest(APPLICATION_MESSAGES.otherNeedsNote, { accommodation_note: APPLICATION_MESSAGES.otherNeedsNote });
  }
  return {
    jobId: parsed.job_post,
    disabilityDisclosed: parsed.disclose_disability,
    accommodations: parsed.accommodations.map((kind) => ({ kind, answer: null })),
    accommodationNote: parsed.accommodation_note,
  };
}

/**
 * A job seeker applies to a job. The applicant data the employer sees is copied from the stored profile
 * (never from the form), and so is the resume unless a new one is uploaded; the application keeps its
 * own copy of the file. One application per job and person. The employer is notified through the
 * `application.submitted` event.
 */
export async function submitApplication(
  ctx: AppContext,
  actor: AuthUser,
  readForm: () => Promise<SubmitApplicationForm>,
): Promise<{ message: string; application_id: number }> {
  requireRole(actor, 'Employee');
  const form = await readForm();
  const { jobId, ...terms } = parseSubmission(form.fields);

  const job = await findJobForApplication(ctx.db, jobId);
  if (!job) throw notFound(APPLICATION_MESSAGES.jobNotFound);
  if (await hasApplied(ctx.db, jobId, actor.id)) throw conflict(APPLICATION_MESSAGES.duplicate);

  const profile = await findApplicantProfile(ctx.db, actor.id);
  const snapshot = profile ? snapshotOfProfile(profile) : null;
  if (!profile || !snapshot) throw badRequest(PROFILE_MESSAGES.incomplete);

  const candidate: ResumeCandidate | null = form.files.resume
    ? checkUploadedResume(form.files.resume)
    : await readProfileResume(ctx, profile, actor.id);
  const resume: ApplicationResume | null = candidate ? await storeApplicationResume(ctx, candidate) : null;

  let applicationId: number;
  try {
    applicationId = await ctx.db.transaction(async (tx) => {
      if (!(await lockJobForApplication(tx, jobId))) throw notFound(APPLICATION_MESSAGES.jobNotFound);
      const row = await insertApplication(tx, {
        jobId,
        applicantId: actor.id,
        status: 'Pending',
        action: APPLICATION_ACTION,
        ...snapshot,
        ...terms,
        resumeKey: resume?.key ?? null,
        resumeContentType: resume?.contentType ?? null,
        resumeName: resume?.name ?? null,
        createdAt: ctx.now(),
      });
      // Another submission of the same person for the same job won the race.
      if (!row) throw conflict(APPLICATION_MESSAGES.duplicate);
      await ctx.events.emit(tx, 'application.submitted', {
        applicationId: row.id,
        employerId: job.employerId,
        applicantName: snapshot.applicantName,
        jobTitle: job.jobTitle,
      });
      return row.id;
    });
  } catch (error) {
    await deleteResumeAfterCommit(ctx, resume?.key);
    throw error;
  }

  return { message: APPLICATION_MESSAGES.submitted, application_id: applicationId };
}

/** The job seeker's own applications, newest first. */
export function listMyApplications(ctx: AppContext, actor: AuthUser): Promise<MyApplicationRow[]> {
  requireRole(actor, 'Employee');
  return listApplicationsOfApplicant(ctx.db, actor.id);
}

/**
 * A job seeker withdraws one of their own applications: the row goes, then its resume copy. Someone
 * else's application answers 404 exactly like a missing one, so application ids reveal nothing.
 */
export async function cancelApplication(
  ctx: AppContext,
  actor: AuthUser,
  applicationId: number,
): Promise<{ message: string }> {
  requireRole(actor, 'Employee');
  const removed = await deleteOwnApplication(ctx.db, applicationId, actor.id);
  if (!removed) throw notFound(APPLICATION_MESSAGES.notFound);
  await deleteResumeAfterCommit(ctx, removed.resumeKey);
  return { message: APPLICATION_MESSAGES.cancelled };
}
