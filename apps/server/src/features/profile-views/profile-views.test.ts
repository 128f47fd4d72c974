import type { ProfileView } from '@kakayahan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createEmployee,
  createEmployer,
  createEmployerProfile,
  type TestUser,
} from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  apply,
  createEmployerWithJob,
  createJobSeeker,
  giveProfileResume,
  type EmployerWithJob,
} from '../../../test/support/applications.js';

// Issue 16, decision 036: a job seeker sees which employers opened their profile or a resume, and when.
let t: TestApp;
let posting: EmployerWithJob;
beforeAll(async () => {
  t = await createTestApp();
  posting = await createEmployerWithJob(t, { company: 'Kalinga Health Services', title: 'Clinic Receptionist' });
});
afterAll(() => t.close());

const views = async (token: string) =>
  (await t.request({ method: 'GET', url: '/api/profile-views/', token })).json<ProfileView[]>();
const openProfile = (subjectId: number, token?: string) =>
  t.request({ method: 'GET', url: `/api/get-user-details/${subjectId}/`, ...(token ? { token } : {}) });

describe('who has seen me', () => {
  it("counts each employer's looks at the profile and at a resume, first and last time, newest first", async () => {
    const seeker = await createJobSeeker(t);
    await giveProfileResume(t, seeker.id);
    const other = await createEmployer(t);
    await createEmployerProfile(t, other.id, 'Sulong Retail');
    const start = t.clock.now().getTime();

    expect((await openProfile(seeker.id, posting.employer.token)).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await openProfile(seeker.id, posting.employer.token)).statusCode).toBe(200);
    t.clock.advance(60_000);
    await openProfile(seeker.id, other.token);
    t.clock.advance(60_000);
    const applicationId = await apply(t, seeker, posting.job.id);
    const link = await t.request({
      method: 'GET',
      url: `/api/applications/${applicationId}/resume/`,
      token: posting.employer.token,
    });
    expect(link.statusCode).toBe(200);

    const seen = await views(seeker.token);
    expect(seen.map(({ employer_id, company, kind, views: count }) => ({ employer_id, company, kind, count }))).toEqual(
      [
        { employer_id: posting.employer.id, company: 'Kalinga Health Services', kind: 'resume', count: 1 },
        { employer_id: other.id, company: 'Sulong Retail', kind: 'profile', count: 1 },
        { employer_id: posting.employer.id, company: 'Kalinga Health Services', kind: 'profile', count: 2 },
      ],
    );
    // The test clock runs on from real time; the minutes it was moved by show between the times.
    const at = (view: ProfileView | undefined, key: 'first_viewed_at' | 'last_viewed_at') =>
      new Date(view?.[key] ?? 0).getTime() - start;
    const [resume, otherProfile, profile] = seen;
    expect(at(profile, 'last_viewed_at') - at(profile, 'first_viewed_at')).toBeGreaterThanOrEqual(60_000);
    expect(at(otherProfile, 'first_viewed_at')).toBe(at(otherProfile, 'last_viewed_at'));
    expect(at(otherProfile, 'first_viewed_at')).toBeGreaterThanOrEqual(120_000);
    expect(at(resume, 'first_viewed_at')).toBeGreaterThanOrEqual(180_000);
  });

  it('does not count visitors, other job seekers, administrators or the person themself', async () => {
    const seeker = await createJobSeeker(t);
    const admin = await createAdmin(t);
    const peer = await createEmployee(t);
    await openProfile(seeker.id);
    await openProfile(seeker.id, peer.token);
    await openProfile(seeker.id, admin.token);
    await openProfile(seeker.id, seeker.token);
    expect(await views(seeker.token)).toEqual([]);
  });

  it('is the job seeker’s alone', async () => {
    const employer: TestUser = await createEmployer(t);
    expect((await t.request({ method: 'GET', url: '/api/profile-views/' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/profile-views/', token: employer.token })).statusCode).toBe(
      403,
    );
  });
});
