import { z } from 'zod';
import { idSchema } from './common.js';
import { feedJobSchema } from './jobs.js';

/** How many jobs one person may keep saved (issue 16): far more than anyone follows by hand. */
export const SAVED_JOBS_MAX = 200;

export const SAVED_JOB_MESSAGES = {
  saved: 'Job saved. Find it under Saved Jobs.',
  alreadySaved: 'This job is already in your saved jobs.',
  removed: 'Removed from your saved jobs.',
  notFound: 'Saved job not found.',
  jobNotFound: 'Job not found. It may have been removed.',
  tooMany: `You can keep up to ${SAVED_JOBS_MAX} saved jobs. Remove some to save more.`,
  /** The note in place of a saved job whose employer removed it. */
  jobRemoved: 'This job is no longer available: the employer or an administrator removed it.',
} as const;

/**
 * One saved job (decision 035). `job` is the job as cards show it, or null when it was removed since: then
 * `post_id` is null and the title and company are what they were when it was saved, for the note.
 */
export const savedJobSchema = z
  .object({
    saved_id: z.number().int(),
    post_id: z.number().int().nullable(),
    job_title: z.string(),
    comp_name: z.string(),
    saved_at: z.string().meta({ format: 'date-time' }),
    job: feedJobSchema.nullable(),
  })
  .meta({ id: 'SavedJob' });
export type SavedJob = z.infer<typeof savedJobSchema>;
export const savedJobListSchema = z.array(savedJobSchema);

export const saveJobRequestSchema = z.object({ post_id: idSchema }).meta({ id: 'SaveJobRequest' });
export type SaveJobRequest = z.input<typeof saveJobRequestSchema>;

export const jobSavedSchema = z
  .object({ message: z.string(), saved_id: z.number().int(), post_id: z.number().int() })
  .meta({ id: 'JobSavedToList' });

export const savedJobIdParamsSchema = z.object({ saved_id: idSchema });
