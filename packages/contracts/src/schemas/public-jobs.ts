import { z } from 'zod';
import { JOB_CATEGORIES, type JobCategory } from '../constants.js';
import { text } from './common.js';
import { workplaceFactSchema } from './jobs.js';

// The public job list /jobs (issue 15, decision 027): anyone, no sign-in; search, one category and pages

/** Jobs on one page of the public job list. */
export const PUBLIC_JOB_SEARCH_PAGE_SIZE = 20;

/**
 * GET /api/public-jobs/: the search words, one category (empty means every category, as the page's
 * "All categories" sends it) and the page, 1-based. Every parameter optional.
 */
export const publicJobSearchQuerySchema = z.object({
  q: text('Search').trim().max(200, 'The search is too long (at most 200 characters).').optional(),
  category: text('Category')
    .optional()
    .transform((value, ctx) => {
      const name = value?.trim();
      if (!name) return undefined;
      if (!(JOB_CATEGORIES as readonly string[]).includes(name)) {
        ctx.addIssue({
          code: 'custom',
          message: `Unknown category: ${name}. Please choose one of the listed categories.`,
        });
        return z.NEVER;
      }
      return name as JobCategory;
    }),
  page: z.coerce
    .number({ error: 'page must be a number.' })
    .int('page must be a whole number.')
    .min(1, 'page starts at 1.')
    .max(10_000, 'page is at most 10000.')
    .default(1),
});
export type PublicJobSearchQuery = z.input<typeof publicJobSearchQuerySchema>;

/** One job of the public list: what its card shows, nothing about who applied. */
export const publicJobCardSchema = z
  .object({
    post_id: z.number().int(),
    job_title: z.string(),
    comp_name: z.string(),
    location: z.string(),
    job_type: z.string(),
    salary_range: z.string(),
    category: z.string(),
    /** Comma-separated tag names. */
    tags: z.string(),
    created_at: z.string().meta({ format: 'date-time' }),
    /** Job type Remote, or a location that says remote. */
    is_remote: z.boolean(),
    /** Whether an admin verified the employer's business registration (the "Verified employer" badge). */
    employer_verified: z.boolean(),
    /** Workplace accessibility the employer ticked (issue 16). */
    workplace_facts: z.array(workplaceFactSchema),
  })
  .meta({ id: 'PublicJobCard' });
export type PublicJobCard = z.infer<typeof publicJobCardSchema>;

/** One page of the public job list with the number of jobs matching over all pages. */
export const publicJobSearchResultSchema = z
  .object({
    jobs: z.array(publicJobCardSchema),
    total: z.number().int(),
    /** The page answered (1-based); past the last page its list is empty. */
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'PublicJobSearchResult' });
export type PublicJobSearchResult = z.infer<typeof publicJobSearchResultSchema>;
