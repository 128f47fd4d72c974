/** The job cards every list shows (all jobs, recommendations, the employer's dashboard): rows and payloads. */
export {
  feedJobsQuery,
  isRemoteJob,
  loadEmployerJobs,
  loadFeedJobs,
  loadOwnApplications,
  salaryValue,
  type EmployerJobRow,
  type FeedJobRow,
  type OwnApplicationRow,
} from './job-feed.repo.js';
export {
  presentEmployerJob,
  presentFeedJob,
  presentOwnApplication,
  presentOwnApplicationDetail,
  presentWorkplaceFacts,
} from './job-feed.presenter.js';
