import { TOTAL_COUNT_HEADER, type EmployerProfile, type FeedJob, type JobDetail } from '@kakayahan/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createEmployer,
  createEmployerProfile,
  createJob,
  type TestUser,
} from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import { postProfile, VALID_PROFILE } from '../../../test/support/employer-profiles.js';
import { createSeeker, recommendedFor } from '../../../test/support/recommendations.js';
import { companyWithRegistration, decideRegistration } from '../../../test/support/employer-verification.js';

const t = await appForThisFile();
let admin: TestUser;
let reader: TestUser;
/** One company per state of its registration, each with two jobs. */
const companies = {} as Record<'verified' | 'pending' | 'rejected' | 'none', { employer: TestUser; jobs: number[] }>;

async function withJobs(employer: TestUser, name: string) {
  const jobs = [];
  for (const title of ['Web Developer', 'Data Encoder']) {
    jobs.push((await createJob(t, employer.id, { title: `${title} at ${name}`, tags: ['Web Development'] })).id);
  }
  return { employer, jobs };
}

beforeAll(async () => {
  admin = await createAdmin(t);
  reader = await createSeeker(t, { skills: 'HTML', preferences: ['Web Development'] });
  const verified = await companyWithRegistration(t, 'Tapat Verified Corp');
  const pending = await companyWithRegistration(t, 'Naghihintay Pending Inc');
  const rejected = await companyWithRegistration(t, 'Tinanggihan Rejected Co');
  const none = await createEmployer(t);
  await createEmployerProfile(t, none.id, 'Wala Unregistered Ltd');
  companies.verified = await withJobs(verified, 'Tapat');
  companies.pending = await withJobs(pending, 'Naghihintay');
  companies.rejected = await withJobs(rejected, 'Tinanggihan');
  companies.none = await withJobs(none, 'Wala');
  expect((await decideRegistration(t, admin.token, rejected.id, 'reject', { reason: 'Unreadable.' })).statusCode).toBe(
    200,
  );
});

const states = ['verified', 'pending', 'rejected', 'none'] as const;
const expectedBadge = (state: (typeof states)[number]) => state === 'verified';
const approveVerified = async () => {
  const response = await decideRegistration(t, admin.token, companies.verified.employer.id, 'approve');
  expect(response.statusCode, response.body).toBe(200);
};

async function allJobs(query = ''): Promise<{ jobs: FeedJob[]; total: number }> {
  const response = await t.request({ method: 'GET', url: `/api/all-jobs/${query}`, token: reader.token });
  expect(response.statusCode, response.body).toBe(200);
  return { jobs: response.json<FeedJob[]>(), total: Number(response.headers[TOTAL_COUNT_HEADER]) };
}

const profileOf = async (userId: number) =>
  (
    await t.request({ method: 'GET', url: `/api/get-employer-details/${userId}/`, token: reader.token })
  ).json<EmployerProfile>();

const detailOf = async (jobId: number) =>
  (await t.request({ method: 'GET', url: `/api/job/${jobId}/` })).json<JobDetail>();

describe('the Verified employer badge', () => {
  it('is false everywhere before an admin approves, and the verified filter finds nothing', async () => {
    expect((await profileOf(companies.verified.employer.id)).employer_verified).toBe(false);
    expect((await allJobs()).jobs.every((job) => !job.employer_verified)).toBe(true);
    expect(await allJobs('?verified=true')).toEqual({ jobs: [], total: 0 });
  });

  it('shows on the company profile, read and saved, only for the verified employer', async () => {
    await approveVerified();
    for (const state of states) {
      const profile = await profileOf(companies[state].employer.id);
      expect(profile.employer_verified, state).toBe(expectedBadge(state));
    }
    const saved = await postProfile(t, companies.verified.employer.token, {
      ...VALID_PROFILE,
      comp_name: 'Tapat Verified Corp',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ profile: EmployerProfile }>().profile.employer_verified).toBe(true);
    const unverifiedSave = await postProfile(t, companies.none.employer.token, {
      ...VALID_PROFILE,
      comp_name: 'Wala Unregistered Ltd',
    });
    expect(unverifiedSave.json<{ profile: EmployerProfile }>().profile.employer_verified).toBe(false);
  });

  it('shows on every job card of All Jobs and on each job page', async () => {
    const { jobs } = await allJobs('?page_size=50');
    for (const state of states) {
      for (const jobId of companies[state].jobs) {
        expect(jobs.find((job) => job.post_id === jobId)?.employer_verified, `${state} ${jobId}`).toBe(
          expectedBadge(state),
        );
        expect((await detailOf(jobId)).employer_verified, `${state} detail`).toBe(expectedBadge(state));
      }
    }
  });

  it("shows on the employer's own job list and on recommended jobs", async () => {
    const own = await t.request({
      method: 'GET',
      url: '/api/employer-jobs/',
      token: companies.verified.employer.token,
    });
    expect(own.json<FeedJob[]>().map((job) => job.employer_verified)).toEqual([true, true]);
    const other = await t.request({
      method: 'GET',
      url: '/api/employer-jobs/',
      token: companies.pending.employer.token,
    });
    expect(other.json<FeedJob[]>().map((job) => job.employer_verified)).toEqual([false, false]);

    const recommended = await recommendedFor(t, reader);
    const badgeOf = (jobId: number) => recommended.find((job) => job.post_id === jobId)?.employer_verified;
    expect(badgeOf(companies.verified.jobs[0] ?? 0)).toBe(true);
    expect(badgeOf(companies.pending.jobs[0] ?? 0)).toBe(false);
  });

  it('?verified=true answers only the verified employer’s jobs, with a matching X-Total-Count', async () => {
    const verifiedOnly = await allJobs('?verified=true');
    expect(verifiedOnly.jobs.map((job) => job.post_id).sort()).toEqual([...companies.verified.jobs].sort());
    expect(verifiedOnly.total).toBe(2);
    // With a search and paging on top, the count still covers only verified employers' jobs.
    // Every company has a Data Encoder; only the verified one's is answered and counted.
    const searched = await allJobs('?verified=true&q=encoder');
    expect(searched.jobs.map((job) => job.post_id)).toEqual([companies.verified.jobs[1]]);
    expect(searched.total).toBe(1);
    const paged = await allJobs('?verified=true&page_size=1&page=2');
    expect(paged.jobs).toHaveLength(1);
    expect(paged.total).toBe(2);
    const everyone = await allJobs('?verified=false');
    expect(everyone.total).toBe(8);
  });

  it('refuses a verified value that is not true or false', async () => {
    const response = await t.request({ method: 'GET', url: '/api/all-jobs/?verified=maybe', token: reader.token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'verified must be true or false.' });
  });
});
