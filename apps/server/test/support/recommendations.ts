import type { DisabilityCategory, FeedJob } from '@kakayahan/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { applications, employeeProfiles } from '../../src/db/schema.js';
import {
  recommendationCorpus,
  recommendationJobDocs,
  recommendationPostings,
  recommendationTerms,
} from '../../src/db/schema-recommendations.js';
import { createEmployee, createPreferences, type TestUser } from '../factories.js';
import type { TestApp } from '../test-app.js';
import { reindexSeeker } from '../../src/features/recommendations/recommendation-index.js';

export interface SeekerOptions {
  /** Comma-separated, as the profile stores them; undefined: no profile at all. */
  skills?: string;
  preferences?: string[];
  disability?: DisabilityCategory;
  /** Leave the precomputed query unbuilt (an account older than the index). */
  skipReindex?: boolean;
}

/** A job seeker with a profile (skills), preferences (tag names) and a disability, indexed for recommendations. */
export async function createSeeker(t: TestApp, options: SeekerOptions = {}): Promise<TestUser> {
  const seeker = await createEmployee(t, { disability: options.disability ?? 'Visual Disability' });
  if (options.skills !== undefined) {
    await t.db.insert(employeeProfiles).values({
      userId: seeker.id,
      fullName: 'Maria Santos',
      role: 'Job seeker',
      location: 'Quezon City',
      skills: options.skills,
    });
  }
  // One reindex once skills and preferences are both written (none at all with skipReindex).
  if (options.preferences?.length) await createPreferences(t, seeker.id, options.preferences, { reindex: false });
  if (!options.skipReindex) await reindexSeeker(t.db, seeker.id);
  return seeker;
}

/** The seeker's own recommendations (expects 200). */
export async function recommendedFor(t: TestApp, seeker: TestUser): Promise<FeedJob[]> {
  const response = await t.request({
    method: 'GET',
    url: `/api/recommend_jobs/?user_id=${seeker.id}`,
    token: seeker.token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FeedJob[]>();
}

/** Records an application straight in the database. */
export async function applyTo(t: TestApp, seeker: TestUser, jobId: number): Promise<void> {
  await t.db.insert(applications).values({
    jobId,
    applicantId: seeker.id,
    applicantName: 'Maria Santos',
    applicantRole: 'Job seeker',
    applicantExperience: 'Two years',
    applicantLocation: 'Quezon City',
    applicantSkills: 'JavaScript',
  });
}

/**
 * Checks the counts the triggers keep against the postings themselves: every term's job count, the
 * number of indexed jobs and their total length.
 */
export async function expectIndexConsistent(t: TestApp): Promise<void> {
  const wrong = await t.db
    .select({ term: recommendationTerms.term })
    .from(recommendationTerms)
    .where(
      sql`${recommendationTerms.jobCount} <> (select count(*) from ${recommendationPostings} p where p.term_id = ${recommendationTerms.id})`,
    );
  expect(wrong).toEqual([]);
  const [docs] = await t.db
    .select({ n: count(), total: sql<number>`coalesce(sum(${recommendationJobDocs.length}), 0)::float8` })
    .from(recommendationJobDocs);
  const [corpus] = await t.db.select().from(recommendationCorpus).where(eq(recommendationCorpus.id, 1));
  expect(corpus?.jobCount).toBe(docs?.n);
  expect(corpus?.totalLength).toBeCloseTo(Number(docs?.total), 3);
}

/** How many indexed jobs contain a term (the stored document frequency). */
export async function jobCountOfTerm(t: TestApp, term: string): Promise<number> {
  const [row] = await t.db
    .select({ jobCount: recommendationTerms.jobCount })
    .from(recommendationTerms)
    .where(eq(recommendationTerms.term, term));
  return row?.jobCount ?? 0;
}
