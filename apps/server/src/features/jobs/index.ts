/**
 * What other features may use of jobs: keeping a company's jobs searchable when its name changes,
 * removing an employer's account with everything hanging on it (an admin's Manage Employers deletion
 * uses the same removal as the employer's own), and removing one job post (an admin's deletion of a
 * reported job: the same removal as the employer's own, announced as done by an administrator).
 */
export { refreshJobSearch } from './job-search.repo.js';
export {
  cleanUpRemovedEmployerAccount,
  removeEmployerAccount,
  type RemovedEmployerAccount,
} from './employer-account.service.js';
export { cleanUpRemovedJob, removeJob, type RemovedJob } from './job-removal.js';
