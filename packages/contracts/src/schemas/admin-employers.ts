import { z } from 'zod';
import { adminPagingQueryShape, adminSearchSchema } from './admin-lists.js';
import { boundedText } from './common.js';
import { REJECT_REASON_MAX } from './admin.js';

/** Manage Employers' texts (document 2 §8) and what the server answers about employers. */
export const ADMIN_EMPLOYER_MESSAGES = {
  loadFailed: 'Failed to load employers. Please try again later.',
  deleteFailed: 'Failed to delete employer. Please try again later.',
  confirmTitle: 'Are you sure?',
  confirmText: "You won't be able to revert this!",
  deletedTitle: 'Deleted!',
  deleted: 'Employer has been deleted.',
  employerNotFound: 'Employer not found.',
  notEmployer: 'This account is not an employer. Job seekers are deleted in Manage Users.',
  noEmployers: 'No employers found',
  noEmployersMatch: 'There are no employers matching your search criteria.',
} as const;

/** Whether an employer's business registration was checked (issue 12: verified employers). */
export const EMPLOYER_VERIFICATION_STATUSES = ['unverified', 'pending', 'verified', 'rejected'] as const;
export type EmployerVerificationStatus = (typeof EMPLOYER_VERIFICATION_STATUSES)[number];
export const employerVerificationStatusSchema = z.enum(EMPLOYER_VERIFICATION_STATUSES);

/**
 * An employer as Manage Employers lists them. The spec's admin employer list fields (user_id, comp_name,
 * comp_site, industry, location, contact_no, comp_desc) plus what the table shows: the account's e-mail
 * and contact person, when it joined, how many jobs it has posted. Profile fields are '' for an employer
 * who has not filled in a company profile yet (`has_profile` false).
 */
export const adminEmployerRecordSchema = z
  .object({
    user_id: z.number().int(),
    comp_name: z.string(),
    comp_site: z.string(),
    industry: z.string(),
    location: z.string(),
    contact_no: z.string(),
    comp_desc: z.string(),
    /** Public path of the logo, or null. */
    comp_logo: z.string().nullable(),
    has_profile: z.boolean(),
    email: z.string(),
    /** The account holder's first and last name. */
    contact_name: z.string(),
    date_joined: z.string().meta({ format: 'date-time' }),
    jobs_posted: z.number().int(),
    verification_status: employerVerificationStatusSchema,
  })
  .meta({ id: 'AdminEmployerRecord' });
export type AdminEmployerRecord = z.infer<typeof adminEmployerRecordSchema>;
export const adminEmployerListSchema = z.array(adminEmployerRecordSchema).meta({ id: 'AdminEmployerList' });

/** One of the employer's jobs, as the view dialog lists them. */
export const adminEmployerJobSchema = z
  .object({
    post_id: z.number().int(),
    job_title: z.string(),
    category: z.string(),
    job_type: z.string(),
    location: z.string(),
    created_at: z.string().meta({ format: 'date-time' }),
    applications_count: z.number().int(),
  })
  .meta({ id: 'AdminEmployerJob' });
export type AdminEmployerJob = z.infer<typeof adminEmployerJobSchema>;

/** GET /api/admin/employers/{userId}/: the view dialog, the full company profile and every job, newest first. */
export const adminEmployerDetailSchema = adminEmployerRecordSchema
  .extend({
    jobs: z.array(adminEmployerJobSchema),
    /** Job fairs the employer runs that have not ended. */
    upcoming_job_fairs: z.number().int(),
  })
  .meta({ id: 'AdminEmployerDetail' });
export type AdminEmployerDetail = z.infer<typeof adminEmployerDetailSchema>;

/**
 * GET /api/admin/get-all-employers/: `industry` and `location` are the spec's filters (exact, case-
 * insensitive); `search` matches company, e-mail, contact person, industry and location; `verification`
 * narrows to one verification status. Paging as every admin list (adminPagingQueryShape).
 */
export const adminEmployerListQuerySchema = z.object({
  search: adminSearchSchema,
  industry: boundedText('The industry', 100).optional(),
  location: boundedText('The location', 150).optional(),
  verification: z
    .enum(EMPLOYER_VERIFICATION_STATUSES, { error: 'Choose a verification status from the list.' })
    .optional(),
  ...adminPagingQueryShape,
});
export type AdminEmployerListQuery = z.input<typeof adminEmployerListQuerySchema>;

/** GET /api/admin/employer-filters/: the industries and locations employers have, for the filter lists. */
export const adminEmployerFiltersSchema = z
  .object({ industries: z.array(z.string()), locations: z.array(z.string()) })
  .meta({ id: 'AdminEmployerFilters' });
export type AdminEmployerFilters = z.infer<typeof adminEmployerFiltersSchema>;

/** DELETE /api/admin/delete-job/{jobId}/: a reason for the employer is optional (a scam report's finding). */
export const adminDeleteJobRequestSchema = z
  .object({ reason: boundedText('The reason', REJECT_REASON_MAX).nullish() })
  .meta({ id: 'AdminDeleteJobRequest' });
export type AdminDeleteJobRequest = z.infer<typeof adminDeleteJobRequestSchema>;
export const ADMIN_JOB_MESSAGES = {
  jobNotFound: 'Job not found.',
  deleted: 'Job post deleted. The employer and the applicants have been told.',
} as const;

/** DELETE /api/admin/delete-employer/{userId}/: the spec sends no body; a reason for the employer is optional. */
export const deleteEmployerRequestSchema = z
  .object({
    reason: boundedText('The reason', REJECT_REASON_MAX).nullish(),
  })
  .meta({ id: 'DeleteEmployerRequest' });
export type DeleteEmployerRequest = z.infer<typeof deleteEmployerRequestSchema>;
