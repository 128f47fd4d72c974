/** What other features may use of job-reports (its public surface; lint refuses deeper imports). */
export * from './components/report-job-button';
