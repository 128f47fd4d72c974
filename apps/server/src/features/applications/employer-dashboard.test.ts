import type { EmployerDashboard } from '@kakayahan/contracts';
import { describe, expect, it } from 'vitest';
import { createEmployer, createJob } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import {
  apply,
  COMPLETE_PROFILE,
  createEmployerWithJob,
  createJobSeeker,
  PDF_BYTES,
  resumePart,
} from '../../../test/support/applications.js';

const t = await appForThisFile();

const dashboard = (token?: string) =>
  t.request({ method: 'GET', url: '/api/employer-dashboard', ...(token ? { token } : {}) });

describe('GET /api/employer-dashboard', () => {
  it("counts and lists the employer's own jobs and applicants, newest first", async () => {
    const { employer, job } = await createEmployerWithJob(t, { title: 'Call Center Agent' });
    t.clock.advance(60_000);
    const second = await createJob(t, employer.id, { title: 'Graphic Designer', createdAt: t.clock.now() });
    const elsewhere = await createEmployerWithJob(t, { title: 'Not Theirs' });

    const ana = await createJobSeeker(t, { fullName: 'Ana Reyes', contactNo: '0917 000 1111' });
    const ben = await createJobSeeker(t, { fullName: 'Ben Cruz' });
    const first = await apply(t, ana, job.id, [resumePart(PDF_BYTES)]);
    t.clock.advance(60_000);
    const decided = await apply(t, ben, second.id);
    t.clock.advance(60_000);
    const latest = await apply(t, ben, job.id);
    await apply(t, ana, elsewhere.job.id);
    const approve = await t.request({
      method: 'POST',
      url: `/api/applications/${decided}/approve/`,
      token: employer.token,
    });
    expect(approve.statusCode).toBe(200);

    const response = await dashboard(employer.token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<EmployerDashboard>();
    expect(body).toMatchObject({ active_jobs_count: 2, total_applications: 3, pending_applications: 2 });
    expect(body.applicants.map((a) => a.application_id)).toEqual([latest, decided, first]);
    expect(body.applicants[2]).toEqual({
      application_id: first,
      applicant__id: ana.id,
      applicant_name: 'Ana Reyes',
      applicant_skills: COMPLETE_PROFILE.skills,
      applicant_experience: COMPLETE_PROFILE.experience,
      applicant_location: COMPLETE_PROFILE.location,
      applicant_role: COMPLETE_PROFILE.role,
      application_status: 'Pending',
      applicant__employeeprofile__contact_no: '0917 000 1111',
      job_post__job_title: 'Call Center Agent',
      job_post__id: job.id,
      applied_date: expect.any(String) as string,
      has_resume: true,
      // Issue 16: applied without showing the disability type, asking for nothing.
      applicant_disability: null,
      disability_disclosed: false,
      accommodations: [],
      accommodation_note: '',
    });
    expect(body.applicants[1]).toMatchObject({ application_status: 'Approved', has_resume: false });
    expect(body.job_posts.map((p) => [p.job_title, p.applications_count, p.pending_count])).toEqual([
      ['Graphic Designer', 1, 0],
      ['Call Center Agent', 2, 2],
    ]);
  });

  it('answers an employer without jobs with zeros and empty lists', async () => {
    const employer = await createEmployer(t);
    const response = await dashboard(employer.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      active_jobs_count: 0,
      total_applications: 0,
      pending_applications: 0,
      applicants: [],
      job_posts: [],
    });
  });

  it('answers 403 to a job seeker and 401 without a token', async () => {
    const seeker = await createJobSeeker(t);
    expect((await dashboard(seeker.token)).statusCode).toBe(403);
    expect((await dashboard()).statusCode).toBe(401);
  });
});
