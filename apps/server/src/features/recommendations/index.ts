/** What other features may use of recommendations: keeping the index in step with job and profile writes. */
export { reindexJobs, reindexSeeker } from './recommendation-index.js';
