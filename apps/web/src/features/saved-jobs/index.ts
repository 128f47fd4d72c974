/** What other features may use of saved-jobs (its public surface; lint refuses deeper imports). */
export * from './components/save-job-button';
