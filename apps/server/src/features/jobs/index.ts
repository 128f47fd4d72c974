/**
 * What other features may use of jobs: keeping a company's jobs searchable when its name changes, and
 * removing an employer's account with everything hanging on it (an admin's Manage Employers deletion
 * uses the same removal as the employer's own).
 */
export { refreshJobSearch } from './job-search.repo.js';
export {
  cleanUpRemovedEmployerAccount,
  removeEmployerAccount,
  type RemovedEmployerAccount,
} from './employer-account.service.js';
