import { randomUUID } from 'node:crypto';
import {
  displayName,
  EDIT_PROFILE_FIELDS,
  editProfileRequestSchema,
  PROFILE_MESSAGES,
  RESUME_MAX_BYTES,
  type EditProfileInput,
  type JobSeekerProfile,
} from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { requireRole } from '../../platform/auth/access.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { HttpError, parseOrBadRequest, unauthorized } from '../../platform/errors.js';
import {
  DOCUMENT_CONTENT_TYPES,
  safeDocumentName,
  sniffDocumentFormat,
} from '../../platform/files/document-validation.js';
import { deletePublicImage, storePublicImage } from '../../platform/files/public-media.js';
import type { FormUpload } from '../../platform/uploads/form-upload.js';
import { reindexSeeker } from '../recommendations/index.js';
import {
  findEmployeeProfile,
  lockProfileAccount,
  upsertEmployeeProfile,
  type EmployeeProfileValues,
  type ProfileAccount,
} from './job-seeker-profiles.repo.js';
import { presentProfileFor } from './job-seeker-profiles.service.js';

export const EDIT_PROFILE_FILE_FIELDS = ['profile_picture', 'employee_resume'] as const;
export type EditProfileForm = FormUpload<
  (typeof EDIT_PROFILE_FILE_FIELDS)[number],
  (typeof EDIT_PROFILE_FIELDS)[number]
>;

/** Checks the resume by its bytes (never its name) before anything is stored. */
function checkResume(bytes: Buffer, filename: string) {
  if (bytes.length > RESUME_MAX_BYTES) throw new HttpError(413, PROFILE_MESSAGES.resumeTooLarge);
  const format = sniffDocumentFormat(bytes);
  if (!format) throw new HttpError(415, PROFILE_MESSAGES.resumeType);
  return { format, contentType: DOCUMENT_CONTENT_TYPES[format], name: safeDocumentName(filename, format) };
}

/** Only the fields the form sent (a field left out keeps its value). */
function profileValues(input: EditProfileInput): EmployeeProfileValues {
  const values: EmployeeProfileValues = {};
  if (input.full_name !== undefined) values.fullName = input.full_name;
  if (input.pro_headline !== undefined) values.proHeadline = input.pro_headline;
  if (input.bio !== undefined) values.bio = input.bio;
  if (input.contact_no !== undefined) values.contactNo = input.contact_no;
  if (input.location !== undefined) values.location = input.location;
  if (input.experience !== undefined) values.experience = input.experience;
  if (input.role !== undefined) values.role = input.role;
  if (input.skills !== undefined) values.skills = input.skills;
  return values;
}

async function removeFiles(ctx: AppContext, keys: (string | null | undefined)[], why: string): Promise<void> {
  for (const key of keys) {
    if (!key) continue;
    if (key.startsWith('public/')) {
      await deletePublicImage(ctx.files, key, ctx.log);
      continue;
    }
    await ctx.files.delete(key).catch((error: unknown) => {
      ctx.log.error({ err: error, storageKey: key }, why);
    });
  }
}

/**
 * PUT /api/edit-profile/: a job seeker saves their own profile, with an optional new picture and resume.
 * Only the form's profile fields are read (`readForm` keeps no others), so e-mail, role, approval, ID
 * number and disability cannot ride along. Files are checked by their bytes and stored first; the row is
 * written in one transaction; the replaced files go after the commit, the new ones if the write fails.
 */
export async function editProfile(
  ctx: AppContext,
  actor: AuthUser,
  readForm: () => Promise<EditProfileForm>,
): Promise<{ message: string; profile: JobSeekerProfile }> {
  requireRole(actor, 'Employee');
  const form = await readForm();
  const values = profileValues(parseOrBadRequest(editProfileRequestSchema, form.fields));

  const resumeUpload = form.files.employee_resume;
  const resumeCheck = resumeUpload ? checkResume(resumeUpload.bytes, resumeUpload.filename) : undefined;

  const stored: string[] = [];
  let saved: { account: ProfileAccount; replaced: (string | null)[] };
  try {
    const pictureUpload = form.files.profile_picture;
    if (pictureUpload) {
      const key = await storePublicImage(ctx.files, 'pictures', pictureUpload.bytes, {
        notImageMessage: PROFILE_MESSAGES.pictureType,
      });
      stored.push(key);
      values.pictureKey = key;
    }
    if (resumeUpload && resumeCheck) {
      const key = `resumes/${actor.id}/${randomUUID()}.${resumeCheck.format}`;
      await ctx.files.put(key, resumeUpload.bytes);
      stored.push(key);
      values.resumeKey = key;
      values.resumeContentType = resumeCheck.contentType;
      values.resumeName = resumeCheck.name;
    }

    saved = await ctx.db.transaction(async (tx) => {
      const account = await lockProfileAccount(tx, actor.id);
      // The session outlived the account (deleted a moment ago): treat it as signed out.
      if (!account) throw unauthorized();
      const before = await findEmployeeProfile(tx, actor.id);
      const insertValues = { fullName: displayName(account.firstName, account.lastName), ...values };
      await upsertEmployeeProfile(tx, actor.id, insertValues, values, ctx.now());
      await reindexSeeker(tx, actor.id);
      const replaced = [
        values.pictureKey ? (before?.pictureKey ?? null) : null,
        values.resumeKey ? (before?.resumeKey ?? null) : null,
      ];
      return { account, replaced };
    });
  } catch (error) {
    await removeFiles(ctx, stored, 'new profile file of a failed save could not be removed');
    throw error;
  }
  await removeFiles(ctx, saved.replaced, 'replaced profile file could not be removed');
  return { message: PROFILE_MESSAGES.saved, profile: await presentProfileFor(ctx, saved.account, 'self') };
}
