import type { AllJobsSort } from '@kakayahan/contracts';
import { and, arrayContains, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { jobPosts } from '../../db/schema.js';
import { isVerifiedEmployer } from '../employer-verification/index.js';
import { feedJobsQuery, isRemoteJob, salaryValue, type FeedJobRow } from '../job-feed/index.js';
import { jobSearchQuery } from './job-search.repo.js';

export interface AllJobsFilter {
  /** What the person typed; words are matched as prefixes over title, skills, tags, company and description. */
  text: string | undefined;
  /** Empty means every category. */
  categories: readonly string[];
  /** Only the jobs of employers whose business registration an admin verified. */
  verifiedOnly: boolean;
  /** Part of the location, any case. */
  location: string | undefined;
  remoteOnly: boolean;
  /** One job type (the stored spelling), or undefined for every type. */
  jobType: string | undefined;
  /** Pesos: the highest figure of the job's salary must reach it. */
  minSalary: number | undefined;
  /** Workplace accessibility facts the job must all have (empty: no filter). */
  workplace: readonly string[];
  /** Undefined: best match with words, newest without. */
  sort: AllJobsSort | undefined;
  page: number;
  pageSize: number;
}

/** `%`, `_` and `\` typed by a person are letters to look for, not LIKE patterns. */
function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/gu, (c) => `\\${c}`)}%`;
}

/**
 * One page of All Jobs and the number of jobs matching over all pages (two queries, none per job).
 * Orders: best match (ts_rank over the weighted document, then newest; the default with a search, and
 * the same as newest without one: there is nothing to match), newest, or salary (highest figure first,
 * jobs without a salary last, then newest). The category filter uses job_posts_category_created_idx, the
 * search the GIN index on search_vector, and the plain list job_posts_created_idx.
 */
export async function searchAllJobs(
  db: Database,
  filter: AllJobsFilter,
): Promise<{ rows: FeedJobRow[]; total: number }> {
  const query = filter.text ? jobSearchQuery(filter.text) : null;
  const conditions: SQL[] = [];
  if (query) conditions.push(sql`${jobPosts.searchVector} @@ ${query}`);
  if (filter.categories.length > 0) conditions.push(inArray(jobPosts.category, [...filter.categories]));
  if (filter.verifiedOnly) conditions.push(isVerifiedEmployer(jobPosts, jobPosts.employerId));
  if (filter.location) conditions.push(ilike(jobPosts.location, likeContaining(filter.location)));
  if (filter.remoteOnly) conditions.push(isRemoteJob);
  if (filter.jobType) conditions.push(eq(jobPosts.jobType, filter.jobType));
  if (filter.minSalary !== undefined) conditions.push(sql`${salaryValue} >= ${filter.minSalary}`);
  if (filter.workplace.length > 0) conditions.push(arrayContains(jobPosts.workplaceFacts, [...filter.workplace]));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobPosts)
    .where(where);
  const total = counted?.n ?? 0;
  if (total === 0 || (filter.page - 1) * filter.pageSize >= total) return { rows: [], total };

  const newest = [desc(jobPosts.createdAt), desc(jobPosts.id)];
  const sort = filter.sort ?? (query ? 'best_match' : 'newest');
  let order: SQL[] = newest;
  if (sort === 'best_match' && query) order = [desc(sql`ts_rank(${jobPosts.searchVector}, ${query})`), ...newest];
  if (sort === 'salary') order = [sql`${salaryValue} desc nulls last`, ...newest];
  const rows = await feedJobsQuery(db)
    .where(where)
    .orderBy(...order)
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { rows, total };
}
