import type { FeedJob } from '@kakayahan/contracts';
import { presentFeedJob } from '../job-feed/index.js';
import type { RecommendedJob } from './recommendation-ranking.js';

/** A recommended job: the feed job with its colour and the words saying why it matches. */
export function presentRecommendedJob({ row, decision }: RecommendedJob): FeedJob {
  // Jobs already applied to are left out of the list, so no recommended job carries an application.
  return { ...presentFeedJob(row, null), color: decision.color, match: decision.match };
}
