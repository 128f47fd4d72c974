import { describe, expect, it } from 'vitest';
import { jobPosts } from '../../db/schema.js';
import { createEmployer, createEmployerProfile, createJob } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';

const t = await appForThisFile();

interface PublicJobBody {
  post_id: number;
  job_title: string;
  comp_name: string;
  location: string;
  tags: string;
}

const publicJobs = async (token?: string) => {
  const response = await t.request({ method: 'GET', url: '/api/all-jobs-public/', ...(token ? { token } : {}) });
  expect(response.statusCode).toBe(200);
  return response.json<PublicJobBody[]>();
};

describe('GET /api/all-jobs-public/', () => {
  it('answers an empty list when there are no jobs', async () => {
    expect(await publicJobs()).toEqual([]);
  });

  it('lists jobs for anyone, newest first, with post_id, job_title, comp_name, location and comma-separated tags', async () => {
    const boss = await createEmployer(t);
    await createEmployerProfile(t, boss.id, 'Bayanihan Tech Solutions');
    const day = 86_400_000;
    const now = Date.now();
    const older = await createJob(t, boss.id, {
      title: 'Data Entry Specialist',
      location: 'Quezon City, Metro Manila',
      tags: [],
      createdAt: new Date(now - 2 * day),
    });
    const newer = await createJob(t, boss.id, {
      title: 'Junior Web Developer',
      location: 'Remote',
      // Given out of alphabetical order: the answer lists them sorted.
      tags: ['Web Development', 'Quality Assurance', 'Software Development'],
      createdAt: new Date(now - day),
    });

    const jobs = await publicJobs();
    expect(jobs).toEqual([
      {
        post_id: newer.id,
        job_title: 'Junior Web Developer',
        comp_name: 'Bayanihan Tech Solutions',
        location: 'Remote',
        tags: 'Quality Assurance, Software Development, Web Development',
      },
      {
        post_id: older.id,
        job_title: 'Data Entry Specialist',
        comp_name: 'Bayanihan Tech Solutions',
        location: 'Quezon City, Metro Manila',
        tags: '',
      },
    ]);
    for (const job of jobs) {
      expect(Object.keys(job).sort()).toEqual(['comp_name', 'job_title', 'location', 'post_id', 'tags']);
    }
    expect(JSON.stringify(jobs)).not.toContain(boss.email);
  });

  it('names the company "Unknown Company" when the employer has no profile', async () => {
    const boss = await createEmployer(t);
    const job = await createJob(t, boss.id, { title: 'Warehouse Helper', createdAt: new Date(Date.now() + 1000) });
    const [first] = await publicJobs();
    expect(first).toMatchObject({ post_id: job.id, comp_name: 'Unknown Company' });
  });

  it('still answers when the caller sends an expired or unknown token', async () => {
    const jobs = await publicJobs('C'.repeat(43));
    expect(jobs.length).toBeGreaterThan(0);
  });

  it('answers the same for a signed-in caller as for an anonymous one', async () => {
    const boss = await createEmployer(t);
    expect(await publicJobs(boss.token)).toEqual(await publicJobs());
  });

  it('carries at most the 100 newest jobs', async () => {
    const boss = await createEmployer(t);
    await createEmployerProfile(t, boss.id, 'Many Jobs Corp.');
    const base = Date.now() + 10 * 86_400_000;
    await t.db.insert(jobPosts).values(
      Array.from({ length: 105 }, (_, i) => ({
        employerId: boss.id,
        jobTitle: `Bulk job ${i}`,
        jobDesc: 'x',
        jobType: 'Part Time',
        category: 'Retail',
        location: 'Davao City',
        createdAt: new Date(base + i * 1000),
      })),
    );
    const jobs = await publicJobs();
    expect(jobs).toHaveLength(100);
    expect(jobs[0]?.job_title).toBe('Bulk job 104');
    expect(jobs[99]?.job_title).toBe('Bulk job 5');
  });
});
