import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  disabilityTags,
  employeeProfiles,
  jobPostDisabilityTags,
  jobPosts,
  jobPostTags,
  tags,
  userPreferences,
  users,
} from '../../db/schema.js';
import {
  recommendationCorpus,
  recommendationJobDocs,
  recommendationPostings,
  recommendationSeekers,
  recommendationTerms,
} from '../../db/schema-recommendations.js';
import type { JobText } from './job-document.js';
import type { SeekerProfile, SeekerQuery } from './seeker-query.js';

export interface Corpus {
  jobCount: number;
  totalLength: number;
}

/**
 * Locks the corpus row for the rest of the transaction. Every index write takes it first (the postings
 * trigger does too), so writers queue in one order and never deadlock on term rows.
 */
export async function lockCorpus(db: Database): Promise<void> {
  await db.execute(sql`select 1 from ${recommendationCorpus} where ${recommendationCorpus.id} = 1 for update`);
}

export async function readCorpus(db: Database): Promise<Corpus> {
  const [row] = await db
    .select({ jobCount: recommendationCorpus.jobCount, totalLength: recommendationCorpus.totalLength })
    .from(recommendationCorpus)
    .where(eq(recommendationCorpus.id, 1));
  return row ?? { jobCount: 0, totalLength: 0 };
}

export type IndexedJob = JobText & { id: number; disabilityTagIds: number[] };

/** The text of the jobs that still exist among `ids`, with tag and disability tag names as lists. */
export async function loadJobTexts(db: Database, ids: readonly number[]): Promise<IndexedJob[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: jobPosts.id,
      title: jobPosts.jobTitle,
      description: jobPosts.jobDesc,
      skillsReq: jobPosts.skillsReq,
      category: jobPosts.category,
      tagNames: sql<string[]>`array(
        select ${tags.name} from ${jobPostTags} join ${tags} on ${tags.id} = ${jobPostTags.tagId}
        where ${jobPostTags.jobId} = ${jobPosts.id} order by ${tags.name})`,
      disabilityNames: sql<string[]>`array(
        select ${disabilityTags.name} from ${jobPostDisabilityTags}
        join ${disabilityTags} on ${disabilityTags.id} = ${jobPostDisabilityTags.disabilityTagId}
        where ${jobPostDisabilityTags.jobId} = ${jobPosts.id} order by ${disabilityTags.name})`,
      disabilityTagIds: sql<number[]>`array(
        select ${jobPostDisabilityTags.disabilityTagId} from ${jobPostDisabilityTags}
        where ${jobPostDisabilityTags.jobId} = ${jobPosts.id} order by 1)`,
    })
    .from(jobPosts)
    .where(inArray(jobPosts.id, [...ids]));
}

/** Removes the jobs from the index (the triggers take their terms out of the document frequencies). */
export async function deleteJobIndex(db: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(recommendationPostings).where(inArray(recommendationPostings.jobId, [...ids]));
  await db.delete(recommendationJobDocs).where(inArray(recommendationJobDocs.jobId, [...ids]));
}

export type JobDocRow = typeof recommendationJobDocs.$inferInsert;

export async function insertJobDocs(db: Database, docs: readonly JobDocRow[]): Promise<void> {
  if (docs.length === 0) return;
  await db.insert(recommendationJobDocs).values([...docs]);
}

/** The dictionary ids of the terms, adding the new ones (without burning ids on terms already known). */
export async function ensureTerms(db: Database, terms: readonly string[]): Promise<Map<string, number>> {
  if (terms.length === 0) return new Map();
  const list = sql.param([...terms]);
  await db.execute(sql`
    insert into ${recommendationTerms} (term)
    select t.term from unnest(${list}::text[]) as t(term)
    where not exists (select 1 from ${recommendationTerms} r where r.term = t.term)
    order by t.term
    on conflict (term) do nothing`);
  const rows = await db
    .select({ id: recommendationTerms.id, term: recommendationTerms.term })
    .from(recommendationTerms)
    .where(sql`${recommendationTerms.term} = any(${list}::text[])`);
  return new Map(rows.map((row) => [row.term, row.id]));
}

/** Writes postings in one statement per slice (three array parameters, whatever the number of rows). */
export async function insertPostings(
  db: Database,
  postings: { jobIds: number[]; termIds: number[]; weights: number[] },
): Promise<void> {
  const SLICE = 50_000;
  for (let start = 0; start < postings.jobIds.length; start += SLICE) {
    const end = start + SLICE;
    await db.execute(sql`
      insert into ${recommendationPostings} (job_id, term_id, weight)
      select * from unnest(
        ${sql.param(postings.jobIds.slice(start, end))}::int[],
        ${sql.param(postings.termIds.slice(start, end))}::int[],
        ${sql.param(postings.weights.slice(start, end))}::real[])`);
  }
}

/** What a job seeker's query is built from; null when the account is not a job seeker (or is gone). */
export async function loadSeekerProfile(db: Database, userId: number): Promise<SeekerProfile | null> {
  const [user] = await db
    .select({
      userType: users.userType,
      disability: users.disability,
      disabilityTagId: disabilityTags.id,
      skills: employeeProfiles.skills,
    })
    .from(users)
    .leftJoin(employeeProfiles, eq(employeeProfiles.userId, users.id))
    .leftJoin(disabilityTags, eq(disabilityTags.name, users.disability))
    .where(eq(users.id, userId));
  if (user?.userType !== 'Employee') return null;
  const preferences = await db
    .select({ tagId: tags.id, name: tags.name })
    .from(userPreferences)
    .innerJoin(tags, eq(tags.id, userPreferences.tagId))
    .where(eq(userPreferences.userId, userId))
    .orderBy(asc(tags.name));
  return {
    skillsText: user.skills ?? '',
    preferences,
    disability: user.disability ? { tagId: user.disabilityTagId, name: user.disability } : null,
  };
}

export async function saveSeekerQuery(db: Database, userId: number, query: SeekerQuery): Promise<void> {
  await db
    .insert(recommendationSeekers)
    .values({ userId, query })
    .onConflictDoUpdate({ target: recommendationSeekers.userId, set: { query, updatedAt: sql`now()` } });
}

export async function deleteSeekerQuery(db: Database, userId: number): Promise<void> {
  await db.delete(recommendationSeekers).where(eq(recommendationSeekers.userId, userId));
}
