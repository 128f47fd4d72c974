import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  applications,
  disabilityTags,
  employerProfiles,
  jobPostDisabilityTags,
  jobPosts,
  jobPostTags,
  tags,
} from '../../db/schema.js';
import { isVerifiedEmployer } from '../employer-verification/index.js';

/**
 * The columns every job list shows (the contract's "Job (feed)"), with company name, comma-separated
 * tag and disability-tag names and whether the employer is verified gathered in the same query (no query
 * per job).
 */
export const feedJobColumns = {
  id: jobPosts.id,
  jobTitle: jobPosts.jobTitle,
  jobDesc: jobPosts.jobDesc,
  jobType: jobPosts.jobType,
  category: jobPosts.category,
  salaryRange: jobPosts.salaryRange,
  location: jobPosts.location,
  skillsReq: jobPosts.skillsReq,
  employerId: jobPosts.employerId,
  createdAt: jobPosts.createdAt,
  compName: employerProfiles.compName,
  employerVerified: isVerifiedEmployer(jobPosts, jobPosts.employerId),
  tagNames: sql<string>`coalesce((
    select string_agg(${tags.name}, ', ' order by ${tags.name})
    from ${jobPostTags} join ${tags} on ${tags.id} = ${jobPostTags.tagId}
    where ${jobPostTags.jobId} = ${jobPosts.id}), '')`,
  disabilityNames: sql<string>`coalesce((
    select string_agg(${disabilityTags.name}, ', ' order by ${disabilityTags.name})
    from ${jobPostDisabilityTags} join ${disabilityTags} on ${disabilityTags.id} = ${jobPostDisabilityTags.disabilityTagId}
    where ${jobPostDisabilityTags.jobId} = ${jobPosts.id}), '')`,
};

/** The feed columns from job_posts with the company joined; callers add where, order and limit. */
export function feedJobsQuery(db: Database) {
  return db
    .select(feedJobColumns)
    .from(jobPosts)
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobPosts.employerId))
    .$dynamic();
}
export type FeedJobRow = Awaited<ReturnType<typeof feedJobsQuery>>[number];

/** Feed rows of the given jobs, in the order of `ids` (missing ids are skipped). */
export async function loadFeedJobs(db: Database, ids: readonly number[]): Promise<FeedJobRow[]> {
  if (ids.length === 0) return [];
  const rows = await feedJobsQuery(db).where(inArray(jobPosts.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One employer's postings, newest first, each with its applicant counts (the dashboard and employer-jobs). */
export function loadEmployerJobs(db: Database, employerId: number) {
  return db
    .select({
      ...feedJobColumns,
      applicationsCount: sql<number>`(select count(*)::int from ${applications} where ${applications.jobId} = ${jobPosts.id})`,
      pendingCount: sql<number>`(select count(*)::int from ${applications}
        where ${applications.jobId} = ${jobPosts.id} and ${applications.status} = 'Pending')`,
    })
    .from(jobPosts)
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobPosts.employerId))
    .where(eq(jobPosts.employerId, employerId))
    .orderBy(desc(jobPosts.createdAt), desc(jobPosts.id));
}
export type EmployerJobRow = Awaited<ReturnType<typeof loadEmployerJobs>>[number];
