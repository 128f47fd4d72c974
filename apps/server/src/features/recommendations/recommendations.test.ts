import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobPosts, users } from '../../db/schema.js';
import { createEmployer, createEmployerProfile, createJob, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { stem } from './porter-stemmer.js';
import { reindexJobs } from './recommendation-index.js';
import {
  applyTo,
  createSeeker,
  expectIndexConsistent,
  jobCountOfTerm,
  recommendedFor,
} from '../../../test/support/recommendations.js';

let t: TestApp;
let employer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  employer = await createEmployer(t);
  await createEmployerProfile(t, employer.id, 'Bayanihan Tech');
});
afterAll(async () => {
  await t.close();
});

const idsOf = (jobs: { post_id: number }[]) => jobs.map((job) => job.post_id);

describe('GET /api/recommend_jobs/', () => {
  it('gives each colour with its reasons and leaves out jobs that match nothing', async () => {
    const seeker = await createSeeker(t, {
      skills: 'JavaScript, Customer Service',
      preferences: ['Web Development'],
      disability: 'Visual Disability',
    });
    const green = await createJob(t, employer.id, {
      title: 'Frontend Developer',
      skillsReq: 'javascript programming, HTML',
      tags: ['Web Development'],
      disabilities: ['Visual Disability'],
    });
    const yellow = await createJob(t, employer.id, {
      title: 'Customer Service Representative',
      category: 'Customer Service',
      tags: ['Call Center'],
    });
    const red = await createJob(t, employer.id, {
      title: 'Web Designer',
      description: 'Design pages for small shops.',
      tags: ['Web Development'],
      disabilities: ['Visual Disability', 'Learning Disability'],
    });
    const neither = await createJob(t, employer.id, { title: 'Bookkeeper', tags: ['Accounting'] });

    const jobs = await recommendedFor(t, seeker);
    const byId = new Map(jobs.map((job) => [job.post_id, job]));
    expect(byId.get(green.id)).toMatchObject({
      job_title: 'Frontend Developer',
      comp_name: 'Bayanihan Tech',
      color: 'Green',
      match: { skills: ['JavaScript'], preferences: ['Web Development'], disability: 'tagged' },
    });
    expect(byId.get(yellow.id)).toMatchObject({
      color: 'Yellow',
      disabilitytag: '',
      match: { skills: ['Customer Service'], preferences: [], disability: 'open' },
    });
    expect(byId.get(red.id)).toMatchObject({
      color: 'Red',
      match: { skills: [], preferences: ['Web Development'], disability: 'tagged' },
    });
    expect(byId.has(neither.id)).toBe(false);
  });

  it('never shows a job tagged only for another disability', async () => {
    const seeker = await createSeeker(t, { skills: 'Sign Language', disability: 'Visual Disability' });
    const other = await createJob(t, employer.id, {
      title: 'Sign Language Interpreter',
      disabilities: ['Deaf or Hard of Hearing'],
    });
    const both = await createJob(t, employer.id, {
      title: 'Sign Language Tutor',
      disabilities: ['Deaf or Hard of Hearing', 'Visual Disability'],
    });
    const ids = idsOf(await recommendedFor(t, seeker));
    expect(ids).toContain(both.id);
    expect(ids).not.toContain(other.id);
  });

  it('hides jobs the person already applied to', async () => {
    const seeker = await createSeeker(t, { skills: 'Forklift Operation' });
    const applied = await createJob(t, employer.id, { title: 'Forklift Operator' });
    const open = await createJob(t, employer.id, { title: 'Warehouse Forklift Operator' });
    await applyTo(t, seeker, applied.id);
    const ids = idsOf(await recommendedFor(t, seeker));
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(applied.id);
  });

  it('puts the more relevant job first, whatever the posting order', async () => {
    const seeker = await createSeeker(t, { skills: 'Medical Transcription, Audio Typing' });
    const strong = await createJob(t, employer.id, {
      title: 'Medical Transcriptionist',
      skillsReq: 'medical transcription, audio typing',
      description: 'Transcribe medical audio recordings.',
    });
    const weak = await createJob(t, employer.id, {
      title: 'Clinic Receptionist',
      description:
        'Greet patients, answer phones, keep the schedule, file records and now and then help with audio typing.',
    });
    const ids = idsOf(await recommendedFor(t, seeker));
    expect(ids.indexOf(strong.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(weak.id)).toBeGreaterThan(ids.indexOf(strong.id));
  });

  it('orders by match strength (colour, then how many skills and preferences), then newest', async () => {
    const seeker = await createSeeker(t, {
      skills: 'Sourdough Baking, Cake Glazing',
      preferences: ['Web Development'],
    });
    const day = (n: number) => new Date(Date.UTC(2025, 5, n));
    const red = await createJob(t, employer.id, {
      title: 'Bakery Website Helper',
      tags: ['Web Development'],
      createdAt: day(9),
    });
    const oneSkillStrongText = await createJob(t, employer.id, {
      title: 'Sourdough Baking Lead',
      skillsReq: 'sourdough baking',
      description: 'Sourdough baking every morning: sourdough baking is all we do.',
      createdAt: day(2),
    });
    const oneSkillNewer = await createJob(t, employer.id, {
      title: 'Night Baker',
      description: 'Some sourdough baking among other breads and rolls for the shop.',
      createdAt: day(8),
    });
    const twoSkills = await createJob(t, employer.id, {
      title: 'Pastry Cook',
      skillsReq: 'sourdough baking, cake glazing',
      createdAt: day(3),
    });
    const green = await createJob(t, employer.id, {
      title: 'Online Cake Shop Assistant',
      skillsReq: 'cake glazing',
      tags: ['Web Development'],
      createdAt: day(1),
    });
    const mine = new Set([red.id, oneSkillStrongText.id, oneSkillNewer.id, twoSkills.id, green.id]);
    const jobs = (await recommendedFor(t, seeker)).filter((job) => mine.has(job.post_id));
    expect(jobs.map((job) => job.color)).toEqual(['Green', 'Yellow', 'Yellow', 'Yellow', 'Red']);
    expect(idsOf(jobs)).toEqual([green.id, twoSkills.id, oneSkillNewer.id, oneSkillStrongText.id, red.id]);
  });

  it('answers an empty list to a new person with an empty profile', async () => {
    await createJob(t, employer.id, { title: 'Anything At All', skillsReq: 'JavaScript' });
    expect(await recommendedFor(t, await createSeeker(t))).toEqual([]);
    expect(await recommendedFor(t, await createSeeker(t, { skills: '' }))).toEqual([]);
  });

  it('works for a person whose query was never precomputed', async () => {
    const seeker = await createSeeker(t, { skills: 'Cake Decorating', skipReindex: true });
    const job = await createJob(t, employer.id, { title: 'Cake Decorator' });
    expect(idsOf(await recommendedFor(t, seeker))).toContain(job.id);
  });

  it('follows an edit of the required skills', async () => {
    const seeker = await createSeeker(t, { skills: 'Welding' });
    const job = await createJob(t, employer.id, { title: 'Fabrication Helper', skillsReq: 'carpentry' });
    expect(idsOf(await recommendedFor(t, seeker))).not.toContain(job.id);

    // As the jobs feature does: the edit and the reindex in one transaction.
    await t.db.transaction(async (tx) => {
      await tx.update(jobPosts).set({ skillsReq: 'arc welding, carpentry' }).where(eq(jobPosts.id, job.id));
      await reindexJobs(tx, [job.id]);
    });
    expect(await recommendedFor(t, seeker)).toEqual([
      expect.objectContaining({ post_id: job.id, color: 'Yellow', skills_req: 'arc welding, carpentry' }),
    ]);

    await t.db.update(jobPosts).set({ skillsReq: 'carpentry' }).where(eq(jobPosts.id, job.id));
    await reindexJobs(t.db, [job.id]);
    expect(idsOf(await recommendedFor(t, seeker))).not.toContain(job.id);
    await expectIndexConsistent(t);
  });

  it('forgets a deleted job and keeps the document frequencies right', async () => {
    const seeker = await createSeeker(t, { skills: 'Embroidery' });
    const kept = await createJob(t, employer.id, { title: 'Embroidery Machine Operator' });
    const deleted = await createJob(t, employer.id, { title: 'Embroidery Designer' });
    const before = await jobCountOfTerm(t, stem('embroidery'));
    expect(before).toBe(2);

    await t.db.delete(jobPosts).where(eq(jobPosts.id, deleted.id));
    expect(idsOf(await recommendedFor(t, seeker))).toEqual([kept.id]);
    expect(await jobCountOfTerm(t, stem('embroidery'))).toBe(1);
    await expectIndexConsistent(t);
  });

  it('keeps the counts right when an employer and all their jobs are deleted', async () => {
    const other = await createEmployer(t);
    await createJob(t, other.id, { title: 'Upholstery Worker', skillsReq: 'sewing' });
    await createJob(t, other.id, { title: 'Upholstery Trainee', skillsReq: 'sewing, cutting' });
    expect(await jobCountOfTerm(t, stem('upholstery'))).toBe(2);
    await t.db.delete(users).where(eq(users.id, other.id));
    expect(await jobCountOfTerm(t, stem('upholstery'))).toBe(0);
    await expectIndexConsistent(t);
  });

  it("refuses someone else's list, employers and anonymous callers", async () => {
    const seeker = await createSeeker(t, { skills: 'JavaScript' });
    const other = await createSeeker(t, { skills: 'JavaScript' });
    const url = `/api/recommend_jobs/?user_id=${seeker.id}`;

    const foreign = await t.request({ method: 'GET', url, token: other.token });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: 'You can only see or change your own information.' });
    expect((await t.request({ method: 'GET', url, token: employer.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('answers 400 to a missing or malformed user id', async () => {
    const seeker = await createSeeker(t, { skills: 'JavaScript' });
    const missing = await t.request({ method: 'GET', url: '/api/recommend_jobs/', token: seeker.token });
    expect(missing.statusCode).toBe(400);
    const malformed = await t.request({ method: 'GET', url: '/api/recommend_jobs/?user_id=abc', token: seeker.token });
    expect(malformed.statusCode).toBe(400);
  });
});
