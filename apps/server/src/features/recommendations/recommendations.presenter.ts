import type { FeedJob, WorkplaceFact } from '@kakayahan/contracts';
import { presentFeedJob } from '../job-feed/index.js';
import type { RecommendedJob } from './recommendation-ranking.js';

/**
 * A recommended job: the feed job with its colour and the words saying why it matches, including which of
 * the person's private work needs its workplace meets (decision 033: the list goes to them alone).
 */
export function presentRecommendedJob({ row, decision }: RecommendedJob, workNeeds: readonly WorkplaceFact[]): FeedJob {
  const job = presentFeedJob(row, null);
  const met = new Set(job.workplace_facts);
  // Jobs already applied to are left out of the list, so no recommended job carries an application.
  return {
    ...job,
    color: decision.color,
    match: { ...decision.match, workplace: workNeeds.filter((need) => met.has(need)) },
  };
}
