import { randomUUID } from 'node:crypto';
import {
  EMPLOYER_VERIFICATION_FIELDS,
  EMPLOYER_VERIFICATION_MESSAGES,
  employerVerificationRequestSchema,
  type EmployerVerificationInput,
} from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { requireRole } from '../../platform/auth/access.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { badRequest, conflict, unauthorized } from '../../platform/errors.js';
import type { FormUpload, UploadedFile } from '../../platform/uploads/form-upload.js';
import {
  findVerification,
  findVerificationEmployer,
  lockVerification,
  lockVerificationEmployer,
  upsertSubmission,
  type VerificationEmployer,
  type VerificationRow,
} from './employer-verification.repo.js';
import { prepareCertificate } from './verification-document.js';

export const VERIFICATION_FILE_FIELDS = ['document'] as const;

/** The form of POST /api/employer-verification/: the registration's text fields and the certificate. */
export type VerificationForm = FormUpload<
  (typeof VERIFICATION_FILE_FIELDS)[number],
  (typeof EMPLOYER_VERIFICATION_FIELDS)[number]
>;

/** The employer's own registration, or undefined when they never sent one (they are unverified). */
export function getOwnVerification(ctx: AppContext, actor: AuthUser): Promise<VerificationRow | undefined> {
  requireRole(actor, 'Employer');
  return findVerification(ctx.db, actor.id);
}

/**
 * Refuses a submission that could never be accepted, whatever the form says: an employer without a
 * company profile (an admin checks a registration against a company), or one already verified (a
 * verified registration is not replaced without support: the badge would drop while nobody looks).
 */
function refuseUnlessMaySubmit(
  employer: VerificationEmployer | undefined,
  current: VerificationRow | undefined,
): asserts employer is VerificationEmployer & { compName: string } {
  // The session outlived the account (deleted a moment ago): treat it as signed out.
  if (!employer) throw unauthorized();
  if (employer.compName === null) throw conflict(EMPLOYER_VERIFICATION_MESSAGES.noProfile);
  if (current?.status === 'verified') throw conflict(EMPLOYER_VERIFICATION_MESSAGES.alreadyVerified);
}

/**
 * The text fields by the contract's schema (TIN as digits, registration number in capitals) and the
 * certificate; every problem of the form in one 400, each under its field.
 */
function checkForm(form: VerificationForm): { input: EmployerVerificationInput; document: UploadedFile } {
  const parsed = employerVerificationRequestSchema.safeParse(form.fields);
  const document = form.files.document;
  const fields: Record<string, string> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  }
  if (!document) fields.document = EMPLOYER_VERIFICATION_MESSAGES.documentRequired;
  const [first] = Object.values(fields);
  if (first !== undefined || !parsed.success || !document) {
    throw badRequest(first ?? EMPLOYER_VERIFICATION_MESSAGES.documentRequired, fields);
  }
  return { input: parsed.data, document };
}

/**
 * POST /api/employer-verification/: the signed-in employer sends their business registration, or replaces
 * the last one while it is not verified; it waits for an admin's check again. The certificate is checked
 * by its bytes and stored privately first (never under /media); the row and the announcement commit
 * together with the account locked; the replaced certificate goes after the commit, the new one if the
 * write fails.
 */
export async function submitVerification(
  ctx: AppContext,
  actor: AuthUser,
  readForm: () => Promise<VerificationForm>,
): Promise<VerificationRow> {
  requireRole(actor, 'Employer');
  const form = await readForm();
  // Cheap checks before the certificate is decoded or stored, so a refused call costs little.
  refuseUnlessMaySubmit(await findVerificationEmployer(ctx.db, actor.id), await findVerification(ctx.db, actor.id));
  const { input, document } = checkForm(form);
  const certificate = await prepareCertificate(document.bytes, document.filename);

  const key = `verifications/${actor.id}/${randomUUID()}.${certificate.extension}`;
  await ctx.files.put(key, certificate.bytes);
  let saved: { row: VerificationRow; replacedKey: string | null };
  try {
    saved = await ctx.db.transaction(async (tx) => {
      const employer = await lockVerificationEmployer(tx, actor.id);
      const current = await lockVerification(tx, actor.id);
      // Checked again under the lock: an admin may have verified the last submission meanwhile.
      refuseUnlessMaySubmit(employer, current);
      const row = await upsertSubmission(
        tx,
        actor.id,
        {
          registrationType: input.registration_type,
          registrationNumber: input.registration_number,
          tin: input.tin,
          documentKey: key,
          documentContentType: certificate.contentType,
          documentName: certificate.name,
        },
        ctx.now(),
      );
      await ctx.events.emit(tx, 'employer-verification.submitted', {
        employerId: actor.id,
        company: employer.compName,
      });
      return { row, replacedKey: current?.documentKey ?? null };
    });
  } catch (error) {
    await removeCertificate(ctx, key, 'certificate of a failed submission could not be removed');
    throw error;
  }
  if (saved.replacedKey && saved.replacedKey !== key) {
    await removeCertificate(ctx, saved.replacedKey, 'replaced certificate could not be removed');
  }
  return saved.row;
}

/** Removes a stored certificate; a storage failure is logged with its key and never fails the caller. */
async function removeCertificate(ctx: AppContext, key: string, why: string): Promise<void> {
  await ctx.files.delete(key).catch((error: unknown) => {
    ctx.log.error({ err: error, storageKey: key }, why);
  });
}
