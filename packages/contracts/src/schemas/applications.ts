import { z } from 'zod';
import {
  ACCOMMODATION_ANSWERS,
  ACCOMMODATION_KINDS,
  ACCOMMODATION_NOTE_MAX,
  sortAccommodationKinds,
  type AccommodationKind,
} from '../accommodations.js';
import { APPLICATION_STATUSES } from '../constants.js';
import { boundedText, idSchema } from './common.js';
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
  // Issue 16 (decision 034): disclosure and accommodations.
  disclosureShown: 'Saved. The employer can now see your disability type.',
  disclosureHidden: 'Saved. The employer now sees "Not disclosed" instead of your disability type.',
  disclosureLocked:
    'The employer has already acted on this application, so who sees your disability type can no longer be changed here.',
  notYourApplication: 'Application not found.',
  unknownAccommodation: 'One of the requests is not known. Please reload the page and choose again.',
  otherNeedsNote: 'Please say what you need in the note when you choose Other.',
  accommodationsAnswered: 'Your answers are saved. The applicant will be told.',
  notRequested: 'Answer only the requests the applicant made.',
  noRequests: 'This applicant did not ask for anything for the hiring process.',
} as const;

/** The requests of an application as the form sends them: keys separated by commas, each kept once, in order. */
const accommodationListText = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const keys = (value ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean);
    if (keys.some((key) => !(ACCOMMODATION_KINDS as readonly string[]).includes(key))) {
      ctx.addIssue({ code: 'custom', message: APPLICATION_MESSAGES.unknownAccommodation });
      return z.NEVER;
    }
    return sortAccommodationKinds(keys as AccommodationKind[]);
  });

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
    /** `true`: the employer sees the applicant's disability type; otherwise "Not disclosed" (issue 16). */
    disclose_disability: z
      .stringbool({ error: 'disclose_disability must be true or false.' })
      .optional()
      .transform((value) => value ?? false),
    /** Accommodations for the hiring process: keys separated by commas (issue 16). */
    accommodations: accommodationListText,
    accommodation_note: boundedText('Note about your requests', ACCOMMODATION_NOTE_MAX)
      .optional()
      .transform((value) => value ?? ''),
  })
  // "Other" needs the note: checked by the server after parsing (a refinement would stop the API document's
  // form schema from extending this one).
  .meta({ id: 'SubmitApplicationRequest' });
export const SUBMIT_APPLICATION_FIELDS = [
  'job_post',
  'application_action',
  'applicant_name',
  'applicant_role',
  'applicant_experience',
  'applicant_location',
  'applicant_skills',
  'disclose_disability',
  'accommodations',
  'accommodation_note',
] as const;

/** One accommodation request of an application and the employer's answer (null: not answered yet). */
export const accommodationRequestSchema = z
  .object({
    kind: z.enum(ACCOMMODATION_KINDS),
    answer: z.enum(ACCOMMODATION_ANSWERS).nullable(),
  })
  .meta({ id: 'AccommodationRequest' });
export type AccommodationRequest = z.infer<typeof accommodationRequestSchema>;

/** PUT /api/applications/{id}/disclosure/: the applicant's choice, while the application is pending. */
export const disclosureRequestSchema = z
  .object({ disclose_disability: z.boolean({ error: 'disclose_disability must be true or false.' }) })
  .meta({ id: 'DisclosureRequest' });
export const disclosureSavedSchema = z
  .object({ message: z.string(), application_id: z.number().int(), disability_disclosed: z.boolean() })
  .meta({ id: 'DisclosureSaved' });

/** PUT /api/applications/{id}/accommodations/: the employer answers some or all of the requests. */
export const accommodationAnswersRequestSchema = z
  .object({
    answers: z
      .array(
        z.object({
          kind: z.enum(ACCOMMODATION_KINDS, { error: APPLICATION_MESSAGES.unknownAccommodation }),
          answer: z.enum(ACCOMMODATION_ANSWERS, { error: 'Each answer must be arranged or discuss.' }),
        }),
        { error: 'answers must be a list.' },
      )
      .min(1, 'Answer at least one request.')
      .max(ACCOMMODATION_KINDS.length, APPLICATION_MESSAGES.notRequested)
      .refine((answers) => new Set(answers.map((a) => a.kind)).size === answers.length, 'Answer each request once.'),
  })
  .meta({ id: 'AccommodationAnswersRequest' });
export type AccommodationAnswersRequest = z.input<typeof accommodationAnswersRequestSchema>;
export const accommodationAnswersSavedSchema = z
  .object({
    message: z.string(),
    application_id: z.number().int(),
    accommodations: z.array(accommodationRequestSchema),
  })
  .meta({ id: 'AccommodationAnswersSaved' });

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
    /** Whether the employer sees the disability type (issue 16); changeable while pending. */
    disability_disclosed: z.boolean(),
    /** What was asked for the hiring process, with the employer's answers. */
    accommodations: z.array(accommodationRequestSchema),
    accommodation_note: z.string(),
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
    /** The disability type when the applicant chose to show it, else null ("Not disclosed"). Never the ID. */
    applicant_disability: z.string().nullable(),
    disability_disclosed: z.boolean(),
    /** What the applicant asked for the hiring process, with this employer's answers. */
    accommodations: z.array(accommodationRequestSchema),
    accommodation_note: z.string(),
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
