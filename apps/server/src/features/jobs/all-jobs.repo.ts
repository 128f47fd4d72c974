import { and, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { applications, jobPosts } from '../../db/schema.js';
import { isVerifiedEmployer } from '../employer-verification/index.js';
import { feedJobsQuery, type FeedJobRow } from '../job-feed/index.js';
import { jobSearchQuery } from './job-search.repo.js';

export interface AllJobsFilter {
  /** What the person typed; words are matched as prefixes over title, skills, tags, company and description. */
  text: string | undefined;
  /** Empty means every category. */
  categories: readonly string[];
  /** A job seeker: leave out the jobs they already applied to. */
  hideAppliedBy: number | null;
  /** Only the jobs of employers whose business registration an admin verified. */
  verifiedOnly: boolean;
  page: number;
  pageSize: number;
}

/**
 * One page of All Jobs and the number of jobs matching over all pages (two queries, none per job).
 * With a search the best matches come first (ts_rank over the weighted document, then newest); without
 * one, newest first. The category filter uses job_posts_category_created_idx, the search the GIN index on
 * search_vector, and the plain list job_posts_created_idx.
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
  if (filter.hideAppliedBy !== null) {
    conditions.push(sql`not exists (select 1 from ${applications}
      where ${applications.jobId} = ${jobPosts.id} and ${applications.applicantId} = ${filter.hideAppliedBy})`);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobPosts)
    .where(where);
  const total = counted?.n ?? 0;
  if (total === 0 || (filter.page - 1) * filter.pageSize >= total) return { rows: [], total };

  const order = [desc(jobPosts.createdAt), desc(jobPosts.id)];
  const rows = await feedJobsQuery(db)
    .where(where)
    .orderBy(...(query ? [desc(sql`ts_rank(${jobPosts.searchVector}, ${query})`), ...order] : order))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { rows, total };
}
