import { z } from 'zod';
import {
  ALL_JOBS_PAGE_SIZE,
  ALL_JOBS_PAGE_SIZE_MAX,
  APPLICATION_STATUSES,
  JOB_CATEGORIES,
  MATCH_COLORS,
} from '../constants.js';
import { normalizeJobType } from '../jobs-format.js';
import { sortWorkplaceFacts, WORKPLACE_FACTS, WORKPLACE_NOTE_MAX } from '../workplace.js';
import { boundedText, idSchema, requiredText, text } from './common.js';

/** A job as shown to anyone, signed in or not (document 1 §3, "Public job"). */
export const publicJobSchema = z
  .object({
    post_id: z.number().int(),
    job_title: z.string(),
    comp_name: z.string(),
    location: z.string(),
    /** Comma-separated tag names. */
    tags: z.string(),
  })
  .meta({ id: 'PublicJob' });
export type PublicJob = z.infer<typeof publicJobSchema>;

export const publicJobListSchema = z.array(publicJobSchema);

// ---------------------------------------------------------------------------------------------------------
// Tags (document 2 §3: "Tag and disability tag: id, name. Selected-tag reads return lists of {id}.")

export const tagSchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'Tag' });
export type Tag = z.infer<typeof tagSchema>;
export const tagListSchema = z.array(tagSchema);

export const tagIdSchema = z.object({ id: z.number().int() }).meta({ id: 'TagId' });
export const tagIdListSchema = z.array(tagIdSchema);

// ---------------------------------------------------------------------------------------------------------
// Posting and editing a job (document 2 §3 "Job (posting payload)", §5)

export const JOB_LIMITS = {
  title: 120,
  description: 5000,
  skills: 500,
  salary: 60,
  location: 120,
  tags: 10,
  disabilityTags: 10,
} as const;

export const JOB_MESSAGES = {
  notFound: 'Job not found.',
  notOwner: 'Only the employer who posted this job can change it.',
  jobType: 'Please choose a job type: Full Time, Part Time, Contract, Freelance, Internship or Remote.',
  category: 'Please choose one of the listed categories.',
  unknownTag: 'One of the selected tags does not exist. Please reload the page and choose again.',
  unknownDisabilityTag: 'One of the selected disability tags does not exist. Please reload the page and choose again.',
  workplaceFact: 'One of the workplace accessibility choices is not known. Please reload the page and choose again.',
  posted: 'Job posted successfully! Redirecting to dashboard...',
  updated: 'Job posting updated successfully!',
  deleted: 'Job posting deleted successfully!',
} as const;

const idList = (label: string, max: number, message: string) =>
  z
    .array(z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message), {
      error: `${label} must be a list of ids.`,
    })
    .max(max, `Choose at most ${max} ${label.toLowerCase()}.`)
    .transform((ids) => [...new Set(ids)]);

const optionalText = (label: string, max: number) =>
  boundedText(label, max)
    .nullish()
    .transform((value) => value ?? '');

/** Job type in either spelling ("Full-time" or "Full Time"); stored as the JOB_TYPES spelling. */
export const jobTypeSchema = z.string({ error: JOB_MESSAGES.jobType }).transform((value, ctx) => {
  const type = normalizeJobType(value);
  if (!type) {
    ctx.addIssue({ code: 'custom', message: JOB_MESSAGES.jobType });
    return z.NEVER;
  }
  return type;
});

export const jobCategorySchema = z.enum(JOB_CATEGORIES, { error: JOB_MESSAGES.category });

/** One workplace accessibility fact (issue 16, decision 033), by its key. */
export const workplaceFactSchema = z.enum(WORKPLACE_FACTS, { error: JOB_MESSAGES.workplaceFact });

/** The facts an employer ticks: each once, in the canonical order (what is stored). */
const workplaceFactListSchema = z
  .array(workplaceFactSchema, { error: 'Workplace accessibility must be a list of choices.' })
  .max(WORKPLACE_FACTS.length, JOB_MESSAGES.workplaceFact)
  .transform(sortWorkplaceFacts);

/** POST /api/post-job/ (JSON). Defaults of the form: Full Time and Technology. */
export const jobPostingRequestSchema = z
  .object({
    job_title: requiredText('Job title', JOB_LIMITS.title),
    job_desc: requiredText('Job description', JOB_LIMITS.description),
    job_type: jobTypeSchema,
    category: jobCategorySchema,
    location: requiredText('Location', JOB_LIMITS.location),
    salary_range: optionalText('Salary range', JOB_LIMITS.salary),
    skills_req: optionalText('Required skills', JOB_LIMITS.skills),
    tags: idList('Tags', JOB_LIMITS.tags, JOB_MESSAGES.unknownTag).default([]),
    disabilitytag: idList('Disability tags', JOB_LIMITS.disabilityTags, JOB_MESSAGES.unknownDisabilityTag).default([]),
    /** Workplace accessibility (issue 16): the facts ticked, and a free note. */
    workplace_facts: workplaceFactListSchema.default([]),
    workplace_note: optionalText('Workplace note', WORKPLACE_NOTE_MAX),
  })
  .meta({ id: 'JobPostingRequest' });
export type JobPostingRequest = z.input<typeof jobPostingRequestSchema>;
export type JobPostingInput = z.output<typeof jobPostingRequestSchema>;

/**
 * PUT /api/edit-job-post/{jobId}/: title and category required, job type optional (document 2 §5); the
 * other fields keep their stored value when left out.
 */
export const editJobRequestSchema = z
  .object({
    job_title: requiredText('Job title', JOB_LIMITS.title),
    category: jobCategorySchema,
    job_type: jobTypeSchema.optional(),
    job_desc: requiredText('Job description', JOB_LIMITS.description).optional(),
    location: requiredText('Location', JOB_LIMITS.location).optional(),
    salary_range: optionalText('Salary range', JOB_LIMITS.salary).optional(),
    skills_req: optionalText('Required skills', JOB_LIMITS.skills).optional(),
    tags: idList('Tags', JOB_LIMITS.tags, JOB_MESSAGES.unknownTag).optional(),
    disabilitytag: idList('Disability tags', JOB_LIMITS.disabilityTags, JOB_MESSAGES.unknownDisabilityTag).optional(),
    /** Replaces the whole set when given (an empty list clears it). */
    workplace_facts: workplaceFactListSchema.optional(),
    workplace_note: optionalText('Workplace note', WORKPLACE_NOTE_MAX).optional(),
  })
  .meta({ id: 'EditJobRequest' });
export type EditJobRequest = z.input<typeof editJobRequestSchema>;
export type EditJobInput = z.output<typeof editJobRequestSchema>;

export const jobIdParamsSchema = z.object({ jobId: idSchema });
export const postIdParamsSchema = z.object({ post_id: idSchema });

export const jobSavedResponseSchema = z
  .object({ message: z.string(), post_id: z.number().int() })
  .meta({ id: 'JobSavedResponse' });

export const jobDeletedResponseSchema = z
  .object({ message: z.string(), notified_applicants: z.number().int() })
  .meta({ id: 'JobDeletedResponse' });

// ---------------------------------------------------------------------------------------------------------
// Jobs as read (document 2 §3 "Job (feed)", "Job detail")

export const matchColorSchema = z.enum(MATCH_COLORS);

/** Why a recommended job matches, for the words on the card (colour is never the only signal). */
export const matchReasonSchema = z
  .object({
    /** The person's skills the job asks for (their spelling). */
    skills: z.array(z.string()),
    /** The person's preferences the job is tagged with. */
    preferences: z.array(z.string()),
    /** "tagged": the job names the person's disability; "open": the job is open to every disability. */
    disability: z.enum(['tagged', 'open']),
    /** The person's private work needs this job's workplace meets (issue 16), in the canonical order. */
    workplace: z.array(workplaceFactSchema),
  })
  .meta({ id: 'MatchReason' });
export type MatchReason = z.infer<typeof matchReasonSchema>;

/**
 * The signed-in job seeker's own application to a job (issue 14: "Applied on {date}" with its status on
 * cards and the job page instead of Apply). Null: not applied, or the reader is not a job seeker.
 */
export const myJobApplicationSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(APPLICATION_STATUSES),
    applied_at: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'MyJobApplication' });
export type MyJobApplication = z.infer<typeof myJobApplicationSchema>;

/** The job page's and apply page's view of the own application: also what was sent to the employer. */
export const myJobApplicationDetailSchema = myJobApplicationSchema
  .extend({
    applicant_name: z.string(),
    applicant_role: z.string(),
    applicant_experience: z.string(),
    applicant_location: z.string(),
    applicant_skills: z.string(),
    /** The file name of the resume sent, or null when none was. */
    resume_name: z.string().nullable(),
  })
  .meta({ id: 'MyJobApplicationDetail' });
export type MyJobApplicationDetail = z.infer<typeof myJobApplicationDetailSchema>;

export const feedJobSchema = z
  .object({
    post_id: z.number().int(),
    job_title: z.string(),
    comp_name: z.string(),
    company_name: z.string(),
    location: z.string(),
    /** Comma-separated tag names. */
    tags: z.string(),
    /** Comma-separated disability tag names; empty means open to every disability. */
    disabilitytag: z.string(),
    category: z.string(),
    posted_by: z.number().int(),
    /** Whether an admin verified the employer's business registration (the "Verified employer" badge). */
    employer_verified: z.boolean(),
    salary_range: z.string(),
    job_type: z.string(),
    skills_req: z.string(),
    job_desc: z.string(),
    created_at: z.string().meta({ format: 'date-time' }),
    /** Job type Remote, or a location that says remote (there is no separate remote field). */
    is_remote: z.boolean().optional(),
    /** Workplace accessibility the employer ticked, in the canonical order (issue 16). */
    workplace_facts: z.array(workplaceFactSchema),
    /** The employer's free note about the workplace; empty when none. */
    workplace_note: z.string(),
    /** Recommended jobs only. */
    color: matchColorSchema.optional(),
    match: matchReasonSchema.optional(),
    /** All Jobs and recommendations, for a job seeker: their application to this job, or null. */
    my_application: myJobApplicationSchema.nullish(),
  })
  .meta({ id: 'FeedJob' });
export type FeedJob = z.infer<typeof feedJobSchema>;
export const feedJobListSchema = z.array(feedJobSchema);

/** The orders of All Jobs. */
export const ALL_JOBS_SORTS = ['newest', 'best_match', 'salary'] as const;
export type AllJobsSort = (typeof ALL_JOBS_SORTS)[number];

/** GET /api/all-jobs/: every parameter optional; without any it answers the newest page of jobs. */
export const allJobsQuerySchema = z.object({
  q: text('Search').trim().max(200, 'The search is too long (at most 200 characters).').optional(),
  /** One category, or several separated by commas. */
  category: text('Category')
    .optional()
    .transform((value, ctx) => {
      const names = (value ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      for (const name of names) {
        if (!(JOB_CATEGORIES as readonly string[]).includes(name)) {
          ctx.addIssue({ code: 'custom', message: `Unknown category: ${name}.` });
          return z.NEVER;
        }
      }
      return names;
    }),
  /** Part of the location, any case ("cebu" finds "Cebu City"). */
  location: text('Location').trim().max(120, 'The location is too long (at most 120 characters).').optional(),
  /** `true`: remote jobs only (job type Remote, or a location that says remote). */
  remote: z.stringbool({ error: 'remote must be true or false.' }).optional(),
  /** One job type, in either spelling ("Full-time" or "Full Time"); empty means every type. */
  job_type: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value?.trim()) return undefined;
      const type = normalizeJobType(value);
      if (!type) {
        ctx.addIssue({ code: 'custom', message: JOB_MESSAGES.jobType });
        return z.NEVER;
      }
      return type;
    }),
  /** Pesos a month: jobs whose salary (its highest figure) reaches this; jobs without a salary are left out. */
  min_salary: z.coerce
    .number({ error: 'min_salary must be a number of pesos.' })
    .int('min_salary must be a whole number of pesos.')
    .min(0, 'min_salary cannot be negative.')
    .max(100_000_000, 'min_salary is too large.')
    .optional(),
  /**
   * newest (the default without q), best_match (the default with q; without q it is the same as newest, since
   * nothing is matched), salary (highest first; jobs without a salary last).
   */
  sort: z.enum(ALL_JOBS_SORTS, { error: 'sort must be newest, best_match or salary.' }).optional(),
  /** `true`: jobs of verified employers only (issue 12). */
  verified: z.stringbool({ error: 'verified must be true or false.' }).optional(),
  /** Workplace accessibility keys separated by commas: jobs that have every one of them (issue 16). */
  workplace: text('Workplace accessibility')
    .optional()
    .transform((value, ctx) => {
      const keys = [
        ...new Set(
          (value ?? '')
            .split(',')
            .map((key) => key.trim())
            .filter(Boolean),
        ),
      ];
      const unknown = keys.find((key) => !(WORKPLACE_FACTS as readonly string[]).includes(key));
      if (unknown !== undefined) {
        ctx.addIssue({ code: 'custom', message: `Unknown workplace accessibility choice: ${unknown.slice(0, 60)}.` });
        return z.NEVER;
      }
      return sortWorkplaceFacts(keys as (typeof WORKPLACE_FACTS)[number][]);
    }),
  page: z.coerce.number({ error: 'page must be a number.' }).int().min(1, 'page starts at 1.').max(10_000).default(1),
  page_size: z.coerce
    .number({ error: 'page_size must be a number.' })
    .int()
    .min(1)
    .max(ALL_JOBS_PAGE_SIZE_MAX, `page_size is at most ${ALL_JOBS_PAGE_SIZE_MAX}.`)
    .default(ALL_JOBS_PAGE_SIZE),
});
// (Query schemas carry no `.meta({ id })`: the OpenAPI generator cannot expand a shared reference into
// query parameters.)
export type AllJobsQuery = z.input<typeof allJobsQuerySchema>;
/** Response header of GET /api/all-jobs/ with the number of jobs matching (all pages). */
export const TOTAL_COUNT_HEADER = 'x-total-count';

export const recommendJobsQuerySchema = z.object({ user_id: idSchema });

export const jobDetailSchema = z
  .object({
    post_id: z.number().int(),
    job_title: z.string(),
    comp_name: z.string(),
    location: z.string(),
    salary_range: z.string(),
    job_type: z.string(),
    job_desc: z.string(),
    /** Comma-separated names, as in the feed. */
    tags: z.string(),
    disabilitytag: z.string(),
    category: z.string(),
    skills_req: z.string(),
    posted_by: z.number().int(),
    employer_verified: z.boolean(),
    created_at: z.string().meta({ format: 'date-time' }),
    /** Job type Remote, or a location that says remote. */
    is_remote: z.boolean().optional(),
    /** Workplace accessibility the employer ticked, and their free note (issue 16). */
    workplace_facts: z.array(workplaceFactSchema),
    workplace_note: z.string(),
    /** For a signed-in job seeker: their application to this job (with what was sent), or null. */
    my_application: myJobApplicationDetailSchema.nullish(),
  })
  .meta({ id: 'JobDetail' });
export type JobDetail = z.infer<typeof jobDetailSchema>;

/** The employer's own postings (dashboard, GET /api/employer-jobs/): a feed job plus its applicant count. */
export const employerJobSchema = feedJobSchema
  .omit({ color: true, match: true, my_application: true })
  .extend({ applications_count: z.number().int(), pending_count: z.number().int() })
  .meta({ id: 'EmployerJob' });
export type EmployerJob = z.infer<typeof employerJobSchema>;
export const employerJobListSchema = z.array(employerJobSchema);
