// The public job list reads a read model the database keeps at write time (public_job_cards, migration
// 0017, decision 030). These tests change what a card shows in every way a write can, through the API and
// straight in the database, and read the list at once: it must show the change, and its bytes must stay
// those of the feed's own query (the list before the read model).
import { endpointUrl, jobsApi, type PublicJob } from '@kakayahan/contracts';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employerProfiles, jobPosts, jobPostTags, publicJobCards, tags } from '../../db/schema.js';
import { createEmployer, createEmployerProfile, createJob, uniqueIp, type TestUser } from '../../../test/factories.js';
import { postProfile, VALID_PROFILE } from '../../../test/support/employer-profiles.js';
import { jobPayload, tagIds } from '../../../test/support/jobs.js';
import { appForThisFile } from '../../../test/test-app.js';
import { feedJobsQuery } from '../job-feed/index.js';
import { presentPublicJob } from './jobs.presenter.js';
import { PUBLIC_JOBS_LIMIT } from './jobs.service.js';

const t = await appForThisFile();

/** The list as a visitor reads it: its raw JSON. */
async function publicListText(): Promise<string> {
  const response = await t.request({ method: 'GET', url: endpointUrl(jobsApi.publicJobs) });
  expect(response.statusCode).toBe(200);
  return response.body;
}
const publicList = async () => JSON.parse(await publicListText()) as PublicJob[];
const cardOf = async (jobId: number) => (await publicList()).find((job) => job.post_id === jobId);

/** What the list answered before the read model: the feed's query (joins and tag aggregation per request). */
async function listFromTheTables(): Promise<string> {
  const rows = await feedJobsQuery(t.db).orderBy(desc(jobPosts.createdAt), desc(jobPosts.id)).limit(PUBLIC_JOBS_LIMIT);
  return JSON.stringify(rows.map(presentPublicJob));
}

async function postJob(boss: TestUser, overrides: Parameters<typeof jobPayload>[0]): Promise<number> {
  const response = await t.request({
    method: 'POST',
    url: endpointUrl(jobsApi.postJob),
    token: boss.token,
    payload: jobPayload(overrides),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ post_id: number }>().post_id;
}

const editJob = (boss: TestUser, jobId: number, payload: object) =>
  t.request({ method: 'PUT', url: endpointUrl(jobsApi.editJob, { jobId }), token: boss.token, payload });

describe('the public job list follows every write at once (read model kept by the database)', () => {
  it('shows a job posted through the API with its company and sorted tags, the same bytes as the tables', async () => {
    const boss = await createEmployer(t);
    await createEmployerProfile(t, boss.id, 'Liwanag Data Services');
    const jobId = await postJob(boss, {
      job_title: 'Accessibility Tester',
      location: 'Cebu City',
      tags: await tagIds(t, ['Web Development', 'Quality Assurance']),
    });
    expect(await cardOf(jobId)).toEqual({
      post_id: jobId,
      job_title: 'Accessibility Tester',
      comp_name: 'Liwanag Data Services',
      location: 'Cebu City',
      tags: 'Quality Assurance, Web Development',
    });
    expect(await publicListText()).toBe(await listFromTheTables());
  });

  it("shows a job's new title, location and tags as soon as the edit is answered, and drops a deleted job", async () => {
    const boss = await createEmployer(t);
    await createEmployerProfile(t, boss.id, 'Tahanan Logistics');
    const jobId = await postJob(boss, { job_title: 'Dispatcher', tags: await tagIds(t, ['Quality Assurance']) });
    await publicList(); // a visitor has read it (and PGlite keeps it in memory, decision 029)

    const edited = await editJob(boss, jobId, {
      job_title: 'Senior Dispatcher',
      category: 'Customer Service',
      location: 'Iloilo City',
      tags: await tagIds(t, ['Software Development', 'Data Entry']),
    });
    expect(edited.statusCode).toBe(200);
    expect(await cardOf(jobId)).toMatchObject({
      job_title: 'Senior Dispatcher',
      location: 'Iloilo City',
      tags: 'Data Entry, Software Development',
    });

    expect(
      (await editJob(boss, jobId, { job_title: 'Senior Dispatcher', category: 'Customer Service', tags: [] }))
        .statusCode,
    ).toBe(200);
    expect(await cardOf(jobId)).toMatchObject({ tags: '' });
    expect(await publicListText()).toBe(await listFromTheTables());

    const removed = await t.request({
      method: 'DELETE',
      url: endpointUrl(jobsApi.deleteJob, { post_id: jobId }),
      token: boss.token,
    });
    expect(removed.statusCode).toBe(200);
    expect(await cardOf(jobId)).toBeUndefined();
    expect(await t.db.select().from(publicJobCards).where(eq(publicJobCards.jobId, jobId))).toEqual([]);
  });

  it("shows the employer's company name from the profile they create, then from each rename", async () => {
    const boss = await createEmployer(t);
    const jobId = (await createJob(t, boss.id, { title: 'Bookkeeper', createdAt: new Date(Date.now() + 60_000) })).id;
    expect(await cardOf(jobId)).toMatchObject({ comp_name: 'Unknown Company' });

    const created = await postProfile(t, boss.token, { ...VALID_PROFILE, comp_name: 'Kalinangan Weavers' });
    expect(created.statusCode).toBe(200);
    expect(await cardOf(jobId)).toMatchObject({ comp_name: 'Kalinangan Weavers' });

    const renamed = await postProfile(t, boss.token, { ...VALID_PROFILE, comp_name: 'Kalinangan Weavers Cooperative' });
    expect(renamed.statusCode).toBe(200);
    expect(await cardOf(jobId)).toMatchObject({ comp_name: 'Kalinangan Weavers Cooperative' });
    expect(await publicListText()).toBe(await listFromTheTables());
  });

  it('follows writes made straight in the database: a tag renamed, a company removed, tags added in bulk', async () => {
    const boss = await createEmployer(t);
    await createEmployerProfile(t, boss.id, 'Dagat Fisheries');
    const [tag] = await t.db.insert(tags).values({ name: 'Net Mending' }).returning();
    if (!tag) throw new Error('tag not created');
    const jobId = (await createJob(t, boss.id, { title: 'Net Repairer', createdAt: new Date(Date.now() + 120_000) }))
      .id;
    await t.db
      .insert(jobPostTags)
      .values([{ jobId, tagId: tag.id }, ...(await tagIds(t, ['Data Entry'])).map((tagId) => ({ jobId, tagId }))]);
    expect(await cardOf(jobId)).toMatchObject({ tags: 'Data Entry, Net Mending' });

    await t.db.update(tags).set({ name: 'Aquaculture Nets' }).where(eq(tags.id, tag.id));
    expect(await cardOf(jobId)).toMatchObject({ tags: 'Aquaculture Nets, Data Entry' });

    await t.db.delete(tags).where(eq(tags.id, tag.id));
    expect(await cardOf(jobId)).toMatchObject({ tags: 'Data Entry' });

    await t.db.delete(employerProfiles).where(eq(employerProfiles.userId, boss.id));
    expect(await cardOf(jobId)).toMatchObject({ comp_name: 'Unknown Company' });
    expect(await publicListText()).toBe(await listFromTheTables());
  });

  it('keeps one card per job, and none for a job whose employer account is deleted', async () => {
    const boss = await createEmployer(t);
    await createEmployerProfile(t, boss.id, 'Short Lived Corp.');
    const jobId = (await createJob(t, boss.id, { title: 'Temporary Role', tags: ['Data Entry'] })).id;
    const deleted = await t.request({
      method: 'DELETE',
      url: endpointUrl(jobsApi.deleteEmployerAccount),
      token: boss.token,
      remoteAddress: uniqueIp(),
    });
    await t.jobs.drain();
    expect(deleted.statusCode).toBeLessThan(300);
    expect(await cardOf(jobId)).toBeUndefined();
    const cards = await t.db.select({ jobId: publicJobCards.jobId }).from(publicJobCards);
    const jobs = await t.db.select({ id: jobPosts.id }).from(jobPosts);
    expect(cards.map((c) => c.jobId).sort((a, b) => a - b)).toEqual(jobs.map((j) => j.id).sort((a, b) => a - b));
  });
});
