import {
  DISABILITY_CATEGORIES,
  SPECIALTY_TAGS,
  type EmployerJob,
  type JobDetail,
  type Tag,
} from '@kakayahan/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../app-context.js';
import { registerEndpoints } from '../../platform/http/endpoint-routes.js';
import { registerOpenApi } from '../../platform/openapi.js';
import {
  createEmployee,
  createEmployer,
  createEmployerProfile,
  createJob,
  type TestUser,
} from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { jobRoutes } from './jobs.routes.js';
import { disabilityTagIds, insertApplication, tagIds } from '../../../test/support/jobs.js';

let t: TestApp;
let boss: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  boss = await createEmployer(t);
  await createEmployerProfile(t, boss.id, 'Lakas Design Studio');
});
afterAll(() => t.close());

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('GET /api/tags/ and /api/disability-tags/', () => {
  it.each(['/api/tags/', '/api/tags'])('%s lists every specialty tag by name, without a token', async (url) => {
    const response = await t.request({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const list = response.json<Tag[]>();
    expect(list.map((tag) => tag.name)).toEqual([...SPECIALTY_TAGS].sort(byName));
    expect(list.every((tag) => Number.isInteger(tag.id) && Object.keys(tag).length === 2)).toBe(true);
  });

  it.each(['/api/disability-tags/', '/api/disability-tags'])(
    '%s lists the ten disability tags by name',
    async (url) => {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json<Tag[]>().map((tag) => tag.name)).toEqual([...DISABILITY_CATEGORIES].sort(byName));
    },
  );
});

describe('GET /api/job-post-tags/{jobId}/ and /api/job-post-disability-tags/{jobId}/', () => {
  it("answers the ids of the job's tags as {id} objects, without a token", async () => {
    const job = await createJob(t, boss.id, {
      tags: ['Graphic Design', 'UI/UX Design'],
      disabilities: ['Deaf or Hard of Hearing'],
    });
    const expectedTags = (await tagIds(t, ['Graphic Design', 'UI/UX Design'])).sort((a, b) => a - b);
    const [deaf] = await disabilityTagIds(t, ['Deaf or Hard of Hearing']);

    const specialty = await t.request({ method: 'GET', url: `/api/job-post-tags/${job.id}/` });
    expect(specialty.statusCode).toBe(200);
    expect(specialty.json()).toEqual(expectedTags.map((id) => ({ id })));
    const disability = await t.request({ method: 'GET', url: `/api/job-post-disability-tags/${job.id}/` });
    expect(disability.json()).toEqual([{ id: deaf }]);
  });

  it('answers an empty list for a job without tags, 404 for a missing job and 400 for a bad id', async () => {
    const job = await createJob(t, boss.id);
    expect((await t.request({ method: 'GET', url: `/api/job-post-tags/${job.id}/` })).json()).toEqual([]);
    for (const url of ['/api/job-post-tags/2000000/', '/api/job-post-disability-tags/2000000/']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'Job not found.' });
    }
    expect((await t.request({ method: 'GET', url: '/api/job-post-tags/x/' })).statusCode).toBe(400);
  });
});

describe('GET /api/job/{post_id}', () => {
  it('answers the job with company, tags and details, without a token', async () => {
    const job = await createJob(t, boss.id, {
      title: 'Junior Graphic Designer',
      description: 'Design social media posts.',
      type: 'Contract',
      category: 'Design',
      location: 'Iloilo City',
      salary: '20,000',
      skillsReq: 'Photoshop, Canva',
      tags: ['UI/UX Design', 'Graphic Design'],
      disabilities: ['Visual Disability', 'Deaf or Hard of Hearing'],
    });
    for (const url of [`/api/job/${job.id}`, `/api/job/${job.id}/`]) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json<JobDetail>()).toEqual({
        post_id: job.id,
        job_title: 'Junior Graphic Designer',
        comp_name: 'Lakas Design Studio',
        location: 'Iloilo City',
        salary_range: '20,000',
        job_type: 'Contract',
        job_desc: 'Design social media posts.',
        tags: 'Graphic Design, UI/UX Design',
        disabilitytag: 'Deaf or Hard of Hearing, Visual Disability',
        category: 'Design',
        skills_req: 'Photoshop, Canva',
        posted_by: boss.id,
        employer_verified: false,
        created_at: job.createdAt.toISOString(),
        // Issue 14 added: remote or not (no reader's application without a job seeker's token).
        is_remote: false,
        // Issue 16 added: the workplace's accessibility (none ticked for this job).
        workplace_facts: [],
        workplace_note: '',
      });
    }
  });

  it('says Unknown Company without a profile, and answers 404 for a missing job', async () => {
    const loner = await createEmployer(t);
    const job = await createJob(t, loner.id);
    const response = await t.request({ method: 'GET', url: `/api/job/${job.id}` });
    expect(response.json<JobDetail>()).toMatchObject({ comp_name: 'Unknown Company', salary_range: '' });
    const missing = await t.request({ method: 'GET', url: '/api/job/2000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Job not found.' });
  });
});

describe('GET /api/employer-jobs/', () => {
  it("lists only the employer's own jobs, newest first, with applicant and pending counts", async () => {
    const owner = await createEmployer(t);
    const other = await createEmployer(t);
    const older = await createJob(t, owner.id, { title: 'Older', createdAt: new Date('2026-01-01T00:00:00Z') });
    const newer = await createJob(t, owner.id, { title: 'Newer', createdAt: new Date('2026-02-01T00:00:00Z') });
    await createJob(t, other.id, { title: 'Not mine' });
    const [a, b] = [await createEmployee(t), await createEmployee(t)];
    await insertApplication(t, older.id, a.id);
    await insertApplication(t, older.id, b.id, { status: 'Approved' });

    const response = await t.request({ method: 'GET', url: '/api/employer-jobs/', token: owner.token });
    expect(response.statusCode).toBe(200);
    const jobs = response.json<EmployerJob[]>();
    expect(jobs.map((job) => [job.job_title, job.applications_count, job.pending_count])).toEqual([
      ['Newer', 0, 0],
      ['Older', 2, 1],
    ]);
    expect(jobs[0]).toMatchObject({ post_id: newer.id, posted_by: owner.id, company_name: 'Unknown Company' });
  });

  it('answers 401 without a token and 403 to a job seeker', async () => {
    expect((await t.request({ method: 'GET', url: '/api/employer-jobs/' })).statusCode).toBe(401);
    const seeker = await createEmployee(t);
    expect((await t.request({ method: 'GET', url: '/api/employer-jobs/', token: seeker.token })).statusCode).toBe(403);
  });
});

describe('OpenAPI document', () => {
  // Only this feature's routes, so another feature's schema cannot hide a problem here (or cause one).
  it('describes every jobs route, with the All Jobs query as parameters', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await registerOpenApi(app);
    registerEndpoints(app, jobRoutes({} as AppContext));
    await app.ready();
    const doc = app.swagger() as { paths: Record<string, { get?: { parameters?: { name: string }[] } }> };
    await app.close();
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/api/all-jobs-public/',
        '/api/tags/',
        '/api/disability-tags/',
        '/api/post-job/',
        '/api/edit-job-post/{jobId}/',
        '/api/delete-job/{post_id}/',
        '/api/job-post-tags/{jobId}/',
        '/api/job-post-disability-tags/{jobId}/',
        '/api/job/{post_id}',
        '/api/employer-jobs/',
        '/api/all-jobs/',
        '/api/public-jobs/',
        '/api/delete-emp-account/',
      ].sort(),
    );
    expect(doc.paths['/api/all-jobs/']?.get?.parameters?.map((p) => p.name)).toEqual([
      'q',
      'category',
      // Issue 14's filters and order.
      'location',
      'remote',
      'job_type',
      'min_salary',
      'sort',
      'verified',
      // Issue 16: workplace accessibility.
      'workplace',
      'page',
      'page_size',
    ]);
    // The public job list (issue 15): the page's address.
    expect(doc.paths['/api/public-jobs/']?.get?.parameters?.map((p) => p.name)).toEqual(['q', 'category', 'page']);
  });
});
