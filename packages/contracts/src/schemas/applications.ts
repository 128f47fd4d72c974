import { z } from 'zod';
import { APPLICATION_STATUSES } from '../constants.js';
import { idSchema } from './common.js';
import { employerJobSchema } from './jobs.js';

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);

export const APPLICATION_MESSAGES = {
  submitted: 'Application Submitted!',
  duplicate: 'You have already applied to this job.',
  jobNotFound: 'Job not found.',
  notFound: 'Application not found.',
  notPending: 'Only a pending application can be approved, declined or deleted.',
  notOwner: 'Only the employer who posted this job can act on its applicants.',
  approved: 'Application approved successfully! The candidate will be notified.',
  declined: 'Application declined. The candidate will be notified.',
  deleted: 'Application deleted successfully!',
  cancelled: 'Application cancelled successfully.',
  ownJob: 'You cannot apply to your own job.',
  noResume: 'This application has no resume.',
  resumeLinkInvalid:
    'This link to the resume has expired or is not valid. Please open the resume again from your dashboard.',
  missingJob: 'Please say which job you are applying to (the field "job_post").',
  notMultipart:
    'Send the application as a form upload (multipart/form-data): the job in "job_post", and a resume in "resume" if you like.',
} as const;

/**
 * POST /api/submit-application/ (multipart). The applicant_* fields of the original are accepted but
 * ignored: the server copies them from the stored profile, so what the employer reads is what the
 * profile says. `resume` (PDF or Word) is optional when the profile already holds one.
 */
export const submitApplicationRequestSchema = z
  .object({
    job_post: idSchema,
    application_action: z.string().max(40).optional(),
    applicant_name: z.string().max(200).optional(),
    applicant_role: z.string().max(200).optional(),
    applicant_experience: z.string().max(3000).optional(),
    applicant_location: z.string().max(200).optional(),
    applicant_skills: z.string().max(2000).optional(),
  })
  .meta({ id: 'SubmitApplicationRequest' });
export const SUBMIT_APPLICATION_FIELDS = [
  'job_post',
  'application_action',
  'applicant_name',
  'applicant_role',
  'applicant_experience',
  'applicant_location',
  'applicant_skills',
] as const;

export const applicationSubmittedSchema = z
  .object({ message: z.string(), application_id: z.number().int() })
  .meta({ id: 'ApplicationSubmitted' });

/** GET /api/my-applications/ (document 2 §3 "Application (job seeker view)"). */
export const myApplicationSchema = z
  .object({
    application_id: z.number().int(),
    job_id: z.number().int(),
    jobpost__job_title: z.string(),
    job_title: z.string(),
    company_name: z.string(),
    jobpost__location: z.string(),
    location: z.string(),
    application_status: applicationStatusSchema,
    applied_date: z.string().meta({ format: 'date-time' }),
    posted_by_id: z.number().int(),
    job_type: z.string(),
    category: z.string(),
    salary_range: z.string(),
    /** When the employer approved or declined; null while pending. */
    decided_at: z.string().meta({ format: 'date-time' }).nullable(),
  })
  .meta({ id: 'MyApplication' });
export type MyApplication = z.infer<typeof myApplicationSchema>;
export const myApplicationListSchema = z.array(myApplicationSchema);

/** An applicant as the employer sees them (document 2 §3 "Applicant (employer view)"). */
export const applicantSchema = z
  .object({
    application_id: z.number().int(),
    applicant__id: z.number().int(),
    applicant_name: z.string(),
    applicant_skills: z.string(),
    applicant_experience: z.string(),
    applicant_location: z.string(),
    applicant_role: z.string(),
    application_status: applicationStatusSchema,
    applicant__employeeprofile__contact_no: z.string(),
    job_post__job_title: z.string(),
    job_post__id: z.number().int(),
    applied_date: z.string().meta({ format: 'date-time' }),
    has_resume: z.boolean(),
  })
  .meta({ id: 'Applicant' });
export type Applicant = z.infer<typeof applicantSchema>;

/** GET /api/employer-dashboard (document 2 §3 "Employer dashboard"). */
export const employerDashboardSchema = z
  .object({
    active_jobs_count: z.number().int(),
    total_applications: z.number().int(),
    pending_applications: z.number().int(),
    applicants: z.array(applicantSchema),
    job_posts: z.array(employerJobSchema),
  })
  .meta({ id: 'EmployerDashboard' });
export type EmployerDashboard = z.infer<typeof employerDashboardSchema>;

export const applicationIdParamsSchema = z.object({ id: idSchema });
export const applicationIdPathSchema = z.object({ application_id: idSchema });

export const applicationDecisionSchema = z
  .object({ message: z.string(), application_id: z.number().int(), application_status: applicationStatusSchema })
  .meta({ id: 'ApplicationDecision' });

/** A short-lived link to an applicant's resume (opened in a new tab, so it cannot carry the token). */
export const resumeLinkSchema = z.object({ url: z.string() }).meta({ id: 'ResumeLink' });
