import { and, desc, eq, inArray, sql } from 'drizzle-orm';
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
 * The job's pay as one number for the salary filter and sort: the highest figure in the free text of its
 * salary ("15,000 - 18,000" → 18000, "20k" → 20000); null when it names none ("Negotiable", empty).
 */
const SALARY_FIGURE = String.raw`(\d+(?:\.\d+)?)\s*([kK]?)`;
export const salaryValue = sql<number | null>`(select max((m[1])::numeric * case when m[2] <> '' then 1000 else 1 end)
  from regexp_matches(replace(coalesce(${jobPosts.salaryRange}, ''), ',', ''), ${SALARY_FIGURE}::text, 'g') as m)`;

/** A remote job: job type Remote, or a location that says remote (jobs have no separate remote field). */
export const isRemoteJob = sql<boolean>`(${jobPosts.jobType} = 'Remote' or ${jobPosts.location} ilike '%remote%')`;

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
  isRemote: isRemoteJob,
  workplaceFacts: jobPosts.workplaceFacts,
  workplaceNote: jobPosts.workplaceNote,
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

/** A job seeker's own application to a job, as the cards and the job page show it. */
export type OwnApplicationRow = Pick<
  typeof applications.$inferSelect,
  | 'id'
  | 'jobId'
  | 'status'
  | 'createdAt'
  | 'applicantName'
  | 'applicantRole'
  | 'applicantExperience'
  | 'applicantLocation'
  | 'applicantSkills'
  | 'resumeName'
>;

/** The applicant's applications to the given jobs, by job id (one query for a whole page of cards). */
export async function loadOwnApplications(
  db: Database,
  applicantId: number,
  jobIds: readonly number[],
): Promise<Map<number, OwnApplicationRow>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: applications.id,
      jobId: applications.jobId,
      status: applications.status,
      createdAt: applications.createdAt,
      applicantName: applications.applicantName,
      applicantRole: applications.applicantRole,
      applicantExperience: applications.applicantExperience,
      applicantLocation: applications.applicantLocation,
      applicantSkills: applications.applicantSkills,
      resumeName: applications.resumeName,
    })
    .from(applications)
    .where(and(eq(applications.applicantId, applicantId), inArray(applications.jobId, [...jobIds])));
  return new Map(rows.map((row) => [row.jobId, row]));
}
