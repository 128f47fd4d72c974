/** What other features may use of jobs: keeping a company's jobs searchable when its name changes. */
export { refreshJobSearch } from './job-search.repo.js';
