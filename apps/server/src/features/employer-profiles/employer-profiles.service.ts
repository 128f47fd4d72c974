import {
  COMPANY_PAGE_MESSAGES,
  EMPLOYER_PROFILE_FIELDS,
  EMPLOYER_PROFILE_MESSAGES,
  employerProfileRequestSchema,
} from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { requireRole } from '../../platform/auth/access.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { notFound, forbidden, parseOrBadRequest } from '../../platform/errors.js';
import { deletePublicImage, storePublicImage } from '../../platform/files/public-media.js';
import type { FormUpload } from '../../platform/uploads/form-upload.js';
import { refreshJobSearch } from '../jobs/index.js';
import type { FeedJobRow } from '../job-feed/index.js';
import {
  findEmployerProfile,
  listCompanyJobs,
  lockEmployer,
  upsertEmployerProfile,
  type EmployerProfileRow,
} from './employer-profiles.repo.js';

/** The form of POST /api/employer-profile/: the contract's text fields and an optional logo. */
export type EmployerProfileForm = FormUpload<'comp_logo', (typeof EMPLOYER_PROFILE_FIELDS)[number]>;

/**
 * Creates or updates the signed-in employer's company profile. The role is checked before the form is
 * read; the form carries no owner (a `user_id` field is not even read), so an employer can only ever
 * write their own row. A new logo is re-encoded and stored first, the row and the jobs' search documents
 * (the company name is searchable) commit together, and only then is the replaced logo removed; a failed
 * write removes the new file again.
 */
export async function saveEmployerProfile(
  ctx: AppContext,
  actor: AuthUser,
  readForm: () => Promise<EmployerProfileForm>,
): Promise<EmployerProfileRow> {
  requireRole(actor, 'Employer');
  const form = await readForm();
  const input = parseOrBadRequest(employerProfileRequestSchema, form.fields);

  const logo = form.files.comp_logo;
  const newLogoKey = logo
    ? await storePublicImage(ctx.files, 'logos', logo.bytes, {
        notImageMessage: EMPLOYER_PROFILE_MESSAGES.logoNotImage,
      })
    : null;

  const now = ctx.now();
  let saved: { row: EmployerProfileRow; replacedLogo: string | null };
  try {
    saved = await ctx.db.transaction(async (tx) => {
      // The session's account may have been deleted (or changed) since the role was read.
      if (!(await lockEmployer(tx, actor.id))) throw forbidden(EMPLOYER_PROFILE_MESSAGES.employersOnly);
      const existing = await findEmployerProfile(tx, actor.id);
      const oldLogo = existing?.compLogo ?? null;
      const row = await upsertEmployerProfile(
        tx,
        actor.id,
        {
          compName: input.comp_name,
          industry: input.industry,
          compDesc: input.comp_desc,
          location: input.location,
          contactNo: input.contact_no,
          compSite: input.comp_site === '' ? null : input.comp_site,
          compLogo: newLogoKey ?? oldLogo,
        },
        now,
      );
      await refreshJobSearch(tx, { employerId: actor.id });
      return { row, replacedLogo: newLogoKey ? oldLogo : null };
    });
  } catch (error) {
    await deletePublicImage(ctx.files, newLogoKey, ctx.log);
    throw error;
  }
  await deletePublicImage(ctx.files, saved.replacedLogo, ctx.log);
  return saved.row;
}

/**
 * The company profile of an employer, for any signed-in reader (job seekers read the company of a job).
 * 404 both when the person has no profile and when they are not an employer: the public side of a
 * company is all this reveals.
 */
export async function getEmployerProfile(
  ctx: AppContext,
  _actor: AuthUser,
  userId: number,
): Promise<EmployerProfileRow> {
  const row = await findEmployerProfile(ctx.db, userId);
  if (!row) throw notFound(EMPLOYER_PROFILE_MESSAGES.notFound);
  return row;
}

/**
 * The public company page (anyone, signed in or not): the profile and the company's jobs. 404 alike for
 * an unknown id, an account that is not an employer and an employer without a profile, so the page tells
 * nothing about accounts.
 */
export async function getCompanyPage(
  ctx: AppContext,
  employerId: number,
): Promise<{ profile: EmployerProfileRow; jobs: FeedJobRow[] }> {
  const profile = await findEmployerProfile(ctx.db, employerId);
  if (!profile) throw notFound(COMPANY_PAGE_MESSAGES.notFound);
  return { profile, jobs: await listCompanyJobs(ctx.db, employerId) };
}
