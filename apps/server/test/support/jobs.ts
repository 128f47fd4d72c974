import type { JobPostingRequest } from '@kakayahan/contracts';
import { eq, inArray } from 'drizzle-orm';
import {
  applications,
  disabilityTags,
  jobPostDisabilityTags,
  jobPosts,
  jobPostTags,
  tags,
} from '../../src/db/schema.js';
import type { TestApp } from '../test-app.js';

/** A complete, valid posting; override what a test is about. */
export function jobPayload(overrides: Partial<Record<keyof JobPostingRequest, unknown>> = {}) {
  return {
    job_title: 'Customer Support Associate',
    job_desc: 'Answer customer questions by chat and e-mail. Training provided.',
    job_type: 'Full Time',
    category: 'Customer Service',
    location: 'Makati City, Metro Manila',
    salary_range: '18,000 - 22,000',
    skills_req: 'Communication, Typing',
    tags: [] as number[],
    disabilitytag: [] as number[],
    ...overrides,
  };
}

/** The ids of specialty tags by name (in the order given). */
export async function tagIds(t: TestApp, names: string[]): Promise<number[]> {
  const rows = await t.db.select().from(tags).where(inArray(tags.name, names));
  return names.map((name) => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`no tag ${name}`);
    return row.id;
  });
}

/** The ids of disability tags by name (in the order given). */
export async function disabilityTagIds(t: TestApp, names: string[]): Promise<number[]> {
  const rows = await t.db.select().from(disabilityTags).where(inArray(disabilityTags.name, names));
  return names.map((name) => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`no disability tag ${name}`);
    return row.id;
  });
}

/** The stored job row, or undefined. */
export async function jobRow(t: TestApp, jobId: number) {
  const [row] = await t.db.select().from(jobPosts).where(eq(jobPosts.id, jobId));
  return row;
}

/** The stored tag ids of a job, ascending: specialty and disability. */
export async function storedTagIds(t: TestApp, jobId: number) {
  const specialty = await t.db.select().from(jobPostTags).where(eq(jobPostTags.jobId, jobId));
  const disability = await t.db.select().from(jobPostDisabilityTags).where(eq(jobPostDisabilityTags.jobId, jobId));
  return {
    tags: specialty.map((r) => r.tagId).sort((a, b) => a - b),
    disabilitytag: disability.map((r) => r.disabilityTagId).sort((a, b) => a - b),
  };
}

/** How many jobs are stored (to prove a refused request stored nothing). */
export async function countJobs(t: TestApp): Promise<number> {
  return (await t.db.select({ id: jobPosts.id }).from(jobPosts)).length;
}

/** An application row straight into the database, the way submitting one stores it. */
export async function insertApplication(
  t: TestApp,
  jobId: number,
  applicantId: number,
  options: { resumeKey?: string; status?: 'Pending' | 'Approved' | 'Declined' | 'Interviewed' } = {},
) {
  const [row] = await t.db
    .insert(applications)
    .values({
      jobId,
      applicantId,
      applicantName: 'Test Applicant',
      applicantRole: 'Support agent',
      applicantExperience: '2 years',
      applicantLocation: 'Quezon City',
      applicantSkills: 'Typing',
      ...(options.status ? { status: options.status } : {}),
      ...(options.resumeKey
        ? { resumeKey: options.resumeKey, resumeContentType: 'application/pdf', resumeName: 'resume.pdf' }
        : {}),
    })
    .returning();
  if (!row) throw new Error('application not created');
  return row;
}

/** The applications of a job still stored. */
export function applicationsOf(t: TestApp, jobId: number) {
  return t.db.select().from(applications).where(eq(applications.jobId, jobId));
}
