import type { SavedJob } from '@kakayahan/contracts';
import { presentFeedJob } from '../job-feed/index.js';
import type { SavedJobWithCard } from './saved-jobs.service.js';

/** One saved job: the job's card while it exists; the title and company kept at saving for the note after. */
export function presentSavedJob({ entry, job }: SavedJobWithCard): SavedJob {
  return {
    saved_id: entry.id,
    post_id: job ? job.id : null,
    job_title: job ? job.jobTitle : entry.jobTitle,
    comp_name: job ? (job.compName ?? entry.compName) : entry.compName,
    saved_at: entry.createdAt.toISOString(),
    job: job ? presentFeedJob(job) : null,
  };
}
