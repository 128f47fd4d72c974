/** What other features may use of job-feed (its public surface; lint refuses deeper imports). */
export * from './components/job-feed';
export * from './components/job-paths';
