/** What other features may use of employer-jobs (its public surface; lint refuses deeper imports). */
export * from './api/get-employer-dashboard';
export * from './api/get-job';
