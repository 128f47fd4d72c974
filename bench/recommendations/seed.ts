// Bulk seeding for the recommendations bench: jobs, their tags and disability tags in multi-row inserts,
// then the index through the server's own reindexJobs (a thousand jobs per call), so the index holds
// exactly what the product would write.
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';
import {
  applications,
  disabilityTags,
  employeeProfiles,
  employerProfiles,
  jobPostDisabilityTags,
  jobPosts,
  jobPostTags,
  tags,
  userPreferences,
  users,
} from '../../apps/server/src/db/schema.js';
import { reindexJobs, reindexSeeker } from '../../apps/server/src/features/recommendations/recommendation-index.js';
import { generateSeeker, type GeneratedJob, type Random } from './corpus.js';

const JOBS_PER_BATCH = 1000;

export interface NameIds {
  tags: Map<string, number>;
  disabilities: Map<string, number>;
}

export async function loadNameIds(db: Database): Promise<NameIds> {
  const tagRows = await db.select().from(tags);
  const disabilityRows = await db.select().from(disabilityTags);
  return {
    tags: new Map(tagRows.map((row) => [row.name, row.id])),
    disabilities: new Map(disabilityRows.map((row) => [row.name, row.id])),
  };
}

const PASSWORD_HASH = 'bench-not-a-real-hash';

/** Employers with a company profile; returns their ids. */
export async function seedEmployers(db: Database, count: number): Promise<number[]> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `employer${i}@bench.example`,
        passwordHash: PASSWORD_HASH,
        userType: 'Employer' as const,
        firstName: 'Bench',
        lastName: `Employer ${i}`,
        isApproved: true,
      })),
    )
    .returning({ id: users.id });
  await db.insert(employerProfiles).values(
    rows.map((row, i) => ({
      userId: row.id,
      compName: `Bench Company ${i}`,
      industry: 'Various',
      compDesc: 'A company of the benchmark.',
      location: 'Metro Manila',
      contactNo: '+63 2 8000 0000',
    })),
  );
  return rows.map((row) => row.id);
}

/** Adds `count` generated jobs (and indexes them); `onBatch` hears the running total. */
export async function seedJobs(
  db: Database,
  options: {
    count: number;
    employerIds: number[];
    names: NameIds;
    random: Random;
    nextJob: () => GeneratedJob;
    onBatch?: (added: number) => void;
  },
): Promise<number[]> {
  const { names, random } = options;
  const ids: number[] = [];
  for (let done = 0; done < options.count; done += JOBS_PER_BATCH) {
    const jobs = Array.from({ length: Math.min(JOBS_PER_BATCH, options.count - done) }, options.nextJob);
    const rows = await db
      .insert(jobPosts)
      .values(
        jobs.map((job) => ({
          employerId: random.pick(options.employerIds),
          jobTitle: job.title,
          jobDesc: job.description,
          jobType: job.jobType,
          category: job.category,
          location: job.location,
          skillsReq: job.skillsReq,
        })),
      )
      .returning({ id: jobPosts.id });
    const tagRows = rows.flatMap((row, i) =>
      (jobs[i]?.tags ?? []).map((name) => ({ jobId: row.id, tagId: names.tags.get(name) ?? 0 })),
    );
    const disabilityRows = rows.flatMap((row, i) =>
      (jobs[i]?.disabilities ?? []).map((name) => ({
        jobId: row.id,
        disabilityTagId: names.disabilities.get(name) ?? 0,
      })),
    );
    if (tagRows.length) await db.insert(jobPostTags).values(tagRows);
    if (disabilityRows.length) await db.insert(jobPostDisabilityTags).values(disabilityRows);
    const batchIds = rows.map((row) => row.id);
    await reindexJobs(db, batchIds);
    ids.push(...batchIds);
    options.onBatch?.(done + jobs.length);
  }
  return ids;
}

/** Job seekers with profiles and preferences, indexed; each has applied to a few jobs. */
export async function seedSeekers(
  db: Database,
  options: { count: number; names: NameIds; random: Random; jobIds: readonly number[] },
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < options.count; i += 1) {
    const seeker = generateSeeker(options.random);
    const [row] = await db
      .insert(users)
      .values({
        email: `seeker${i}@bench.example`,
        passwordHash: PASSWORD_HASH,
        userType: 'Employee',
        firstName: 'Bench',
        lastName: `Seeker ${i}`,
        disability: seeker.disability,
        idNumber: '1374010000123456',
        isApproved: true,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('seeker not created');
    await db.insert(employeeProfiles).values({ userId: row.id, fullName: `Seeker ${i}`, skills: seeker.skills });
    await db
      .insert(userPreferences)
      .values(seeker.preferences.map((name) => ({ userId: row.id, tagId: options.names.tags.get(name) ?? 0 })));
    const applied = options.random.some(options.jobIds, 3);
    if (applied.length) {
      await db.insert(applications).values(
        applied.map((jobId) => ({
          jobId,
          applicantId: row.id,
          applicantName: `Seeker ${i}`,
          applicantRole: 'Job seeker',
          applicantExperience: 'Some',
          applicantLocation: 'Metro Manila',
          applicantSkills: seeker.skills,
        })),
      );
    }
    await reindexSeeker(db, row.id);
    ids.push(row.id);
  }
  return ids;
}

/** Counts for the report. */
export async function indexSize(db: Database): Promise<{ postings: number; terms: number }> {
  const result: unknown = await db.execute(
    sql`select (select count(*) from recommendation_postings)::int as postings,
      (select count(*) from recommendation_terms)::int as terms`,
  );
  // Both drivers answer raw queries with { rows }.
  const rows = (result as { rows?: { postings: number; terms: number }[] }).rows;
  return rows?.[0] ?? { postings: 0, terms: 0 };
}
