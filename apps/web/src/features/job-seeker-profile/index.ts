/** What other features may use of job-seeker-profile (its public surface; lint refuses deeper imports). */
export * from './api/get-user-details';
