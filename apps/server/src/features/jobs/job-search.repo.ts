import { inArray, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { employerProfiles, jobPosts, jobPostTags, tags } from '../../db/schema.js';

/**
 * Rewrites the full-text document of jobs (All Jobs search): title (weight A); skills, tags and company
 * (B); category (C); description (D). Call it after a job is written (same transaction) and after an
 * employer renames their company (`{ employerId }`).
 */
export async function refreshJobSearch(
  db: Database,
  which: { jobIds: readonly number[] } | { employerId: number },
): Promise<void> {
  const where =
    'jobIds' in which
      ? which.jobIds.length === 0
        ? null
        : inArray(jobPosts.id, [...which.jobIds])
      : eq(jobPosts.employerId, which.employerId);
  if (!where) return;
  await db
    .update(jobPosts)
    .set({
      searchVector: sql`
        setweight(to_tsvector('english', ${jobPosts.jobTitle}), 'A') ||
        setweight(to_tsvector('english', coalesce(${jobPosts.skillsReq}, '')), 'B') ||
        setweight(to_tsvector('english', coalesce((
          select string_agg(${tags.name}, ' ') from ${jobPostTags} join ${tags} on ${tags.id} = ${jobPostTags.tagId}
          where ${jobPostTags.jobId} = ${jobPosts.id}), '')), 'B') ||
        setweight(to_tsvector('english', coalesce((
          select ${employerProfiles.compName} from ${employerProfiles}
          where ${employerProfiles.userId} = ${jobPosts.employerId}), '')), 'B') ||
        setweight(to_tsvector('english', ${jobPosts.category}), 'C') ||
        setweight(to_tsvector('english', ${jobPosts.jobDesc}), 'D')`,
    })
    .where(where);
}

/**
 * A prefix query for what a person typed: each word must occur (in any field), and the last word may be
 * unfinished ("java" finds "JavaScript"). Punctuation and operators typed by the person are dropped, so
 * any text is a valid query. Null when nothing searchable is left.
 */
export function jobSearchQuery(text: string): SQL | null {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12);
  if (words.length === 0) return null;
  const query = words.map((word) => `${word}:*`).join(' & ');
  return sql`to_tsquery('english', ${query})`;
}
