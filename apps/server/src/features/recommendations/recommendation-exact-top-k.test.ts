// The exact top-K (decision 012, 2026-11-26) against the exhaustive ranking, on a generated corpus of a few
// thousand jobs over a small vocabulary (so many jobs share terms and many scores tie), and the packed
// postings kept equal to the postings through edits and deletes.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisabilityCategory } from '@kakayahan/contracts';
import { rowsOf } from '../../db/raw-rows.js';
import { disabilityTags, jobPostDisabilityTags, jobPosts, jobPostTags, tags } from '../../db/schema.js';
import { recommendationPostings } from '../../db/schema-recommendations.js';
import { createEmployer, type TestUser } from '../../../test/factories.js';
import { applyTo, createSeeker } from '../../../test/support/recommendations.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { findRecommendedJobs, findRecommendedJobsExhaustively, type RecommendedJob } from './recommendation-ranking.js';
import { reindexJobs } from './recommendation-index.js';

const JOBS = 3000;

/** mulberry32: the corpus is the same on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const some = <T>(items: readonly T[], n: number): T[] => {
    const copy = [...items];
    const out: T[] = [];
    while (out.length < n && copy.length > 0) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0] as T);
    return out;
  };
  return { next, pick, some };
}

const SKILLS = [
  'JavaScript',
  'Customer Service',
  'Data Entry',
  'Bookkeeping',
  'Graphic Design',
  'Sign Language',
  'Medical Transcription',
  'Inventory Management',
  'Social Media',
  'Technical Support',
  'Payroll',
  'Copywriting',
];
const ROLES = ['Assistant', 'Specialist', 'Associate', 'Coordinator', 'Officer', 'Developer', 'Clerk'];
const WORDS = ['team', 'daily', 'reports', 'clients', 'office', 'remote', 'schedule', 'records', 'support', 'shop'];
const TAGS = ['Web Development', 'Call Center', 'Accounting', 'Nursing', 'Graphic Design'];
const DISABILITIES: DisabilityCategory[] = ['Visual Disability', 'Deaf or Hard of Hearing', 'Learning Disability'];

let t: TestApp;
let employer: TestUser;
const jobIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  employer = await createEmployer(t);
  const random = seeded(15);
  const tagIdOf = new Map((await t.db.select().from(tags)).map((row) => [row.name, row.id]));
  const disabilityIdOf = new Map((await t.db.select().from(disabilityTags)).map((row) => [row.name, row.id]));
  // A template repeated word for word now and then: equal texts, equal scores, ties to break by id.
  const templates = Array.from({ length: 40 }, () => ({
    title: `${random.pick(SKILLS)} ${random.pick(ROLES)}`,
    skillsReq: random.some(SKILLS, 3).join(', '),
    description: Array.from({ length: 8 }, () => random.pick(WORDS)).join(' '),
  }));
  for (let done = 0; done < JOBS; done += 500) {
    const jobs = Array.from({ length: 500 }, () => {
      const text =
        random.next() < 0.3
          ? random.pick(templates)
          : {
              title: `${random.pick(SKILLS)} ${random.pick(ROLES)}`,
              skillsReq: random.some(SKILLS, 1 + Math.floor(random.next() * 4)).join(', '),
              description: Array.from({ length: 4 + Math.floor(random.next() * 12) }, () =>
                random.next() < 0.2 ? random.pick(SKILLS).toLowerCase() : random.pick(WORDS),
              ).join(' '),
            };
      return {
        ...text,
        tags: random.some(TAGS, Math.floor(random.next() * 3)),
        disabilities: random.next() < 0.4 ? [] : random.some(DISABILITIES, 1 + Math.floor(random.next() * 2)),
      };
    });
    const rows = await t.db
      .insert(jobPosts)
      .values(
        jobs.map((job) => ({
          employerId: employer.id,
          jobTitle: job.title,
          jobDesc: job.description,
          jobType: 'Full Time',
          category: 'Technology',
          location: 'Remote',
          skillsReq: job.skillsReq,
        })),
      )
      .returning({ id: jobPosts.id });
    const tagRows = rows.flatMap((row, i) =>
      (jobs[i]?.tags ?? []).map((name) => ({ jobId: row.id, tagId: tagIdOf.get(name) ?? 0 })),
    );
    const disabilityRows = rows.flatMap((row, i) =>
      (jobs[i]?.disabilities ?? []).map((name) => ({ jobId: row.id, disabilityTagId: disabilityIdOf.get(name) ?? 0 })),
    );
    if (tagRows.length) await t.db.insert(jobPostTags).values(tagRows);
    if (disabilityRows.length) await t.db.insert(jobPostDisabilityTags).values(disabilityRows);
    await reindexJobs(
      t.db,
      rows.map((row) => row.id),
    );
    jobIds.push(...rows.map((row) => row.id));
  }
}, 300_000);
afterAll(async () => {
  await t.close();
});

const summary = (jobs: RecommendedJob[]) =>
  jobs.map((job) => ({ id: job.row.id, score: job.score, color: job.decision.color }));

async function expectExact(seeker: TestUser): Promise<RecommendedJob[]> {
  const exhaustive = await findRecommendedJobsExhaustively(t.db, seeker.id);
  const exact = await findRecommendedJobs(t.db, seeker.id);
  expect(summary(exact)).toEqual(summary(exhaustive));
  return exact;
}

/** The packed blocks hold exactly the postings (rebuilt here from scratch and compared). */
async function expectBlocksMatchPostings(): Promise<void> {
  const differences = rowsOf<{ n: number }>(
    await t.db.execute(sql`
      with fresh as (
        select term_id, job_id >> 10 as block,
          string_agg(int4send(job_id), ''::bytea order by job_id) as job_ids,
          string_agg(float4send(weight), ''::bytea order by job_id) as weights
        from recommendation_postings group by term_id, job_id >> 10)
      select count(*)::int as n from fresh f full join recommendation_term_blocks b
        on b.term_id = f.term_id and b.block = f.block
      where b.term_id is null or f.term_id is null or b.job_ids <> f.job_ids or b.weights <> f.weights`),
  );
  expect(differences[0]?.n).toBe(0);
}

describe('exact top-K of recommendations', () => {
  it('answers the exhaustive ranking: the same jobs, the same order, the same scores', async () => {
    const seekers = [
      { skills: 'JavaScript, Customer Service, Data Entry', preferences: ['Web Development'] },
      { skills: 'Bookkeeping, Payroll', preferences: ['Accounting', 'Call Center'], disability: DISABILITIES[0] },
      { skills: 'graphic design skills, copywriting', disability: DISABILITIES[1] },
      { skills: 'Sign Language', preferences: ['Nursing'], disability: DISABILITIES[2] },
      { skills: 'Technical Support, Inventory Management, Social Media, Medical Transcription, Data Entry' },
      { preferences: ['Graphic Design', 'Nursing'] },
      { skills: 'Customer Service', disability: DISABILITIES[0] },
      { skills: 'Forklift Operation, Sourdough Baking', preferences: ['Call Center'] },
      // Every job's category: a skill term of idf ≈ 0, left out of the score (it makes every job a
      // candidate, score 0, newest first), alone and beside a skill that scores.
      { skills: 'Technology' },
      { skills: 'Technology, Payroll', disability: DISABILITIES[1] },
    ];
    let full = 0;
    for (const [i, options] of seekers.entries()) {
      const seeker = await createSeeker(t, { skills: options.skills ?? '', ...options });
      for (const jobId of jobIds.slice(i * 7, i * 7 + 5)) await applyTo(t, seeker, jobId);
      const jobs = await expectExact(seeker);
      if (jobs.length === 50) full += 1;
    }
    // Most lists are full, so the comparison is over the whole top 50, not a short tail.
    expect(full).toBeGreaterThanOrEqual(5);
  });

  it('stays exact after jobs are edited and deleted (the packed postings follow)', async () => {
    await expectBlocksMatchPostings();
    const seeker = await createSeeker(t, {
      skills: 'JavaScript, Data Entry',
      preferences: ['Web Development'],
      disability: DISABILITIES[0],
    });
    const before = await expectExact(seeker);
    const top = before.slice(0, 3).map((job) => job.row.id);
    // Edit: the best job loses its skills; delete: the next two go (cascading to the index).
    const [edited, ...deleted] = top;
    if (edited === undefined) throw new Error('expected recommendations');
    await t.db
      .update(jobPosts)
      .set({ jobTitle: 'Warehouse Helper', skillsReq: 'lifting', jobDesc: 'Boxes.' })
      .where(eq(jobPosts.id, edited));
    await reindexJobs(t.db, [edited]);
    await t.db.delete(jobPosts).where(inArray(jobPosts.id, deleted));
    await expectBlocksMatchPostings();
    const after = await expectExact(seeker);
    expect(after.map((job) => job.row.id)).not.toContain(edited);
    const remaining = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(recommendationPostings)
      .where(inArray(recommendationPostings.jobId, deleted));
    expect(remaining[0]?.n).toBe(0);
  });
});
