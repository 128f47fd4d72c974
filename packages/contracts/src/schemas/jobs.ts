import { z } from 'zod';

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
