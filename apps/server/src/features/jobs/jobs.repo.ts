import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { employerProfiles, jobPosts, jobPostTags, tags } from '../../db/schema.js';

/** Newest jobs with company name and comma-separated tag names, in one query. */
export async function listPublicJobs(db: Database, limit: number) {
  return db
    .select({
      id: jobPosts.id,
      jobTitle: jobPosts.jobTitle,
      location: jobPosts.location,
      compName: employerProfiles.compName,
      tagNames: sql<string>`coalesce((
        select string_agg(${tags.name}, ', ' order by ${tags.name})
        from ${jobPostTags} join ${tags} on ${tags.id} = ${jobPostTags.tagId}
        where ${jobPostTags.jobId} = ${jobPosts.id}), '')`,
    })
    .from(jobPosts)
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobPosts.employerId))
    .orderBy(desc(jobPosts.createdAt), desc(jobPosts.id))
    .limit(limit);
}
