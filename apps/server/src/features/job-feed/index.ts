/** The job cards every list shows (all jobs, recommendations, the employer's dashboard): rows and payloads. */
export {
  feedJobsQuery,
  loadEmployerJobs,
  loadFeedJobs,
  type EmployerJobRow,
  type FeedJobRow,
} from './job-feed.repo.js';
export { presentEmployerJob, presentFeedJob } from './job-feed.presenter.js';
