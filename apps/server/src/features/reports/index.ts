/**
 * What other features may use of reports: closing the reports on a job post an admin deletes, inside
 * that deletion's transaction (before the job row goes, while the reports still point at it).
 */
export { closeReportsOfDeletedJob } from './reports.repo.js';
