import type { PublicJob } from '@kakayahan/contracts';
import type { listPublicJobs } from './jobs.repo.js';

type PublicJobRow = Awaited<ReturnType<typeof listPublicJobs>>[number];

export function presentPublicJob(row: PublicJobRow): PublicJob {
  return {
    post_id: row.id,
    job_title: row.jobTitle,
    comp_name: row.compName ?? 'Unknown Company',
    location: row.location,
    tags: row.tagNames,
  };
}
